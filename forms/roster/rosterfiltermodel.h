// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QSortFilterProxyModel>

namespace adj {

// The roster as filtered by its filter field: units whose name, type, side or markers
// contain the text (any case); a side shows while one of its units does.
class RosterFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RosterFilterModel)

public:
    explicit RosterFilterModel(QObject *parent = nullptr);

    void setText(const QString &text);
    QString text() const { return m_text; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
};

} // namespace adj
