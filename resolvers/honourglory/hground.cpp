// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hgrules.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {

const QString kRounds = u"Resolving Rounds"_s;
const QString kEnd = u"Resolving the End of Duration"_s;
const QString kColumns = u"Moving Columns in a Unit"_s;
const QString kWin = u"Goal – Win Conditions"_s;

Effect beatenMarker(const QString &name, const QString &rule)
{
    Effect e;
    e.kind = Effect::Kind::PlaceMarker;
    e.subject = name;
    e.side = name;
    e.marker = u"beaten"_s;
    e.rule = rule;
    e.text = QCoreApplication::translate("adj::HgRules", "%1 is beaten").arg(name);
    return e;
}

HgStep refuse(const HgGame &g, const QString &message)
{
    HgStep s;
    s.game = g;
    s.error = message;
    return s;
}

QString sideName(HgPairOutcome::Side s, const QString &opponent)
{
    switch (s) {
    case HgPairOutcome::Side::One:
        return QCoreApplication::translate("adj::HgRules", "The One");
    case HgPairOutcome::Side::Many:
        return opponent;
    case HgPairOutcome::Side::None:
        break;
    }
    return QCoreApplication::translate("adj::HgRules", "nobody");
}

} // namespace

Effect HgRules::counter(const QString &side, const QString &kind, int amount, const QString &rule,
                        const QString &text)
{
    Effect e;
    e.kind = Effect::Kind::ChangeCounter;
    e.subject = u"side"_s;
    e.side = side;
    e.counter = kind;
    e.amount = amount;
    e.rule = rule;
    e.text = text;
    return e;
}

HgStep HgRules::newGame(const HgPlayerSetup &one, const QList<HgPlayerSetup> &many, const HgTable &t)
{
    HgGame g;
    const int n = int(many.size());
    auto make = [&](const HgPlayerSetup &s, bool isOne) {
        HgPlayer p;
        p.name = s.name;
        p.colour = s.colour;
        p.one = isOne;
        p.armyCost = s.armyCost;
        p.tacticsMl = s.tacticsMl;
        p.columns = s.columns;
        p.damage = isOne ? t.oneDamageStart : 0;
        if (isOne) {
            p.mpStack = QList<int>(n, t.mpPerCounter); // Setup: one MP counter per opponent on 50
        } else {
            p.mp = s.mp < 0 ? t.manyDefaultMp : s.mp;
            p.glory = t.gloryStart; // Setup: the Glory Counter starts on 0
            p.vetoesLeft = t.terrainVetoes;
        }
        return p;
    };
    g.players.append(make(one, true));
    for (const HgPlayerSetup &s : many)
        g.players.append(make(s, false));
    for (const HgPlayer &p : std::as_const(g.players))
        if (p.troopCount() == 0)
            return refuse({}, tr("%1's Unit has no Troop Cards").arg(p.name));
    const QString e = g.check(t);
    if (!e.isEmpty())
        return refuse({}, e);
    HgStep s;
    s.game = g;
    s.trace.append({tr("The One (%1) faces %2 opponents: %2 MP counters of %3 stacked on his Score Card")
                        .arg(one.name)
                        .arg(n)
                        .arg(t.mpPerCounter),
                    u"Setup"_s});
    return s;
}

HgColumn HgRules::chosenColumn(int round, bool one, const HgTable &t)
{
    const QList<HgColumn> &l = one ? t.oneColumn : t.manyColumn;
    return l.at(qBound(1, round, int(l.size())) - 1);
}

HgRules::Absorbed HgRules::absorb(const QList<int> &stack, int amount)
{
    Absorbed a;
    a.stack = stack;
    QStringList parts;
    int left = amount;
    for (int i = 0; i < a.stack.size() && left > 0; ++i) {
        int &c = a.stack[i];
        if (c == 0)
            continue;
        const int take = std::min(c, left);
        parts.append(tr("counter %1: %2 → %3").arg(i + 1).arg(c).arg(c - take));
        c -= take;
        left -= take;
    }
    a.unabsorbed = left;
    a.text = parts.isEmpty() ? tr("no counter changes") : parts.join(u", "_s);
    return a;
}

