// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardscene.h"

#include "core/battleresolution.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "hexmarksitem.h"
#include "indicatoritem.h"
#include "labels.h"
#include "leaderitem.h"
#include "pathitem.h"
#include "rulesetprofile.h"

#include <QApplication>
#include <QEvent>
#include <QGraphicsView>
#include <QPainter>
#include <QSet>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// Sides without a colour of their own: the first blue, the second red, then others.
const QList<QColor> kSideColors{QColor(0x2b, 0x4c, 0x9b), QColor(0xb3, 0x26, 0x1e), QColor(0x2e, 0x7d, 0x32),
                                QColor(0x8e, 0x44, 0xad), QColor(0xc7, 0x7c, 0x02), QColor(0x00, 0x83, 0x8f)};

bool boardShapeDiffers(const QJsonObject &a, const QJsonObject &b)
{
    for (const QString &key : {u"width"_s, u"height"_s, u"layout"_s})
        if (a.value(key) != b.value(key))
            return true;
    return false;
}
} // namespace

BoardScene::BoardScene(QObject *parent)
    : QGraphicsScene(parent)
{
    // Counters move and come and go: no index to keep up to date (a few hundred items at most).
    setItemIndexMethod(QGraphicsScene::NoIndex);
    connect(this, &QGraphicsScene::selectionChanged, this, &BoardScene::onSelectionChanged);
    setPalette(QApplication::palette());
}

BoardScene::~BoardScene()
{
    // Items go before the members they read.
    disconnect(this, &QGraphicsScene::selectionChanged, this, &BoardScene::onSelectionChanged);
    clear();
}

void BoardScene::setBattle(const BattleState *state)
{
    m_state = state;
    loadRules();
    rebuild();
}

void BoardScene::loadRules()
{
    m_ruleset = m_state ? RuleSets::find(m_state->info.ruleset) : nullptr;
    m_rules = m_ruleset ? m_ruleset->boardRules() : nullptr;
    m_table = {};
    m_terrain.clear();
    m_terrainIndex.clear();
    if (!m_rules)
        return;
    QString error; // a table that does not load draws the board all the same, with plain terrain
    m_table = BattleResolution::table(m_ruleset->id(), m_state->info.overrides, &error);
    m_terrain = m_rules->terrain(m_table);
    for (int i = 0; i < m_terrain.size(); ++i)
        m_terrainIndex.insert(m_terrain.at(i).id, i);
}

QString BoardScene::terrainName(const QString &id) const
{
    const int i = m_terrainIndex.value(id, -1);
    return i >= 0 ? m_terrain.at(i).name : id;
}

void BoardScene::rebuild()
{
    m_selecting = true;
    clear();
    m_selecting = false;
    m_sight = m_dragPath = m_revealed = nullptr;
    m_blocked = m_drop = m_choice = nullptr;
    m_zones.clear();
    m_indicatorItem = nullptr;
    m_indicator = {};
    m_counters.clear();
    m_unitHex.clear();
    m_stacks.clear();
    m_leaders.clear();
    m_leaderHex.clear();
    m_selection.clear();
    m_sightText.clear();
    m_hasBoard = false;
    m_board = Board();
    m_boardJson = {};
    m_grid.setGeometry(BoardGeometry());
    if (!m_state || !m_rules || m_state->info.board.isEmpty()) {
        setSceneRect(QRectF(0, 0, 1, 1));
        update();
        return;
    }
    QString error;
    m_boardJson = m_state->info.board;
    m_board = Board::fromJson(m_boardJson, &error);
    if (!error.isEmpty() || m_board.width() < 1) {
        m_board = Board();
        setSceneRect(QRectF(0, 0, 1, 1));
        update();
        return;
    }
    m_hasBoard = true;
    const BoardGeometry g(m_board.width(), m_board.height(), m_board.layout());
    m_grid.setGeometry(g);
    QHash<Hex, QString> looks;
    for (auto it = m_board.tiles().cbegin(); it != m_board.tiles().cend(); ++it) {
        const int i = m_terrainIndex.value(it.value(), -1);
        looks.insert(it.key(), i >= 0 ? m_terrain.at(i).look : it.value());
    }
    m_grid.setLooks(looks, m_terrain.isEmpty() ? u"clear"_s : m_terrain.first().look);

    m_blocked = new HexMarksItem;
    m_drop = new HexMarksItem;
    m_choice = new HexMarksItem;
    for (HexMarksItem *m : {m_blocked, m_drop, m_choice}) {
        m->setGeometry(g);
        m->setZValue(m == m_blocked ? 19 : 2);
        addItem(m);
    }
    m_sight = new PathItem;
    m_dragPath = new PathItem;
    m_revealed = new PathItem;
    m_revealed->setZValue(8);
    m_dragPath->setZValue(25);
    for (PathItem *p : {m_sight, m_dragPath, m_revealed})
        addItem(p);
    m_indicatorItem = new IndicatorItem;
    m_indicatorItem->setVisible(false);
    addItem(m_indicatorItem);
    applyPalette();

    for (const Unit &u : m_state->units)
        refreshUnit(u.id);
    for (const Leader &l : m_state->leaders)
        refreshLeader(l.id);
    updateIndicator();
    // Room around the board for panning past the edge.
    setSceneRect(g.boardRect().adjusted(-g.size(), -g.size(), g.size(), g.size()));
    update();
}

