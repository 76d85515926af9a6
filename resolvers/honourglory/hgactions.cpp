// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hgactions.h"
#include "hgcalcfill.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "hginputs.h"
#include "hgrules.h"
#include "hgvalues.h"
#include "honourglory.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj::hg {

namespace {

// Glory counters start at the table's minimum and never go below it.
QString gloryBelow(const Inputs &in, const QStringList &keys, const HgTable &t)
{
    for (const QString &k : keys)
        if (in.value(k).toInt() < t.gloryMinimum)
            return adj::HonourGlory::tr("input \"%1\" is %2; a Glory counter never goes below %3")
                .arg(k)
                .arg(in.value(k).toInt())
                .arg(t.gloryMinimum);
    return {};
}

// The players named in p1..pN; empty with `error` when one is missing, repeated or extra.
QStringList slotNames(const Inputs &in, int n, const QStringList &perSlot, QString *error)
{
    QStringList names{in.value(u"one"_s).toString().trimmed()};
    if (names.first().isEmpty()) {
        *error = adj::HonourGlory::tr("input \"one\" (The One's name) is empty");
        return {};
    }
    for (int k = 1; k <= HonourGlory::kSlots; ++k) {
        const QString name = in.value(slot(k)).toString().trimmed();
        if (k > n) {
            for (const QString &suffix : perSlot) {
                const QJsonValue v = in.value(slot(k) + suffix);
                const bool given = (v.isString() && !v.toString().isEmpty() && v.toString() != u"none"_s) ||
                                   (v.isDouble() && v.toInt() != 0) || v.toBool() ||
                                   (v.isArray() && !v.toArray().isEmpty());
                if (given || (suffix.isEmpty() && !name.isEmpty())) {
                    *error =
                        adj::HonourGlory::tr(
                            "input \"%1\" is given but only %2 players of The Many were entered (opponents)")
                            .arg(slot(k) + suffix)
                            .arg(n);
                    return {};
                }
            }
            continue;
        }
        if (name.isEmpty()) {
            *error = adj::HonourGlory::tr("input \"%1\" (the name of player %2 of The Many) is required")
                         .arg(slot(k))
                         .arg(k);
            return {};
        }
        if (names.contains(name)) {
            *error = adj::HonourGlory::tr("input \"%1\": \"%2\" is already a player").arg(slot(k), name);
            return {};
        }
        names.append(name);
    }
    return names;
}

bool parseStack(const Inputs &in, int n, const HgTable &t, QList<int> *stack, QString *error)
{
    const QList<int> given = in.intList(u"mpStack"_s);
    if (given.isEmpty()) {
        *stack = QList<int>(n, t.mpPerCounter);
        return true;
    }
    for (const int v : given) {
        if (v < 0 || v > t.mpPerCounter) {
            *error = adj::HonourGlory::tr("input \"mpStack\": \"%1\" is not an MP counter from 0 to %2")
                         .arg(v)
                         .arg(t.mpPerCounter);
            return false;
        }
        stack->append(v);
    }
    if (stack->size() != n) {
        *error = adj::HonourGlory::tr("input \"mpStack\" has %1 counters; The One has one per opponent (%2)")
                     .arg(stack->size())
                     .arg(n);
        return false;
    }
    return true;
}

// "Pikes=10, Archers=5" -> troops.
bool parseTroops(const Inputs &in, const QString &key, QList<HgTroop> *out, QString *error)
{
    for (const QString &p : list(in, key)) {
        const qsizetype eq = p.lastIndexOf(u'=');
        bool ok = false;
        const int v = eq > 0 ? p.mid(eq + 1).trimmed().toInt(&ok) : -1;
        if (!ok || v < 0) {
            *error = adj::HonourGlory::tr("input \"%1\": \"%2\" must read Name=Discard Value (0 or more)")
                         .arg(key, p);
            return false;
        }
        out->append({p.left(eq).trimmed(), v, {}});
    }
    return true;
}

HgGame baseGame(const QStringList &names, const QList<int> &stack)
{
    HgGame g;
    for (int i = 0; i < names.size(); ++i) {
        HgPlayer p;
        p.name = names.at(i);
        p.one = i == 0;
        p.colour = names.at(i);
        if (p.one)
            p.mpStack = stack;
        g.players.append(p);
    }
    return g;
}

// Effects name the input that holds the player ("one", "p2") so the battle binds them to his unit.
Effects bound(Effects effects, const QStringList &names)
{
    for (Effect &e : effects) {
        const qsizetype i = names.indexOf(e.subject);
        if (i >= 0)
            e.subject = i == 0 ? u"one"_s : slot(int(i));
    }
    return effects;
}

QStringList endTags(const HgGame &g)
{
    QStringList tags;
    for (const HgPlayer &p : g.players)
        if (p.beaten)
            tags.append(u"beaten:"_s + p.name);
    if (g.over) {
        if (g.winners.size() == 1)
            tags.append(u"winner:"_s + g.winners.first());
        else if (g.winners.size() > 1)
            tags.append(u"tie"_s);
        else
            tags.append(u"no-winner"_s);
    }
    return tags;
}

void recordStep(const HgStep &st, const QStringList &tags, const QStringList &names, Resolution &out)
{
    for (const QString &tag : tags)
        out.outcome(tag);
    if (out.quiet())
        return;
    for (const TraceLine &l : st.trace)
        out.line(l.text, l.rule);
    for (const Effect &e : bound(st.effects, names))
        out.effect(e);
}

HgPairOutcome::Side side(const Inputs &in, const QString &key)
{
    const QString v = in.value(key).toString();
    return v == u"one"_s    ? HgPairOutcome::Side::One
           : v == u"many"_s ? HgPairOutcome::Side::Many
                            : HgPairOutcome::Side::None;
}

// "opponents": The One faces the table's 2 to N players of The Many.
QString opponentsRefusal(int n, const HgTable &t)
{
    if (n >= t.minOpponents && n <= t.maxOpponents)
        return {};
    return adj::HonourGlory::tr("input \"opponents\" is %1; The One faces %2 to %3 players of The Many")
        .arg(n)
        .arg(t.minOpponents)
        .arg(t.maxOpponents);
}

// The round calculator: each pairing's outcome as entered, resolved on a game of these players.
namespace RoundCalc {
struct Spec
{
    const HgTable *t = nullptr;
    QStringList names; // The One, then p1..pN
    HgGame game;
    HgRound round;
};

// Player k's counters before the round and his pairing with The One.
QString readPairing(const Inputs &in, int k, int n, Spec &s)
{
    const QJsonValue left = in.value(slot(k, u"MpLeft"));
    if (!left.isDouble())
        return adj::HonourGlory::tr("input \"%1\" (%2's MP counter before the round) is required")
            .arg(slot(k, u"MpLeft"), s.names.at(k));
    s.game.players[k].mp = left.toInt();
    s.game.players[k].glory = in.value(slot(k, u"Glory")).toInt();
    if (const QString e = gloryBelow(in, {slot(k, u"Glory")}, *s.t); !e.isEmpty())
        return e;
    HgPairOutcome p;
    p.opponent = s.names.at(k);
    p.winner = side(in, slot(k, u"Winner"));
    p.guard = side(in, slot(k, u"Guard"));
    p.oneMp = in.value(slot(k, u"OneMp")).toInt();
    p.mp = in.value(slot(k, u"Mp")).toInt();
    p.damageToOne = in.value(slot(k, u"DamageToOne")).toInt();
    p.damageToMany = in.value(slot(k, u"DamageToMany")).toInt();
    p.oneShaken = in.value(slot(k, u"Shaken")).toBool();
    p.rescuedFrom = in.value(slot(k, u"RescuedFrom")).toString().trimmed();
    if (!p.rescuedFrom.isEmpty() && s.names.indexOf(p.rescuedFrom) < 1)
        return adj::HonourGlory::tr("input \"%1\": \"%2\" is not one of the players p1..p%3")
            .arg(slot(k, u"RescuedFrom"), p.rescuedFrom)
            .arg(n);
    s.round.pairs.append(p);
    return {};
}

ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    Spec s;
    s.t = HgTable::of(table);
    if (!s.t)
        return ParsedInputs<Spec>::refused(
            adj::HonourGlory::tr("the round needs the honour-glory rule table"));
    const int n = in.value(u"opponents"_s).toInt();
    if (const QString e = opponentsRefusal(n, *s.t); !e.isEmpty())
        return ParsedInputs<Spec>::refused(e);
    QString error;
    s.names = slotNames(in, n,
                        {QString(), u"Winner"_s, u"Guard"_s, u"OneMp"_s, u"Mp"_s, u"MpLeft"_s, u"Glory"_s,
                         u"DamageToOne"_s, u"DamageToMany"_s, u"Shaken"_s, u"RescuedFrom"_s},
                        &error);
    QList<int> stack;
    if (s.names.isEmpty() || !parseStack(in, n, *s.t, &stack, &error))
        return ParsedInputs<Spec>::refused(error);
    const int round = in.value(u"round"_s).toInt();
    if (round > s.t->rounds)
        return ParsedInputs<Spec>::refused(
            adj::HonourGlory::tr("input \"round\" is %1; a Duration has %2 rounds")
                .arg(round)
                .arg(s.t->rounds));
    s.game = baseGame(s.names, stack);
    s.game.round = round;
    s.round.oneTcts = in.value(u"oneTcts"_s).toBool();
    for (int k = 1; k <= n; ++k)
        if (const QString e = readPairing(in, k, n, s); !e.isEmpty())
            return ParsedInputs<Spec>::refused(e);
    return s;
}

// Stratagem Cards: the cards themselves are kept by the referee (or HgGame); say what to do.
void tctsNotes(const HgRound &r, HgStep &st)
{
    for (const HgPairOutcome &p : r.pairs) {
        const bool won = p.winner == HgPairOutcome::Side::One;
        Effect e;
        e.kind = Effect::Kind::Note;
        e.subject = p.opponent;
        e.rule = u"Stratagem Cards"_s;
        e.text =
            won ? QCoreApplication::translate("adj::HonourGlory",
                                              "'tcts' beats %1: turn over the Stratagem Cards opposite %1")
                      .arg(p.opponent)
                : QCoreApplication::translate("adj::HonourGlory",
                                              "'tcts' does not beat %1: return the Stratagem Cards opposite "
                                              "%1 to The One's pile")
                      .arg(p.opponent);
        st.trace.append({e.text, e.rule});
        st.effects.append(e);
    }
    st.trace.append({QCoreApplication::translate("adj::HonourGlory", "The One flips his Battle Master"),
                     u"Stratagem Cards"_s});
}

void resolve(const Spec &s, DiceSource &, Resolution &out)
{
    HgStep st = HgRules::resolveRound(s.game, s.round, *s.t);
    if (!st.ok()) {
        out.fail(st.error);
        return;
    }
    QStringList tags{u"oneMp="_s + QString::number(st.game.one().mpLeft())};
    tags += endTags(st.game);
    if (s.round.oneTcts)
        tctsNotes(s.round, st);
    recordStep(st, tags, s.names, out);
    if (!out.quiet())
        gameValues(&s.game, st, slotRoles(s.names.first(), s.names.mid(1)), out);
}
} // namespace RoundCalc

