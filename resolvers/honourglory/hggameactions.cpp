// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hggameactions.h"
#include "hgmastery.h"
#include "hgturn.h"

#include "core/inputbuilders.h"

#include "core/diesource.h"
#include "hginputs.h"
#include "honourglory.h"
#include "model/battlestate.h"

using namespace Qt::StringLiterals;

namespace adj::hg {

namespace {

const QString kRounds = u"Resolving Rounds"_s;
const QString kEnd = u"Resolving the End of Duration"_s;
const QString kColumns = u"Moving Columns in a Unit"_s;
const QStringList kSides{u"none"_s, u"one"_s, u"many"_s};
const QStringList kRoundSlot{u"Winner"_s,       u"Guard"_s,  u"OneMp"_s,  u"Mp"_s,         u"DamageToOne"_s,
                             u"DamageToMany"_s, u"Shaken"_s, u"Chosen"_s, u"RescuedFrom"_s};

// A slot beyond the players of The Many must stay at its default.
QString extraSlot(const Inputs &in, int n, const QStringList &suffixes)
{
    for (int k = n + 1; k <= HonourGlory::kSlots; ++k)
        for (const QString &suffix : suffixes) {
            const QJsonValue v = in.value(slot(k) + suffix);
            const bool given = (v.isString() && !v.toString().isEmpty() && v.toString() != u"none"_s) ||
                               (v.isDouble() && v.toInt() != 0) || v.toBool() ||
                               (v.isArray() && !v.toArray().isEmpty());
            if (given)
                return QCoreApplication::translate(
                           "adj::HonourGlory",
                           "input \"%1\" is given but the game has only %2 players of The Many")
                    .arg(slot(k) + suffix)
                    .arg(n);
        }
    return {};
}

// The player each slot is about: pK when given (any order); the empty slots take the players not
// named, in seat order.
QStringList slotPlayers(const Inputs &in, const QStringList &many, QString *error)
{
    QStringList named;
    for (int k = 1; k <= many.size(); ++k) {
        const QString name = in.value(slot(k)).toString().trimmed();
        if (name.isEmpty()) {
            named.append(QString());
            continue;
        }
        if (!many.contains(name)) {
            *error = adj::HonourGlory::tr("input \"%1\": \"%2\" is not one of The Many (%3)")
                         .arg(slot(k), name, many.join(u", "_s));
            return {};
        }
        if (named.contains(name)) {
            *error = adj::HonourGlory::tr("input \"%1\": %2 already has a slot; name each player once")
                         .arg(slot(k), name);
            return {};
        }
        named.append(name);
    }
    QStringList rest;
    for (const QString &m : many)
        if (!named.contains(m))
            rest.append(m);
    for (QString &n : named)
        if (n.isEmpty())
            n = rest.takeFirst();
    return named;
}

QList<InputSpec> slotName(int k, const QString &rule)
{
    return {textInput(
        slot(k), adj::HonourGlory::tr("Player %1").arg(k),
        adj::HonourGlory::tr("Optional: the player of The Many in slot %1; empty slots take the players not "
                             "named, in seat order.")
            .arg(k),
        rule)};
}

HgPairOutcome::Side sideOf(const Inputs &in, const QString &key)
{
    const QString v = in.value(key).toString();
    return v == u"one"_s    ? HgPairOutcome::Side::One
           : v == u"many"_s ? HgPairOutcome::Side::Many
                            : HgPairOutcome::Side::None;
}

ActionSchema schema(const QString &id, const QString &name, const QString &rule, const QString &help)
{
    ActionSchema s;
    s.id = id;
    s.name = name;
    s.rule = rule;
    s.help = help;
    s.outcomes = {u"beaten:NAME"_s, u"winner:NAME"_s, u"tie"_s, u"no-winner"_s};
    s.inputs = stateInputs();
    return s;
}

ActionSchema setupSchema()
{
    ActionSchema s = schema(
        u"game-setup"_s, adj::HonourGlory::tr("Setup"), u"Setup"_s,
        adj::HonourGlory::tr(
            "Starts the game from the battle: one side per player, each with one Unit (The One's of type The "
            "One); army cost, colour, Battle Master's Tactics ML and the three columns of Troop Cards are "
            "the "
            "Unit's attributes. The One gets one MP counter of 50 per opponent; Glory starts at 0."));
    s.inputs += boolInput(u"restart"_s, adj::HonourGlory::tr("Start again"),
                          adj::HonourGlory::tr("Replaces a game under way (the old one stays in the log)."),
                          u"Setup"_s);
    return s;
}

ActionSchema roundSchema()
{
    ActionSchema s = schema(
        u"game-round"_s, adj::HonourGlory::tr("Round"), kRounds,
        adj::HonourGlory::tr("The One's Mastery Card against every player of The Many (slot 1 is the first "
                             "of The Many in seat "
                             "order). Enter each pairing's outcome; Adjutant absorbs The One's MP from his "
                             "stack, adds Damage, "
                             "raises Glory (also a rescued card's giver's) and places Shaken markers."));
    s.outcomes.prepend(u"oneMp=N"_s);
    s.inputs << inputs::stateInput(u"placed"_s, HgMastery::kTrackerKey, adj::HonourGlory::tr("Cards placed"),
                                   adj::HonourGlory::tr("The Mastery Cards placed this round (hg.mastery)."),
                                   kRounds);
    s.inputs += {
        textInput(u"oneChosen"_s, adj::HonourGlory::tr("The One's Chosen Troop"),
                  adj::HonourGlory::tr("Optional: checked against the column of this round."), kRounds),
        boolInput(u"oneTcts"_s, adj::HonourGlory::tr("The One plays 'tcts'"),
                  adj::HonourGlory::tr(
                      "His Stratagem Cards are turned over where he wins, returned where he does not."),
                  u"Stratagem Cards"_s),
    };
    for (int k = 1; k <= HonourGlory::kSlots; ++k) {
        const QString n = QString::number(k);
        s.inputs += slotName(k, kRounds);
        s.inputs += {
            enumInput(slot(k, u"Winner"), kSides, u"none"_s, adj::HonourGlory::tr("%1: won by").arg(n),
                      adj::HonourGlory::tr("Whose Mastery Card won the pairing."), kRounds),
            enumInput(slot(k, u"Guard"), kSides, u"none"_s, adj::HonourGlory::tr("%1: Guarded by").arg(n),
                      adj::HonourGlory::tr("Who Guarded."), kRounds),
            intInput(slot(k, u"OneMp"), 0, 10000, 0, adj::HonourGlory::tr("%1: MP The One absorbs").arg(n),
                     adj::HonourGlory::tr("MP The One absorbs against this player."), kRounds),
            intInput(slot(k, u"Mp"), 0, 10000, 0, adj::HonourGlory::tr("%1: MP absorbed").arg(n),
                     adj::HonourGlory::tr("MP this player absorbs."), kRounds),
            intInput(slot(k, u"DamageToOne"), 0, 10000, 0,
                     adj::HonourGlory::tr("%1: Damage to The One").arg(n),
                     adj::HonourGlory::tr("Damage this player does to The One: also his Glory."), u"Glory"_s),
            intInput(slot(k, u"DamageToMany"), 0, 10000, 0, adj::HonourGlory::tr("%1: Damage taken").arg(n),
                     adj::HonourGlory::tr("Damage The One does to this player."), kRounds),
            boolInput(slot(k, u"Shaken"), adj::HonourGlory::tr("%1: The One Shaken").arg(n),
                      adj::HonourGlory::tr("The One is Shaken against this player."), u"Shaken"_s),
            textInput(
                slot(k, u"Chosen"), adj::HonourGlory::tr("%1: Chosen Troop").arg(n),
                adj::HonourGlory::tr(
                    "Optional: checked against the column; a rescued card's counter credits its giver."),
                kRounds),
            textInput(slot(k, u"RescuedFrom"), adj::HonourGlory::tr("%1: rescued card from").arg(n),
                      adj::HonourGlory::tr("Without a Chosen Troop: the player whose counter is on it."),
                      u"To The Rescue"_s),
        };
        // A player's pairing shows when the game has a player in that seat. The Damage its winner
        // deals is typed right after who won it.
        for (InputSpec &in : s.inputs) {
            if (in.id == slot(k) || (in.id.startsWith(slot(k)) && !in.id.at(slot(k).size()).isDigit()))
                in.slot = slot(k);
            if (in.id == slot(k, u"DamageToMany") || in.id == slot(k, u"DamageToOne")) {
                in.followsInput = slot(k, u"Winner");
                in.followsValue = in.id == slot(k, u"DamageToMany") ? u"one"_s : u"many"_s;
            }
        }
    }
    // Who won each pairing first, for every player in seat order; then what it cost.
    for (const char16_t *field :
         {u"Winner", u"DamageToMany", u"DamageToOne", u"Guard", u"OneMp", u"Mp", u"Shaken"})
        for (int k = 1; k <= HonourGlory::kSlots; ++k)
            s.asked << slot(k, field);
    s.asked << u"oneChosen"_s;
    return s;
}

ActionSchema endSchema()
{
    ActionSchema s = schema(
        u"game-end-of-duration"_s, adj::HonourGlory::tr("End of Duration"), kEnd,
        adj::HonourGlory::tr(
            "Discards (The One's Discard Values times the number of opponents), Damage above MP beating "
            "The Many (never The One), and who won the Duration against whom."));
    s.outcomes.prepend(u"duration:WINNER>OWNER"_s);
    s.inputs += namesInput(u"oneDiscards"_s, adj::HonourGlory::tr("The One discards"),
                           adj::HonourGlory::tr("Troop Cards by name: \"Pikes, Archers\"."), kEnd);
    for (int k = 1; k <= HonourGlory::kSlots; ++k)
        s.inputs +=
            slotName(k, kEnd) << namesInput(
                slot(k, u"Discards"), adj::HonourGlory::tr("%1: discards").arg(k),
                adj::HonourGlory::tr("Troop Cards player %1 of The Many discards, by name.").arg(k), kEnd);
    return s;
}

ActionSchema swapSchema()
{
    ActionSchema s = schema(
        u"game-swap-columns"_s, adj::HonourGlory::tr("Swap columns"), kColumns,
        adj::HonourGlory::tr("A column swap earned by winning a Duration: two neighbour columns of a Unit of "
                             "The Many (never The One's)."));
    s.inputs += {
        textInput(u"by"_s, adj::HonourGlory::tr("Swapped by"),
                  adj::HonourGlory::tr("The player who won the Duration."), kColumns, true),
        textInput(u"owner"_s, adj::HonourGlory::tr("Unit of"),
                  adj::HonourGlory::tr("The player whose Unit's columns are swapped."), kColumns, true),
        enumInput(u"columnA"_s, hgColumnIds(), u"left"_s, adj::HonourGlory::tr("Column"),
                  adj::HonourGlory::tr("One column."), kColumns),
        enumInput(u"columnB"_s, hgColumnIds(), u"centre"_s, adj::HonourGlory::tr("Neighbour column"),
                  adj::HonourGlory::tr("Its neighbour."), kColumns),
    };
    return s;
}

QStringList endTags(const HgGame &g)
{
    QStringList tags;
    for (const HgPlayer &p : g.players)
        if (p.beaten)
            tags.append(u"beaten:"_s + p.name);
    if (g.over)
        tags.append(g.winners.size() == 1 ? u"winner:"_s + g.winners.first()
                    : g.winners.isEmpty() ? u"no-winner"_s
                                          : u"tie"_s);
    return tags;
}

// A round resolved moves the battle to the next round or the End of Duration, the End of Duration to
// the next Duration's first round: the turn bar follows the game, in the same committed action.
void turnMovesOn(const GameCtx &c, const HgStep &st, Resolution &out)
{
    if (!st.ok() || out.quiet() || !out.ok())
        return;
    if (const std::optional<Effect> e = HgTurn::next(c.book.game, st.game, *c.t)) {
        out.effect(*e);
        out.line(e->text, e->rule);
    }
}

// Setup: the players are the battle's sides.
namespace SetupAction {
struct Spec
{
    GameCtx c;
};
ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    Spec s;
    QString error;
    if (!loadGame(in, table, &s.c, &error, true))
        return ParsedInputs<Spec>::refused(error);
    if (!s.c.book.game.players.isEmpty() && !s.c.book.game.over && !in.value(u"restart"_s).toBool())
        return ParsedInputs<Spec>::refused(
            adj::HonourGlory::tr("input \"restart\": a game is already under way (%1); set it to start again")
                .arg(HgBook::label(s.c.book.game)));
    if (s.c.battle.value(u"sides"_s).toArray().isEmpty())
        return ParsedInputs<Spec>::refused(
            adj::HonourGlory::tr("input \"battle\" holds no sides: the players are the battle's sides"));
    s.c.book = HgBook{}; // counters are written from the battle's, whatever an older game said
    return s;
}
void resolve(const Spec &s, DiceSource &, Resolution &out)
{
    const HgStep st = HgBook::setup(s.c.battle, *s.c.t);
    if (!st.ok()) {
        out.fail(adj::HonourGlory::tr("input \"battle\": %1").arg(st.error));
        return;
    }
    emitOrFail(s.c, st, {}, u"Setup"_s, out, slotRoles(st.game.one().name, st.game.many()));
}
} // namespace SetupAction

// "When all players are ready they all place these onto the table simultaneously": once a Mastery
// Card of the round is recorded, the round waits for every player's (Resolving Rounds).
QString unplacedRefusal(const Inputs &in, const HgGame &g)
{
    const QJsonObject placed = HgMastery::placedThisRound(in.value(u"placed"_s).toObject(), g);
    if (placed.isEmpty())
        return {}; // the cards were placed on the table, not recorded
    QStringList missing;
    for (const HgPlayer &p : g.players)
        if (!p.beaten && !placed.contains(p.name))
            missing << p.name;
    if (missing.isEmpty())
        return {};
    return adj::HonourGlory::tr(
               "round %1: %2 of %3 Mastery Cards are placed; %4 still to place (game-mastery): "
               "all players place their cards together, then the round is resolved "
               "(Resolving Rounds)")
        .arg(g.round)
        .arg(placed.size())
        .arg(placed.size() + missing.size())
        .arg(missing.join(u", "_s));
}

// A round: each pairing's outcome as entered, slot by slot.
namespace RoundAction {
struct Spec
{
    GameCtx c;
    HgRound round;
    QStringList many; // the player in each slot
};
HgPairOutcome pairing(const Inputs &in, int k, const QString &opponent)
{
    HgPairOutcome p;
    p.opponent = opponent;
    p.winner = sideOf(in, slot(k, u"Winner"));
    p.guard = sideOf(in, slot(k, u"Guard"));
    p.oneMp = in.value(slot(k, u"OneMp")).toInt();
    p.mp = in.value(slot(k, u"Mp")).toInt();
    p.damageToOne = in.value(slot(k, u"DamageToOne")).toInt();
    p.damageToMany = in.value(slot(k, u"DamageToMany")).toInt();
    p.oneShaken = in.value(slot(k, u"Shaken")).toBool();
    p.chosenTroop = in.value(slot(k, u"Chosen")).toString().trimmed();
    p.rescuedFrom = in.value(slot(k, u"RescuedFrom")).toString().trimmed();
    return p;
}
ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    Spec s;
    QString error;
    if (!loadGame(in, table, &s.c, &error))
        return ParsedInputs<Spec>::refused(error);
    const QStringList seats = s.c.book.game.many();
    if (const QString e = extraSlot(in, int(seats.size()), QStringList{QString()} + kRoundSlot); !e.isEmpty())
        return ParsedInputs<Spec>::refused(e);
    const QStringList many = slotPlayers(in, seats, &error);
    if (many.isEmpty())
        return ParsedInputs<Spec>::refused(error);
    if (const QString e = unplacedRefusal(in, s.c.book.game); !e.isEmpty())
        return ParsedInputs<Spec>::refused(e);
    s.many = many;
    s.round.oneTcts = in.value(u"oneTcts"_s).toBool();
    s.round.oneChosenTroop = in.value(u"oneChosen"_s).toString().trimmed();
    for (int k = 1; k <= many.size(); ++k) {
        const HgPairOutcome p = pairing(in, k, many.at(k - 1));
        if (!p.rescuedFrom.isEmpty() && !seats.contains(p.rescuedFrom))
            return ParsedInputs<Spec>::refused(
                adj::HonourGlory::tr("input \"%1\": \"%2\" is not one of The Many")
                    .arg(slot(k, u"RescuedFrom"), p.rescuedFrom));
        s.round.pairs.append(p);
    }
    return s;
}
void resolve(const Spec &s, DiceSource &, Resolution &out)
{
    const HgStep st = HgRules::resolveRound(s.c.book.game, s.round, *s.c.t);
    emitOrFail(s.c, st, {u"oneMp="_s + QString::number(st.game.one().mpLeft())}, kRounds, out,
               slotRoles(s.c.book.game.one().name, s.many));
    turnMovesOn(s.c, st, out);
}
} // namespace RoundAction

