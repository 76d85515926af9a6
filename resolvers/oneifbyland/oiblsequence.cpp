// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oiblsequence.h"

#include "model/battlestate.h"
#include "oibldeck.h"
#include "oiblrisk.h"
#include "oiblturn.h"
#include "oiblturnparts.h"

#include <QHash>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace oiblturn;

namespace {

// The units an action names as acting (the firer and those combining with it, the charging units, the
// unit that moves at its formation's rate); none for what any unit does.
QStringList actingInputs(const QString &action, const QJsonObject &inputs)
{
    if (action == u"fire"_s)
        return {u"firer"_s, u"firer2"_s, u"firer3"_s};
    if (action == u"charge"_s)
        return {u"aUnit"_s, u"a2Unit"_s, u"a3Unit"_s};
    // A rout, a retreat or an evade is rolled whenever it happens; a general is no unit of a card.
    static const QStringList kAnyTime{u"infantry-retreat"_s, u"infantry-rout"_s, u"cavalry-retreat"_s,
                                      u"cavalry-rout"_s, u"general"_s};
    if (action == u"movement"_s && !kAnyTime.contains(inputs.value(u"rate"_s).toString()))
        return {u"unit"_s};
    return {};
}

// The card that takes the unit through the sequence: its brigade's, or with the optional rules its
// division's or army's (Optional Turn Sequence Rules One and Two); empty when no card ever does (a unit
// of no brigade, which the referee plays outside the deck).
QString cardOf(const Unit &u, const BattleState &battle)
{
    const QString brigade = u.attrs.value(u"brigade"_s).toString().trimmed();
    const QString division = u.attrs.value(u"division"_s).toString().trimmed();
    const QString army = u.attrs.value(u"army"_s).toString().trimmed();
    if (!brigade.isEmpty())
        return brigade;
    if (battle.info.options.contains(u"division-cards"_s) && !division.isEmpty())
        return division;
    if (battle.info.options.contains(u"army-card"_s) && !army.isEmpty())
        return army;
    return {};
}

bool marked(const BattleState &battle, Id unit, const QString &kind)
{
    const QList<Marker> markers = battle.activeMarkers(unit);
    return std::any_of(markers.cbegin(), markers.cend(), [&](const Marker &m) { return m.kind == kind; });
}

QString sideOf(const BattleState &battle, Id unit)
{
    return battle.sides.value(battle.units.value(unit).side).name;
}

// The deck shuffled for this turn, or an empty object.
QJsonObject deckOfTurn(const BattleState &battle)
{
    const Tracker *t = battle.tracker(kDeck);
    if (!t || t->value.value(u"battleTurn"_s).toInt() != battle.info.turn)
        return {};
    return t->value;
}

// Step 1 of the card: every unit of it with a panic marker takes a morale test (Sequence of Play, Morale
// Tests); a unit that has tested since the card was drawn is done.
QList<Owed> panicTests(const BattleState &battle, const QJsonObject &seq)
{
    const QJsonArray steps = seq.value(u"steps"_s).toArray();
    const int step = seq.value(u"step"_s).toInt();
    const QJsonObject now = steps.at(step - 1).toObject();
    if (now.value(u"id"_s).toString() != u"panic"_s)
        return {};
    const QJsonArray tested = seq.value(u"tested"_s).toArray();
    QList<Owed> owed;
    for (const QJsonValue &v : now.value(u"units"_s).toArray()) {
        const Id id = v.toObject().value(u"id"_s).toInteger();
        const auto it = battle.units.constFind(id);
        if (it == battle.units.cend() || !it->status.isEmpty() || tested.contains(double(id)) ||
            !marked(battle, id, u"panic"_s))
            continue;
        owed.append({u"morale-test"_s,
                     {{u"unit"_s, double(id)}},
                     OiblSequence::tr("%1 has a panic marker: it takes a morale test before the rest of %2's "
                                      "sequence")
                         .arg(it->name, seq.value(u"card"_s).toString()),
                     u"Sequence of Play"_s,
                     sideOf(battle, id)});
    }
    return owed;
}

} // namespace

QString OiblSequence::phaseOf(const QString &step)
{
    return step == u"routs"_s ? u"melee"_s : step;
}

