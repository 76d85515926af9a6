// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rosterview.h"

#include "edits.h"
#include "labels.h"
#include "markerdelegate.h"
#include "rosteractions.h"
#include "rosterfiltermodel.h"
#include "rostermodel.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QMenu>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

RosterView::RosterView(QWidget *parent)
    : QTreeView(parent)
    , m_proxy(new RosterFilterModel(this))
    , m_delegate(new MarkerDelegate(this))
    , m_actions(new RosterActions(this))
{
    setObjectName(u"rosterView"_s);
    setItemDelegate(m_delegate);
    setUniformRowHeights(true); // thousands of units scroll without measuring each row
    setAlternatingRowColors(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                    QAbstractItemView::SelectedClicked);
    setAllColumnsShowFocus(true);
    // Units are dragged from here onto a hex of the board (RosterModel::unitsMimeType).
    setDragEnabled(true);
    setDragDropMode(QAbstractItemView::DragOnly);
    header()->setStretchLastSection(true);
    header()->setSectionsMovable(true);
    setWhatsThis(tr("The sides and their units. Double-click a name, strength or position to change "
                    "it; Enter or F2 opens the unit, Ins adds one, Ctrl+D duplicates it, Del removes it; "
                    "right-click a unit to place or lift a marker."));
    connect(m_delegate, &MarkerDelegate::editRefused, this, &RosterView::editRefused);
    // Sides stay open: a new side, a whole imported roster or a new filter brings them back.
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &QTreeView::expandAll);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &under, int first, int last) {
                if (!under.isValid())
                    for (int row = first; row <= last; ++row)
                        expand(m_proxy->index(row, 0));
            });
    connect(m_actions, &RosterActions::editRefused, this, &RosterView::editRefused);
}

void RosterView::setDocument(BattleDocument *doc)
{
    RosterModel *old = m_model;
    m_doc = doc;
    for (const auto &c : std::as_const(m_docConnections))
        disconnect(c);
    m_docConnections.clear();
    m_model = doc ? new RosterModel(doc, this) : nullptr;
    m_proxy->setSourceModel(m_model);
    setModel(m_model ? m_proxy : nullptr);
    delete old;
    rebuildMarkerActions();
    m_actions->setDocument(doc);
    if (!m_model)
        return;
    m_docConnections << connect(selectionModel(), &QItemSelectionModel::currentChanged, this,
                                &RosterView::updateMarkerActions)
                     << connect(selectionModel(), &QItemSelectionModel::selectionChanged, this,
                                &RosterView::updateMarkerActions)
                     << connect(doc, &BattleDocument::changed, this, &RosterView::updateMarkerActions);
    expandAll();
    fitColumns();
}

void RosterView::setFilterText(const QString &text)
{
    if (text.trimmed() == m_proxy->text())
        return; // nothing filtered anew: the sides stay as they are, and a long roster is not laid out again
    m_proxy->setText(text);
    expandAll();
}

Id RosterView::unitAt(const QModelIndex &viewIndex) const
{
    return viewIndex.isValid() && viewIndex.parent().isValid()
               ? viewIndex.data(RosterModel::UnitIdRole).toLongLong()
               : 0;
}

QModelIndex RosterView::viewIndexOfUnit(Id unit, int column) const
{
    return m_model ? m_proxy->mapFromSource(m_model->indexOfUnit(unit, column)) : QModelIndex();
}

QList<Id> RosterView::targetUnits() const
{
    QList<Id> units;
    if (!m_model)
        return units;
    for (const QModelIndex &index : selectionModel()->selectedRows())
        if (const Id id = unitAt(index))
            units << id;
    if (units.isEmpty())
        if (const Id id = unitAt(currentIndex()))
            units << id;
    return units;
}

void RosterView::rebuildMarkerActions()
{
    qDeleteAll(m_markerActions);
    m_markerActions.clear();
    if (m_doc) {
        const QStringList kinds = m_doc->profile().markerKinds;
        for (int i = 0; i < kinds.size(); ++i) {
            const QString kind = kinds.at(i);
            auto *a = new QAction(MarkerDelegate::markerIcon(kind), Labels::marker(kind), this);
            a->setObjectName(u"marker-%1"_s.arg(kind));
            a->setCheckable(true);
            a->setData(kind);
            if (i < 9)
                a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
            a->setStatusTip(tr("Places a %1 marker on the selected units, or lifts it where there is one.")
                                .arg(Labels::marker(kind)));
            a->setToolTip(
                a->shortcut().isEmpty()
                    ? tr("%1 marker").arg(Labels::marker(kind))
                    : tr("%1 marker (%2)")
                          .arg(Labels::marker(kind), a->shortcut().toString(QKeySequence::NativeText)));
            // triggered() flips the check mark first: the battle, not the click, decides it.
            connect(a, &QAction::triggered, this, [this, kind] { toggleMarker(kind); });
            m_markerActions << a;
        }
    }
    updateMarkerActions();
    emit markerActionsChanged();
}

void RosterView::updateMarkerActions()
{
    const QList<Id> units = targetUnits();
    for (QAction *a : std::as_const(m_markerActions)) {
        const QString kind = a->data().toString();
        bool all = !units.isEmpty();
        for (const Id unit : units) {
            const QList<Marker> active = m_doc->state().activeMarkers(unit);
            all = all && std::any_of(active.cbegin(), active.cend(),
                                     [&kind](const Marker &m) { return m.kind == kind; });
        }
        a->setEnabled(!units.isEmpty());
        a->setChecked(all);
    }
}