// The End of Duration: the discards entered by name.
namespace EndAction {
struct Spec
{
    GameCtx c;
    QList<HgDiscard> discards;
    QStringList many; // the player in each slot
};
ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    Spec s;
    QString error;
    if (!loadGame(in, table, &s.c, &error))
        return ParsedInputs<Spec>::refused(error);
    const HgGame &g = s.c.book.game;
    if (const QString e = extraSlot(in, g.opponents(), {QString(), u"Discards"_s}); !e.isEmpty())
        return ParsedInputs<Spec>::refused(e);
    const QStringList many = slotPlayers(in, g.many(), &error);
    if (many.isEmpty())
        return ParsedInputs<Spec>::refused(error);
    s.many = many;
    for (const QString &troop : list(in, u"oneDiscards"_s))
        s.discards.append({g.one().name, troop});
    for (int k = 1; k <= g.opponents(); ++k)
        for (const QString &troop : list(in, slot(k, u"Discards")))
            s.discards.append({many.at(k - 1), troop});
    return s;
}
void resolve(const Spec &s, DiceSource &, Resolution &out)
{
    const HgStep st = HgRules::endDuration(s.c.book.game, s.discards, *s.c.t);
    QStringList tags;
    for (const HgSwap &w : st.game.swapsOwed)
        tags.append(u"duration:"_s + w.by + u">"_s + w.owner);
    emitOrFail(s.c, st, tags, kEnd, out, slotRoles(s.c.book.game.one().name, s.many));
    turnMovesOn(s.c, st, out);
}
} // namespace EndAction

