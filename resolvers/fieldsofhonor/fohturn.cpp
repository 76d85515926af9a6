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
        unitInput(u"unit"_s, tr("Unit"), tr("The battle's unit (optional).")),
        intInput(u"tempHits"_s, 0, 999, {}, tr("Temporary hits"), tr("Hits taken this turn."),
                 u"Hit Distribution"_s, true),
        intInput(u"permHits"_s, 0, 99, 0, tr("Permanent hits kept"),
                 tr("Permanent hits left on the unit from earlier turns."), u"Hit Distribution"_s),
        intInput(u"stands"_s, 1, 99, {}, tr("Stands"), tr("Stands the unit has now."), u"Hit Distribution"_s,
                 true),
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

RuleSet::Runner FohTurn::bindDistribute(const QJsonObject &in, const RuleTable &table)
{
    const FohTable *t = FohTable::of(table);
    if (!t) {
        const QString msg = tr("hit distribution needs the fields-of-honor rule table");
        return [msg](DiceSource &, Resolution &out) { out.fail(msg); };
    }
    const int temp = getInt(in, u"tempHits"_s);
    const int kept = getInt(in, u"permHits"_s);
    const int stands = getInt(in, u"stands"_s);
    const qint64 unit = getId(in, u"unit"_s);
    if (kept >= t->hitsPerStand) {
        const QString msg =
            tr("input \"permHits\" is %1, but %2 permanent hits would already have removed a stand")
                .arg(kept)
                .arg(t->hitsPerStand);
        return [msg](DiceSource &, Resolution &out) { out.fail(msg); };
    }
    const Distribution d = distribute(*t, temp, kept, stands);
    const int perStand = t->hitsPerStand;
    return [=](DiceSource &, Resolution &out) {
        out.outcome(u"stands-lost="_s + QString::number(d.standsLost));
        out.outcome(u"kept="_s + QString::number(d.kept));
        if (d.eliminated)
            out.outcome(u"eliminated"_s);
        out.line(tr("%1 temporary hits: %2 forgiven (half, rounded up), %3 become permanent")
                     .arg(temp)
                     .arg(d.forgiven)
                     .arg(d.newPermanent),
                 u"Hit Distribution"_s);
        QString text =
            kept > 0 ? tr("%1 + %2 kept = %3 permanent hits").arg(d.newPermanent).arg(kept).arg(d.permanent)
                     : tr("%1 permanent hits").arg(d.permanent);
        text += u"; "_s + tr("one stand per %1: %n stand(s) lost", nullptr, d.standsLost).arg(perStand);
        text += u", "_s + tr("%n hit(s) kept", nullptr, d.kept);
        out.line(text, u"Hit Distribution"_s);
        auto set = [&](const QString &attr, int v) {
            Effect e;
            e.kind = Effect::Kind::SetAttribute;
            e.subject = u"unit"_s;
            e.unit = unit;
            e.attribute = attr;
            e.value = v;
            e.rule = u"Hit Distribution"_s;
            e.text = attr == u"tempHits"_s ? tr("temporary hits cleared")
                                           : tr("%n permanent hit(s) kept", nullptr, v);
            out.effect(e);
        };
        set(u"tempHits"_s, 0);
        set(u"permHits"_s, d.kept);
        if (d.eliminated) {
            out.line(tr("the unit loses its last stand"), u"Hit Distribution"_s);
            Effect e;
            e.kind = Effect::Kind::Eliminate;
            e.subject = u"unit"_s;
            e.unit = unit;
            e.rule = u"Hit Distribution"_s;
            e.text = tr("all stands removed");
            out.effect(e);
        } else if (d.standsLost > 0) {
            Effect e;
            e.kind = Effect::Kind::LoseStrength;
            e.subject = u"unit"_s;
            e.unit = unit;
            e.amount = d.standsLost;
            e.rule = u"Hit Distribution"_s;
            e.text = tr("remove %n stand(s)", nullptr, d.standsLost);
            out.effect(e);
        }
    };
}