std::optional<Hex> BoardScene::hexOf(const QString &position) const
{
    Hex h;
    if (!m_hasBoard || position.isEmpty() || !m_board.parseLabel(position, &h))
        return std::nullopt;
    return h;
}

bool BoardScene::drawn(const Unit &u) const
{
    // Eliminated, captured or sunk units leave the board; routed ones stay, faded.
    return (u.status.isEmpty() || u.status == u"routed"_s) && hexOf(u.position).has_value();
}

std::optional<Hex> BoardScene::unitHex(Id unit) const
{
    const auto it = m_unitHex.constFind(unit);
    return it == m_unitHex.cend() ? std::nullopt : std::optional<Hex>(*it);
}

QColor BoardScene::sideColor(Id side) const
{
    const Side s = m_state->sides.value(side);
    const QColor c(s.color);
    if (c.isValid())
        return c;
    const int index = int(std::distance(m_state->sides.cbegin(), m_state->sides.constFind(side)));
    return kSideColors.at(std::max(0, index) % kSideColors.size());
}

CounterLook BoardScene::lookOf(const Unit &u) const
{
    CounterLook look;
    look.unit = u.id;
    look.name = u.name;
    const RuleSetProfile *profile = Profiles::find(m_state->info.ruleset);
    const UnitTypeSpec *spec = profile ? profile->type(u.type) : nullptr;
    const QString typeName = spec ? Profiles::label(spec->label) : u.type;
    const QStringList words = typeName.split(u' ', Qt::SkipEmptyParts);
    if (words.size() >= 3) {
        for (const QString &w : words)
            look.typeShort += w.left(1).toUpper();
    } else {
        look.typeShort = typeName.left(3);
        if (!look.typeShort.isEmpty())
            look.typeShort[0] = look.typeShort.at(0).toUpper();
    }
    look.strength = u.strength;
    look.strengthStart = u.strengthStart;
    look.side = sideColor(u.side);
    for (const Marker &m : m_state->activeMarkers(u.id)) {
        look.markers << m.kind;
        look.markerNames << Labels::marker(m.kind);
    }
    for (const Leader &l : m_state->leaders)
        look.leaders += l.unit == u.id && l.status != u"lost"_s;
    look.outOfPlay = !u.status.isEmpty();
    look.facing = m_rules->facing(u);
    if (look.facing > 0)
        look.facingDir = geometry().direction(m_rules->facingVector(m_table, look.facing));
    const BoardRules::UnitMarks marks = m_rules->unitMarks(*m_state, u);
    look.badges = marks.badges;
    look.toolTip = unitToolTip(u, marks);
    return look;
}