// A column swap earned by winning a Duration.
namespace SwapAction {
struct Spec
{
    GameCtx c;
    QString by, owner;
    HgColumn a = HgColumn::Left, b = HgColumn::Centre;
};
ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    Spec s;
    QString error;
    if (!loadGame(in, table, &s.c, &error))
        return ParsedInputs<Spec>::refused(error);
    hgColumnFromId(in.value(u"columnA"_s).toString(), &s.a);
    hgColumnFromId(in.value(u"columnB"_s).toString(), &s.b);
    s.by = in.value(u"by"_s).toString().trimmed();
    s.owner = in.value(u"owner"_s).toString().trimmed();
    return s;
}
void resolve(const Spec &s, DiceSource &, Resolution &out)
{
    emitOrFail(s.c, HgRules::swapColumns(s.c.book.game, s.by, s.owner, s.a, s.b), {}, kColumns, out,
               {{s.by, u"by"_s}, {s.owner, u"owner"_s}});
}
} // namespace SwapAction

// The seats of The Many under way: each pairing slot names its player, so the form asks for the
// players that are there and no others (unless the referee named players himself).
void putSeats(const QStringList &slotInputs, const Tracker &game, const RuleTable &table, QJsonObject &out)
{
    for (int k = 1; k <= HonourGlory::kSlots; ++k)
        if (!out.value(slot(k)).toString().isEmpty())
            return;
    QString ignored;
    HgBook book;
    const HgTable *t = HgTable::of(table);
    if (!t || !HgBook::fromJson(game.value, *t, &book, &ignored))
        return;
    const QStringList many = book.game.many();
    for (int k = 1; k <= HonourGlory::kSlots && k <= many.size(); ++k)
        if (slotInputs.contains(slot(k)) && !out.contains(slot(k)))
            out.insert(slot(k), many.at(k - 1));
}