// The One's Chosen Troop, when entered, comes from his column of the round.
QString HgRules::oneChosenRefusal(const HgGame &g, const HgRound &r, HgColumn oneCol)
{
    if (r.oneChosenTroop.isEmpty())
        return {};
    HgColumn c;
    if (!g.one().findTroop(r.oneChosenTroop, &c, int(oneCol)))
        return tr("The One has no Troop Card \"%1\"").arg(r.oneChosenTroop);
    if (c != oneCol)
        return tr("The One's Chosen Troop %1 is in his %2 column; in round %3 it comes from the %4")
            .arg(r.oneChosenTroop, hgColumnName(c))
            .arg(g.round)
            .arg(hgColumnName(oneCol));
    return {};
}

// One pairing as entered: a player of The Many, counts of 0 or more, his Chosen Troop from his
// column of the round, a rescued card's counter another player's.
QString HgRules::pairingRefusal(const HgGame &g, const HgPairOutcome &p, HgColumn manyCol)
{
    const int i = g.indexOf(p.opponent);
    if (p.oneMp < 0 || p.mp < 0)
        return tr("%1: MP absorbed cannot be negative").arg(p.opponent);
    if (p.damageToOne < 0 || p.damageToMany < 0)
        return tr("%1: Damage cannot be negative").arg(p.opponent);
    const QString &giver = p.rescuedFrom;
    if (!p.chosenTroop.isEmpty()) {
        HgColumn c;
        const HgTroop *troop = g.players.at(i).findTroop(p.chosenTroop, &c, int(manyCol));
        if (!troop)
            return tr("%1 has no Troop Card \"%2\"").arg(p.opponent, p.chosenTroop);
        if (c != manyCol)
            return tr("%1's Chosen Troop %2 is in his %3 column; in round %4 it comes from the %5")
                .arg(p.opponent, p.chosenTroop, hgColumnName(c))
                .arg(g.round)
                .arg(hgColumnName(manyCol));
        if (!giver.isEmpty() && giver != troop->counter)
            return tr("%1's Chosen Troop %2 carries %3 rather than %4's counter")
                .arg(p.opponent, p.chosenTroop, troop->counter.isEmpty() ? tr("no counter") : troop->counter,
                     giver);
    }
    if (!giver.isEmpty() && (giver == p.opponent || g.indexOf(giver) < 1))
        return tr("%1: the rescued card's counter must be another player of The Many's, not \"%2\"")
            .arg(p.opponent, giver);
    return {};
}

// A round is resolved against every player of The Many, once each.
QString HgRules::pairingsRefusal(const HgGame &g, const HgRound &r, HgColumn manyCol)
{
    QStringList seen;
    for (const HgPairOutcome &p : r.pairs) {
        if (g.indexOf(p.opponent) < 1)
            return tr("\"%1\" is not one of The Many").arg(p.opponent);
        if (seen.contains(p.opponent))
            return tr("two outcomes were entered for %1").arg(p.opponent);
        seen.append(p.opponent);
        if (const QString e = pairingRefusal(g, p, manyCol); !e.isEmpty())
            return e;
    }
    for (const QString &name : g.many())
        if (!seen.contains(name))
            return tr("no outcome entered for %1: a round is resolved against every player of The Many")
                .arg(name);
    return {};
}

// The One absorbs MP once per opponent, from his stack of counters.
void HgRules::absorbOneMp(const HgRound &r, int opp, HgStep &s)
{
    HgPlayer &one = s.game.players[0];
    int total = 0;
    QStringList each;
    for (const HgPairOutcome &p : r.pairs) {
        total += p.oneMp;
        each.append(QString::number(p.oneMp));
    }
    const Absorbed a = absorb(one.mpStack, total);
    one.mpStack = a.stack;
    s.trace.append({tr("The One absorbs MP once per opponent (%1 times): %2 = %3 MP from his stack: %4")
                        .arg(opp)
                        .arg(each.join(u" + "_s))
                        .arg(total)
                        .arg(a.text),
                    kRounds});
    if (total > 0)
        s.effects.append(counter(one.name, u"MP"_s, -(total - a.unabsorbed), kRounds,
                                 tr("The One absorbs %1 MP (%2)").arg(total - a.unabsorbed).arg(a.text)));
}

