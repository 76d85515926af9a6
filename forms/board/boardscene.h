// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battlestate.h"
#include "boardgeometry.h"
#include "core/boardrules.h"
#include "core/ruletable.h"
#include "counteritem.h"
#include "hexgrid.h"

#include <QCoreApplication>
#include <QGraphicsScene>
#include <QHash>

#include <optional>

namespace adj {

class HexMarksItem;
class LeaderItem;
class PathItem;
class RuleSet;
class IndicatorItem;

// The battle on its hex board (issue 14): the hexes with their terrain as the background, a counter
// per unit in play (stacks of two or three offset so each shows), leaders, markers, and what the rule
// set marks of its own (BoardRules: units along their facing, badges, the board's indicator); and the
// overlays the view asks for: a line of sight with what blocks it, the zones a selected unit projects
// (a ship's broadside arcs), the path of a drag, the moves revealed this turn. It follows the battle
// by its row changes, touching only the counters and hexes they name.
class BoardScene final : public QGraphicsScene
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoardScene)

public:
    explicit BoardScene(QObject *parent = nullptr);
    ~BoardScene() override;

    // Shows `state` (the caller keeps it alive: the document's own state, or a snapshot); nullptr
    // shows nothing. Without BoardRules for its rule set, or without a board, hasBoard() is false.
    void setBattle(const BattleState *state);
    // `changes` were applied to the state shown: brings up to date only what they touch.
    void applyChanges(const QList<RowChange> &changes);
    const BattleState *state() const { return m_state; }

    bool hasBoard() const { return m_hasBoard; }
    // The rule set has a board, though the battle may not have one yet.
    bool hexRuleSet() const { return m_rules != nullptr; }
    const Board &board() const { return m_board; }
    const BoardGeometry &geometry() const { return m_grid.geometry(); }
    const BoardRules *rules() const { return m_rules; }
    const RuleSet *ruleSet() const { return m_ruleset; }
    const RuleTable &table() const { return m_table; }
    const QList<BoardRules::Terrain> &terrainKinds() const { return m_terrain; }
    QString terrainName(const QString &id) const;
    QString label(Hex h) const { return m_board.label(h); }

    CounterItem *counter(Id unit) const { return m_counters.value(unit); }
    int counterCount() const { return int(m_counters.size()); }
    std::optional<Hex> unitHex(Id unit) const;
    QList<Id> unitsIn(Hex h) const { return m_stacks.value(h); }
    // The counter under a scene point (the top one of a stack), 0 when none.
    Id unitAt(QPointF scenePos) const;
    // Where counter `index` of `count` in a hex stands, and how large it is drawn.
    QPointF slot(Hex h, int index, int count) const;
    // Puts a hex's counters back in their places (after a drag let go of one).
    void layoutHex(Hex h);

    // The selected units in the order they were selected (the first acts, the second is its target).
    QList<Id> selectedUnits() const { return m_selection; }
    void selectUnits(const QList<Id> &units);

    // ---- Overlays
    // The line of sight from the first selected unit to `to`: drawn, with the hexes that block it
    // marked; returns what it means in words with the rule ("blocked by forest at 0705 (8.2)"),
    // empty when there is nothing to draw.
    QString showSight(Hex to);
    void clearSight();
    QString sightText() const { return m_sightText; }
    QList<Hex> sightBlockers() const;
    // A drag's path (from the unit's hex), with its cost or the refusal beside the last hex.
    void setDragPath(const QList<Hex> &path, const QColor &color, const QString &label, bool error);
    void clearDragPath();
    PathItem *dragPathItem() const { return m_dragPath; }
    // The moves revealed this turn, one path of hexes per unit.
    void setRevealedPaths(const QHash<Id, QList<Hex>> &paths);
    PathItem *revealedPathsItem() const { return m_revealed; }
    // A terrain stroke being painted (hex -> terrain id), drawn before it is committed.
    void setPendingTerrain(const QHash<Hex, QString> &pending);
    // The hex a dragged roster unit would land in (none: nullopt).
    void setDropTarget(std::optional<Hex> h);
    // The hexes the rules let the selected unit be placed in now (a retreat owed, BoardRules::hexChoice).
    void setChoiceHexes(const QList<Hex> &hexes);
    QList<Hex> choiceHexes() const;
    // The hexes of the selected unit's zones of look `look` (BoardRules::zones: "red", "green", "hatch"),
    // and the tooltip the zones of that look show.
    QList<Hex> zoneHexes(const QString &look) const;
    QString zoneToolTip(const QString &look) const;
    IndicatorItem *indicatorItem() const { return m_indicatorItem; }
    // Where the indicator stands (its centre, in the scene): a corner of the view, or of the page.
    void placeIndicator(QPointF at);

    // What a hex holds, in words: its label, terrain and units (the view's tooltip).
    QString hexToolTip(Hex h) const;

signals:
    // The selection changed (in the order made), by a click or by selectUnits().
    void selectionOrderChanged(const QList<adj::Id> &units);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    bool event(QEvent *event) override;

private:
    void rebuild();
    void loadRules();
    void refreshUnit(Id unit);
    void refreshLeader(Id leader);
    void refreshLooks(const QList<Id> &units);
    void updateBoard(const QJsonObject &before);
    void updateIndicator();
    void updateZones();
    void styleZone(const QString &look, HexMarksItem *item) const;
    void applyPalette();
    void onSelectionChanged();
    CounterLook lookOf(const Unit &u) const;
    std::optional<Hex> hexOf(const QString &position) const;
    bool drawn(const Unit &u) const;
    QString unitToolTip(const Unit &u, const BoardRules::UnitMarks &marks) const;
    QList<Id> drawnUnits() const; // the units with a counter, in the order of their ids
    QString blockerText(Hex h, const Unit &viewer) const;
    QColor sideColor(Id side) const;

    const BattleState *m_state = nullptr;
    const RuleSet *m_ruleset = nullptr;
    const BoardRules *m_rules = nullptr;
    RuleTable m_table;
    QList<BoardRules::Terrain> m_terrain;
    QHash<QString, int> m_terrainIndex;
    bool m_hasBoard = false;
    Board m_board; // tiles and the units that block line of sight
    QJsonObject m_boardJson;
    HexGrid m_grid;
    BoardRules::Indicator m_indicator;

    QHash<Id, CounterItem *> m_counters;
    QHash<Id, Hex> m_unitHex;
    QHash<Hex, QList<Id>> m_stacks;
    QHash<Id, LeaderItem *> m_leaders;
    QHash<Id, Hex> m_leaderHex;
    QList<Id> m_selection;
    bool m_selecting = false;

    PathItem *m_sight = nullptr;
    HexMarksItem *m_blocked = nullptr;
    QHash<QString, HexMarksItem *> m_zones; // by look, made when first shaded
    HexMarksItem *m_drop = nullptr;
    HexMarksItem *m_choice = nullptr;
    PathItem *m_dragPath = nullptr;
    PathItem *m_revealed = nullptr;
    IndicatorItem *m_indicatorItem = nullptr;
    QString m_sightText;
};

} // namespace adj
