// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "honourglory.h"

#include "hgactions.h"
#include "hggameactions.h"
#include "hginputs.h"
#include "hgtable.h"
#include "hgterrain.h"
#include "hgturn.h"
#include "hgvalues.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace adj {

using namespace hg;

QString HonourGlory::id() const
{
    return u"honour-glory"_s;
}

QString HonourGlory::name() const
{
    return tr("Honour & Glory (cards)");
}

QString HonourGlory::distance() const
{
    return u"none"_s;
}

QList<Action> HonourGlory::declare() const
{
    // The game kept in the battle (tracker hg.game) first: the action panel opens on what a
    // referee plays; then the one-off calculators that keep no game.
    QList<Action> all = gameActions() + oneOffActions();
    HgTurn::declarePhases(all);
    return all;
}

QList<Owed> HonourGlory::owed(const BattleState &battle, const RuleTable &table) const
{
    return HgTurn::owed(battle, table);
}

QList<ValueSpec> HonourGlory::ownValues() const
{
    return hg::ownValues();
}

std::shared_ptr<const CompiledTable> HonourGlory::compileTable(const QJsonObject &table, QString *error,
                                                               QSet<QString> *read) const
{
    return HgTable::compile(table, error, read);
}

namespace {

QList<InputSpec> common(const QString &rule)
{
    return {
        textInput(u"one"_s, HonourGlory::tr("The One"),
                  HonourGlory::tr("The One's name (his side in the battle)."), u"Overview"_s, true),
        intInput(u"opponents"_s, 1, HonourGlory::kSlots, {}, HonourGlory::tr("Players of The Many"),
                 HonourGlory::tr("How many players oppose The One; fill p1 .. pN."), u"Setup"_s, true),
        inputs::intListInput(
            u"mpStack"_s, 0, 10000, HonourGlory::tr("The One's MP counters"),
            HonourGlory::tr(
                "His stack, top first (\"0,40,50\"); empty: a full stack, one counter per opponent."),
            rule),
    };
}

const QStringList kSides{u"none"_s, u"one"_s, u"many"_s};

} // namespace

ActionSchema HonourGlory::roundSchema()
{
    const QString rule = u"Resolving Rounds"_s;
    ActionSchema s;
    s.id = u"round"_s;
    s.name = tr("Round calculator (no game)");
    s.rule = rule;
    s.help = tr(
        "The One's Mastery Card is resolved against every player of The Many. Enter each pairing's "
        "outcome from the Unit vs. Unit rules; Adjutant absorbs The One's MP once per opponent from his "
        "stack, adds Damage, raises Glory (also the giver's of a rescued card) and places Shaken markers.");
    s.outcomes = {u"oneMp=N"_s, u"beaten:NAME"_s, u"winner:NAME"_s, u"tie"_s};
    s.inputs = common(rule);
    s.inputs += {
        intInput(u"round"_s, 1, 20, 1, tr("Round of the Duration"),
                 tr("Gives the columns of the Chosen Troops."), rule),
        boolInput(u"oneTcts"_s, tr("The One plays 'tcts'"),
                  tr("His Stratagem Cards are turned over where he wins, returned where he does not."),
                  u"Stratagem Cards"_s),
    };
    for (int k = 1; k <= kSlots; ++k) {
        const QString n = QString::number(k);
        s.inputs += {
            textInput(slot(k), tr("Player %1").arg(n), tr("Name of player %1 of The Many (his side).").arg(n),
                      rule),
            enumInput(slot(k, u"Winner"), kSides, u"none"_s, tr("%1: won by").arg(n),
                      tr("Whose Mastery Card won the pairing."), rule),
            enumInput(slot(k, u"Guard"), kSides, u"none"_s, tr("%1: Guarded by").arg(n), tr("Who Guarded."),
                      rule),
            intInput(slot(k, u"OneMp"), 0, 10000, 0, tr("%1: MP The One absorbs").arg(n),
                     tr("MP The One absorbs against this player (once per opponent)."), rule),
            intInput(slot(k, u"Mp"), 0, 10000, 0, tr("%1: MP absorbed").arg(n), tr("MP this player absorbs."),
                     rule),
            intInput(slot(k, u"MpLeft"), 0, 10000, {}, tr("%1: MP counter now").arg(n),
                     tr("This player's MP counter before the round (optional: to see him beaten at 0)."),
                     rule),
            intInput(slot(k, u"Glory"), -10000, 10000, 0, tr("%1: Glory now").arg(n),
                     tr("This player's Glory counter before the round (for the winner if The One falls)."),
                     u"Glory"_s),
            intInput(slot(k, u"DamageToOne"), 0, 10000, 0, tr("%1: Damage to The One").arg(n),
                     tr("Damage this player does to The One: also his Glory."), u"Glory"_s),
            intInput(slot(k, u"DamageToMany"), 0, 10000, 0, tr("%1: Damage taken").arg(n),
                     tr("Damage The One does to this player."), rule),
            boolInput(slot(k, u"Shaken"), tr("%1: The One Shaken").arg(n),
                      tr("The One is Shaken against this player."), u"Shaken"_s),
            textInput(slot(k, u"RescuedFrom"), tr("%1: rescued card from").arg(n),
                      tr("The player whose coloured counter is on this player's Chosen Troop."),
                      u"To The Rescue"_s),
        };
    }
    return s;
}