// The End of Duration calculator: discards, Damage above MP and who won the Duration.
namespace EndCalc {
struct Spec
{
    const HgTable *t = nullptr;
    QStringList names;
    HgGame game;
    QList<HgDiscard> discards;
};

// Player k's (0: The One's) discards and counters.
QString readPlayer(const Inputs &in, int k, Spec &s)
{
    HgPlayer &p = s.game.players[k];
    const QString key = k == 0 ? u"oneDiscards"_s : slot(k, u"Discards");
    QList<HgTroop> troops;
    QString error;
    if (!parseTroops(in, key, &troops, &error))
        return error;
    p.columns[0] = troops;
    for (const HgTroop &tr_ : std::as_const(troops))
        s.discards.append({p.name, tr_.name});
    p.damage = in.value(k == 0 ? u"oneDamage"_s : slot(k, u"Damage")).toInt();
    p.discardPile = in.value(k == 0 ? u"oneDiscardPile"_s : slot(k, u"DiscardPile")).toInt();
    if (k == 0)
        return {};
    if (!in.value(slot(k, u"Mp")).isDouble())
        return adj::HonourGlory::tr("input \"%1\" (%2's MP counter) is required").arg(slot(k, u"Mp"), p.name);
    p.mp = in.value(slot(k, u"Mp")).toInt();
    p.glory = in.value(slot(k, u"Glory")).toInt();
    return gloryBelow(in, {slot(k, u"Glory")}, *s.t);
}

ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    Spec s;
    s.t = HgTable::of(table);
    if (!s.t)
        return ParsedInputs<Spec>::refused(
            adj::HonourGlory::tr("the End of Duration needs the honour-glory rule table"));
    const int n = in.value(u"opponents"_s).toInt();
    if (const QString e = opponentsRefusal(n, *s.t); !e.isEmpty())
        return ParsedInputs<Spec>::refused(e);
    QString error;
    s.names = slotNames(in, n, {QString(), u"Mp"_s, u"Damage"_s, u"DiscardPile"_s, u"Discards"_s, u"Glory"_s},
                        &error);
    QList<int> stack;
    if (s.names.isEmpty() || !parseStack(in, n, *s.t, &stack, &error))
        return ParsedInputs<Spec>::refused(error);
    s.game = baseGame(s.names, stack);
    s.game.round = 2; // at least one round was played: the action is the end of it
    for (int k = 0; k <= n; ++k)
        if (const QString e = readPlayer(in, k, s); !e.isEmpty())
            return ParsedInputs<Spec>::refused(e);
    return s;
}

