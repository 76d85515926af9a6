// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "unitchoicefilter.h"

#include "unitchoicemodel.h"

#include <QComboBox>

namespace adj {

UnitChoiceFilter::UnitChoiceFilter(UnitChoiceModel *units, QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_units(units)
{
    setSourceModel(units);
}

void UnitChoiceFilter::attach(QComboBox *combo)
{
    combo->setModel(this);
    // Connected after the combo's own handlers: the combo has noted its row, and it moves to "none"
    // (row 0, never removed) before its unit's row goes.
    connect(this, &QAbstractItemModel::rowsAboutToBeRemoved, combo,
            [combo](const QModelIndex &, int first, int last) {
                if (combo->currentIndex() >= first && combo->currentIndex() <= last)
                    combo->setCurrentIndex(0);
            });
    connect(this, &QAbstractItemModel::modelReset, combo, [combo] {
        if (combo->currentIndex() < 0 && combo->count() > 0)
            combo->setCurrentIndex(0);
    });
}

void UnitChoiceFilter::setSide(Id side, bool sameSide)
{
    if (side == m_side && sameSide == m_sameSide)
        return;
    m_side = side;
    m_sameSide = sameSide;
    invalidateRowsFilter();
}

bool UnitChoiceFilter::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    const UnitChoiceModel::Choice &c = m_units->choice(sourceRow);
    if (c.unit == 0)
        return true; // "none"
    return c.inPlay && (m_side == 0 || (c.side == m_side) == m_sameSide);
}

} // namespace adj