void BoardScene::refreshUnit(Id id)
{
    const auto found = m_state->units.constFind(id);
    const bool show = found != m_state->units.cend() && drawn(*found);
    const std::optional<Hex> before = unitHex(id);
    std::optional<Hex> after;
    if (show)
        after = hexOf(found->position);
    CounterItem *item = m_counters.value(id);
    // Line of sight: units in play block where they stand (the rule set says which).
    m_board.removeUnit(id);
    if (show && found->status.isEmpty())
        m_board.placeUnit(id, *after, m_rules->blocksLos(*found));
    if (!show) {
        if (item) {
            m_counters.remove(id);
            delete item; // a selected one leaves the selection (onSelectionChanged)
        }
        m_unitHex.remove(id);
        if (before) {
            m_stacks[*before].removeAll(id);
            layoutHex(*before);
        }
        return;
    }
    const CounterLook look = lookOf(*found);
    if (!item) {
        item = new CounterItem(look);
        addItem(item);
        m_counters.insert(id, item);
    } else {
        item->setLook(look);
    }
    if (before != after) {
        if (before) {
            m_stacks[*before].removeAll(id);
            layoutHex(*before);
        }
        m_unitHex.insert(id, *after);
        QList<Id> &stack = m_stacks[*after];
        stack.append(id);
        std::sort(stack.begin(), stack.end(), [this](Id a, Id b) {
            const Unit &ua = m_state->units[a], &ub = m_state->units[b];
            return std::tie(ua.sort, ua.id) < std::tie(ub.sort, ub.id);
        });
    }
    layoutHex(*after);
}

QPointF BoardScene::slot(Hex h, int index, int count) const
{
    const qreal s = geometry().size();
    const QPointF c = geometry().center(h);
    if (count <= 1)
        return c;
    if (count == 2)
        return c + (index == 0 ? QPointF(-0.28 * s, -0.16 * s) : QPointF(0.28 * s, 0.2 * s));
    static const QPointF three[3] = {QPointF(0, -0.36), QPointF(-0.36, 0.26), QPointF(0.36, 0.26)};
    if (count == 3)
        return c + three[index] * s;
    // More than the rules allow in one hex (a setup in progress): fanned along a diagonal.
    return c + QPointF(-0.4 * s + 0.8 * s * index / (count - 1), -0.3 * s + 0.6 * s * index / (count - 1));
}

void BoardScene::layoutHex(Hex h)
{
    const QList<Id> ids = m_stacks.value(h);
    if (ids.isEmpty()) {
        m_stacks.remove(h);
        return;
    }
    const int n = int(ids.size());
    const qreal s = geometry().size();
    const qreal extent = n == 1 ? 1.1 * s : n == 2 ? 0.9 * s : 0.78 * s;
    for (int i = 0; i < n; ++i)
        if (CounterItem *item = m_counters.value(ids.at(i))) {
            item->setExtent(item->look().facing ? extent * 0.9 : extent);
            item->setPos(slot(h, i, n));
            item->setZValue(10 + i * 0.01);
        }
}

void BoardScene::refreshLeader(Id id)
{
    const auto found = m_state->leaders.constFind(id);
    // Alone in a hex: a token of his own. With a unit: a star on its counter (refreshed with it).
    std::optional<Hex> h;
    if (found != m_state->leaders.cend() && found->unit == 0 && found->status != u"lost"_s)
        h = hexOf(found->position);
    LeaderItem *item = m_leaders.value(id);
    if (!h) {
        delete item;
        m_leaders.remove(id);
        m_leaderHex.remove(id);
        return;
    }
    if (!item) {
        item = new LeaderItem(id, sideColor(found->side), geometry().size() * 0.22);
        addItem(item);
        m_leaders.insert(id, item);
    } else {
        item->setSideColor(sideColor(found->side));
    }
    m_leaderHex.insert(id, *h);
    int nth = 0;
    for (auto it = m_leaderHex.cbegin(); it != m_leaderHex.cend(); ++it)
        nth += it.value() == *h && it.key() < id;
    const qreal s = geometry().size();
    item->setPos(geometry().center(*h) + QPointF(0.5 * s - nth * 0.4 * s, 0.48 * s));
    item->setToolTip(Labels::plainToolTip(
        tr("%1 (leader, rating %2), alone in %3").arg(found->name).arg(found->rating).arg(label(*h))));
}

