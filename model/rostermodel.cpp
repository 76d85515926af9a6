// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rostermodel.h"

#include "edits.h"
#include "labels.h"

#include <QMimeData>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

RosterModel::RosterModel(BattleDocument *doc, QObject *parent)
    : QAbstractItemModel(parent)
    , m_doc(doc)
{
    rebuild();
    connect(doc, &BattleDocument::changed, this, &RosterModel::onChanged);
}

void RosterModel::rebuild()
{
    const BattleState &s = m_doc->state();
    m_totals.clear();
    m_sides = s.sides.keys();
    m_units.clear();
    for (const Unit &u : s.units)
        m_units[u.side].append(u.id); // QMap iterates in id order
    m_markers.clear();
    for (const Marker &m : s.activeMarkers())
        m_markers[m.unit].append(m.kind);
}

int RosterModel::sideRow(Id side) const
{
    return int(m_sides.indexOf(side));
}

int RosterModel::unitRow(Id side, Id unit) const
{
    const QList<Id> list = m_units.value(side);
    const auto it = std::lower_bound(list.cbegin(), list.cend(), unit);
    return (it != list.cend() && *it == unit) ? int(it - list.cbegin()) : -1;
}

void RosterModel::onChanged(const QList<RowChange> &changes)
{
    // The document applies an edit whole before it tells: a new side, or an import of
    // many rows, is simplest shown afresh; a single change moves only its own row.
    const bool wholesale =
        changes.size() > 64 || std::any_of(changes.cbegin(), changes.cend(),
                                           [](const RowChange &c) { return c.table == Table::Sides; });
    if (wholesale) {
        beginResetModel();
        rebuild();
        endResetModel();
        return;
    }
    for (const RowChange &c : changes) {
        switch (c.table) {
        case Table::Sides:
        case Table::Battle:
            break;
        case Table::Units: {
            const Id beforeSide = c.before.value(u"side_id"_s).toLongLong();
            const Id afterSide = c.after.value(u"side_id"_s).toLongLong();
            m_totals.remove(beforeSide);
            m_totals.remove(afterSide);
            if (!c.before.isEmpty() && (c.after.isEmpty() || beforeSide != afterSide)) {
                const int row = unitRow(beforeSide, c.id);
                if (row >= 0) {
                    beginRemoveRows(index(sideRow(beforeSide), 0), row, row);
                    m_units[beforeSide].removeAt(row);
                    endRemoveRows();
                }
            }
            if (!c.after.isEmpty() && (c.before.isEmpty() || beforeSide != afterSide)) {
                QList<Id> &list = m_units[afterSide];
                const int row = int(std::lower_bound(list.begin(), list.end(), c.id) - list.begin());
                beginInsertRows(index(sideRow(afterSide), 0), row, row);
                list.insert(row, c.id);
                endInsertRows();
            } else if (!c.after.isEmpty()) {
                const QModelIndex first = indexOfUnit(c.id, 0);
                emit dataChanged(first, first.siblingAtColumn(ColumnCount - 1));
            }
            break;
        }
        case Table::Markers: {
            // The unit's kinds follow the change itself: a battle holds tens of thousands of markers.
            const Id unit = (c.after.isEmpty() ? c.before : c.after).value(u"unit_id"_s).toLongLong();
            QStringList kinds = m_markers.value(unit);
            if (!c.before.isEmpty() && Marker::fromRow(c.before).active())
                kinds.removeOne(c.before.value(u"kind"_s).toString());
            if (!c.after.isEmpty() && Marker::fromRow(c.after).active())
                kinds.append(c.after.value(u"kind"_s).toString());
            m_markers.insert(unit, kinds);
            const QModelIndex i = indexOfUnit(unit, Markers);
            if (i.isValid())
                emit dataChanged(i, i);
            break;
        }
        case Table::Leaders: {
            for (const QVariantMap *row : {&c.before, &c.after}) {
                const QModelIndex i = indexOfUnit(row->value(u"unit_id"_s).toLongLong(), Leaders);
                if (i.isValid())
                    emit dataChanged(i, i);
            }
            break;
        }
        case Table::Counters:
        case Table::Ranges:
        case Table::Trackers:
            break;
        }
    }
}

QModelIndex RosterModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < m_sides.size() ? createIndex(row, column, quintptr(0)) : QModelIndex();
    if (parent.internalId() != 0)
        return {};
    const Id side = m_sides.value(parent.row());
    return row < m_units.value(side).size() ? createIndex(row, column, quintptr(side)) : QModelIndex();
}

QModelIndex RosterModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(sideRow(Id(child.internalId())), 0, quintptr(0));
}

int RosterModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_sides.size());
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    return int(m_units.value(m_sides.value(parent.row())).size());
}

int RosterModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

Id RosterModel::unitAt(const QModelIndex &i) const
{
    if (!i.isValid() || i.internalId() == 0)
        return 0;
    return m_units.value(Id(i.internalId())).value(i.row());
}

QModelIndex RosterModel::indexOfUnit(Id unit, int column) const
{
    const auto it = m_doc->state().units.constFind(unit);
    if (it == m_doc->state().units.cend())
        return {};
    const int row = unitRow(it->side, unit);
    return row < 0 ? QModelIndex() : createIndex(row, column, quintptr(it->side));
}

