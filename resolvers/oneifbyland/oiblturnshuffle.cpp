// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// deck-shuffle (Sequence of Play): a new deck for the battle's turn, a card for every brigade (and,
// with the optional rules, every division and the army), shuffled by logged dice.
#include "oiblturn.h"
#include "oiblturnparts.h"

#include "core/diesource.h"
#include "core/inputbuilders.h"
#include "core/resolution.h"
#include "oibldeck.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace inputs;
using namespace oiblturn;

ActionSchema OiblTurn::shuffleSchema()
{
    ActionSchema s;
    s.id = u"deck-shuffle"_s;
    s.name = tr("New turn: shuffle the brigade cards");
    s.rule = kRule;
    s.help = tr("A card for every brigade of the battle (and, with the optional rules, for every division "
                "and the army commander), shuffled by dice Adjutant rolls and logs (or dice you enter).");
    s.outcomes = {u"shuffled"_s};
    s.dice = {dice::upTo(u"shuffle"_s, DieSpec{}, 1,
                         tr("one die per card from the bottom up, each with as many faces as cards left"),
                         kRule)};
    s.inputs = {
        stateInput(u"deck"_s, kDeck, tr("The brigade-card deck")),
        rosterInput(),
        turnInput(),
        boolInput(u"divisionCards"_s, false, tr("Division commander cards"),
                  tr("A card for each division or wing commander (Optional Turn Sequence Rule One)."),
                  u"Optional Turn Sequence Rule One"_s, u"division-cards"_s),
        boolInput(u"armyCard"_s, false, tr("Army commander card"),
                  tr("A card for the army commander (Optional Turn Sequence Rule Two)."),
                  u"Optional Turn Sequence Rule Two"_s, u"army-card"_s),
    };
    return s;
}

namespace {

struct ShuffleSpec
{
    OiblDeck built;
    int deckTurn = 1, battleTurn = 0;
    QStringList uncarded; // units on no card
};

// A new turn needs a new deck, but a deck already in play this turn is not shuffled again; the turn
// the new deck is for.
QString deckTurnOf(const QJsonObject &old, int battleTurn, int *deckTurn)
{
    *deckTurn = 1;
    if (!old.isEmpty()) {
        QString error;
        const OiblDeck d = OiblDeck::fromJson(old, &error);
        // A damaged deck is replaced by the new one (never a dead end for the referee).
        if (error.isEmpty() && battleTurn > 0 && old.value(u"battleTurn"_s).toInt() == battleTurn &&
            !d.drawn().isEmpty())
            return OiblTurn::tr(
                       "the deck of turn %1 is in play (%n cards drawn); the next shuffle is for the "
                       "next turn",
                       nullptr, int(d.drawn().size()))
                .arg(battleTurn);
        if (error.isEmpty())
            *deckTurn = d.turn() + 1;
    }
    if (battleTurn > 0)
        *deckTurn = battleTurn;
    return {};
}

// The cards: every brigade the units name, then the divisions and the army with their rules on
// (Optional Turn Sequence Rules One and Two); each command of one side only.
struct Cards
{
    bool divisions = false, army = false;
    QList<OiblDeck::Card> cards;
    QStringList divisionIds, armyIds, uncarded;