// The round's Chosen Troops and The One's 'tcts' as the players placed them (game-mastery), where
// the round asks for them and the referee left them out.
void putPlaced(const Tracker &game, const BattleState &battle, const RuleTable &table, QJsonObject &out)
{
    const Tracker *m = battle.tracker(HgMastery::kTrackerKey);
    HgBook book;
    QString ignored;
    const HgTable *t = HgTable::of(table);
    if (!m || !t || !HgBook::fromJson(game.value, *t, &book, &ignored))
        return;
    const QJsonObject placed = HgMastery::placedThisRound(m->value, book.game);
    auto put = [&](const QString &key, const QJsonValue &v) {
        if (!out.contains(key) && !(v.isString() && v.toString().isEmpty()))
            out.insert(key, v);
    };
    if (const QJsonObject one = placed.value(book.game.one().name).toObject(); !one.isEmpty()) {
        put(u"oneChosen"_s, one.value(u"chosen"_s));
        put(u"oneTcts"_s, one.value(u"tcts"_s).toBool());
    }
    for (int k = 1; k <= HonourGlory::kSlots; ++k) {
        const QJsonObject card = placed.value(out.value(slot(k)).toString()).toObject();
        if (!card.isEmpty())
            put(slot(k, u"Chosen"), card.value(u"chosen"_s));
    }
}

} // namespace