// The player of The Many absorbs MP and takes The One's Damage.
void HgRules::manyTakes(const HgPairOutcome &p, HgPlayer &m, HgStep &s)
{
    if (p.mp > 0) {
        const int took = std::min(p.mp, m.mp);
        s.trace.append(
            {tr("%1 absorbs %2 MP: %3 → %4").arg(p.opponent).arg(p.mp).arg(m.mp).arg(m.mp - took), kRounds});
        m.mp -= took;
        s.effects.append(
            counter(m.name, u"MP"_s, -took, kRounds, tr("%1 absorbs %2 MP").arg(m.name).arg(took)));
    }
    if (p.damageToMany > 0) {
        m.damage += p.damageToMany;
        s.trace.append({tr("The One does %1 Damage to %2: Damage counter %3")
                            .arg(p.damageToMany)
                            .arg(p.opponent)
                            .arg(m.damage),
                        kRounds});
        s.effects.append(counter(m.name, u"Damage"_s, p.damageToMany, kRounds,
                                 tr("%1 takes %2 Damage").arg(m.name).arg(p.damageToMany)));
    }
}

// Glory: Damage done to The One, also to a rescued card's giver.
void HgRules::damageToOne(const HgPairOutcome &p, HgPlayer &m, const QString &giver, HgStep &s)
{
    if (p.damageToOne <= 0)
        return;
    HgGame &n = s.game;
    HgPlayer &one = n.players[0];
    one.damage += p.damageToOne;
    m.glory += p.damageToOne;
    s.trace.append({tr("%1 does %2 Damage to The One (Damage counter %3) and raises his Glory to %4")
                        .arg(p.opponent)
                        .arg(p.damageToOne)
                        .arg(one.damage)
                        .arg(m.glory),
                    u"Glory"_s});
    s.effects.append(counter(one.name, u"Damage"_s, p.damageToOne, kRounds,
                             tr("The One takes %1 Damage from %2").arg(p.damageToOne).arg(m.name)));
    s.effects.append(counter(m.name, u"Glory"_s, p.damageToOne, u"Glory"_s,
                             tr("%1 gains %2 Glory").arg(m.name).arg(p.damageToOne)));
    if (giver.isEmpty())
        return;
    HgPlayer &gv = n.players[n.indexOf(giver)];
    gv.glory += p.damageToOne;
    s.trace.append({tr("the Chosen Troop carries %1's counter: %1's Glory also rises by %2 to %3")
                        .arg(giver)
                        .arg(p.damageToOne)
                        .arg(gv.glory),
                    u"To The Rescue"_s});
    s.effects.append(counter(gv.name, u"Glory"_s, p.damageToOne, u"To The Rescue"_s,
                             tr("%1 gains %2 Glory for the rescued card").arg(gv.name).arg(p.damageToOne)));
}

// Shaken: a Damage Counter opposite the player, once.
void HgRules::shakeOne(const HgPairOutcome &p, HgStep &s)
{
    HgGame &n = s.game;
    if (!p.oneShaken || n.shaken.contains(p.opponent))
        return;
    n.shaken.append(p.opponent);
    s.trace.append(
        {tr("The One is Shaken against %1: a Damage Counter opposite %1").arg(p.opponent), u"Shaken"_s});
    Effect e;
    e.kind = Effect::Kind::PlaceMarker;
    e.subject = p.opponent;
    e.side = p.opponent;
    e.marker = u"shaken"_s;
    e.rule = u"Shaken"_s;
    e.text = tr("The One is Shaken against %1 (marker opposite %1)").arg(p.opponent);
    s.effects.append(e);
}