void OiblSequence::declarePhases(QList<Action> &actions)
{
    const QHash<QString, QStringList> phases{
        {u"deck-shuffle"_s, {u"card"_s}},
        {u"fire"_s, {u"fire"_s}},
        {u"charge"_s, {u"charge-declare"_s, u"charge-move"_s, u"melee"_s}},
    };
    for (Action &a : actions) {
        if (phases.contains(a.schema.id)) {
            a.phases = phases.value(a.schema.id);
            a.phaseRule = u"Sequence of Play"_s;
        }
        const QString id = a.schema.id;
        if (id == u"fire"_s || id == u"charge"_s || id == u"movement"_s)
            a.mayAct = [id](const QJsonObject &inputs, const BattleState &battle) {
                return whoActs(id, inputs, battle);
            };
    }
}

QJsonObject OiblSequence::cardInPlay(const BattleState &battle)
{
    const Tracker *t = battle.tracker(kSequence);
    if (!t || t->value.value(u"battleTurn"_s).toInt() != battle.info.turn)
        return {};
    const int step = t->value.value(u"step"_s).toInt();
    if (step < 1 || step > t->value.value(u"steps"_s).toArray().size())
        return {};
    return t->value;
}

Refusal OiblSequence::whoActs(const QString &action, const QJsonObject &inputs, const BattleState &battle)
{
    QList<std::pair<QString, Id>> acting;
    for (const QString &key : actingInputs(action, inputs)) {
        const QJsonValue v = inputs.value(key);
        if (v.isDouble() && battle.units.contains(v.toInteger()) &&
            !cardOf(battle.units.value(v.toInteger()), battle).isEmpty())
            acting.append({key, v.toInteger()});
    }
    if (acting.isEmpty())
        return {};
    const QJsonObject seq = cardInPlay(battle);
    const QJsonArray active = seq.value(u"units"_s).toArray();
    for (const auto &[key, id] : std::as_const(acting)) {
        if (active.contains(double(id)))
            continue;
        const Unit &u = battle.units.value(id);
        const QString message = seq.isEmpty()
                                    ? tr("%1 acts when its brigade's card is drawn, and no card is in play "
                                         "in turn %2: shuffle the "
                                         "brigade cards and draw one (deck-draw) (Sequence of Play)")
                                          .arg(u.name)
                                          .arg(battle.info.turn)
                                    : tr("%1 (%2) is not on the card in play: only the units of %3 fire, "
                                         "charge and move now; any "
                                         "unit may test its morale or defend (Sequence of Play)")
                                          .arg(u.name, cardOf(u, battle), seq.value(u"card"_s).toString());
        return Refusal{u"refused"_s, message, u"Sequence of Play"_s, key};
    }
    return {};
}

QList<Owed> OiblSequence::owed(const BattleState &battle, const RuleTable &)
{
    const QJsonObject deck = deckOfTurn(battle);
    if (deck.isEmpty())
        return {{u"deck-shuffle"_s,
                 {},
                 tr("Turn %1: shuffle the brigade cards (a card for each brigade)").arg(battle.info.turn),
                 u"Sequence of Play"_s,
                 {}}};
    QList<Owed> owed = OiblRisk::owed(battle); // casualties in a melee: the generals with the units roll
    const QJsonObject seq = cardInPlay(battle);
    const int left = int(deck.value(u"pile"_s).toArray().size());
    const int steps = int(seq.value(u"steps"_s).toArray().size());
    const int step = seq.value(u"step"_s).toInt();
    if (!seq.isEmpty()) {
        owed = panicTests(battle, seq) + owed;
        if (step < steps) {
            const QJsonObject next = seq.value(u"steps"_s).toArray().at(step).toObject();
            owed.append({u"deck-step"_s,
                         {},
                         tr("%1: step %2 of %3 next, %4: %5")
                             .arg(seq.value(u"card"_s).toString())
                             .arg(step + 1)
                             .arg(steps)
                             .arg(OiblTurn::stepName(next.value(u"id"_s).toString()),
                                  namesOf(next.value(u"units"_s).toArray())),
                         u"Sequence of Play"_s,
                         {}});
            return owed;
        }
    }
    if (left > 0)
        owed.append(
            {u"deck-draw"_s,
             {},
             tr("Turn %1: draw the next card (%n left in the deck)", nullptr, left).arg(battle.info.turn),
             u"Sequence of Play"_s,
             {}});
    return owed;
}

} // namespace adj