void resolve(const Spec &s, DiceSource &, Resolution &out)
{
    HgStep st = HgRules::endDuration(s.game, s.discards, *s.t);
    if (!st.ok()) {
        out.fail(st.error);
        return;
    }
    QStringList tags;
    for (const HgSwap &w : st.game.swapsOwed)
        tags.append(u"duration:"_s + w.by + u">"_s + w.owner);
    tags += endTags(st.game);
    for (const HgSwap &w : st.game.swapsOwed) {
        Effect e;
        e.kind = Effect::Kind::Note;
        e.subject = w.owner;
        e.rule = u"Moving Columns in a Unit"_s;
        e.text =
            QCoreApplication::translate("adj::HonourGlory", "%1 may swap two neighbour columns of %2's Unit")
                .arg(w.by, w.owner);
        st.effects.append(e);
    }
    recordStep(st, tags, s.names, out);
    if (!out.quiet())
        gameValues(&s.game, st, slotRoles(s.names.first(), s.names.mid(1)), out);
}
} // namespace EndCalc

// The Glory Theft calculator: the thief's 'tcts' round against the victim.
namespace TheftCalc {
struct Spec
{
    const HgTable *t = nullptr;
    QString thief;
    HgGame game;
    bool beats = false;
    bool guarded = false;
};

ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    Spec s;
    s.t = HgTable::of(table);
    if (!s.t)
        return ParsedInputs<Spec>::refused(
            adj::HonourGlory::tr("Glory Theft needs the honour-glory rule table"));
    s.thief = in.value(u"thief"_s).toString().trimmed();
    const QString victim = in.value(u"victim"_s).toString().trimmed();
    if (s.thief.isEmpty() || victim.isEmpty())
        return ParsedInputs<Spec>::refused(
            adj::HonourGlory::tr("inputs \"thief\" and \"victim\" name two players of The Many"));
    if (s.thief == victim)
        return ParsedInputs<Spec>::refused(
            adj::HonourGlory::tr("input \"victim\": a player cannot steal his own Glory"));
    s.game = baseGame({u"(The One)"_s, s.thief, victim}, {});
    if (const QString e = gloryBelow(in, {u"thiefGlory"_s, u"victimGlory"_s}, *s.t); !e.isEmpty())
        return ParsedInputs<Spec>::refused(e);
    s.game.players[1].tacticsMl = in.value(u"thiefTacticsMl"_s).toInt();
    s.game.players[1].glory = in.value(u"thiefGlory"_s).toInt();
    s.game.players[2].tacticsMl = in.value(u"victimTacticsMl"_s).toInt();
    s.game.players[2].glory = in.value(u"victimGlory"_s).toInt();
    s.game.players[2].theftCounter = s.thief;
    s.beats = in.value(u"beats"_s).toBool();
    s.guarded = in.value(u"guarded"_s).toBool();
    return s;
}

