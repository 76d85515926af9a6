// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wfaboarding.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "wfabattleodds.h"
#include "wfainputs.h"
#include "wfaplotactions.h"

#include <QJsonArray>

#include <vector>

using namespace Qt::StringLiterals;

namespace adj {

using namespace wfa;

namespace {

int roll2(const WfaTable &t, DiceSource &dice, const char *step, const QString &who, QList<int> *values)
{
    *values = dice.forStep(step).rollPool(
        t.boardingDice, DieSpec{t.sides, false},
        dice.wantsText() ? QCoreApplication::translate("adj::WfaBoarding", "%1: boarding roll").arg(who)
                         : QString());
    int sum = 0;
    for (int v : std::as_const(*values))
        sum += v;
    return sum;
}

// 8.3, 8.1, 8.7: both ships in one hex, no attempt there yet this turn.
QString checkHex(const Inputs &in, const QString &a, const QString &b)
{
    const QString ha = getString(in, a + u"Hex"_s).trimmed(), hb = getString(in, b + u"Hex"_s).trimmed();
    if (!getBool(in, u"sameHex"_s) || (!ha.isEmpty() && !hb.isEmpty() && ha != hb))
        return QCoreApplication::translate(
            "adj::WfaBoarding", "the ships are not in the same hex: boarding needs both ships in one "
                                "hex (3.4.1, 8.1)");
    if (getBool(in, u"hexBoardedThisTurn"_s))
        return QCoreApplication::translate(
            "adj::WfaBoarding", "a boarding action has already been tried in this hex this turn (8.7)");
    return {};
}

QList<InputSpec> hexInputs(const QString &a, const QString &b)
{
    return {
        boolInput(u"sameHex"_s, true, QCoreApplication::translate("adj::WfaBoarding", "Same hex"),
                  QCoreApplication::translate("adj::WfaBoarding", "Both ships are in one hex."), u"8.1"_s),
        stringInput(a + u"Hex"_s, QCoreApplication::translate("adj::WfaBoarding", "%1 hex").arg(a),
                    QCoreApplication::translate("adj::WfaBoarding", "Hex label CCRR (optional, checked)")),
        stringInput(b + u"Hex"_s, QCoreApplication::translate("adj::WfaBoarding", "%1 hex").arg(b),
                    QCoreApplication::translate("adj::WfaBoarding", "Hex label CCRR (optional, checked)")),
        boolInput(
            u"hexBoardedThisTurn"_s, false,
            QCoreApplication::translate("adj::WfaBoarding", "Boarding tried here this turn"),
            QCoreApplication::translate("adj::WfaBoarding", "Only one boarding action per hex per turn."),
            u"8.7"_s),
    };
}

void markHex(Resolution &out, const QString &role, qint64 id)
{
    if (out.quiet())
        return;
    Effect e;
    e.kind = Effect::Kind::PlaceMarker;
    e.subject = role;
    e.unit = id;
    e.marker = u"boarded"_s;
    e.rule = u"8.7"_s;
    e.text = QCoreApplication::translate("adj::WfaBoarding", "no further boarding in this hex this turn");
    out.effect(e);
}

// Ways of each total of `count` dice of `sides` faces (the index is the total).
std::vector<Integer> totals(int count, int sides)
{
    std::vector<Integer> ways{1};
    for (int i = 0; i < count; ++i) {
        std::vector<Integer> next(ways.size() + size_t(sides));
        for (size_t s = 0; s < ways.size(); ++s)
            for (int f = 1; f <= sides; ++f)
                next[s + size_t(f)] += ways[s];
        ways.swap(next);
    }
    return ways;
}

// Every pair of the two ships' boarding totals (the higher-rated ship's first) with its ways.
template <typename F> void eachPair(const WfaTable &t, F f)
{
    const std::vector<Integer> ways = totals(t.boardingDice, t.sides);
    for (size_t h = 0; h < ways.size(); ++h)
        for (size_t l = 0; l < ways.size(); ++l)
            if (sgn(ways[h]) != 0 && sgn(ways[l]) != 0)
                f(int(h), int(l), Integer(ways[h] * ways[l]));
}

// 8.4: the ways (out of sides^(2 dice)) the boarder's total beats the defender's by the margin.
Integer attemptWays(const WfaTable &t, int boarderRating, int defenderRating)
{
    const bool boarderHigher = boarderRating >= defenderRating;
    const int diff = qAbs(boarderRating - defenderRating);
    Integer ok;
    eachPair(t, [&](int high, int low, const Integer &w) {
        const int boarderTotal = boarderHigher ? high + diff : low;
        const int defenderTotal = boarderHigher ? low : high + diff;
        if (boarderTotal - defenderTotal >= t.boardingMargin)
            ok += w;
    });
    return ok;
}

} // namespace

bool WfaBoarding::attempt(const WfaTable &t, const QString &boarder, int boarderRating,
                          const QString &defender, int defenderRating, DiceSource &dice, Resolution &out,
                          const QStringList &roles)
{
    const bool boarderHigher = boarderRating >= defenderRating;
    const int diff = qAbs(boarderRating - defenderRating);
    QList<int> hv, lv;
    const QString high = boarderHigher ? boarder : defender, low = boarderHigher ? defender : boarder;
    // 8.4: the higher-rated ship rolls first and adds the difference.
    const int highRoll = roll2(t, dice, "higher-ship", high, &hv);
    const int lowRoll = roll2(t, dice, "lower-ship", low, &lv);
    const int highTotal = highRoll + diff;
    const int boarderTotal = boarderHigher ? highTotal : lowRoll;
    const int defenderTotal = boarderHigher ? lowRoll : highTotal;
    const int margin = boarderTotal - defenderTotal;
    const bool ok = margin >= t.boardingMargin;
    if (!out.quiet()) {
        // 8.4: the boarder's total had to beat the defender's by the margin (7).
        const QString &highRole = roles.at(boarderHigher ? 0 : 1), &lowRole = roles.at(boarderHigher ? 1 : 0);
        const QString meaning = ok ? u"boarded"_s : u"not-boarded"_s;
        Roll h{u"higher-ship"_s, hv}, l{u"lower-ship"_s, lv};
        h.to(highTotal).by(highRole);
        l.to(lowRoll).by(lowRole);
        (boarderHigher ? h : l).against(defenderTotal + t.boardingMargin).meaning(meaning);
        out.roll(h);
        out.roll(l);
        out.set(u"margin"_s, margin);
        out.set(u"boardingMargin"_s, t.boardingMargin);
        out.set(u"ratingDifference"_s, diff);
        out.set(u"boarded"_s, ok);
    }
    if (dice.wantsText()) {
        out.line(tr("%1 (rating %2) against %3 (rating %4): %5 adds the difference %6")
                     .arg(boarder)
                     .arg(boarderRating)
                     .arg(defender)
                     .arg(defenderRating)
                     .arg(high)
                     .arg(diff),
                 u"8.4"_s);
        out.line(tr("%1 rolls %2 = %3 + %4 = %5; %6 rolls %7 = %8")
                     .arg(high, diceText(hv))
                     .arg(highRoll)
                     .arg(diff)
                     .arg(highTotal)
                     .arg(low, diceText(lv))
                     .arg(lowRoll),
                 u"8.4"_s);
        out.line(ok ? tr("%1 - %2 = %3: %4 or more, %5 boards")
                          .arg(boarderTotal)
                          .arg(defenderTotal)
                          .arg(margin)
                          .arg(t.boardingMargin)
                          .arg(boarder)
                    : tr("%1 - %2 = %3: less than %4, no boarding; the ships stay in the hex")
                          .arg(boarderTotal)
                          .arg(defenderTotal)
                          .arg(margin)
                          .arg(t.boardingMargin),
                 u"8.4"_s);
    }
    return ok;
}

int WfaBoarding::rollOff(const WfaTable &t, const QString &a, int aRating, const QString &b, int bRating,
                         int advantage, DiceSource &dice, Resolution &out)
{
    const bool aHigher = aRating >= bRating;
    const int diff = qAbs(aRating - bRating);
    QList<int> hv, lv;
    const QString high = aHigher ? a : b, low = aHigher ? b : a;
    const int highTotal = roll2(t, dice, "rolloff-higher", high, &hv) + diff;
    const int lowTotal = roll2(t, dice, "rolloff-lower", low, &lv);
    const int aTotal = aHigher ? highTotal : lowTotal, bTotal = aHigher ? lowTotal : highTotal;
    const int winner = aTotal > bTotal ? 0 : bTotal > aTotal ? 1 : advantage;
    if (!out.quiet()) {
        const QString highRole = aHigher ? u"a"_s : u"b"_s, lowRole = aHigher ? u"b"_s : u"a"_s;
        const bool highWins = (winner == 0) == aHigher;
        out.roll(Roll{u"rolloff-higher"_s, hv}
                     .to(highTotal)
                     .meaning(highWins ? u"wins"_s : u"loses"_s)
                     .by(highRole));
        out.roll(
            Roll{u"rolloff-lower"_s, lv}.to(lowTotal).meaning(highWins ? u"loses"_s : u"wins"_s).by(lowRole));
        out.set(u"winner"_s, winner == 0 ? u"a"_s : u"b"_s);
        out.set(u"tie"_s, aTotal == bTotal);
    }
    if (dice.wantsText()) {
        out.line(tr("both want to board: %1 rolls %2 = %3 + %4 = %5; %6 rolls %7 = %8")
                     .arg(high, diceText(hv))
                     .arg(highTotal - diff)
                     .arg(diff)
                     .arg(highTotal)
                     .arg(low, diceText(lv))
                     .arg(lowTotal),
                 u"8.5"_s);
        const QString w = winner == 0 ? a : b;
        out.line(aTotal == bTotal ? tr("a tie: %1 has the commander's advantage and attempts to board").arg(w)
                                  : tr("%1 has the higher total and attempts to board").arg(w),
                 u"8.5"_s);
    }
    return winner;
}

QList<DiceStep> WfaBoarding::attemptSteps()
{
    // 8.4: the higher-rated ship rolls first, whichever side boards.
    return {
        dice::step(u"higher-ship"_s, DieSpec{}, 2, tr("boarding roll of the higher-rated ship"), u"8.4"_s),
        dice::step(u"lower-ship"_s, DieSpec{}, 2, tr("boarding roll of the lower-rated ship"), u"8.4"_s)};
}

ActionSchema WfaBoarding::attemptSchema()
{
    ActionSchema s;
    s.id = u"boarding-attempt"_s;
    s.name = tr("Boarding attempt");
    s.rule = u"8.4"_s;
    s.help = tr("One side wants to board the enemy ship in its hex: 2d6 each, the higher-rated ship adds the "
                "difference, boarding at a margin of 7 or more.");
    s.outcomes = {u"boarded"_s, u"not-boarded"_s};
    s.dice = attemptSteps();
    s.inputs = {
        unitInput(u"boarder"_s, tr("Boarding ship"), tr("The battle's ship that boards (optional)."))
            .as(InputSpec::Role::Actor),
        unitInput(u"defender"_s, tr("Defending ship"), tr("The battle's ship to be boarded (optional)."))
            .as(InputSpec::Role::Target),
        intInput(u"boarderRating"_s, 1, 60, {}, tr("Boarder damage rating"), tr("Current damage rating."),
                 u"8.4"_s, true)
            .withTerm(u"strength"_s)
            .heldOf(u"boarder"_s),
        intInput(u"defenderRating"_s, 1, 60, {}, tr("Defender damage rating"), tr("Current damage rating."),
                 u"8.4"_s, true)
            .withTerm(u"strength"_s)
            .heldOf(u"defender"_s),
        intInput(u"boarderMarines"_s, 0, 12, {}, tr("Boarder's marines (MP)"),
                 tr("A ship must have marines aboard to board."), u"8.1"_s, true)
            .heldOf(u"boarder"_s),
    };
    s.inputs += hexInputs(u"boarder"_s, u"defender"_s);
    s.inputs += WfaPlotActions::shipNamesInput();
    return s;
}

ActionSchema WfaBoarding::rollOffSchema()
{
    ActionSchema s;
    s.id = u"boarding-rolloff"_s;
    s.name = tr("Both want to board");
    s.rule = u"8.5"_s;
    s.help = tr(
        "Both sides want to board: a roll-off decides who attempts, then that side makes the 8.4 attempt.");
    s.outcomes = {u"boarder:a"_s, u"boarder:b"_s, u"boarded"_s, u"not-boarded"_s};
    s.dice = {
        dice::step(u"rolloff-higher"_s, DieSpec{}, 2, tr("roll-off of the higher-rated ship"), u"8.5"_s),
        dice::step(u"rolloff-lower"_s, DieSpec{}, 2, tr("roll-off of the lower-rated ship"), u"8.5"_s)};
    for (DiceStep step : attemptSteps()) {
        step.when = tr("then, for the winner's attempt");
        s.dice << step;
    }
    s.inputs = {
        unitInput(u"a"_s, tr("Ship A"), tr("The battle's ship A (optional).")).as(InputSpec::Role::Actor),
        unitInput(u"b"_s, tr("Ship B"), tr("The battle's ship B (optional).")).as(InputSpec::Role::Target),
        intInput(u"aRating"_s, 1, 60, {}, tr("A damage rating"), tr("Current damage rating."), u"8.5"_s, true)
            .withTerm(u"strength"_s)
            .heldOf(u"a"_s),
        intInput(u"bRating"_s, 1, 60, {}, tr("B damage rating"), tr("Current damage rating."), u"8.5"_s, true)
            .withTerm(u"strength"_s)
            .heldOf(u"b"_s),
        intInput(u"aMarines"_s, 0, 12, {}, tr("A's marines (MP)"), tr("Marines aboard A."), u"8.1"_s, true)
            .heldOf(u"a"_s),
        intInput(u"bMarines"_s, 0, 12, {}, tr("B's marines (MP)"), tr("Marines aboard B."), u"8.1"_s, true)
            .heldOf(u"b"_s),
        enumInput(u"advantage"_s, {u"a"_s, u"b"_s}, {}, tr("Commander's advantage"),
                  tr("The side that wins a tied roll-off (the scenario's commander's advantage); needed "
                     "only when the ratings are close enough for a tie."),
                  u"7.1"_s),
        boolInput(u"thenAttempt"_s, true, tr("Then attempt"),
                  tr("The winner then makes the boarding attempt (8.4)."), u"8.5"_s),
    };
    s.inputs += hexInputs(u"a"_s, u"b"_s);
    s.inputs += WfaPlotActions::shipNamesInput();
    return s;
}

QString WfaBoarding::attemptRefusal(const Inputs &in, const RuleTable &table)
{
    if (!WfaTable::of(table))
        return tr("the boarding attempt needs the wfa-naval rule table");
    if (getInt(in, u"boarderMarines"_s) <= 0)
        return tr("input \"boarderMarines\" is 0: a ship must have marines aboard to board (8.1)");
    return checkHex(in, u"boarder"_s, u"defender"_s);
}

struct WfaBoarding::AttemptSpec
{
    WfaTable t;
    int boarderRating = 0, defenderRating = 0;
    qint64 boarder = 0;
    QString boarderName, defenderName;
};

Action::Bind WfaBoarding::bindAttempt()
{
    return parseThenResolve(&parseAttempt, &resolveAttempt);
}

ParsedInputs<WfaBoarding::AttemptSpec> WfaBoarding::parseAttempt(const Inputs &in, const RuleTable &table)
{
    if (const QString e = attemptRefusal(in, table); !e.isEmpty())
        return ParsedInputs<AttemptSpec>::refused(e);
    AttemptSpec s;
    s.t = *WfaTable::of(table);
    s.boarderRating = getInt(in, u"boarderRating"_s);
    s.defenderRating = getInt(in, u"defenderRating"_s);
    s.boarder = getId(in, u"boarder"_s);
    s.boarderName = shipName(in, u"boarder"_s, u"boarder"_s);
    s.defenderName = shipName(in, u"defender"_s, u"defender"_s);
    return s;
}

void WfaBoarding::resolveAttempt(const AttemptSpec &s, DiceSource &dice, Resolution &out)
{
    const bool ok = attempt(s.t, s.boarderName, s.boarderRating, s.defenderName, s.defenderRating, dice, out,
                            {u"boarder"_s, u"defender"_s});
    out.outcome(ok ? u"boarded"_s : u"not-boarded"_s);
    if (!out.quiet()) {
        out.set(u"winner"_s, ok ? u"boarder"_s : u"defender"_s);
        if (s.boarder != 0)
            out.unit(u"boarder"_s, u"unit"_s, s.boarder);
        out.unit(u"boarder"_s, u"markers"_s, QJsonArray{u"boarded"_s});
    }
    markHex(out, u"boarder"_s, s.boarder);
    if (ok && !out.quiet()) {
        Effect e;
        e.kind = Effect::Kind::Note;
        e.subject = u"boarder"_s;
        e.unit = s.boarder;
        e.rule = u"8.6"_s;
        e.text = tr("proceed to the boarding battle");
        out.effect(e);
    }
}

QString WfaBoarding::rollOffRefusal(const Inputs &in, const RuleTable &table)
{
    if (!WfaTable::of(table))
        return tr("the boarding roll-off needs the wfa-naval rule table");
    for (const QString &p : {u"a"_s, u"b"_s})
        if (getInt(in, p + u"Marines"_s) <= 0)
            return tr("input \"%1Marines\" is 0: a ship must have marines aboard to board (8.1); "
                      "only the other side may attempt (8.4)")
                .arg(p);
    // 8.5: the higher-rated ship adds the difference to its roll; a tie needs its totals to meet.
    // Only then does the commander's advantage (7.1) decide, so only then is it asked for.
    const WfaTable &t = *WfaTable::of(table);
    const int diff = qAbs(getInt(in, u"aRating"_s) - getInt(in, u"bRating"_s));
    const int spread = t.boardingDice * (t.sides - 1); // highest total less lowest, on the same dice
    if (!has(in, u"advantage"_s) && diff <= spread)
        return tr("input \"advantage\" is needed: damage ratings %1 and %2 differ by %3, so the roll-off "
                  "can tie, and the commander's advantage (a or b) wins a tie (8.5, 7.1)")
            .arg(getInt(in, u"aRating"_s))
            .arg(getInt(in, u"bRating"_s))
            .arg(diff);
    return checkHex(in, u"a"_s, u"b"_s);
}

struct WfaBoarding::RollOffSpec
{
    WfaTable t;
    int aRating = 0, bRating = 0;
    int advantage = 0; // 8.5: the side winning a tie, 0 a, 1 b
    bool thenAttempt = true;
    qint64 ids[2] = {0, 0};
    QString aName, bName;
};

Action::Bind WfaBoarding::bindRollOff()
{
    return parseThenResolve(&parseRollOff, &resolveRollOff);
}

ParsedInputs<WfaBoarding::RollOffSpec> WfaBoarding::parseRollOff(const Inputs &in, const RuleTable &table)
{
    if (const QString e = rollOffRefusal(in, table); !e.isEmpty())
        return ParsedInputs<RollOffSpec>::refused(e);
    RollOffSpec s;
    s.t = *WfaTable::of(table);
    s.aRating = getInt(in, u"aRating"_s);
    s.bRating = getInt(in, u"bRating"_s);
    s.advantage = getString(in, u"advantage"_s) == u"b"_s ? 1 : 0;
    s.thenAttempt = getBool(in, u"thenAttempt"_s);
    s.ids[0] = getId(in, u"a"_s);
    s.ids[1] = getId(in, u"b"_s);
    s.aName = shipName(in, u"a"_s, u"a"_s);
    s.bName = shipName(in, u"b"_s, u"b"_s);
    return s;
}

void WfaBoarding::resolveRollOff(const RollOffSpec &s, DiceSource &dice, Resolution &out)
{
    const int w = rollOff(s.t, s.aName, s.aRating, s.bName, s.bRating, s.advantage, dice, out);
    out.outcome(w == 0 ? u"boarder:a"_s : u"boarder:b"_s);
    if (!s.thenAttempt)
        return;
    const bool ok = w == 0
                        ? attempt(s.t, s.aName, s.aRating, s.bName, s.bRating, dice, out, {u"a"_s, u"b"_s})
                        : attempt(s.t, s.bName, s.bRating, s.aName, s.aRating, dice, out, {u"b"_s, u"a"_s});
    out.outcome(ok ? u"boarded"_s : u"not-boarded"_s);
    if (!out.quiet()) {
        const QString role = w == 0 ? u"a"_s : u"b"_s;
        if (s.ids[w] != 0)
            out.unit(role, u"unit"_s, s.ids[w]);
        out.unit(role, u"markers"_s, QJsonArray{u"boarded"_s});
    }
    markHex(out, w == 0 ? u"a"_s : u"b"_s, s.ids[w]);
}

std::optional<Distribution> WfaBoarding::attemptOdds(const Inputs &in, const RuleTable &table)
{
    if (!attemptRefusal(in, table).isEmpty())
        return std::nullopt; // the generic walk says why
    const WfaTable &t = *WfaTable::of(table);
    const Integer all = power(unsigned(t.sides), unsigned(2 * t.boardingDice));
    const Integer ok = attemptWays(t, getInt(in, u"boarderRating"_s), getInt(in, u"defenderRating"_s));
    Distribution d;
    if (sgn(ok) != 0)
        d.add({u"boarded"_s}, Fraction(ok, all));
    if (ok != all)
        d.add({u"not-boarded"_s}, Fraction(Integer(all - ok), all));
    d.setPaths(d.outcomes().size());
    return d;
}

std::optional<Distribution> WfaBoarding::rollOffOdds(const Inputs &in, const RuleTable &table)
{
    if (!rollOffRefusal(in, table).isEmpty())
        return std::nullopt;
    const WfaTable &t = *WfaTable::of(table);
    const int ar = getInt(in, u"aRating"_s), br = getInt(in, u"bRating"_s);
    const int adv = getString(in, u"advantage"_s) == u"b"_s ? 1 : 0;
    // 8.5: the roll-off by convolution of the two totals, then the winner's 8.4 attempt.
    const bool aHigher = ar >= br;
    const int diff = qAbs(ar - br);
    Integer aWins;
    eachPair(t, [&](int high, int low, const Integer &w) {
        const int aTotal = aHigher ? high + diff : low, bTotal = aHigher ? low : high + diff;
        if ((aTotal > bTotal ? 0 : bTotal > aTotal ? 1 : adv) == 0)
            aWins += w;
    });
    const Integer all = power(unsigned(t.sides), unsigned(2 * t.boardingDice));
    const Fraction wins[2] = {Fraction(aWins, all), Fraction(Integer(all - aWins), all)};
    Distribution d;
    for (int w = 0; w < 2; ++w) {
        if (wins[w].isZero())
            continue;
        const QString boarder = w == 0 ? u"boarder:a"_s : u"boarder:b"_s;
        if (!getBool(in, u"thenAttempt"_s)) {
            d.add({boarder}, wins[w]);
            continue;
        }
        const Fraction ok(w == 0 ? attemptWays(t, ar, br) : attemptWays(t, br, ar), all);
        if (!ok.isZero())
            d.add({boarder, u"boarded"_s}, wins[w] * ok);
        if (ok != Fraction(1))
            d.add({boarder, u"not-boarded"_s}, wins[w] * (Fraction(1) - ok));
    }
    d.setPaths(d.outcomes().size());
    return d;
}

} // namespace adj