void BoardScene::refreshLooks(const QList<Id> &units)
{
    for (const Id id : units)
        if (CounterItem *item = m_counters.value(id))
            item->setLook(lookOf(m_state->units[id]));
}

Id BoardScene::unitAt(QPointF scenePos) const
{
    for (QGraphicsItem *item : items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder))
        if (item->type() == CounterItem::Type)
            return static_cast<CounterItem *>(item)->unit();
    return 0;
}

void BoardScene::applyChanges(const QList<RowChange> &changes)
{
    if (!m_state)
        return;
    QSet<Id> units, leaders, looks;
    bool rulesChanged = false, shapeChanged = false, trackersChanged = false;
    QJsonObject boardBefore;
    bool boardTouched = false;
    for (const RowChange &c : changes) {
        switch (c.table) {
        case Table::Battle: {
            const BattleInfo before = BattleInfo::fromRow(c.before);
            const BattleInfo after = BattleInfo::fromRow(c.after);
            rulesChanged =
                rulesChanged || before.ruleset != after.ruleset || before.overrides != after.overrides;
            if (before.board != after.board) {
                if (!boardTouched)
                    boardBefore = m_boardJson;
                boardTouched = true;
                shapeChanged = shapeChanged || boardShapeDiffers(before.board, after.board) ||
                               before.board.isEmpty() || after.board.isEmpty();
            }
            break;
        }
        case Table::Units:
            units.insert(c.id);
            break;
        case Table::Leaders:
            leaders.insert(c.id);
            for (const QVariantMap *row : {&c.before, &c.after})
                if (!row->isEmpty())
                    looks.insert(Leader::fromRow(*row).unit);
            break;
        case Table::Markers:
            for (const QVariantMap *row : {&c.before, &c.after})
                if (!row->isEmpty())
                    looks.insert(Marker::fromRow(*row).unit);
            break;
        case Table::Sides:
            for (const Unit &u : m_state->units)
                if (u.side == c.id)
                    looks.insert(u.id);
            for (const Leader &l : m_state->leaders)
                if (l.side == c.id)
                    leaders.insert(l.id);
            break;
        case Table::Trackers:
            trackersChanged = true; // the rule set's indicator may follow it (the wind)
            break;
        case Table::Counters:
        case Table::Ranges:
            break;
        }
    }
    if (rulesChanged || shapeChanged) {
        const QList<Id> keep = m_selection;
        if (rulesChanged)
            loadRules();
        rebuild();
        selectUnits(keep);
        return;
    }
    if (boardTouched)
        updateBoard(boardBefore);
    for (const Id id : std::as_const(units))
        refreshUnit(id);
    for (const Id id : std::as_const(leaders))
        refreshLeader(id);
    // The indicator changed with the trackers: the marks that follow it (the wind gauge) on every unit.
    const bool indicatorChanged =
        trackersChanged && m_indicatorItem && m_rules->indicator(*m_state, drawnUnits()) != m_indicator;
    if (indicatorChanged)
        for (auto it = m_counters.cbegin(); it != m_counters.cend(); ++it)
            looks.insert(it.key());
    looks.subtract(units);
    refreshLooks(QList<Id>(looks.cbegin(), looks.cend()));
    if (indicatorChanged || !units.isEmpty())
        updateIndicator(); // and what it says of the units (which ships have the wind gauge)
    if (!units.isEmpty() || boardTouched)
        updateZones();
}

