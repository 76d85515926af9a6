// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "eventlogmodel.h"

#include "labels.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

EventLogModel::EventLogModel(BattleDocument *doc, QObject *parent)
    : QAbstractTableModel(parent)
    , m_doc(doc)
    , m_rows(int(doc->store().eventCount()))
{
    connect(doc, &BattleDocument::eventAppended, this, &EventLogModel::onEventAppended);
}

void EventLogModel::onEventAppended(qint64 seq)
{
    const Event e = readable(m_doc->store().events(seq, 1).value(0));
    // An undo or redo changes how its target reads: that one entry is read again.
    if (e.target != 0) {
        if (QList<Event> *page = m_pages.object((e.target - 1) / kPage)) {
            const int at = int((e.target - 1) % kPage);
            if (at < page->size())
                (*page)[at] = readable(m_doc->store().events(e.target, 1).value(0));
        }
        const int row = int(e.target - 1);
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
    // The new entry joins its page when that page is cached and ends just before it.
    if (QList<Event> *page = m_pages.object((seq - 1) / kPage)) {
        if (page->size() == int((seq - 1) % kPage))
            page->append(e);
        else
            m_pages.remove((seq - 1) / kPage);
    }
    beginInsertRows({}, m_rows, int(seq - 1));
    m_rows = int(seq);
    endInsertRows();
}

void EventLogModel::setReader(Reader reader)
{
    m_reader = std::move(reader);
    retranslate();
}

void EventLogModel::retranslate()
{
    m_pages.clear();
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int EventLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int EventLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

Event EventLogModel::eventAt(int row) const
{
    const qint64 page = row / kPage;
    QList<Event> *events = m_pages.object(page);
    if (!events) {
        events = new QList<Event>(m_doc->store().events(page * kPage + 1, kPage));
        for (Event &e : *events)
            e = readable(e);
        m_pages.insert(page, events);
    }
    return events->value(row % kPage);
}

QVariant EventLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows)
        return {};
    const Event e = eventAt(index.row());
    switch (role) {
    case UndoneRole:
        return e.undone;
    case KindRole:
        return e.kind;
    case EventJsonRole:
        return e.toJson();
    case Qt::ToolTipRole: {
        QStringList lines;
        for (const auto &t : e.trace) {
            const QJsonObject line = t.toObject();
            const QString rule = line.value(u"rule"_s).toString();
            lines << (rule.isEmpty() ? line.value(u"text"_s).toString()
                                     : tr("%1 (%2)").arg(line.value(u"text"_s).toString(), rule));
        }
        return Labels::plainToolTip(lines.isEmpty() ? e.summary : lines.join(u'\n'));
    }
    case Qt::DisplayRole:
        switch (index.column()) {
        case Seq:
            return e.seq;
        case Turn:
            return e.turn;
        case Phase: {
            const int i = m_doc->profile().phaseIndex(e.phase);
            return i < 0 ? e.phase : Profiles::label(m_doc->profile().phases.at(i).label);
        }
        case Kind:
            return Labels::eventKind(e.kind, m_doc->state().info.ruleset);
        case Actor:
            return e.actor;
        case Summary:
            return e.undone ? tr("%1 (undone)").arg(e.summary) : e.summary;
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant EventLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Seq:
        return tr("#");
    case Turn:
        return tr("Turn");
    case Phase:
        return tr("Phase");
    case Kind:
        return tr("Kind");
    case Actor:
        return tr("Who");
    case Summary:
        return tr("What happened");
    default:
        return {};
    }
}

} // namespace adj
