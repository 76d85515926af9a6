// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// deck-step (Sequence of Play): the activated units go on to the next step of the card's sequence.
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

ActionSchema OiblTurn::stepSchema()
{
    ActionSchema s;
    s.id = u"deck-step"_s;
    s.name = tr("Next step of the card's sequence");
    s.rule = kRule;
    s.help = tr("The activated units go on to the next step: panic tests, charge declarations, charge moves, "
                "other moves, firing, melee, compulsory routs.");
    s.outcomes = {u"step=N"_s};
    s.inputs = {stateInput(u"sequence"_s, kSequence, tr("The card in play")), rosterInput(), turnInput()};
    return s;
}

namespace {

struct StepSpec
{
    QJsonObject seq; // the sequence with its next step
    QJsonArray steps;
    int step = 0; // the step before
};

ParsedInputs<StepSpec> parseStep(const Inputs &in, const RuleTable &)
{
    using Parsed = ParsedInputs<StepSpec>;
    QJsonObject seq = in.value(u"sequence"_s).toObject();
    const int step = seq.value(u"step"_s).toInt();
    const qsizetype count = seq.value(u"steps"_s).toArray().size();
    if (count == 0 || step < 1)
        return Parsed::refused(
            OiblTurn::tr("no card is being played: draw a brigade card first (deck-draw)"));
    const int battleTurn = in.value(u"battleTurn"_s).toInt();
    const int seqTurn = seq.value(u"battleTurn"_s).toInt();
    if (battleTurn > 0 && seqTurn > 0 && battleTurn != seqTurn)
        return Parsed::refused(
            OiblTurn::tr("the card in play was drawn in turn %1 and this is turn %2: shuffle and "
                         "draw for the "
                         "new turn")
                .arg(seqTurn)
                .arg(battleTurn));
    if (step >= count)
        return Parsed::refused(
            OiblTurn::tr("%1 has been through all %2 steps of the sequence: draw the next card")
                .arg(seq.value(u"card"_s).toString())
                .arg(count));
    // The step's units as the battle stands now (a unit routed in the melee makes its compulsory rout;
    // one eliminated has left); without a battle, as listed when the card was drawn.
    QJsonArray steps = seq.value(u"steps"_s).toArray();
    const QList<OiblTurn::RosterUnit> units = OiblTurn::roster(in.value(u"roster"_s).toObject());
    if (!units.isEmpty()) {
        QList<qint64> active;
        for (const QJsonValue &v : seq.value(u"units"_s).toArray())
            active.append(v.toInteger());
        QJsonObject next = steps.at(step).toObject();
        next.insert(u"units"_s, stepUnits(next.value(u"id"_s).toString(), active, units));
        steps.replace(step, next);
        seq.insert(u"steps"_s, steps);
    }
    seq.insert(u"step"_s, step + 1);
    return StepSpec{seq, steps, step};
}

void resolveStep(const StepSpec &s, DiceSource &, Resolution &out)
{
    out.outcome(u"step="_s + QString::number(s.step + 1));
    if (out.quiet())
        return;
    const QJsonObject step = s.steps.at(s.step).toObject();
    out.line(OiblTurn::tr("%1, step %2 of %3, %4: %5")
                 .arg(s.seq.value(u"card"_s).toString())
                 .arg(s.step + 1)
                 .arg(s.steps.size())
                 .arg(OiblTurn::stepName(step.value(u"id"_s).toString()),
                      namesOf(step.value(u"units"_s).toArray())),
             kRule);
    out.effect(tracker(kSequence, s.seq, sequenceLabel(s.seq)));
    // The turn bar follows the card's sequence ("routs" are played in "Melee and compulsory routs").
    out.effect(Effect::setPhase(OiblSequence::phaseOf(step.value(u"id"_s).toString()), 0,
                                OiblTurn::tr("%1: step %2, %3")
                                    .arg(s.seq.value(u"card"_s).toString())
                                    .arg(s.step + 1)
                                    .arg(OiblTurn::stepName(step.value(u"id"_s).toString())),
                                kRule));
}

} // namespace

Runner OiblTurn::bindStep(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseStep, &resolveStep)(in, table);
}

} // namespace adj