void resolve(const Spec &s, DiceSource &, Resolution &out)
{
    HgStep st = HgRules::resolveTheft(s.game, s.thief, s.beats, s.guarded, *s.t);
    if (!st.ok()) {
        out.fail(st.error);
        return;
    }
    const QString tag = s.beats && !s.guarded ? u"theft=won"_s
                        : s.guarded           ? u"theft=guarded"_s
                                              : u"theft=lost"_s;
    for (Effect &e : st.effects)
        e.subject = e.side == s.thief ? u"thief"_s : u"victim"_s;
    recordStep(st, {tag}, {}, out);
    gameValues(&s.game, st, {{s.thief, u"thief"_s}, {s.game.players.at(2).name, u"victim"_s}}, out);
    out.set(u"winner"_s, s.beats && !s.guarded ? u"thief"_s : u"victim"_s);
}
} // namespace TheftCalc

} // namespace

QList<Action> oneOffActions()
{
    // The battle's players fill what they hold (hgcalcfill.h): the calculators keep no game, but a
    // battle still holds the players' counters.
    return {
        Action{HonourGlory::roundSchema(),
               parseThenResolve(&RoundCalc::parse, &RoundCalc::resolve),
               {},
               calculatorFill(HonourGlory::roundSchema()),
               {}},
        Action{HonourGlory::endSchema(),
               parseThenResolve(&EndCalc::parse, &EndCalc::resolve),
               {},
               calculatorFill(HonourGlory::endSchema()),
               {}},
        Action{HonourGlory::theftSchema(),
               parseThenResolve(&TheftCalc::parse, &TheftCalc::resolve),
               {},
               calculatorFill(HonourGlory::theftSchema()),
               {}},
        terrainCalcAction(),
    };
}

} // namespace adj::hg