// Stratagem Cards on The One's 'tcts' round: turned over where he won, returned where not.
void HgRules::tctsStratagems(const HgPairOutcome &p, HgStep &s)
{
    HgGame &n = s.game;
    if (!n.stratagems.contains(p.opponent))
        return;
    QList<HgStratagem> &l = n.stratagems[p.opponent];
    const bool won = p.winner == HgPairOutcome::Side::One;
    QStringList names;
    for (qsizetype k = l.size() - 1; k >= 0; --k) {
        if (l.at(k).turned)
            continue;
        names.prepend(l.at(k).name);
        if (won)
            l[k].turned = true;
        else
            l.removeAt(k);
    }
    if (l.isEmpty())
        n.stratagems.remove(p.opponent);
    if (!names.isEmpty())
        s.trace.append({won ? tr("'tcts' won against %1: Stratagem Cards turned over: %2")
                                  .arg(p.opponent, names.join(u", "_s))
                            : tr("'tcts' not won against %1: Stratagem Cards returned: %2")
                                  .arg(p.opponent, names.join(u", "_s)),
                        u"Stratagem Cards"_s});
}

// One pairing of the round, in the order the rules give.
void HgRules::resolvePairing(const HgPairOutcome &p, const HgRound &r, HgColumn manyCol, const HgTable &t,
                             HgStep &s)
{
    HgGame &n = s.game;
    HgPlayer &m = n.players[n.indexOf(p.opponent)];
    QString giver = p.rescuedFrom;
    if (!p.chosenTroop.isEmpty())
        giver = m.findTroop(p.chosenTroop, nullptr, int(manyCol))->counter;
    s.trace.append({tr("against %1: %2 won%3")
                        .arg(p.opponent, sideName(p.winner, p.opponent),
                             p.guard == HgPairOutcome::Side::None
                                 ? QString()
                                 : tr(", %1 Guarded").arg(sideName(p.guard, p.opponent))),
                    kRounds});
    manyTakes(p, m, s);
    damageToOne(p, m, giver, s);
    shakeOne(p, s);
    if (r.oneTcts)
        tctsStratagems(p, s);
    if (t.manyBeatenAtZeroMp && m.mp == 0 && !m.beaten) {
        m.beaten = true;
        s.trace.append({tr("%1 has no MP left and is beaten").arg(m.name), kWin});
        s.effects.append(beatenMarker(m.name, kWin));
    }
}

HgStep HgRules::resolveRound(const HgGame &g, const HgRound &r, const HgTable &t)
{
    if (g.over)
        return refuse(g, tr("the game is over: %1").arg(g.result));
    if (g.round > t.rounds)
        return refuse(g, tr("round %1 of a Duration of %2 rounds: resolve the End of Duration first")
                             .arg(g.round)
                             .arg(t.rounds));
    const HgColumn oneCol = chosenColumn(g.round, true, t), manyCol = chosenColumn(g.round, false, t);
    if (const QString e = oneChosenRefusal(g, r, oneCol); !e.isEmpty())
        return refuse(g, e);
    if (const QString e = pairingsRefusal(g, r, manyCol); !e.isEmpty())
        return refuse(g, e);
    HgStep s;
    s.game = g;
    s.trace.append(
        {tr("round %1 of Duration %2: The One picks his Chosen Troop from his %3 column (any rank), "
            "The Many from their %4 column")
             .arg(g.round)
             .arg(g.duration)
             .arg(hgColumnName(oneCol), hgColumnName(manyCol)),
         kRounds});
    absorbOneMp(r, g.opponents(), s);
    for (const HgPairOutcome &p : r.pairs)
        resolvePairing(p, r, manyCol, t, s);
    HgPlayer &one = s.game.players[0];
    if (one.mpLeft() == 0 && !one.beaten) {
        one.beaten = true;
        s.trace.append({tr("all The One's MP counters are on 0: The One is beaten"), kRounds});
        Effect e = beatenMarker(one.name, kRounds);
        e.text = tr("The One (%1) is beaten: all his MP counters are on 0").arg(one.name);
        s.effects.append(e);
    }
    s.game.round += 1;
    settle(s.game, &s.trace);
    return s;
}