ActionSchema HonourGlory::endSchema()
{
    const QString rule = u"Resolving the End of Duration"_s;
    ActionSchema s;
    s.id = u"end-of-duration"_s;
    s.name = tr("End of Duration calculator (no game)");
    s.rule = rule;
    s.help =
        tr("Discards with The One's Discard Values multiplied by the number of opponents, Damage above MP "
           "beating The Many (never The One), and who won the Duration against whom (column swaps).");
    s.outcomes = {u"beaten:NAME"_s, u"duration:NAME"_s, u"winner:NAME"_s, u"tie"_s};
    s.inputs = common(rule);
    s.inputs += {
        intInput(u"oneDamage"_s, 0, 100000, 0, tr("The One's Damage"), tr("His Damage counter now."), rule),
        intInput(u"oneDiscardPile"_s, 0, 1000, 0, tr("The One's Discard Pile"),
                 tr("Cards in it before discarding."), u"Moving Columns in a Unit"_s),
        pairsInput(u"oneDiscards"_s, tr("Name=Discard Value"), tr("The One discards"),
                   tr("Troop Cards he discards with their printed Discard Values: \"Pikes=10, Archers=5\"."),
                   rule),
    };
    for (int k = 1; k <= kSlots; ++k) {
        const QString n = QString::number(k);
        s.inputs += {
            textInput(slot(k), tr("Player %1").arg(n), tr("Name of player %1 of The Many (his side).").arg(n),
                      rule),
            intInput(slot(k, u"Mp"), 0, 10000, {}, tr("%1: MP counter").arg(n),
                     tr("His MP counter now (required)."), rule),
            intInput(slot(k, u"Damage"), 0, 100000, 0, tr("%1: Damage").arg(n), tr("His Damage counter now."),
                     rule),
            intInput(slot(k, u"DiscardPile"), 0, 1000, 0, tr("%1: Discard Pile").arg(n),
                     tr("Cards in his Discard Pile before discarding."), u"Moving Columns in a Unit"_s),
            pairsInput(slot(k, u"Discards"), tr("Name=Discard Value"), tr("%1: discards").arg(n),
                       tr("\"Name=Discard Value, ...\"."), rule),
            intInput(slot(k, u"Glory"), -10000, 10000, 0, tr("%1: Glory").arg(n),
                     tr("His Glory counter (for the winner if The One falls)."), u"Glory"_s),
        };
    }
    return s;
}

