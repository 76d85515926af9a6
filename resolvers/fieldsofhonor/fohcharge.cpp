// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohcharge.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const QStringList kStages{u"charge-test"_s,
                          u"move"_s,
                          u"reaction"_s,
                          u"square-roll"_s,
                          u"countercharge"_s,
                          u"opportunity-fire"_s,
                          u"attacker-morale"_s,
                          u"defender-morale"_s,
                          u"done"_s};
const QStringList kReactions{u"none"_s, u"form-square"_s, u"stand-and-fire"_s, u"fire-and-retire"_s,
                             u"countercharge"_s};
const QStringList kResults{
    u"pending"_s,        u"test-failed"_s,      u"fell-short"_s, u"attacker-withdrew"_s,
    u"defender-broke"_s, u"defender-retired"_s, u"contact"_s};
} // namespace

FohCharge FohCharge::declare(const QString &attacker, const QString &defender, bool flank)
{
    FohCharge c;
    c.m_attacker = attacker;
    c.m_defender = defender;
    c.m_flank = flank;
    return c;
}

bool FohCharge::expect(Stage s, QString *error) const
{
    if (m_stage == s)
        return true;
    *error = tr("the charge of %1 on %2 is at the %3 step, not the %4 step")
                 .arg(m_attacker, m_defender, kStages[int(m_stage)], kStages[int(s)]);
    return false;
}

FohCharge FohCharge::chargeTest(bool passed, QString *error) const
{
    if (!expect(Stage::ChargeTest, error))
        return *this;
    FohCharge c = *this;
    if (passed) {
        c.m_stage = Stage::Move;
    } else {
        c.m_stage = Stage::Done;
        c.m_result = Result::TestFailed;
    }
    return c;
}

FohCharge FohCharge::move(bool reached, QString *error) const
{
    if (!expect(Stage::Move, error))
        return *this;
    FohCharge c = *this;
    if (reached) {
        c.m_stage = Stage::Reaction;
    } else {
        c.m_stage = Stage::Done;
        c.m_result = Result::FellShort;
    }
    return c;
}

FohCharge FohCharge::react(Reaction choice, QString *error) const
{
    if (!expect(Stage::Reaction, error))
        return *this;
    if (choice == Reaction::None) {
        *error =
            tr("the defender must choose: form square, stand and fire, fire and retire or countercharge");
        return *this;
    }
    if (m_flank && choice != Reaction::FormSquare) {
        *error = tr("attacked from the flank, forming square is the defender's only choice");
        return *this;
    }
    FohCharge c = *this;
    c.m_reaction = choice;
    if (choice == Reaction::FormSquare)
        c.m_stage = Stage::SquareRoll;
    else if (choice == Reaction::Countercharge)
        c.m_stage = Stage::Countercharge;
    else
        c.m_stage = Stage::OpportunityFire;
    return c;
}

FohCharge FohCharge::squareRoll(bool formed, QString *error) const
{
    if (!expect(Stage::SquareRoll, error))
        return *this;
    FohCharge c = *this;
    c.m_square = formed;
    if (!formed)
        c.m_reaction = Reaction::StandAndFire; // a failed Form Square roll must Stand and Fire
    c.m_stage = Stage::OpportunityFire;
    return c;
}

FohCharge FohCharge::counterchargeTest(bool passed, QString *error) const
{
    if (!expect(Stage::Countercharge, error))
        return *this;
    FohCharge c = *this;
    c.m_countercharged = passed; // failed: the unit remains where it is
    c.m_stage = Stage::OpportunityFire;
    return c;
}

FohCharge FohCharge::opportunityFire(int hits, QString *error) const
{
    if (!expect(Stage::OpportunityFire, error))
        return *this;
    if (hits < 0) {
        *error = tr("opportunity fire cannot cause %1 hits").arg(hits);
        return *this;
    }
    FohCharge c = *this;
    c.m_oppHits += hits;
    return c;
}

FohCharge FohCharge::endOpportunityFire(QString *error) const
{
    if (!expect(Stage::OpportunityFire, error))
        return *this;
    FohCharge c = *this;
    c.m_stage = Stage::AttackerMorale;
    return c;
}

FohCharge FohCharge::attackerMorale(bool passed, QString *error) const
{
    if (!expect(Stage::AttackerMorale, error))
        return *this;
    FohCharge c = *this;
    if (passed) {
        c.m_stage = Stage::DefenderMorale;
    } else {
        c.m_stage = Stage::Done;
        c.m_result = Result::AttackerWithdrew;
    }
    return c;
}

FohCharge FohCharge::defenderMorale(bool passed, QString *error) const
{
    if (!expect(Stage::DefenderMorale, error))
        return *this;
    FohCharge c = *this;
    c.m_stage = Stage::Done;
    // A defender that passes holds and is contacted, unless it fired and retires in order.
    if (!passed)
        c.m_result = Result::DefenderBroke;
    else
        c.m_result = m_reaction != Reaction::FireAndRetire ? Result::Contact : Result::DefenderRetired;
    return c;
}

QString FohCharge::reactionId(Reaction r)
{
    return kReactions[int(r)];
}

bool FohCharge::reactionFromId(const QString &id, Reaction *out)
{
    const qsizetype i = kReactions.indexOf(id);
    if (i < 0)
        return false;
    *out = Reaction(i);
    return true;
}

QJsonObject FohCharge::toJson() const
{
    return QJsonObject{{u"attacker"_s, m_attacker},
                       {u"defender"_s, m_defender},
                       {u"flank"_s, m_flank},
                       {u"stage"_s, kStages[int(m_stage)]},
                       {u"reaction"_s, kReactions[int(m_reaction)]},
                       {u"result"_s, kResults[int(m_result)]},
                       {u"square"_s, m_square},
                       {u"countercharged"_s, m_countercharged},
                       {u"opportunityHits"_s, m_oppHits}};
}

FohCharge FohCharge::fromJson(const QJsonObject &o, QString *error)
{
    FohCharge c = declare(o.value(u"attacker"_s).toString(), o.value(u"defender"_s).toString(),
                          o.value(u"flank"_s).toBool());
    const qsizetype stage = kStages.indexOf(o.value(u"stage"_s).toString());
    const qsizetype reaction = kReactions.indexOf(o.value(u"reaction"_s).toString());
    const qsizetype result = kResults.indexOf(o.value(u"result"_s).toString());
    const int hits = o.value(u"opportunityHits"_s).toInt(-1);
    if (stage < 0 || reaction < 0 || result < 0 || hits < 0) {
        *error = tr("charge state: \"stage\", \"reaction\", \"result\" or \"opportunityHits\" is not valid");
        return {};
    }
    if ((Stage(stage) == Stage::Done) != (Result(result) != Result::Pending)) {
        *error = tr("charge state: a charge has a result exactly when it is done");
        return {};
    }
    c.m_stage = Stage(stage);
    c.m_reaction = Reaction(reaction);
    c.m_result = Result(result);
    c.m_square = o.value(u"square"_s).toBool();
    c.m_countercharged = o.value(u"countercharged"_s).toBool();
    c.m_oppHits = hits;
    return c;
}

} // namespace adj