// A discard: the Damage counter pays the Discard Value (The One's times the opponents).
QString HgRules::discard(const HgDiscard &d, int opp, HgStep &s)
{
    HgGame &n = s.game;
    const int i = n.indexOf(d.player);
    if (i < 0)
        return tr("no player \"%1\" discards").arg(d.player);
    HgPlayer &p = n.players[i];
    HgColumn c;
    const HgTroop *troop = p.findTroop(d.troop, &c);
    if (!troop)
        return tr("%1 has no Troop Card \"%2\" to discard").arg(p.name, d.troop);
    const int value = p.one ? amendedDiscardValue(troop->discardValue, opp) : troop->discardValue;
    if (p.damage < value)
        return tr("%1's Damage counter (%2) is below the Discard Value of %3 (%4): no discard")
            .arg(p.name)
            .arg(p.damage)
            .arg(d.troop)
            .arg(value);
    s.trace.append({p.one ? tr("The One discards %1: Discard Value %2 × %3 opponents = %4; Damage %5 → %6")
                                .arg(d.troop)
                                .arg(troop->discardValue)
                                .arg(opp)
                                .arg(value)
                                .arg(p.damage)
                                .arg(p.damage - value)
                          : tr("%1 discards %2: Discard Value %3; Damage %4 → %5")
                                .arg(p.name, d.troop)
                                .arg(value)
                                .arg(p.damage)
                                .arg(p.damage - value),
                    kEnd});
    s.effects.append(counter(p.name, u"Damage"_s, -value, kEnd, tr("%1 discards %2").arg(p.name, d.troop)));
    s.discarded.append({p.name, d.troop, troop->discardValue, value});
    p.damage -= value;
    p.takeTroop(d.troop, nullptr);
    p.discardPile += 1;
    return {};
}

// A reminder, not a rule: The One's Damage above his MP, and which cards the Damage left reaches
// (the discard itself is the standard rules' choice and is entered).
void HgRules::damageReminders(int opp, HgStep &s)
{
    const HgPlayer &one = s.game.players.at(0);
    const int topMp = [&] {
        for (int v : one.mpStack)
            if (v > 0)
                return v;
        return 0;
    }();
    if (one.damage > topMp)
        s.trace.append({tr("The One's Damage (%1) is above his MP counter (%2): he cannot be beaten this way")
                            .arg(one.damage)
                            .arg(topMp),
                        kEnd});
    for (const HgPlayer &p : std::as_const(s.game.players)) {
        QStringList reached;
        for (const auto &col : p.columns)
            for (const HgTroop &troop : col) {
                const int v = p.one ? amendedDiscardValue(troop.discardValue, opp) : troop.discardValue;
                if (troop.discardValue > 0 && p.damage >= v)
                    reached.append(tr("%1 (%2)").arg(troop.name).arg(v));
            }
        if (!reached.isEmpty())
            s.trace.append({tr("%1's Damage %2 still reaches the Discard Value of %3")
                                .arg(p.name)
                                .arg(p.damage)
                                .arg(reached.join(u", "_s)),
                            kEnd});
    }
}

// Player i of The Many at the end of the Duration: beaten by Damage above MP, who won the
// Duration against whom (Moving Columns), the Glory Theft counter lifted.
void HgRules::endDurationOf(int i, HgStep &s)
{
    HgGame &n = s.game;
    HgPlayer &m = n.players[i];
    const HgPlayer &one = n.players.at(0);
    if (m.damage > m.mp && !m.beaten) {
        m.beaten = true;
        s.trace.append(
            {tr("%1's Damage (%2) is above his MP (%3): beaten").arg(m.name).arg(m.damage).arg(m.mp), kEnd});
        s.effects.append(beatenMarker(m.name, kEnd));
    }
    // Moving Columns: the winner's opponent has more cards in his Discard Pile.
    if (one.discardPile > m.discardPile) {
        n.swapsOwed.append({m.name, m.name});
        s.trace.append({tr("%1 wins the Duration against The One (Discard Piles %2 to %3): he may swap two "
                           "neighbour columns of his Unit")
                            .arg(m.name)
                            .arg(m.discardPile)
                            .arg(one.discardPile),
                        kColumns});
    } else if (m.discardPile > one.discardPile) {
        n.swapsOwed.append({one.name, m.name});
        n.conflictOwed.append(m.name);
        s.trace.append({tr("The One wins the Duration against %1 (Discard Piles %2 to %3): he may swap two "
                           "neighbour columns of %1's Unit and pick a Unit Conflict Card against him")
                            .arg(m.name)
                            .arg(one.discardPile)
                            .arg(m.discardPile),
                        kColumns});
    }
    if (!m.theftCounter.isEmpty()) {
        s.trace.append({tr("%1's counter is lifted from %2's Battle Master").arg(m.theftCounter, m.name),
                        u"Glory Theft"_s});
        m.theftCounter.clear();
    }
}

