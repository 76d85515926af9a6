// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"

#include <QTreeView>

namespace adj {

class MarkerDelegate;
class RosterFilterModel;
class RosterActions;
class RosterModel;

// The battle's sides and their units. Name, strength and position are edited in place;
// markers are placed and lifted from the context menu. Every change is an edit submitted
// to the document, so it lands on the undo stack and in the log.
class RosterView final : public QTreeView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RosterView)

public:
    explicit RosterView(QWidget *parent = nullptr);

    // Shows `doc` (nullptr: nothing). The view owns the roster model it builds over it.
    void setDocument(BattleDocument *doc);
    RosterModel *rosterModel() const { return m_model; }
    // What the view shows: the roster through the filter field's text.
    RosterFilterModel *filterModel() const { return m_proxy; }
    void setFilterText(const QString &text);

    // The unit at an index of this view (0 for a side), and a unit's index in this view
    // (invalid while the filter hides it).
    Id unitAt(const QModelIndex &viewIndex) const;
    QModelIndex viewIndexOfUnit(Id unit, int column = 0) const;
    // The units the markers keys act on: the selected ones, else the current one.
    QList<Id> targetUnits() const;

    // One checkable action per marker kind of the rule set, in profile order, with
    // Ctrl+1..9 for the first nine: places the marker on the target units, or lifts it
    // from those that carry it. Rebuilt with each battle (markerActionsChanged).
    QList<QAction *> markerActions() const { return m_markerActions; }
    void toggleMarker(const QString &kind);
    // Add, edit, duplicate, remove units; leaders; import and export (with their keys).
    RosterActions *rosterActions() const { return m_actions; }

signals:
    // An edit the rules refused (bad input), with the reason; failed commits are the
    // undo sink's to report.
    void editRefused(const QString &message);
    void markerActionsChanged();

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void submit(const Edit &edit, const QString &error);
    void fitColumns();
    void rebuildMarkerActions();
    void updateMarkerActions();

    BattleDocument *m_doc = nullptr;
    RosterModel *m_model = nullptr;
    RosterFilterModel *m_proxy;
    QList<QAction *> m_markerActions;
    QList<QMetaObject::Connection> m_docConnections;
    MarkerDelegate *m_delegate;
    RosterActions *m_actions;
};

} // namespace adj
