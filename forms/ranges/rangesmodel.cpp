// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rangesmodel.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace adj {

RangesModel::RangesModel(BattleDocument *doc, QObject *parent)
    : QAbstractTableModel(parent)
    , m_doc(doc)
{
    connect(doc, &BattleDocument::changed, this, &RangesModel::onChanged);
    rebuild();
}

void RangesModel::rebuild()
{
    m_ids = m_doc->state().ranges.keys();
    std::reverse(m_ids.begin(), m_ids.end());
}

void RangesModel::onChanged(const QList<RowChange> &changes)
{
    bool ranges = false, units = false;
    for (const RowChange &c : changes) {
        ranges = ranges || c.table == Table::Ranges;
        units = units || c.table == Table::Units;
    }
    if (ranges) {
        // Few rows (one per measurement): a reset is simpler than tracking each insert.
        beginResetModel();
        rebuild();
        endResetModel();
    } else if (units && !m_ids.isEmpty()) {
        emit dataChanged(index(0, From), index(int(m_ids.size()) - 1, To)); // a unit renamed
    }
}

int RangesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_ids.size());
}

int RangesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {
// Not "%n hex(es)": the English source would need a translation file of its own for plurals.
QString hexes(double v)
{
    return qRound(v) == 1 ? RangesModel::tr("1 hex") : RangesModel::tr("%1 hexes").arg(qRound(v));
}

QString number(double v)
{
    return QLocale().toString(v, 'f', v == std::floor(v) ? 0 : (v * 10 == std::floor(v * 10) ? 1 : 2));
}
} // namespace

QString RangesModel::measured(const MeasuredRange &r)
{
    if (r.measure == u"hex"_s)
        return hexes(r.value);
    if (r.measure == u"cm"_s)
        return tr("%1 cm").arg(number(r.value));
    return tr("%1 in").arg(number(r.value));
}

QString RangesModel::ground(const MeasuredRange &r)
{
    if (r.groundUnit == u"hex"_s)
        return hexes(r.ground);
    return tr("%1 yd").arg(QLocale().toString(qRound(r.ground)));
}

QVariant RangesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_ids.size())
        return {};
    const BattleState &s = m_doc->state();
    const MeasuredRange r = s.ranges.value(m_ids.at(index.row()));
    if (role == RangeIdRole)
        return r.id;
    if (role == Qt::TextAlignmentRole && index.column() >= Measured)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case From:
        return s.units.value(r.from).name;
    case To:
        return s.units.value(r.to).name;
    case Measured:
        return measured(r);
    case Ground:
        return ground(r);
    case Turn:
        return r.turn;
    default:
        return {};
    }
}

QVariant RangesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case From:
        return tr("From");
    case To:
        return tr("To");
    case Measured:
        return tr("Measured");
    case Ground:
        return tr("On the ground");
    case Turn:
        return tr("Turn");
    default:
        return {};
    }
}

} // namespace adj