QList<InputSpec> stateInputs()
{
    // No tracker for the battle: the game actions' fill reads the sides, counters and Units.
    return {inputs::stateInput(u"game"_s, HgBook::kGameKey, adj::HonourGlory::tr("The game"),
                               adj::HonourGlory::tr("The game so far, from the battle's tracker hg.game."),
                               u"Overview"_s),
            inputs::stateInput(
                u"battle"_s, {}, adj::HonourGlory::tr("The battle"),
                adj::HonourGlory::tr("The battle's sides, counters and Units (filled from the battle)."),
                u"Setup"_s)};
}

Action gameAction(const ActionSchema &schema, Action::Bind bind)
{
    QStringList slotInputs;
    for (const InputSpec &i : schema.inputs)
        for (int k = 1; k <= HonourGlory::kSlots; ++k)
            if (i.id == slot(k))
                slotInputs.append(i.id);
    // The game's players are the battle's sides: their counters and Units reach the game actions
    // whole, so the counters they write are the difference from what the battle shows.
    const bool round = schema.input(u"placed"_s) && schema.input(u"oneChosen"_s); // game-round
    Action::Fill fill = [slotInputs, round](const QJsonObject &inputs, const BattleState &battle,
                                            const RuleTable &table, QString *error) {
        QJsonObject out = inputs;
        if (!error->isEmpty())
            return out;
        if (!out.contains(u"battle"_s))
            out.insert(u"battle"_s, HgBook::battleJson(battle));
        if (const Tracker *game = battle.tracker(HgBook::kGameKey)) {
            putSeats(slotInputs, *game, table, out);
            if (round)
                putPlaced(*game, battle, table, out);
        }
        return out;
    };
    return Action{schema, std::move(bind), {}, std::move(fill), {}};
}