ActionSchema HonourGlory::theftSchema()
{
    const QString rule = u"Glory Theft"_s;
    ActionSchema s;
    s.id = u"glory-theft"_s;
    s.name = tr("Glory Theft calculator (no game)");
    s.rule = rule;
    s.help = tr(
        "Resolved on the thief's 'tcts' round against the player whose Battle Master carries his counter: "
        "a winning Mastery Card moves Glory from that player to the thief; otherwise the thief loses Glory. "
        "Guarding, allowed with a higher Tactics ML, means no win.");
    s.outcomes = {u"theft=won"_s, u"theft=lost"_s, u"theft=guarded"_s};
    s.inputs = {
        textInput(u"thief"_s, tr("Thief"),
                  tr("The player of The Many whose counter is on the other's Battle Master."), rule, true),
        textInput(u"victim"_s, tr("Victim"), tr("The player whose Battle Master carries the counter."), rule,
                  true),
        intInput(u"thiefTacticsMl"_s, 0, 100, {}, tr("Thief's Tactics ML"),
                 tr("His Battle Master's Tactics ML."), rule, true),
        intInput(u"victimTacticsMl"_s, 0, 100, {}, tr("Victim's Tactics ML"),
                 tr("His Battle Master's Tactics ML."), rule, true),
        intInput(u"thiefGlory"_s, -10000, 10000, 0, tr("Thief's Glory"), tr("His Glory counter now."), rule),
        intInput(u"victimGlory"_s, -10000, 10000, 0, tr("Victim's Glory"), tr("His Glory counter now."),
                 rule),
        boolInput(u"beats"_s, tr("Thief's Mastery Card beats the victim's"),
                  tr("Entered from the Unit vs. Unit rules."), rule),
        boolInput(u"guarded"_s, tr("Victim Guards"), tr("Only with a higher Tactics ML than the thief's."),
                  rule),
    };
    return s;
}

ActionSchema HonourGlory::terrainSchema()
{
    const QString rule = u"Setup"_s;
    ActionSchema s;
    s.id = u"terrain-deal"_s;
    s.name = tr("Terrain deal calculator (no game)");
    s.rule = rule;
    s.help = tr(
        "The One shuffles the Terrain deck, another player cuts and one Terrain Card is dealt to each player "
        "of The Many; a Secondary Terrain gets another card, a second Secondary goes to the bottom. A veto "
        "sets the deal aside, the deck is cut again and the player is dealt again.");
    s.outcomes = {u"NAME=CARD"_s};
    s.dice = HgTerrain::deckSteps();
    s.inputs = {
        namesInput(u"deck"_s, tr("Terrain deck"),
                   tr("Card names, top first before the shuffle: \"Forest, Hill, ...\"."), rule, true),
        namesInput(u"secondary"_s, tr("Secondary Terrain"),
                   tr("Which of the deck's cards are Secondary Terrain."), rule),
        namesInput(u"players"_s, tr("The Many"),
                   tr("The players of The Many in the order they are dealt to."), rule, true),
        intInput(u"cut"_s, 0, 1000, 0, tr("Cut"), tr("Cards the cutting player lifts; 0: rolled."), rule),
        boolInput(u"shuffle"_s, tr("Shuffle"),
                  tr("Adjutant shuffles with dice; off: the deck is in the order given."), rule),
        namesInput(u"vetoes"_s, tr("Vetoes"), tr("Players who veto their card, in order (one veto each)."),
                   rule),
        inputs::intListInput(u"vetoCuts"_s, 1, 1000, tr("Cuts after vetoes"),
                             tr("The cut after each veto; empty: rolled."), rule),
    };
    s.inputs[4].defaultValue = true;
    return s;
}

QString HonourGlory::word(const QString &value) const
{
    static const QHash<QString, const char *> kWords{
        {u"one"_s, QT_TRANSLATE_NOOP("adj::HonourGlory", "The One")},
        {u"many"_s, QT_TRANSLATE_NOOP("adj::HonourGlory", "The Many")},
    };
    const auto it = kWords.constFind(value);
    return it == kWords.cend() ? QString() : tr(*it);
}

} // namespace adj