QVariant RosterModel::unitData(const Unit &u, int column, int role) const
{
    const BattleState &s = m_doc->state();
    const RuleSetProfile &p = m_doc->profile();
    if (role == UnitIdRole)
        return u.id;
    if (role == SideIdRole)
        return u.side;
    if (role == MarkerKindsRole)
        return m_markers.value(u.id);
    if (role == StatusRole)
        return u.status;
    if (role == StrengthFractionRole)
        return u.strengthStart > 0 ? double(u.strength) / u.strengthStart : 0.0;
    if (role == Qt::EditRole) {
        switch (column) {
        case Name:
            return u.name;
        case Strength:
            return u.strength;
        case Position:
            return u.position;
        default:
            break;
        }
    }
    if (role == Qt::ToolTipRole) {
        // Names come from battle files: shown as they are, never as HTML.
        const QVariant shown = column == Strength
                                   ? QVariant(tr("%1 / %2 %3")
                                                  .arg(u.strength)
                                                  .arg(u.strengthStart)
                                                  .arg(Profiles::strengthMeasureLabel(p.strength)))
                                   : unitData(u, column, Qt::DisplayRole);
        return shown.typeId() == QMetaType::QString ? QVariant(Labels::plainToolTip(shown.toString()))
                                                    : shown;
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case Name:
        return u.name;
    case Type: {
        const UnitTypeSpec *t = p.type(u.type);
        return t ? Profiles::label(t->label) : u.type;
    }
    case Strength:
        // The measure is in the column's heading; the tooltip says it in full.
        return tr("%1 / %2").arg(u.strength).arg(u.strengthStart);
    case Markers: {
        QStringList labels;
        for (const QString &kind : m_markers.value(u.id))
            labels << Labels::marker(kind);
        return labels.join(u", "_s);
    }
    case Position:
        return u.position;
    case Leaders: {
        QStringList names;
        for (const Leader &l : s.leadersWith(u.id))
            names << l.name;
        return names.join(u", "_s);
    }
    default:
        return {};
    }
}

QVariant RosterModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const BattleState &s = m_doc->state();
    if (index.internalId() == 0) {
        const Side side = s.sides.value(m_sides.value(index.row()));
        if (role == SideIdRole)
            return side.id;
        if (index.column() == Name && (role == Qt::DisplayRole || role == Qt::EditRole))
            return side.name;
        if (index.column() == Strength && role == Qt::DisplayRole) {
            auto it = m_totals.find(side.id);
            if (it == m_totals.end()) {
                int now = 0, start = 0;
                for (Id id : m_units.value(side.id)) {
                    const Unit &u = *s.units.constFind(id);
                    now += u.strength;
                    start += u.strengthStart;
                }
                it = m_totals.insert(side.id, {now, start});
            }
            return tr("%1 / %2").arg(it->first).arg(it->second);
        }
        return {};
    }
    const auto it = s.units.constFind(unitAt(index));
    return it == s.units.cend() ? QVariant() : unitData(*it, index.column(), role);
}

QVariant RosterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Name");
    case Type:
        return tr("Type");
    case Strength:
        return tr("Strength (%1)").arg(Profiles::strengthMeasureLabel(m_doc->profile().strength));
    case Markers:
        return tr("Markers");
    case Position:
        return tr("Position");
    case Leaders:
        return tr("Leaders");
    default:
        return {};
    }
}

Qt::ItemFlags RosterModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractItemModel::flags(index);
    if (index.isValid() && index.internalId() != 0 &&
        (index.column() == Name || index.column() == Strength || index.column() == Position))
        f |= Qt::ItemIsEditable;
    if (index.isValid() && index.internalId() != 0)
        f |= Qt::ItemIsDragEnabled;
    return f;
}

QString RosterModel::unitsMimeType()
{
    return u"application/x-adjutant-units"_s;
}

QStringList RosterModel::mimeTypes() const
{
    return {unitsMimeType()};
}

QMimeData *RosterModel::mimeData(const QModelIndexList &indexes) const
{
    QList<Id> ids;
    for (const QModelIndex &i : indexes)
        if (const Id id = unitAt(i); id && !ids.contains(id))
            ids << id;
    if (ids.isEmpty())
        return nullptr;
    QByteArrayList parts;
    for (const Id id : std::as_const(ids))
        parts << QByteArray::number(id);
    auto *mime = new QMimeData;
    mime->setData(unitsMimeType(), parts.join(' '));
    return mime;
}

bool RosterModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.internalId() == 0)
        return false;
    const BattleState &s = m_doc->state();
    Unit u = s.units.value(unitAt(index));
    switch (index.column()) {
    case Name:
        u.name = value.toString();
        break;
    case Position:
        u.position = value.toString();
        break;
    case Strength: {
        bool ok = false;
        u.strength = value.toInt(&ok);
        if (!ok) {
            m_lastError = tr("strength must be a whole number");
            return false;
        }
        break;
    }
    default:
        return false;
    }
    QString error;
    const Edit e = Edits::updateUnit(s, m_doc->profile(), u, &error);
    if (e.isEmpty() || m_doc->submit(e, &error) == 0) {
        m_lastError = error;
        return false;
    }
    m_lastError.clear();
    return true;
}

} // namespace adj
