// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"

#include <QAbstractTableModel>
#include <QCache>

#include <functional>

namespace adj {

// The battle's log, read from the file a page at a time: a battle of 100,000 events
// opens without reading them all.
class EventLogModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventLogModel)

public:
    enum Column { Seq, Turn, Phase, Kind, Actor, Summary, ColumnCount };
    enum Role { UndoneRole = Qt::UserRole + 1, EventJsonRole, KindRole };

    explicit EventLogModel(BattleDocument *doc, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    Event eventAt(int row) const;

    // How an entry reads to a person (its line and trace in the language of the moment; the runner's
    // EventReader); without one, as it was written.
    using Reader = std::function<Event(const Event &)>;
    void setReader(Reader reader);
    // The language changed: every entry is read again.
    void retranslate();

private:
    Event readable(const Event &e) const { return m_reader ? m_reader(e) : e; }
    void onEventAppended(qint64 seq);
    static constexpr int kPage = 256;

    BattleDocument *m_doc;
    int m_rows = 0;
    mutable QCache<qint64, QList<Event>> m_pages{64};
    Reader m_reader;
};

} // namespace adj
