// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hgrules.h"

using namespace Qt::StringLiterals;

// The cards tracked per opponent, To The Rescue and Glory Theft.
namespace adj {

namespace {

HgStep refuse(const HgGame &g, const QString &message)
{
    HgStep s;
    s.game = g;
    s.error = message;
    return s;
}

QString notMany(const HgGame &g, const QString &name)
{
    if (g.indexOf(name) >= 1)
        return {};
    return QCoreApplication::translate("adj::HgRules", "\"%1\" is not one of The Many").arg(name);
}

} // namespace

HgStep HgRules::useStandard(const HgGame &g, const QString &opponent, const QString &card)
{
    if (const QString e = notMany(g, opponent); !e.isEmpty())
        return refuse(g, e);
    if (card.trimmed().isEmpty())
        return refuse(g, tr("the Standard Card has no name"));
    if (g.standardUsed.value(opponent).contains(card))
        return refuse(g, tr("The One has already used Standard Card %1 against %2: once per opponent")
                             .arg(card, opponent));
    HgStep s;
    s.game = g;
    s.game.standardUsed[opponent].append(card);
    s.trace.append({tr("The One uses Standard Card %1 against %2").arg(card, opponent), u"Standard Cards"_s});
    return s;
}

HgStep HgRules::chooseStratagems(const HgGame &g, const QString &opponent, const QList<HgStratagem> &cards)
{
    if (const QString e = notMany(g, opponent); !e.isEmpty())
        return refuse(g, e);
    int cost = 0;
    QStringList names;
    for (const HgStratagem &c : cards) {
        if (c.name.trimmed().isEmpty() || c.cost < 0)
            return refuse(g, tr("a Stratagem Card needs a name and a cost of 0 or more"));
        cost += c.cost;
        names.append(tr("%1 (%2)").arg(c.name).arg(c.cost));
    }
    const int ml = g.one().tacticsMl;
    if (cost > ml)
        return refuse(g, tr("Stratagem Cards against %1 cost %2; The One's Tactics ML allows %3 per opponent")
                             .arg(opponent)
                             .arg(cost)
                             .arg(ml));
    HgStep s;
    s.game = g;
    QList<HgStratagem> kept;
    for (const HgStratagem &c : g.stratagems.value(opponent))
        if (c.turned)
            kept.append(c); // already in play: not part of the new selection
    for (HgStratagem c : cards) {
        c.turned = false;
        kept.append(c);
    }
    if (kept.isEmpty())
        s.game.stratagems.remove(opponent);
    else
        s.game.stratagems.insert(opponent, kept);
    s.trace.append({tr("The One places Stratagem Cards face down opposite %1: %2; cost %3 of Tactics ML %4")
                        .arg(opponent, names.isEmpty() ? tr("none") : names.join(u", "_s))
                        .arg(cost)
                        .arg(ml),
                    u"Stratagem Cards"_s});
    return s;
}

HgStep HgRules::playConflict(const HgGame &g, const QString &opponent, const QString &card)
{
    if (const QString e = notMany(g, opponent); !e.isEmpty())
        return refuse(g, e);
    if (card.trimmed().isEmpty())
        return refuse(g, tr("the Unit Conflict Card has no name"));
    if (!g.conflictOwed.contains(opponent))
        return refuse(g,
                      tr("The One has not won the Duration against %1: no Unit Conflict Card").arg(opponent));
    HgStep s;
    s.game = g;
    s.game.conflictOwed.removeAll(opponent);
    s.game.conflict.insert(opponent, card);
    s.trace.append(
        {tr("The One places Unit Conflict Card %1 opposite %2").arg(card, opponent), u"Conflict Cards"_s});
    return s;
}

// To The Rescue is among The Many only: each giver another player, one offer each.
QString HgRules::rescueOffersRefusal(const HgGame &g, const QString &receiver,
                                     const QList<HgRescueOffer> &offers, QStringList *givers)
{
    if (g.over)
        return tr("the game is over: %1").arg(g.result);
    if (g.indexOf(receiver) == 0)
        return tr("To The Rescue only applies to The Many: The One receives no Troop Cards");
    if (const QString e = notMany(g, receiver); !e.isEmpty())
        return e;
    if (offers.isEmpty())
        return tr("no player offers %1 Troop Cards").arg(receiver);
    for (const HgRescueOffer &o : offers) {
        if (g.indexOf(o.giver) == 0)
            return tr("To The Rescue only applies to The Many: The One gives no Troop Cards");
        if (const QString e = notMany(g, o.giver); !e.isEmpty())
            return e;
        if (o.giver == receiver)
            return tr("%1 cannot rescue himself").arg(receiver);
        if (givers->contains(o.giver))
            return tr("%1 made two offers to %2").arg(o.giver, receiver);
        givers->append(o.giver);
    }
    return {};
}

HgStep HgRules::rescue(const HgGame &g, const QString &receiver, const QList<HgRescueOffer> &offers,
                       const QString &pick, const HgTable &t)
{
    const QString rule = u"To The Rescue"_s;
    QStringList givers;
    if (const QString e = rescueOffersRefusal(g, receiver, offers, &givers); !e.isEmpty())
        return refuse(g, e);
    // A receiver offered by several picks one of them.
    const QString chosen = pick.isEmpty() && offers.size() == 1 ? offers.first().giver : pick;
    if (!givers.contains(chosen))
        return refuse(g, offers.size() > 1 ? tr("%1 is offered Troop Cards by %2 and must pick one of them")
                                                 .arg(receiver, givers.join(u", "_s))
                                           : tr("%1 did not offer Troop Cards to %2").arg(pick, receiver));
    const HgRescueOffer &o = offers.at(givers.indexOf(chosen));
    const HgPlayer &gv = *g.player(chosen);
    const HgPlayer &rc = *g.player(receiver);
    const int k = int(o.troops.size());
    if (k == 0)
        return refuse(g, tr("%1 gives no Troop Cards").arg(chosen));
    if (gv.troopCount() - rc.troopCount() < t.rescueMinLead)
        return refuse(
            g, tr("%1 has %2 Troop Cards and %3 has %4: a player gives only with %5 or more cards more")
                   .arg(chosen)
                   .arg(gv.troopCount())
                   .arg(receiver)
                   .arg(rc.troopCount())
                   .arg(t.rescueMinLead));
    if (rc.troopCount() + k > gv.troopCount() - k)
        return refuse(
            g, tr("giving %1 Troop Cards would leave %2 with %3 and %4 with %5: the receiver never ends "
                  "with more than the giver")
                   .arg(k)
                   .arg(receiver)
                   .arg(rc.troopCount() + k)
                   .arg(chosen)
                   .arg(gv.troopCount() - k));
    HgStep s;
    s.game = g;
    HgPlayer &giver = s.game.players[g.indexOf(chosen)];
    HgPlayer &recv = s.game.players[g.indexOf(receiver)];
    for (const QString &name : o.troops) {
        HgColumn c;
        const HgTroop *found = giver.findTroop(name, &c);
        if (!found)
            return refuse(g, tr("%1 has no Troop Card \"%2\" to give").arg(chosen, name));
        if (!found->counter.isEmpty())
            return refuse(g, tr("%1 carries %2's counter: it was given to %3 and cannot be passed on")
                                 .arg(name, found->counter, chosen));
        HgTroop moved = *found;
        moved.counter = chosen;
        giver.takeTroop(name, nullptr);
        recv.columns[size_t(o.into)].append(moved);
        s.trace.append({tr("%1 gives %2 to %3 with a %4 counter on it (%3's %5 column)")
                            .arg(chosen, name, receiver, giver.colour, hgColumnName(o.into)),
                        rule});
    }
    if (offers.size() > 1)
        s.trace.append(
            {tr("%1 was offered cards by %2 and took %3's").arg(receiver, givers.join(u", "_s), chosen),
             rule});
    Effect e;
    e.kind = Effect::Kind::Note;
    e.subject = receiver;
    e.rule = rule;
    e.text = tr("move %1 from %2's Unit to %3's, each with a %4 counter")
                 .arg(o.troops.join(u", "_s), chosen, receiver, giver.colour);
    s.effects.append(e);
    return s;
}

HgStep HgRules::placeTheftCounter(const HgGame &g, const QString &victim, const QStringList &wanting,
                                  const QString &pick)
{
    const QString rule = u"Glory Theft"_s;
    if (g.over)
        return refuse(g, tr("the game is over: %1").arg(g.result));
    if (g.round != 1)
        return refuse(g, tr("a Glory Theft counter is placed at the beginning of a Duration, not in round %1")
                             .arg(g.round));
    if (g.indexOf(victim) == 0)
        return refuse(g,
                      tr("Glory Theft only applies to The Many: no counter goes on The One's Battle Master"));
    if (const QString e = notMany(g, victim); !e.isEmpty())
        return refuse(g, e);
    if (!g.player(victim)->theftCounter.isEmpty())
        return refuse(g, tr("%1's Battle Master already carries %2's counter: one at a time")
                             .arg(victim, g.player(victim)->theftCounter));
    for (const QString &w : wanting) {
        if (const QString e = notMany(g, w); !e.isEmpty())
            return refuse(g, e);
        if (w == victim)
            return refuse(g, tr("%1 cannot steal his own Glory").arg(w));
        for (int i = 1; i < g.players.size(); ++i)
            if (g.players.at(i).theftCounter == w)
                return refuse(
                    g, tr("%1's counter is already on %2's Battle Master").arg(w, g.players.at(i).name));
    }
    const QString thief = pick.isEmpty() && wanting.size() == 1 ? wanting.value(0) : pick;
    if (!wanting.contains(thief))
        return refuse(g, tr("%1 must pick one of %2 to place a counter").arg(victim, wanting.join(u", "_s)));
    HgStep s;
    s.game = g;
    s.game.players[g.indexOf(victim)].theftCounter = thief;
    s.trace.append({tr("%1 places a %2 counter on %3's Battle Master instead of selecting Stratagem Cards")
                        .arg(thief, g.player(thief)->colour, victim),
                    rule});
    if (wanting.size() > 1)
        s.trace.append({tr("%1 picked %2 among %3; the others may still pick Stratagem Cards")
                            .arg(victim, thief, wanting.join(u", "_s)),
                        rule});
    return s;
}

HgStep HgRules::resolveTheft(const HgGame &g, const QString &thief, bool beats, bool guarded,
                             const HgTable &t)
{
    const QString rule = u"Glory Theft"_s;
    if (g.over)
        return refuse(g, tr("the game is over: %1").arg(g.result));
    if (const QString e = notMany(g, thief); !e.isEmpty())
        return refuse(g, e);
    int vi = -1;
    for (int i = 1; i < g.players.size(); ++i)
        if (g.players.at(i).theftCounter == thief)
            vi = i;
    if (vi < 0)
        return refuse(g, tr("%1 has no counter on another player's Battle Master").arg(thief));
    const HgPlayer &th = *g.player(thief);
    const HgPlayer &v = g.players.at(vi);
    if (guarded && !beats)
        return refuse(g, tr("%1 Guards only against a Mastery Card that beats his").arg(v.name));
    if (guarded && v.tacticsMl <= th.tacticsMl)
        return refuse(g, tr("%1 cannot Guard: his Tactics ML %2 is not higher than %3's %4")
                             .arg(v.name)
                             .arg(v.tacticsMl)
                             .arg(thief)
                             .arg(th.tacticsMl));
    HgStep s;
    s.game = g;
    HgPlayer &nt = s.game.players[g.indexOf(thief)];
    HgPlayer &nv = s.game.players[vi];
    const bool won = beats && !guarded;
    if (won) {
        const int lost = std::min(t.theftLoss, std::max(0, nv.glory - t.gloryMinimum));
        nv.glory -= lost;
        nt.glory += t.theftGain;
        s.trace.append({tr("%1's Mastery Card beats %2's: %2 loses %3 Glory (%4), %1 gains %5 (%6)")
                            .arg(thief, v.name)
                            .arg(lost)
                            .arg(nv.glory)
                            .arg(t.theftGain)
                            .arg(nt.glory),
                        rule});
        if (lost > 0)
            s.effects.append(counter(v.name, u"Glory"_s, -lost, rule,
                                     tr("%1 loses %2 Glory to %3").arg(v.name).arg(lost).arg(thief)));
        s.effects.append(counter(thief, u"Glory"_s, t.theftGain, rule,
                                 tr("%1 steals %2 Glory").arg(thief).arg(t.theftGain)));
    } else {
        const int lost = std::min(t.theftPenalty, std::max(0, nt.glory - t.gloryMinimum));
        nt.glory -= lost;
        s.trace.append(
            {(guarded ? tr("%1 Guards (Tactics ML %2 over %3): no winning Mastery Card; ")
                            .arg(v.name)
                            .arg(v.tacticsMl)
                            .arg(th.tacticsMl)
                      : tr("%1's Mastery Card does not beat %2's: ").arg(thief, v.name)) +
                 tr("the General sees through it: %1 loses %2 Glory (%3)").arg(thief).arg(lost).arg(nt.glory),
             rule});
        if (lost > 0)
            s.effects.append(
                counter(thief, u"Glory"_s, -lost, rule, tr("%1 loses %2 Glory").arg(thief).arg(lost)));
    }
    nv.theftCounter.clear();
    return s;
}

} // namespace adj
