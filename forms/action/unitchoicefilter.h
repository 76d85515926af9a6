// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "model/records.h"

#include <QSortFilterProxyModel>

class QComboBox;

namespace adj {

class UnitChoiceModel;

// One combo's part of the action panel's UnitChoiceModel: "none" and the units in play of one side
// (sameSide) or of the sides other than it, or of every side when the side is 0. Follows the
// model's changes row by row; a new side filters the rows again, without refilling the combo.
class UnitChoiceFilter final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UnitChoiceFilter)

public:
    explicit UnitChoiceFilter(UnitChoiceModel *units, QObject *parent = nullptr);

    // Shows this part of the units in `combo`. When the unit the combo shows leaves it (taken out
    // of play, of another side now, gone), the combo shows "none" as it would have after a refill,
    // never the unit that happened to come next.
    void attach(QComboBox *combo);
    void setSide(Id side, bool sameSide);
    Id side() const { return m_side; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    UnitChoiceModel *m_units;
    Id m_side = 0;
    bool m_sameSide = true;
};

} // namespace adj
