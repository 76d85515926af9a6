// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hgbook.h"

#include "model/battlestate.h"

#include <QJsonArray>

#include <optional>

using namespace Qt::StringLiterals;

namespace adj {

const QString HgBook::kGameKey = u"hg.game"_s;

namespace {

const QString kOneType = u"the-one"_s;
const QString kManyType = u"the-many"_s;

// A player's side in the "battle" input, and the one Unit of this rule set on it.
QJsonObject sideOf(const QJsonObject &battle, const QString &name)
{
    for (const QJsonValue &v : battle.value(u"sides"_s).toArray())
        if (v.toObject().value(u"name"_s).toString() == name)
            return v.toObject();
    return {};
}

QJsonObject unitOf(const QJsonObject &side)
{
    for (const QJsonValue &v : side.value(u"units"_s).toArray()) {
        const QString type = v.toObject().value(u"type"_s).toString();
        if (type == kOneType || type == kManyType)
            return v.toObject();
    }
    return {};
}

} // namespace

QString HgBook::troopsAttribute(HgColumn c)
{
    switch (c) {
    case HgColumn::Left:
        return u"troopsLeft"_s;
    case HgColumn::Centre:
        return u"troopsCentre"_s;
    case HgColumn::Right:
        break;
    }
    return u"troopsRight"_s;
}

QJsonObject HgBook::toJson() const
{
    QJsonObject o = game.toJson();
    if (dealt)
        o.insert(u"terrainDeck"_s, deck.toJson());
    return o;
}

bool HgBook::fromJson(const QJsonObject &o, const HgTable &t, HgBook *out, QString *error)
{
    if (o.value(u"players"_s).toArray().isEmpty()) {
        *error = tr("input \"game\": no Honour & Glory game has been set up in this battle yet (run the game "
                    "setup first)");
        return false;
    }
    QString e;
    out->game = HgGame::fromJson(o, t, &e);
    if (!e.isEmpty()) {
        *error = tr("input \"game\": %1").arg(e);
        return false;
    }
    out->dealt = o.contains(u"terrainDeck"_s);
    if (out->dealt) {
        out->deck = HgTerrainDeck::fromJson(o.value(u"terrainDeck"_s).toObject(), &e);
        if (!e.isEmpty()) {
            *error = tr("input \"game\", its Terrain deck: %1").arg(e);
            return false;
        }
    }
    return true;
}

QString HgBook::label(const HgGame &g)
{
    if (g.players.isEmpty())
        return {};
    QStringList glory;
    for (const HgRules::Standing &s : HgRules::standings(g))
        glory.append(tr("%1 %2").arg(s.name).arg(s.glory));
    const QString when = g.round <= 1 ? tr("Duration %1 begins").arg(g.duration)
                                      : tr("Duration %1, round %2").arg(g.duration).arg(g.round - 1);
    const QString line =
        tr("%1: The One %2 MP left; Glory: %3").arg(when).arg(g.one().mpLeft()).arg(glory.join(u", "_s));
    return g.over ? tr("%1. Game over: %2").arg(line, g.result) : line;
}

QJsonObject HgBook::battleJson(const BattleState &b)
{
    QList<Side> sides = b.sides.values();
    std::stable_sort(sides.begin(), sides.end(),
                     [](const Side &x, const Side &y) { return x.sort < y.sort; });
    QJsonArray out;
    for (const Side &s : std::as_const(sides)) {
        QJsonObject counters;
        for (const Counter &c : b.counters)
            if (c.side == s.id && c.owner.isEmpty())
                counters.insert(c.kind, c.value);
        QJsonArray units;
        for (const Id id : b.unitsOfSide(s.id)) {
            const Unit &u = b.units.value(id);
            units.append(QJsonObject{{u"id"_s, u.id},
                                     {u"name"_s, u.name},
                                     {u"type"_s, u.type},
                                     {u"strength"_s, u.strength},
                                     {u"strengthStart"_s, u.strengthStart},
                                     {u"attrs"_s, u.attrs}});
        }
        out.append(QJsonObject{
            {u"name"_s, s.name}, {u"colour"_s, s.color}, {u"counters"_s, counters}, {u"units"_s, units}});
    }
    return {{u"sides"_s, out}};
}

bool HgBook::parseTroops(const QString &text, QList<HgTroop> *out, QString *error)
{
    for (const QString &raw : text.split(u',')) {
        QString p = raw.trimmed();
        if (p.isEmpty())
            continue;
        HgTroop troop;
        if (p.endsWith(u']')) {
            const qsizetype open = p.lastIndexOf(u'[');
            if (open < 0) {
                *error = tr("\"%1\" must read Name=Discard Value [giver]").arg(p);
                return false;
            }
            troop.counter = p.mid(open + 1, p.size() - open - 2).trimmed();
            p = p.left(open).trimmed();
        }
        const qsizetype eq = p.lastIndexOf(u'=');
        bool ok = false;
        troop.discardValue = eq > 0 ? p.mid(eq + 1).trimmed().toInt(&ok) : -1;
        troop.name = eq > 0 ? p.left(eq).trimmed() : QString();
        if (!ok || troop.discardValue < 0 || troop.name.isEmpty()) {
            *error = tr("\"%1\" must read Name=Discard Value (0 or more)").arg(raw.trimmed());
            return false;
        }
        out->append(troop);
    }
    return true;
}

QString HgBook::troopsText(const QList<HgTroop> &troops)
{
    QStringList parts;
    for (const HgTroop &t : troops)
        parts.append(t.counter.isEmpty() ? u"%1=%2"_s.arg(t.name).arg(t.discardValue)
                                         : u"%1=%2 [%3]"_s.arg(t.name).arg(t.discardValue).arg(t.counter));
    return parts.join(u", "_s);
}

HgStep HgBook::setup(const QJsonObject &battle, const HgTable &t)
{
    HgStep fail;
    std::optional<HgPlayerSetup> one;
    QList<HgPlayerSetup> many;
    for (const QJsonValue &sv : battle.value(u"sides"_s).toArray()) {
        const QJsonObject side = sv.toObject();
        const QString name = side.value(u"name"_s).toString();
        QList<QJsonObject> units;
        for (const QJsonValue &uv : side.value(u"units"_s).toArray()) {
            const QString type = uv.toObject().value(u"type"_s).toString();
            if (type == kOneType || type == kManyType)
                units.append(uv.toObject());
        }
        if (units.size() != 1) {
            fail.error = tr("side %1 has %2 Units of The One or The Many; each player has one Unit")
                             .arg(name)
                             .arg(units.size());
            return fail;
        }
        const QJsonObject u = units.first(), attrs = u.value(u"attrs"_s).toObject();
        const QString unitName = u.value(u"name"_s).toString();
        HgPlayerSetup p;
        p.name = name;
        p.colour = attrs.value(u"colour"_s).toString().trimmed();
        if (p.colour.isEmpty())
            p.colour = side.value(u"colour"_s).toString();
        for (const QString &key : {u"armyCost"_s, u"tacticsMl"_s})
            if (!attrs.value(key).isDouble()) {
                fail.error = tr("Unit %1 (%2) has no %3").arg(unitName, name, key);
                return fail;
            }
        p.armyCost = attrs.value(u"armyCost"_s).toInt();
        p.tacticsMl = attrs.value(u"tacticsMl"_s).toInt();
        if (p.armyCost > t.armyCost) {
            fail.error = tr("Unit %1 (%2): army cost %3 is over %4; each player has an Army Cost of %4")
                             .arg(unitName, name)
                             .arg(p.armyCost)
                             .arg(t.armyCost);
            return fail;
        }
        for (int c = 0; c < kHgColumns; ++c) {
            const QString key = troopsAttribute(HgColumn(c));
            QString e;
            if (!parseTroops(attrs.value(key).toString(), &p.columns[size_t(c)], &e)) {
                fail.error = tr("Unit %1 (%2), %3: %4").arg(unitName, name, key, e);
                return fail;
            }
        }
        const bool isOne = u.value(u"type"_s).toString() == kOneType;
        if (!isOne)
            p.mp = u.value(u"strength"_s).toInt(); // the standard rules' MP, kept as the Unit's strength
        if (isOne && one) {
            fail.error =
                tr("sides %1 and %2 both have a Unit of The One; there is one The One").arg(one->name, name);
            return fail;
        }
        if (isOne)
            one = p;
        else
            many.append(p);
    }
    if (!one) {
        fail.error = tr("no side has a Unit of type The One");
        return fail;
    }
    HgStep s = HgRules::newGame(*one, many, t);
    if (!s.ok())
        return s;
    // Setup: the columns go down one at a time, in the order the rounds pick from them.
    for (int step = 1; step <= kHgColumns && step <= t.rounds; ++step)
        s.trace.append({tr("placing %1: The One places his %2 column, The Many their %3 columns")
                            .arg(step)
                            .arg(hgColumnName(HgRules::placementColumn(step, true, t)),
                                 hgColumnName(HgRules::placementColumn(step, false, t))),
                        u"Setup"_s});
    return s;
}

Effects HgBook::write(const HgStep &step, const HgBook &after, const HgGame *before,
                      const QJsonObject &battle, const QString &rule)
{
    const HgGame &g = after.game;
    const bool inBattle = !battle.value(u"sides"_s).toArray().isEmpty();
    Effects out;
    for (Effect e : step.effects) {
        if (e.kind == Effect::Kind::ChangeCounter)
            continue; // written below from the states, so counters and game never disagree
        if (inBattle && (e.kind == Effect::Kind::PlaceMarker || e.kind == Effect::Kind::LiftMarker))
            e.unit = unitOf(sideOf(battle, e.side.isEmpty() ? e.subject : e.side)).value(u"id"_s).toInteger();
        out.append(e);
    }
    for (const HgPlayer &p : g.players) {
        const HgPlayer *old = before ? before->player(p.name) : nullptr;
        const QJsonObject side = sideOf(battle, p.name);
        const QJsonObject counters = side.value(u"counters"_s).toObject();
        QList<std::pair<QString, int>> kinds{{u"MP"_s, p.mpLeft()}, {u"Damage"_s, p.damage}};
        if (!p.one)
            kinds.append({u"Glory"_s, p.glory});
        for (const auto &[kind, now] : kinds) {
            int was = 0;
            if (inBattle)
                was = counters.value(kind).toInt();
            else if (old)
                was = kind == u"MP"_s ? old->mpLeft() : kind == u"Damage"_s ? old->damage : old->glory;
            // A counter the battle does not show yet is created, even at 0 (the standings list it).
            if (now == was && (!inBattle || counters.contains(kind)))
                continue;
            out.append(HgRules::counter(
                p.name, kind, now - was, rule,
                now == was ? tr("%1's %2 counter: %3").arg(p.name, kind).arg(now)
                           : tr("%1's %2 counter: %3 → %4").arg(p.name, kind).arg(was).arg(now)));
        }
        const QJsonObject unit = unitOf(side);
        if (unit.isEmpty())
            continue;
        const qint64 id = unit.value(u"id"_s).toInteger();
        const int strength = unit.value(u"strength"_s).toInt();
        // A Unit's strength is its MP, never above its start strength (GainStrength's cap).
        const int target = std::min(p.mpLeft(), int(unit.value(u"strengthStart"_s).toInt(p.mpLeft())));
        if (strength != target) {
            Effect e;
            e.kind = strength > target ? Effect::Kind::LoseStrength : Effect::Kind::GainStrength;
            e.unit = id;
            e.subject = p.name;
            e.amount = std::abs(strength - target);
            e.rule = rule;
            e.text = tr("%1's Unit: MP %2 → %3").arg(p.name).arg(strength).arg(p.mpLeft());
            out.append(e);
        }
        const QJsonObject attrs = unit.value(u"attrs"_s).toObject();
        auto setAttr = [&](const QString &key, const QJsonValue &v, const QString &text) {
            if (attrs.value(key) == v)
                return;
            Effect e;
            e.kind = Effect::Kind::SetAttribute;
            e.unit = id;
            e.subject = p.name;
            e.attribute = key;
            e.value = v;
            e.rule = rule;
            e.text = text;
            out.append(e);
        };
        setAttr(u"damage"_s, p.damage, tr("%1's Unit: Damage %2").arg(p.name).arg(p.damage));
        for (int c = 0; c < kHgColumns; ++c) {
            const QString text = troopsText(p.columns[size_t(c)]);
            QList<HgTroop> had;
            QString ignored;
            // Only a real change is written: the referee's spelling of an unchanged column stays.
            if (parseTroops(attrs.value(troopsAttribute(HgColumn(c))).toString(), &had, &ignored) &&
                had == p.columns[size_t(c)])
                continue;
            setAttr(troopsAttribute(HgColumn(c)), text,
                    tr("%1's %2 column: %3").arg(p.name, hgColumnName(HgColumn(c)), text));
        }
    }
    out.append(Effect::setTracker(kGameKey, after.toJson(), label(g), rule));
    return out;
}

} // namespace adj
