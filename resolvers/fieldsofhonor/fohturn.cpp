// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohturn.h"

#include "core/resolution.h"
#include "core/ruletable.h"
#include "fohinputs.h"
#include "fohroster.h"
#include "fohtable.h"

using namespace Qt::StringLiterals;

namespace adj {

using namespace foh;

FohTurn::Distribution FohTurn::distribute(const FohTable &t, int tempHits, int keptHits, int stands)
{
    Distribution d;
    // Half forgiven, rounded up (9 -> 5 forgiven, 4 permanent).
    d.forgiven = (tempHits + t.forgivenDivisor - 1) / t.forgivenDivisor;
    d.newPermanent = tempHits - d.forgiven;
    d.permanent = keptHits + d.newPermanent;
    d.standsLost = d.permanent / t.hitsPerStand;
    d.kept = d.permanent % t.hitsPerStand;
    if (d.standsLost >= stands) {
        d.standsLost = stands;
        d.eliminated = true;
        d.kept = 0;
    }
    return d;
}

QString FohTurn::tableValues(const FohTable &t)
{
    // The text names what scores but gives no values: they are the battle's table entries.
    return tr("VP values are the battle's table entries (the text gives none; house rules may change them): "
              "%1 per stand lost (victory.perStandLost), %2 per stand inflicted (victory.perStandInflicted), "
              "%3 per objective held (victory.perObjective)")
        .arg(signedNumber(t.vpPerStandLost), signedNumber(t.vpPerStandInflicted),
             signedNumber(t.vpPerObjective));
}

bool FohTurn::victoryPoints(const FohTable &t, int standsLost, int standsInflicted, int objectives,
                            Victory *out, QString *error)
{
    if (standsLost < 0 || standsInflicted < 0) {
        *error = tr("casualties cannot be negative");
        return false;
    }
    if (objectives < 0 || objectives > t.maxObjectives) {
        *error = tr("input \"objectives\" is %1; only %2 objectives are placed")
                     .arg(objectives)
                     .arg(t.maxObjectives);
        return false;
    }
    out->lost = standsLost * t.vpPerStandLost;
    out->inflicted = standsInflicted * t.vpPerStandInflicted;
    out->objectives = objectives * t.vpPerObjective;
    out->total = out->lost + out->inflicted + out->objectives;
    return true;
}

ActionSchema FohTurn::distributeSchema()
{
    ActionSchema s;
    s.id = u"distribute-hits"_s;
    s.name = tr("Hit distribution");
    s.rule = u"Hit Distribution"_s;
    s.help =
        tr("After the Morale Test: half the temporary hits (rounded up) go away, the rest become permanent, "
           "and every 3 permanent hits remove a stand.");
    s.outcomes = {u"stands-lost=N"_s, u"kept=N"_s, u"eliminated"_s};
    s.inputs = {
        unitInput(u"unit"_s, tr("Unit"), tr("The battle's unit (optional).")).as(InputSpec::Role::Actor),
        // The unit's hits and stands are the battle's: the turn's fire, opportunity fire, melee and
        // pursuit added their hits to its temporary hits.
        intInput(u"tempHits"_s, 0, 999, {}, tr("Temporary hits"), tr("Hits taken this turn."),
                 u"Hit Distribution"_s, true)
            .heldOf(u"unit"_s),
        intInput(u"permHits"_s, 0, 99, {}, tr("Permanent hits kept"),
                 tr("Permanent hits left on the unit from earlier turns."), u"Hit Distribution"_s, true)
            .heldOf(u"unit"_s),
        intInput(u"stands"_s, 1, 99, {}, tr("Stands"), tr("Stands the unit has now."), u"Hit Distribution"_s,
                 true)
            .withTerm(u"strength"_s)
            .heldOf(u"unit"_s),
    };
    return s;
}

ActionSchema FohTurn::victorySchema()
{
    ActionSchema s;
    s.id = u"victory-points"_s;
    s.name = tr("Victory points");
    s.rule = u"Victory Points"_s;
    s.help =
        tr("At the end of the battle: points lost for one's own casualties, gained for casualties inflicted "
           "and for each objective controlled.");
    s.outcomes = {u"vp=N"_s};
    s.inputs = {
        stringInput(u"side"_s, tr("Side"), tr("The side scored.")),
        intInput(u"standsLost"_s, 0, 9999, {}, tr("Stands lost"), tr("The side's own casualties in stands."),
                 u"Victory Points"_s, true),
        intInput(u"standsInflicted"_s, 0, 9999, {}, tr("Stands inflicted"),
                 tr("Enemy stands the side removed."), u"Victory Points"_s, true),
        intInput(u"objectives"_s, 0, 99, 0, tr("Objectives held"),
                 tr("Objectives the side controls (of 8 placed)."), u"Victory Points"_s),
    };
    return s;
}

ActionSchema FohTurn::tallySchema()
{
    ActionSchema s;
    s.id = u"victory-tally"_s;
    s.name = tr("Victory points of the battle");
    s.rule = u"Victory Points"_s;
    s.help = tr("Scores every side from the battle: stands lost and inflicted (start strength against "
                "strength now; a unit removed from play loses all its stands) and its \"objectives\" "
                "counter; sets each side's VP counter to its total.");
    s.outcomes = {u"winner=SIDE"_s, u"draw"_s};
    s.inputs = {FohRoster::input()};
    return s;
}

namespace {

struct DistributeSpec
{
    int temp = 0, kept = 0, perStand = 3, stands = 0;
    qint64 unit = 0;
    FohTurn::Distribution d;
};

ParsedInputs<DistributeSpec> parseDistribute(const Inputs &in, const RuleTable &table)
{
    const FohTable *t = FohTable::of(table);
    if (!t)
        return ParsedInputs<DistributeSpec>::refused(
            FohTurn::tr("hit distribution needs the fields-of-honor rule table"));
    DistributeSpec s;
    s.temp = getInt(in, u"tempHits"_s);
    s.kept = getInt(in, u"permHits"_s);
    const int stands = getInt(in, u"stands"_s);
    s.stands = stands;
    s.unit = getId(in, u"unit"_s);
    if (s.kept >= t->hitsPerStand)
        return ParsedInputs<DistributeSpec>::refused(
            FohTurn::tr("input \"permHits\" is %1, but %2 permanent hits would already have removed a stand")
                .arg(s.kept)
                .arg(t->hitsPerStand));
    s.d = FohTurn::distribute(*t, s.temp, s.kept, stands);
    s.perStand = t->hitsPerStand;
    return s;
}

// The unit's hit counters after the distribution, and the stands it loses.
void distributionEffects(const DistributeSpec &s, Resolution &out)
{
    const FohTurn::Distribution &d = s.d;
    auto set = [&](const QString &attr, int v) {
        Effect e;
        e.kind = Effect::Kind::SetAttribute;
        e.subject = u"unit"_s;
        e.unit = s.unit;
        e.attribute = attr;
        e.value = v;
        e.rule = u"Hit Distribution"_s;
        e.text = attr == u"tempHits"_s ? FohTurn::tr("temporary hits cleared")
                                       : FohTurn::tr("%n permanent hit(s) kept", nullptr, v);
        out.effect(e);
    };
    set(u"tempHits"_s, 0);
    set(u"permHits"_s, d.kept);
    if (d.eliminated) {
        out.line(FohTurn::tr("the unit loses its last stand"), u"Hit Distribution"_s);
        Effect e;
        e.kind = Effect::Kind::Eliminate;
        e.subject = u"unit"_s;
        e.unit = s.unit;
        e.rule = u"Hit Distribution"_s;
        e.text = FohTurn::tr("all stands removed");
        out.effect(e);
    } else if (d.standsLost > 0) {
        Effect e;
        e.kind = Effect::Kind::LoseStrength;
        e.subject = u"unit"_s;
        e.unit = s.unit;
        e.amount = d.standsLost;
        e.rule = u"Hit Distribution"_s;
        e.text = FohTurn::tr("remove %n stand(s)", nullptr, d.standsLost);
        out.effect(e);
    }
}

void resolveDistribute(const DistributeSpec &s, DiceSource &, Resolution &out)
{
    const FohTurn::Distribution &d = s.d;
    out.outcome(u"stands-lost="_s + QString::number(d.standsLost));
    out.outcome(u"kept="_s + QString::number(d.kept));
    if (d.eliminated)
        out.outcome(u"eliminated"_s);
    if (!out.quiet()) {
        if (s.unit > 0)
            out.unit(u"unit"_s, u"unit"_s, s.unit);
        out.unit(u"unit"_s, u"strengthBefore"_s, s.stands);
        out.unit(u"unit"_s, u"strengthAfter"_s, s.stands - d.standsLost);
        out.unit(u"unit"_s, u"casualties"_s, d.standsLost);
        out.unit(u"unit"_s, u"eliminated"_s, d.eliminated);
        out.set(u"casualties"_s, d.standsLost);
        out.set(u"permHits"_s, d.kept);
        out.set(u"tempHits"_s, QJsonObject{{u"unit"_s, 0}});
    }
    out.line(FohTurn::tr("%1 temporary hits: %2 forgiven (half, rounded up), %3 become permanent")
                 .arg(s.temp)
                 .arg(d.forgiven)
                 .arg(d.newPermanent),
             u"Hit Distribution"_s);
    QString text =
        s.kept > 0
            ? FohTurn::tr("%1 + %2 kept = %3 permanent hits").arg(d.newPermanent).arg(s.kept).arg(d.permanent)
            : FohTurn::tr("%1 permanent hits").arg(d.permanent);
    text +=
        u"; "_s + FohTurn::tr("one stand per %1: %n stand(s) lost", nullptr, d.standsLost).arg(s.perStand);
    text += u", "_s + FohTurn::tr("%n hit(s) kept", nullptr, d.kept);
    out.line(text, u"Hit Distribution"_s);
    distributionEffects(s, out);
}

struct VictorySpec
{
    int lost = 0, inflicted = 0, objectives = 0;
    FohTurn::Victory v;
    QString side;
    QString values;
};

ParsedInputs<VictorySpec> parseVictory(const Inputs &in, const RuleTable &table)
{
    const FohTable *t = FohTable::of(table);
    if (!t)
        return ParsedInputs<VictorySpec>::refused(
            FohTurn::tr("victory points need the fields-of-honor rule table"));
    VictorySpec s;
    QString error;
    s.lost = getInt(in, u"standsLost"_s);
    s.inflicted = getInt(in, u"standsInflicted"_s);
    s.objectives = getInt(in, u"objectives"_s);
    if (!FohTurn::victoryPoints(*t, s.lost, s.inflicted, s.objectives, &s.v, &error))
        return ParsedInputs<VictorySpec>::refused(error);
    s.side = in.value(u"side"_s).toString();
    s.values = FohTurn::tableValues(*t);
    return s;
}

void resolveVictory(const VictorySpec &s, DiceSource &, Resolution &out)
{
    const FohTurn::Victory &v = s.v;
    out.outcome(u"vp="_s + QString::number(v.total));
    out.set(u"vp"_s, v.total);
    out.line(s.values, u"Victory Points"_s);
    out.line(FohTurn::tr("%1 stands lost: %2; %3 stands inflicted: %4; %5 objectives: %6; total %7")
                 .arg(s.lost)
                 .arg(signedNumber(v.lost))
                 .arg(s.inflicted)
                 .arg(signedNumber(v.inflicted))
                 .arg(s.objectives)
                 .arg(signedNumber(v.objectives))
                 .arg(v.total),
             u"Victory Points"_s);
    Effect e;
    e.kind = Effect::Kind::ChangeCounter;
    e.subject = u"side"_s;
    e.side = s.side;
    e.counter = u"VP"_s;
    e.amount = v.total;
    e.rule = u"Victory Points"_s;
    e.text = FohTurn::tr("%1 victory points").arg(signedNumber(v.total));
    out.effect(e);
}

struct TallySpec
{
    FohRoster roster;
    QList<FohTurn::Victory> scores;
    int allLost = 0;
    QString values;
};

// Every side's score: its own stands lost, the others' lost as inflicted, its objectives.
bool scoreSides(const FohTable &t, TallySpec *s, QString *error)
{
    int held = 0;
    for (const FohRoster::Side &side : s->roster.sides) {
        held += side.objectives;
        s->allLost += side.standsLost;
    }
    if (held > t.maxObjectives) {
        *error = FohTurn::tr("the sides hold %1 objectives between them; only %2 are placed")
                     .arg(held)
                     .arg(t.maxObjectives);
        return false;
    }
    for (const FohRoster::Side &side : s->roster.sides) {
        FohTurn::Victory v;
        QString why;
        if (!FohTurn::victoryPoints(t, side.standsLost, s->allLost - side.standsLost, side.objectives, &v,
                                    &why)) {
            *error = FohTurn::tr("%1: %2").arg(side.name, why);
            return false;
        }
        s->scores.append(v);
    }
    return true;
}

ParsedInputs<TallySpec> parseTally(const Inputs &in, const RuleTable &table)
{
    const FohTable *t = FohTable::of(table);
    if (!t)
        return ParsedInputs<TallySpec>::refused(
            FohTurn::tr("victory points need the fields-of-honor rule table"));
    TallySpec s;
    QString error;
    if (!FohRoster::fromJson(in.value(u"battle"_s).toObject(), &s.roster, &error))
        return ParsedInputs<TallySpec>::refused(error);
    if (s.roster.sides.size() < 2)
        return ParsedInputs<TallySpec>::refused(
            FohTurn::tr("victory points are scored between two sides or more; the battle has %1")
                .arg(s.roster.sides.size()));
    if (!scoreSides(*t, &s, &error))
        return ParsedInputs<TallySpec>::refused(error);
    s.values = FohTurn::tableValues(*t);
    return s;
}

void resolveTally(const TallySpec &s, DiceSource &, Resolution &out)
{
    out.line(s.values, u"Victory Points"_s);
    int best = 0, bestCount = 0;
    QString winner;
    QJsonObject vp;
    for (qsizetype i = 0; i < s.roster.sides.size(); ++i) {
        const FohRoster::Side &side = s.roster.sides[i];
        const FohTurn::Victory &v = s.scores[i];
        out.line(
            FohTurn::tr("%1: %2 stands lost (%3), %4 stands inflicted (%5), %6 objectives held (%7): %8 VP")
                .arg(side.name)
                .arg(side.standsLost)
                .arg(signedNumber(v.lost))
                .arg(s.allLost - side.standsLost)
                .arg(signedNumber(v.inflicted))
                .arg(side.objectives)
                .arg(signedNumber(v.objectives))
                .arg(v.total),
            u"Victory Points"_s);
        vp.insert(side.name, v.total);
        if (i == 0 || v.total > best) {
            best = v.total;
            bestCount = 1;
            winner = side.name;
        } else if (v.total == best) {
            ++bestCount;
        }
        if (v.total != side.vp) {
            Effect e;
            e.kind = Effect::Kind::ChangeCounter;
            e.side = side.name;
            e.counter = u"VP"_s;
            e.amount = v.total - side.vp;
            e.rule = u"Victory Points"_s;
            e.text = FohTurn::tr("%1 VP: %2 -> %3").arg(side.name).arg(side.vp).arg(v.total);
            out.effect(e);
        }
    }
    out.set(u"vpBySide"_s, vp);
    if (bestCount == 1)
        out.set(u"winner"_s, winner);
    if (bestCount > 1) {
        out.outcome(u"draw"_s);
        out.line(FohTurn::tr("a draw at %1 VP").arg(best), u"Victory Points"_s);
    } else {
        out.outcome(u"winner="_s + winner);
        out.line(FohTurn::tr("%1 leads with %2 VP").arg(winner).arg(best), u"Victory Points"_s);
    }
}

} // namespace

Action::Bind FohTurn::bindDistribute()
{
    return parseThenResolve(&parseDistribute, &resolveDistribute);
}

Action::Bind FohTurn::bindVictory()
{
    return parseThenResolve(&parseVictory, &resolveVictory);
}

Action::Bind FohTurn::bindTally()
{
    return parseThenResolve(&parseTally, &resolveTally);
}

} // namespace adj