    QString parentFor(const OiblTurn::RosterUnit &u) const
    {
        if (divisions && !u.division.isEmpty())
            return u.division;
        return army ? u.army : QString();
    }
    QString read(const QList<OiblTurn::RosterUnit> &units);
    void commanders(const QList<OiblTurn::RosterUnit> &units);
};

QString Cards::read(const QList<OiblTurn::RosterUnit> &units)
{
    QHash<QString, QString> sideOf, parentOf;
    QHash<QString, QString> commandSide; // every card belongs to one side's command
    for (const OiblTurn::RosterUnit &u : units) {
        for (const QString &id : {u.brigade, u.division, u.army}) {
            if (id.isEmpty())
                continue;
            if (commandSide.contains(id) && commandSide.value(id) != u.side)
                return OiblTurn::tr("\"%1\" is named by units of both sides (%2 and %3): give each brigade, "
                                    "division and army its own name")
                    .arg(id, commandSide.value(id), u.side);
            commandSide.insert(id, u.side);
        }
        if (u.brigade.isEmpty()) {
            if (!(divisions && !u.division.isEmpty()) && !(army && !u.army.isEmpty()))
                uncarded.append(u.name);
        } else {
            const QString parent = parentFor(u);
            if (parentOf.contains(u.brigade) && parentOf.value(u.brigade) != parent)
                return OiblTurn::tr("brigade \"%1\" is under two commands (%2 and %3): unit %4")
                    .arg(u.brigade, parentOf.value(u.brigade), parent, u.name);
            if (!sideOf.contains(u.brigade))
                cards.append(OiblDeck::Card{u.brigade, OiblDeck::Kind::Brigade, parent});
            sideOf.insert(u.brigade, u.side);
            parentOf.insert(u.brigade, parent);
        }
        if (divisions && !u.division.isEmpty() && !divisionIds.contains(u.division))
            divisionIds.append(u.division);
        if (army && !u.army.isEmpty() && !armyIds.contains(u.army))
            armyIds.append(u.army);
    }
    return {};
}

void Cards::commanders(const QList<OiblTurn::RosterUnit> &units)
{
    for (const QString &d : std::as_const(divisionIds)) {
        QString parent;
        for (const OiblTurn::RosterUnit &u : units)
            if (u.division == d && army && !u.army.isEmpty())
                parent = u.army;
        cards.append(OiblDeck::Card{d, OiblDeck::Kind::Division, parent});
    }
    for (const QString &a : std::as_const(armyIds))
        cards.append(OiblDeck::Card{a, OiblDeck::Kind::Army, {}});
}

ParsedInputs<ShuffleSpec> parseShuffle(const Inputs &in, const RuleTable &)
{
    using Parsed = ParsedInputs<ShuffleSpec>;
    const QList<OiblTurn::RosterUnit> units = OiblTurn::roster(in.value(u"roster"_s).toObject());
    Cards c;
    c.divisions = in.value(u"divisionCards"_s).toBool();
    c.army = in.value(u"armyCard"_s).toBool();
    ShuffleSpec spec;
    spec.battleTurn = in.value(u"battleTurn"_s).toInt();
    if (const QString error = deckTurnOf(in.value(u"deck"_s).toObject(), spec.battleTurn, &spec.deckTurn);
        !error.isEmpty())
        return Parsed::refused(error);
    if (const QString error = c.read(units); !error.isEmpty())
        return Parsed::refused(error);
    if (c.cards.isEmpty())
        return Parsed::refused(
            OiblTurn::tr("no unit of the battle names a brigade: give the units their brigade (the "
                         "deck has a card per brigade)"));
    c.commanders(units);
    QString error;
    spec.built = OiblDeck::build(c.cards, c.divisions, c.army, &error);
    if (!error.isEmpty())
        return Parsed::refused(error);
    spec.uncarded = c.uncarded;
    return spec;
}

// Fisher-Yates with a die per position (a d<n> for the n-th card from the bottom), so the order
// comes from logged dice: seeded, entered or scripted alike.
QStringList shuffled(const OiblDeck &built, DiceSource &dice, Resolution &out)
{
    QStringList order;
    for (const OiblDeck::Card &c : built.cards())
        order.append(c.id);
    const bool text = dice.wantsText();
    for (qsizetype i = order.size() - 1; i > 0; --i) {
        const DieSpec die{int(i) + 1, false};
        // Every face gives the same outcome ("shuffled"): the odds walk one face per die.
        DieClasses same(die.sides, quint8(0));
        const int v = dice.forStep("shuffle").roll(
            die, text ? OiblTurn::tr("shuffle: the card for place %1").arg(i + 1) : QString(), same);
        order.swapItemsAt(i, v - 1);
        if (!out.quiet()) // the card the die puts at place i + 1 of the order
            out.roll(Roll{u"shuffle"_s, {v}}.meaning(order.at(i)));
    }
    return order;
}

void resolveShuffle(const ShuffleSpec &s, DiceSource &dice, Resolution &out)
{
    const QStringList order = shuffled(s.built, dice, out);
    out.outcome(u"shuffled"_s);
    if (out.quiet())
        return;
    QString err;
    const OiblDeck deck = s.built.dealt(s.deckTurn, order, &err);
    if (!err.isEmpty()) {
        out.fail(err);
        return;
    }
    QStringList names;
    for (const OiblDeck::Card &c : deck.cards())
        names.append(OiblTurn::tr("%1 (%2)").arg(c.id, kindName(c.kind)));
    out.line(OiblTurn::tr("turn %1: a new deck of %n cards: %2", nullptr, int(names.size()))
                 .arg(s.deckTurn)
                 .arg(names.join(u", "_s)),
             kRule);
    if (!s.uncarded.isEmpty())
        out.line(OiblTurn::tr("on no card (no brigade, nor a division or army card for them): %1")
                     .arg(s.uncarded.join(u", "_s)),
                 kRule);
    out.line(OiblTurn::tr("shuffled; the pile from the top: %1").arg(deck.pile().join(u", "_s)), kRule);
    out.set(u"pile"_s, QJsonArray::fromStringList(deck.pile()));
    const int turn = s.battleTurn > 0 ? s.battleTurn : s.deckTurn;
    out.effect(tracker(kDeck, deckValue(deck, turn), deckLabel(deck, turn)));
    const QJsonObject seq{{u"battleTurn"_s, turn}, {u"step"_s, 0}};
    out.effect(tracker(kSequence, seq, sequenceLabel(seq)));
}

} // namespace

Runner OiblTurn::bindShuffle(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseShuffle, &resolveShuffle)(in, table);
}

} // namespace adj
