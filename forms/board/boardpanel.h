// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"
#include "boardmoves.h"

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QStackedLayout;
class QToolBar;

class QMenu;

namespace adj {

class BoardScene;
class BoardView;

// The board in the main window (issue 14): a tool bar (zoom, fit, the board-edit mode with its
// terrain and size, a field to move the selected unit to a hex), the view, a legend of the terrain
// and a line that says what the pointer is over: the line of sight, a move's cost, or why the rules
// refused it. Every change it makes is an edit submitted to the document, so it is undoable.
class BoardPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoardPanel)

public:
    explicit BoardPanel(QWidget *parent = nullptr);
    ~BoardPanel() override;

    void setDocument(BattleDocument *doc);
    BattleDocument *document() const { return m_doc; }
    BoardView *view() const { return m_view; }
    BoardScene *scene() const { return m_scene; }
    // The battle's rule set is played on a hex board (it may have no board yet).
    bool hexRuleSet() const;

    // The roster's selection shown on the board (says nothing back).
    void setSelectedUnits(const QList<Id> &units);
    bool editMode() const;
    void setEditMode(bool on);
    // The field's job: moves the selected unit to the hex `label` (the move action, or in edit
    // mode a placement). False with the reason shown.
    bool moveSelectedTo(const QString &label);
    // The line under the board: the line of sight, a move's result, a refusal.
    QString statusText() const;
    bool statusIsError() const { return m_statusError; }

    QAction *editAction() const { return m_edit; }
    QAction *fitAction() const { return m_fit; }
    QComboBox *terrainCombo() const { return m_terrain; }

signals:
    // The user changed the selection on the board, in the order made (the first acts).
    void unitsSelected(const QList<adj::Id> &units);
    // `actor` acts on `target`: with `action` (an action id) when chosen from the menu, else empty.
    void actRequested(const QString &action, adj::Id actor, adj::Id target);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The constructor's parts, in order.
    void makeTools();
    void makeEditTools();
    void makeLayout();
    void connectParts();
    void onChanged(const QList<RowChange> &changes);
    void onSceneSelection(const QList<Id> &units);
    // The hexes the rules owe the selected unit (a retreat), marked on the board and said below it.
    void showChoice();
    void onDragPath(Id unit, const QList<Hex> &path);
    void onMove(Id unit, const QList<Hex> &path);
    void onPlace(const QList<Id> &units, Hex hex);
    void onStroke(const QHash<Hex, QString> &stroke);
    void addActions(QMenu *menu, Id actor, Id unit);
    void onContextMenu(Id unit, std::optional<Hex> hex, QPoint globalPos);
    void resizeBoard();
    bool submit(const BoardMoves::Outcome &outcome);
    void showStatus(const QString &text, bool error, const QString &details = {});
    void reloadPaths();
    void refreshChrome();
    void updateLegend();

    BattleDocument *m_doc = nullptr;
    QList<QMetaObject::Connection> m_docConnections;
    BoardScene *m_scene;
    BoardView *m_view;
    QToolBar *m_tools;
    QToolBar *m_editTools;
    QAction *m_edit;
    QAction *m_fit;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QComboBox *m_terrain;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QLineEdit *m_moveTo;
    QLabel *m_legend;
    QLabel *m_status;
    QLabel *m_empty;
    QStackedLayout *m_stack;
    QString m_hoverText; // the line under the board as the pointer's hex last set it
    bool m_statusError = false;
    QString m_choiceText; // the status line saying what hex is owed, while it shows
    bool m_syncing = false;
    bool m_fitted = false;
};

} // namespace adj