void RosterView::toggleMarker(const QString &kind)
{
    if (!m_doc)
        return;
    const QList<Id> units = targetUnits();
    if (units.isEmpty()) {
        emit editRefused(tr("Select a unit in the roster first."));
        return;
    }
    // Each unit is one edit, so one Undo takes back one unit's marker.
    for (const Id unit : units) {
        const QList<Marker> active = m_doc->state().activeMarkers(unit);
        const auto it =
            std::find_if(active.cbegin(), active.cend(), [&kind](const Marker &m) { return m.kind == kind; });
        QString error;
        const Edit e = it == active.cend()
                           ? Edits::placeMarker(m_doc->state(), m_doc->profile(), unit, kind, &error)
                           : Edits::liftMarker(m_doc->state(), it->id, &error);
        submit(e, error);
    }
    updateMarkerActions();
}

void RosterView::fitColumns()
{
    const QFontMetrics fm = fontMetrics();
    const int em = fm.averageCharWidth();
    // Measured on the widest likely content, not on every row: a roster may hold thousands.
    // Capped so that a laptop's roster dock shows the strength beside name and type in every language
    // (issue 31: the German roster showed only Name and Typ); a longer name or type is elided. The
    // names are measured until one reaches the cap.
    const int nameCap = 18 * em;
    int name = 16 * em;
    int n = 0;
    for (const Unit &u : m_doc->state().units) {
        name = qMax(name, fm.horizontalAdvance(u.name) + 3 * em);
        if (++n == 500 || name >= nameCap)
            break;
    }
    header()->resizeSection(RosterModel::Name, qMin(name, nameCap) + 2 * indentation());
    int type = 10 * em;
    for (const UnitTypeSpec &t : m_doc->profile().types)
        type = qMax(type, fm.horizontalAdvance(Profiles::label(t.label)) + 2 * em);
    header()->resizeSection(RosterModel::Type, qMin(type, 9 * em));
    // Sides total their units' strength in bold.
    QFont bold = font();
    bold.setBold(true);
    int strength = 11 * em;
    for (int row = 0; row < m_model->rowCount(); ++row)
        strength = qMax(strength, QFontMetrics(bold).horizontalAdvance(
                                      m_model->index(row, RosterModel::Strength).data().toString()) +
                                      3 * em);
    header()->resizeSection(RosterModel::Strength, strength);
    header()->resizeSection(RosterModel::Markers, 9 * em);
    // The position next to the strength, where a narrow dock still shows it.
    if (header()->visualIndex(RosterModel::Position) > header()->visualIndex(RosterModel::Markers))
        header()->moveSection(header()->visualIndex(RosterModel::Position),
                              header()->visualIndex(RosterModel::Markers));
    const QString position = m_model->headerData(RosterModel::Position, Qt::Horizontal).toString();
    header()->resizeSection(RosterModel::Position, qMax(7 * em, fm.horizontalAdvance(position) + 3 * em));
}

void RosterView::submit(const Edit &edit, const QString &error)
{
    if (edit.isEmpty()) {
        emit editRefused(error);
        return;
    }
    QString ignored; // a failed commit is reported by the undo sink
    m_doc->submit(edit, &ignored);
}

void RosterView::contextMenuEvent(QContextMenuEvent *event)
{
    const QModelIndex index = indexAt(event->pos());
    const Id unit = unitAt(index);
    if (!m_doc)
        return;
    if (index.isValid()) // the menu's actions work on the row clicked; a multiple selection stays
        selectionModel()->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
    QMenu menu(this);
    if (!unit) {
        m_actions->fillMenu(&menu);
        menu.exec(event->globalPos());
        return;
    }
    const BattleState &s = m_doc->state();
    const RuleSetProfile &p = m_doc->profile();
    m_actions->fillMenu(&menu);
    menu.addSeparator();
    QMenu *place = menu.addMenu(tr("&Place Marker"));
    const QList<Marker> active = s.activeMarkers(unit);
    for (const QString &kind : p.markerKinds) {
        const bool placed =
            std::any_of(active.cbegin(), active.cend(), [&kind](const Marker &m) { return m.kind == kind; });
        QAction *a = place->addAction(
            MarkerDelegate::markerIcon(kind), Labels::marker(kind), this, [this, unit, kind] {
                QString error;
                const Edit e = Edits::placeMarker(m_doc->state(), m_doc->profile(), unit, kind, &error);
                submit(e, error);
            });
        a->setEnabled(!placed);
    }
    place->setEnabled(!p.markerKinds.isEmpty());
    QMenu *lift = menu.addMenu(tr("&Lift Marker"));
    for (const Marker &m : active) {
        const Id marker = m.id;
        lift->addAction(MarkerDelegate::markerIcon(m.kind),
                        tr("%1 (placed in turn %2)").arg(Labels::marker(m.kind)).arg(m.placedTurn), this,
                        [this, marker] {
                            QString error;
                            submit(Edits::liftMarker(m_doc->state(), marker, &error), error);
                        });
    }
    lift->setEnabled(!active.isEmpty());
    menu.addSeparator();
    menu.addAction(tr("&Edit Strength"), this,
                   [this, unit] { edit(viewIndexOfUnit(unit, RosterModel::Strength)); });
    menu.exec(event->globalPos());
}

} // namespace adj