bool loadGame(const Inputs &in, const RuleTable &table, GameCtx *c, QString *error, bool setup)
{
    c->t = HgTable::of(table);
    if (!c->t) {
        *error = adj::HonourGlory::tr("the game needs the honour-glory rule table");
        return false;
    }
    c->battle = in.value(u"battle"_s).toObject();
    const QJsonObject game = in.value(u"game"_s).toObject();
    if (setup && game.value(u"players"_s).toArray().isEmpty())
        return true;
    return HgBook::fromJson(game, *c->t, &c->book, error);
}

void emitStep(const GameCtx &c, const HgStep &st, const HgBook &after, QStringList tags, const QString &rule,
              Resolution &out, const HgRoles &roles)
{
    tags += endTags(after.game);
    for (const QString &tag : tags)
        out.outcome(tag);
    if (out.quiet())
        return;
    for (const TraceLine &l : st.trace)
        out.line(l.text, l.rule);
    const HgGame *before = c.book.game.players.isEmpty() ? nullptr : &c.book.game;
    const Effects effects = HgBook::write(st, after, before, c.battle, rule);
    for (const Effect &e : effects)
        out.effect(e);
    out.line(HgBook::label(after.game), u"Glory"_s);
    gameValues(before, st, roles, out);
}

void emitOrFail(const GameCtx &c, const HgStep &st, const QStringList &tags, const QString &rule,
                Resolution &out, const HgRoles &roles)
{
    if (!st.ok()) {
        out.fail(st.error);
        return;
    }
    HgBook after = c.book;
    after.game = st.game;
    emitStep(c, st, after, tags, rule, out, roles);
}

QList<Action> gameActions()
{
    return QList<Action>{
               gameAction(setupSchema(), parseThenResolve(&SetupAction::parse, &SetupAction::resolve)),
               gameAction(roundSchema(), parseThenResolve(&RoundAction::parse, &RoundAction::resolve)),
               gameAction(endSchema(), parseThenResolve(&EndAction::parse, &EndAction::resolve)),
               gameAction(swapSchema(), parseThenResolve(&SwapAction::parse, &SwapAction::resolve)),
           } +
           gameCardActions() + QList<Action>{HgMastery::action()};
}

} // namespace adj::hg