HgStep HgRules::endDuration(const HgGame &g, const QList<HgDiscard> &discards, const HgTable &t)
{
    if (g.over)
        return refuse(g, tr("the game is over: %1").arg(g.result));
    if (g.round == 1)
        return refuse(g, tr("no round of Duration %1 has been resolved yet").arg(g.duration));
    HgStep s;
    s.game = g;
    const int opp = g.opponents();
    for (const HgDiscard &d : discards)
        if (const QString e = discard(d, opp, s); !e.isEmpty())
            return refuse(g, e);
    damageReminders(opp, s);
    s.game.swapsOwed.clear();
    s.game.conflictOwed.clear();
    for (int i = 1; i < s.game.players.size(); ++i)
        endDurationOf(i, s);
    s.game.duration += 1;
    s.game.round = 1;
    settle(s.game, &s.trace);
    return s;
}

HgStep HgRules::swapColumns(const HgGame &g, const QString &by, const QString &owner, HgColumn a, HgColumn b)
{
    const int oi = g.indexOf(owner);
    if (oi == 0)
        return refuse(g, tr("no player, The One included, can swap the columns of The One's Unit"));
    if (oi < 0)
        return refuse(g, tr("no player \"%1\"").arg(owner));
    if (std::abs(int(a) - int(b)) != 1)
        return refuse(
            g, tr("only neighbour columns are swapped, not %1 and %2").arg(hgColumnName(a), hgColumnName(b)));
    const qsizetype k = g.swapsOwed.indexOf(HgSwap{by, owner});
    if (k < 0)
        return refuse(g, tr("%1 has not won a Duration that lets him swap %2's columns").arg(by, owner));
    HgStep s;
    s.game = g;
    s.game.swapsOwed.removeAt(k);
    auto &cols = s.game.players[oi].columns;
    std::swap(cols[size_t(a)], cols[size_t(b)]);
    s.trace.append(
        {tr("%1 swaps the %2 and %3 columns of %4's Unit").arg(by, hgColumnName(a), hgColumnName(b), owner),
         kColumns});
    return s;
}

void HgRules::settle(HgGame &g, QList<TraceLine> *trace)
{
    if (g.over)
        return;
    QStringList beaten, standing;
    for (int i = 1; i < g.players.size(); ++i)
        (g.players.at(i).beaten ? beaten : standing).append(g.players.at(i).name);
    const bool oneBeaten = g.one().beaten;
    if (!oneBeaten && beaten.isEmpty())
        return;
    g.over = true;
    if (!oneBeaten) {
        g.winners = {g.one().name};
        g.result = tr("The One (%1) wins: %2 beaten").arg(g.one().name, beaten.join(u", "_s));
    } else if (standing.isEmpty()) {
        g.winners.clear();
        g.result = tr("The One and every player of The Many are beaten at the same time: nobody wins");
    } else {
        int best = std::numeric_limits<int>::min();
        for (const QString &nm : std::as_const(standing))
            best = std::max(best, g.player(nm)->glory);
        for (const QString &nm : std::as_const(standing))
            if (g.player(nm)->glory == best)
                g.winners.append(nm);
        const QString also =
            beaten.isEmpty() ? QString() : tr(" (%1 beaten at the same time)").arg(beaten.join(u", "_s));
        g.result = g.winners.size() == 1 ? tr("The One is beaten%1: %2 wins with the most Glory (%3)")
                                               .arg(also, g.winners.first())
                                               .arg(best)
                                         : tr("The One is beaten%1: a tie on %2 Glory between %3")
                                               .arg(also)
                                               .arg(best)
                                               .arg(g.winners.join(u", "_s));
    }
    if (trace)
        trace->append({g.result, kWin});
}

} // namespace adj