RuleSet::Runner FohTurn::bindVictory(const QJsonObject &in, const RuleTable &table)
{
    const FohTable *t = FohTable::of(table);
    if (!t) {
        const QString msg = tr("victory points need the fields-of-honor rule table");
        return [msg](DiceSource &, Resolution &out) { out.fail(msg); };
    }
    Victory v;
    QString error;
    const int lost = getInt(in, u"standsLost"_s), inflicted = getInt(in, u"standsInflicted"_s),
              objectives = getInt(in, u"objectives"_s);
    if (!victoryPoints(*t, lost, inflicted, objectives, &v, &error))
        return [error](DiceSource &, Resolution &out) { out.fail(error); };
    const QString side = in.value(u"side"_s).toString();
    const QString values = tableValues(*t);
    return [=](DiceSource &, Resolution &out) {
        out.outcome(u"vp="_s + QString::number(v.total));
        out.line(values, u"Victory Points"_s);
        out.line(tr("%1 stands lost: %2; %3 stands inflicted: %4; %5 objectives: %6; total %7")
                     .arg(lost)
                     .arg(signedNumber(v.lost))
                     .arg(inflicted)
                     .arg(signedNumber(v.inflicted))
                     .arg(objectives)
                     .arg(signedNumber(v.objectives))
                     .arg(v.total),
                 u"Victory Points"_s);
        Effect e;
        e.kind = Effect::Kind::ChangeCounter;
        e.subject = u"side"_s;
        e.side = side;
        e.counter = u"VP"_s;
        e.amount = v.total;
        e.rule = u"Victory Points"_s;
        e.text = tr("%1 victory points").arg(signedNumber(v.total));
        out.effect(e);
    };
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

RuleSet::Runner FohTurn::bindTally(const QJsonObject &in, const RuleTable &table)
{
    const FohTable *t = FohTable::of(table);
    if (!t) {
        const QString msg = tr("victory points need the fields-of-honor rule table");
        return [msg](DiceSource &, Resolution &out) { out.fail(msg); };
    }
    FohRoster roster;
    QString error;
    if (!FohRoster::fromJson(in.value(u"battle"_s).toObject(), &roster, &error))
        return [error](DiceSource &, Resolution &out) { out.fail(error); };
    if (roster.sides.size() < 2) {
        const QString msg = tr("victory points are scored between two sides or more; the battle has %1")
                                .arg(roster.sides.size());
        return [msg](DiceSource &, Resolution &out) { out.fail(msg); };
    }
    int held = 0, allLost = 0;
    for (const FohRoster::Side &s : roster.sides) {
        held += s.objectives;
        allLost += s.standsLost;
    }
    if (held > t->maxObjectives) {
        const QString msg = tr("the sides hold %1 objectives between them; only %2 are placed")
                                .arg(held)
                                .arg(t->maxObjectives);
        return [msg](DiceSource &, Resolution &out) { out.fail(msg); };
    }
    QList<Victory> scores;
    for (const FohRoster::Side &s : roster.sides) {
        Victory v;
        if (!victoryPoints(*t, s.standsLost, allLost - s.standsLost, s.objectives, &v, &error)) {
            const QString msg = tr("%1: %2").arg(s.name, error);
            return [msg](DiceSource &, Resolution &out) { out.fail(msg); };
        }
        scores.append(v);
    }
    const QString values = tableValues(*t);
    return [=](DiceSource &, Resolution &out) {
        out.line(values, u"Victory Points"_s);
        int best = 0, bestCount = 0;
        QString winner;
        for (qsizetype i = 0; i < roster.sides.size(); ++i) {
            const FohRoster::Side &s = roster.sides[i];
            const Victory &v = scores[i];
            out.line(tr("%1: %2 stands lost (%3), %4 stands inflicted (%5), %6 objectives held (%7): %8 VP")
                         .arg(s.name)
                         .arg(s.standsLost)
                         .arg(signedNumber(v.lost))
                         .arg(allLost - s.standsLost)
                         .arg(signedNumber(v.inflicted))
                         .arg(s.objectives)
                         .arg(signedNumber(v.objectives))
                         .arg(v.total),
                     u"Victory Points"_s);
            if (i == 0 || v.total > best) {
                best = v.total;
                bestCount = 1;
                winner = s.name;
            } else if (v.total == best) {
                ++bestCount;
            }
            if (v.total != s.vp) {
                Effect e;
                e.kind = Effect::Kind::ChangeCounter;
                e.side = s.name;
                e.counter = u"VP"_s;
                e.amount = v.total - s.vp;
                e.rule = u"Victory Points"_s;
                e.text = tr("%1 VP: %2 -> %3").arg(s.name).arg(s.vp).arg(v.total);
                out.effect(e);
            }
        }
        if (bestCount > 1) {
            out.outcome(u"draw"_s);
            out.line(tr("a draw at %1 VP").arg(best), u"Victory Points"_s);
        } else {
            out.outcome(u"winner="_s + winner);
            out.line(tr("%1 leads with %2 VP").arg(winner).arg(best), u"Victory Points"_s);
        }
    };
}

} // namespace adj
