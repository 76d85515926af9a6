// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// deck-draw (Sequence of Play): the top card of the turn's deck, or the one the referee drew from a
// real deck, and the units it activates walked through the sequence.
#include "oiblturn.h"
#include "oiblturnparts.h"

#include "core/diesource.h"
#include "core/inputbuilders.h"
#include "core/resolution.h"
#include "oibldeck.h"
#include "oiblsequence.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace inputs;
using namespace oiblturn;

ActionSchema OiblTurn::drawSchema()
{
    ActionSchema s;
    s.id = u"deck-draw"_s;
    s.name = tr("Draw the next brigade card");
    s.rule = kRule;
    s.help = tr("Adjutant draws the top card of the shuffled deck, or enter the card drawn from a real deck. "
                "Its units go through the sequence: panic tests, charge declarations, charge moves, other "
                "moves, firing, melee, compulsory routs.");
    s.outcomes = {u"drawn"_s};
    s.inputs = {
        stringInput(u"card"_s, tr("Card drawn"),
                    tr("The brigade, division or army card drawn from a real deck; empty: Adjutant draws "
                       "the top card."),
                    kRule),
        stateInput(u"deck"_s, kDeck, tr("The brigade-card deck")),
        stateInput(u"sequence"_s, kSequence, tr("The card in play")),
        rosterInput(),
        turnInput(),
    };
    return s;
}