void BoardScene::updateBoard(const QJsonObject &before)
{
    // Same size and layout: only the tiles that changed are drawn again.
    m_boardJson = m_state->info.board;
    const QJsonObject was = before.value(u"tiles"_s).toObject();
    const QJsonObject now = m_boardJson.value(u"tiles"_s).toObject();
    QSet<QString> labels;
    for (auto it = was.begin(); it != was.end(); ++it)
        if (now.value(it.key()) != it.value())
            labels.insert(it.key());
    for (auto it = now.begin(); it != now.end(); ++it)
        if (was.value(it.key()) != it.value())
            labels.insert(it.key());
    QRectF dirty;
    for (const QString &l : std::as_const(labels)) {
        Hex h;
        if (!m_board.parseLabel(l, &h))
            continue;
        const QString id = now.value(l).toString();
        m_board.setTerrain(h, id);
        const int i = m_terrainIndex.value(id, -1);
        m_grid.setLook(h, id.isEmpty() ? QString() : i >= 0 ? m_terrain.at(i).look : id);
        dirty |= geometry().polygon(h).boundingRect();
        for (const Id u : m_stacks.value(h))
            if (CounterItem *item = m_counters.value(u))
                item->setToolTip(Labels::plainToolTip(unitToolTip(
                    m_state->units[u], m_rules->unitMarks(*m_state, m_state->units[u])))); // its terrain
    }
    if (!dirty.isEmpty())
        invalidate(dirty.adjusted(-2, -2, 2, 2), QGraphicsScene::BackgroundLayer);
}

void BoardScene::setPendingTerrain(const QHash<Hex, QString> &pending)
{
    QRectF dirty;
    for (auto it = m_grid.pending().cbegin(); it != m_grid.pending().cend(); ++it)
        dirty |= geometry().polygon(it.key()).boundingRect();
    QHash<Hex, QString> looks;
    for (auto it = pending.cbegin(); it != pending.cend(); ++it) {
        const int i = m_terrainIndex.value(it.value(), -1);
        looks.insert(it.key(), i >= 0 ? m_terrain.at(i).look : it.value());
        dirty |= geometry().polygon(it.key()).boundingRect();
    }
    m_grid.setPending(looks);
    if (!dirty.isEmpty())
        invalidate(dirty.adjusted(-2, -2, 2, 2), QGraphicsScene::BackgroundLayer);
}

void BoardScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, palette().color(QPalette::Window));
    if (m_hasBoard)
        m_grid.paint(painter, rect, painter->worldTransform().m11());
}

bool BoardScene::event(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    return QGraphicsScene::event(event);
}

void BoardScene::applyPalette()
{
    const QPalette p = palette();
    m_grid.setPalette(p);
    if (m_sight)
        for (PathItem *item : {m_sight, m_dragPath, m_revealed})
            item->setPalette(p);
    if (m_indicatorItem)
        m_indicatorItem->setPalette(p);
    for (auto it = m_zones.cbegin(); it != m_zones.cend(); ++it)
        styleZone(it.key(), it.value());
    if (m_blocked) {
        m_blocked->setStyle(QColor(0xe5, 0x39, 0x35, 90), QPen(QColor(0xe5, 0x39, 0x35), 3));
        QColor h = p.color(QPalette::Highlight);
        h.setAlpha(80);
        m_drop->setStyle(h, QPen(p.color(QPalette::Highlight), 3));
        m_choice->setStyle(QBrush(p.color(QPalette::Highlight), Qt::Dense6Pattern),
                           QPen(p.color(QPalette::Highlight), 3, Qt::DashLine));
    }
    invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
    update();
}

void BoardScene::selectUnits(const QList<Id> &units)
{
    QList<Id> wanted;
    for (const Id id : units)
        if (m_counters.contains(id) && !wanted.contains(id))
            wanted << id;
    if (wanted == m_selection)
        return;
    m_selecting = true;
    clearSelection();
    for (const Id id : std::as_const(wanted))
        m_counters.value(id)->setSelected(true);
    m_selecting = false;
    m_selection = wanted;
    updateZones();
    emit selectionOrderChanged(m_selection);
}

void BoardScene::onSelectionChanged()
{
    if (m_selecting)
        return;
    QList<Id> now;
    for (QGraphicsItem *item : selectedItems())
        if (item->type() == CounterItem::Type)
            now << static_cast<CounterItem *>(item)->unit();
    std::sort(now.begin(), now.end());
    QList<Id> ordered;
    for (const Id id : std::as_const(m_selection))
        if (now.contains(id))
            ordered << id;
    for (const Id id : std::as_const(now))
        if (!ordered.contains(id))
            ordered << id;
    if (ordered == m_selection)
        return;
    m_selection = ordered;
    updateZones();
    emit selectionOrderChanged(m_selection);
}

} // namespace adj
