// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hgcalcfill.h"

#include "hgbook.h"
#include "hginputs.h"
#include "honourglory.h"
#include "model/battlestate.h"

#include <QHash>
#include <QJsonArray>

#include <optional>

using namespace Qt::StringLiterals;

namespace adj::hg {

namespace {

// One player as the battle holds him.
struct Held
{
    bool one = false;
    std::optional<int> mp, damage, glory, tacticsMl, discardPile;
    QJsonArray stack; // The One's MP counters, top first (only a game keeps them)
};

struct Players
{
    QString one;
    QStringList many; // seat order
    QHash<QString, Held> held;
};

// From the game kept in the battle: every counter it keeps.
bool fromGame(const BattleState &battle, const RuleTable &table, Players *out)
{
    const Tracker *t = battle.tracker(HgBook::kGameKey);
    const HgTable *ht = HgTable::of(table);
    HgBook book;
    QString ignored;
    if (!t || !ht || !HgBook::fromJson(t->value, *ht, &book, &ignored) || book.game.players.isEmpty())
        return false;
    for (const HgPlayer &p : book.game.players) {
        Held h;
        h.one = p.one;
        h.damage = p.damage;
        h.tacticsMl = p.tacticsMl;
        h.discardPile = p.discardPile;
        if (p.one) {
            out->one = p.name;
            for (int c : p.mpStack)
                h.stack.append(c);
        } else {
            out->many << p.name;
            h.mp = p.mp;
            h.glory = p.glory;
        }
        out->held.insert(p.name, h);
    }
    return true;
}

// From the battle's sides: each player's one Unit (its MP as its strength, its Damage and Tactics ML
// as its attributes) and his side's Glory counter.
void fromSides(const BattleState &battle, Players *out)
{
    QList<Side> sides = battle.sides.values();
    std::stable_sort(sides.begin(), sides.end(),
                     [](const Side &a, const Side &b) { return a.sort < b.sort; });
    for (const Side &s : std::as_const(sides)) {
        for (const Id id : battle.unitsOfSide(s.id)) {
            const Unit &u = battle.units.value(id);
            if (u.type != u"the-one"_s && u.type != u"the-many"_s)
                continue;
            Held h;
            h.one = u.type == u"the-one"_s;
            h.damage = u.attrs.value(u"damage"_s).toInt();
            h.tacticsMl = u.attrs.value(u"tacticsMl"_s).toInt();
            if (!h.one) {
                h.mp = u.strength;
                const Counter *glory = battle.counter(s.id, {}, u"Glory"_s);
                h.glory = glory ? glory->value : 0;
            }
            if (h.one)
                out->one = s.name;
            else
                out->many << s.name;
            out->held.insert(s.name, h);
            break;
        }
    }
}

// Sets what the battle holds where the calculator has that input and the referee left it out.
struct Put
{
    const ActionSchema &schema;
    QJsonObject &in;
    void operator()(const QString &key, const std::optional<int> &v) const
    {
        if (v)
            schema.putKnown(in, key, *v);
    }
};

// The players the slots name: as given, else the battle's in seat order, up to the opponents.
QStringList slotNames(const ActionSchema &schema, QJsonObject &in, const Players &p)
{
    if (!p.one.isEmpty())
        schema.putKnown(in, u"one"_s, p.one);
    if (!p.many.isEmpty())
        schema.putKnown(in, u"opponents"_s, int(p.many.size()));
    const int n = in.value(u"opponents"_s).toInt();
    QStringList names;
    for (int k = 1; k <= n && k <= HonourGlory::kSlots; ++k) {
        if (k <= p.many.size())
            schema.putKnown(in, slot(k), p.many.at(k - 1));
        names << in.value(slot(k)).toString().trimmed();
    }
    return names;
}

QJsonObject fill(const ActionSchema &schema, const QJsonObject &inputs, const BattleState &battle,
                 const RuleTable &table)
{
    Players p;
    if (!fromGame(battle, table, &p))
        fromSides(battle, &p);
    QJsonObject in = inputs;
    const Put put{schema, in};
    if (schema.input(u"thief"_s)) { // glory-theft
        for (const QString &who : {u"thief"_s, u"victim"_s}) {
            const Held h = p.held.value(in.value(who).toString().trimmed());
            put(who + u"TacticsMl"_s, h.tacticsMl);
            put(who + u"Glory"_s, h.glory);
        }
        return in;
    }
    const QStringList names = slotNames(schema, in, p);
    const Held one = p.held.value(in.value(u"one"_s).toString().trimmed());
    if (!one.stack.isEmpty())
        schema.putKnown(in, u"mpStack"_s, one.stack);
    put(u"oneDamage"_s, one.damage);
    put(u"oneDiscardPile"_s, one.discardPile);
    for (int k = 1; k <= names.size(); ++k) {
        const auto it = p.held.constFind(names.at(k - 1));
        if (it == p.held.cend() || it->one)
            continue;
        put(slot(k, u"Glory"), it->glory);
        put(slot(k, u"Mp"), it->mp);     // end-of-duration: his MP counter now
        put(slot(k, u"MpLeft"), it->mp); // round: before the round
        put(slot(k, u"Damage"), it->damage);
        put(slot(k, u"DiscardPile"), it->discardPile);
    }
    return in;
}

} // namespace

Action::Fill calculatorFill(const ActionSchema &schema)
{
    return [schema](const QJsonObject &inputs, const BattleState &battle, const RuleTable &table, QString *) {
        return fill(schema, inputs, battle, table);
    };
}

} // namespace adj::hg