namespace {

struct DrawSpec
{
    OiblDeck next;
    OiblDeck::Draw draw;
    QJsonObject seq;
    QJsonArray steps;
    QStringList activeNames, skipped;
    int turn = 0;
    QString entered, cardRule, unfinished;
};

// The deck of this turn, or why there is none to draw from.
QString deckOfTheTurn(const Inputs &in, OiblDeck *deck, int *turn)
{
    const QJsonObject stored = in.value(u"deck"_s).toObject();
    if (stored.isEmpty())
        return OiblTurn::tr(
            "there is no brigade-card deck yet: shuffle the brigade cards first (deck-shuffle)");
    QString error;
    *deck = OiblDeck::fromJson(stored, &error);
    if (!error.isEmpty())
        return OiblTurn::tr("the battle's deck is damaged: %1").arg(error);
    const int battleTurn = in.value(u"battleTurn"_s).toInt();
    const int deckTurn = stored.value(u"battleTurn"_s).toInt();
    if (battleTurn > 0 && deckTurn > 0 && deckTurn != battleTurn)
        return OiblTurn::tr("the deck was shuffled for turn %1 and this is turn %2: a new turn needs a new "
                            "deck (shuffle the brigade cards)")
            .arg(deckTurn)
            .arg(battleTurn);
    *turn = battleTurn > 0 ? battleTurn : (deckTurn > 0 ? deckTurn : deck->turn());
    return {};
}

// The card: the one the referee entered from a real deck, else the top card.
QString drawCard(const OiblDeck &deck, DrawSpec &s)
{
    if (!s.entered.isEmpty()) {
        QString id = s.entered;
        for (const OiblDeck::Card &c : deck.cards())
            if (c.id.compare(s.entered, Qt::CaseInsensitive) == 0)
                id = c.id;
        s.draw = deck.enter(id, &s.next);
        if (!s.draw.ok)
            return OiblTurn::tr("input \"card\": %1; the cards left are: %2")
                .arg(s.draw.error, deck.pile().isEmpty() ? OiblTurn::tr("none") : deck.pile().join(u", "_s));
    } else {
        s.draw = deck.draw(&s.next);
        if (!s.draw.ok)
            return s.draw.error;
    }
    return {};
}

// The units the card activates, walked through the sequence in order; the brigades (and divisions)
// under this command that already had their card this turn.
QList<qint64> activate(const QList<OiblTurn::RosterUnit> &units, DrawSpec &s)
{
    QList<OiblDeck::UnitCommand> commands;
    for (const OiblTurn::RosterUnit &u : units)
        commands.append(OiblDeck::UnitCommand{u.id, u.brigade, u.division, u.army});
    const QList<qint64> active = s.next.activatedUnits(s.draw.card.id, commands);
    for (const QString &step : OiblDeck::sequence())
        s.steps.append(QJsonObject{{u"id"_s, step}, {u"units"_s, stepUnits(step, active, units)}});
    // Units of this card that an earlier card already took through the sequence this turn.
    QStringList before = s.next.drawn();
    before.removeAll(s.draw.card.id);
    const OiblDeck::Card &card = s.draw.card;
    for (const OiblTurn::RosterUnit &u : units) {
        if (active.contains(u.id)) {
            s.activeNames.append(u.name);
            continue;
        }
        const bool under = card.kind == OiblDeck::Kind::Brigade    ? u.brigade == card.id
                           : card.kind == OiblDeck::Kind::Division ? u.division == card.id
                                                                   : u.army == card.id;
        const QString had =
            s.next.earlierCard(OiblDeck::UnitCommand{u.id, u.brigade, u.division, u.army}, before);
        if (under && !had.isEmpty() && !s.skipped.contains(had))
            s.skipped.append(had);
    }
    return active;
}

// A card left before the end of its sequence: said, so the referee knows what was skipped.
QString unfinishedCard(const QJsonObject &previous, int turn)
{
    const int prevStep = previous.value(u"step"_s).toInt();
    const QJsonArray prevSteps = previous.value(u"steps"_s).toArray();
    if (prevStep >= 1 && prevStep < prevSteps.size() && previous.value(u"battleTurn"_s).toInt() == turn)
        return OiblTurn::tr("the previous card, %1, stopped at step %2 of %3 (%4)")
            .arg(previous.value(u"card"_s).toString())
            .arg(prevStep)
            .arg(prevSteps.size())
            .arg(OiblTurn::stepName(prevSteps.at(prevStep - 1).toObject().value(u"id"_s).toString()));
    return {};
}

ParsedInputs<DrawSpec> parseDraw(const Inputs &in, const RuleTable &)
{
    using Parsed = ParsedInputs<DrawSpec>;
    DrawSpec s;
    OiblDeck deck;
    if (const QString error = deckOfTheTurn(in, &deck, &s.turn); !error.isEmpty())
        return Parsed::refused(error);
    s.entered = in.value(u"card"_s).toString().trimmed();
    if (const QString error = drawCard(deck, s); !error.isEmpty())
        return Parsed::refused(error);
    const QList<qint64> active = activate(OiblTurn::roster(in.value(u"roster"_s).toObject()), s);
    QJsonArray ids;
    for (qint64 id : active)
        ids.append(id);
    s.seq = QJsonObject{{u"battleTurn"_s, s.turn},
                        {u"card"_s, s.draw.card.id},
                        {u"kind"_s, kindId(s.draw.card.kind)},
                        {u"left"_s, int(s.next.pile().size())},
                        {u"step"_s, 1},
                        {u"units"_s, ids},
                        {u"steps"_s, s.steps}};
    s.unfinished = unfinishedCard(in.value(u"sequence"_s).toObject(), s.turn);
    s.cardRule =
        s.draw.card.kind == OiblDeck::Kind::Division
            ? u"Optional Turn Sequence Rule One"_s
            : (s.draw.card.kind == OiblDeck::Kind::Army ? u"Optional Turn Sequence Rule Two"_s : kRule);
    return s;
}

void resolveDraw(const DrawSpec &s, DiceSource &, Resolution &out)
{
    out.outcome(u"drawn"_s);
    if (out.quiet())
        return;
    if (!s.unfinished.isEmpty())
        out.line(s.unfinished, kRule);
    const OiblDeck::Card &card = s.draw.card;
    out.line(s.entered.isEmpty() ? OiblTurn::tr("turn %1: Adjutant draws the top card: %2 (%3), %4 left")
                                       .arg(s.turn)
                                       .arg(card.id, kindName(card.kind))
                                       .arg(s.next.pile().size())
                                 : OiblTurn::tr("turn %1: the card drawn from the deck is %2 (%3), %4 left")
                                       .arg(s.turn)
                                       .arg(card.id, kindName(card.kind))
                                       .arg(s.next.pile().size()),
             kRule);
    for (const QString &had : s.skipped)
        out.line(
            OiblTurn::tr("%1 already had its card this turn: its units do not go through the sequence again")
                .arg(had),
            s.cardRule);
    if (s.activeNames.isEmpty())
        out.line(OiblTurn::tr("no unit goes through the sequence with this card"), s.cardRule);
    for (qsizetype i = 0; i < s.steps.size(); ++i) {
        const QJsonObject step = s.steps.at(i).toObject();
        out.line(OiblTurn::tr("step %1 of %2, %3: %4")
                     .arg(i + 1)
                     .arg(s.steps.size())
                     .arg(OiblTurn::stepName(step.value(u"id"_s).toString()),
                          namesOf(step.value(u"units"_s).toArray())),
                 kRule);
    }
    // Last, as the log's one line: the card and the units it takes through the sequence.
    out.line(OiblTurn::tr("%1 (%2): %n units go through the sequence: %3", nullptr, int(s.activeNames.size()))
                 .arg(card.id, kindName(card.kind),
                      s.activeNames.isEmpty() ? OiblTurn::tr("none") : s.activeNames.join(u", "_s)),
             s.cardRule);
    out.effect(tracker(kDeck, deckValue(s.next, s.turn), deckLabel(s.next, s.turn)));
    out.effect(tracker(kSequence, s.seq, sequenceLabel(s.seq)));
    // The card's units start their sequence: the turn bar shows its first step.
    const QString first = s.steps.first().toObject().value(u"id"_s).toString();
    const Effect phase =
        Effect::setPhase(OiblSequence::phaseOf(first), 0,
                         OiblTurn::tr("%1: step 1, %2").arg(card.id, OiblTurn::stepName(first)), kRule);
    out.effect(phase);
}

} // namespace

Runner OiblTurn::bindDraw(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseDraw, &resolveDraw)(in, table);
}

} // namespace adj
