// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hggamecards.h"

#include "core/diesource.h"
#include "hggameactions.h"
#include "hginputs.h"
#include "hgterrain.h"
#include "honourglory.h"

using namespace Qt::StringLiterals;

// The game actions around the rounds: cards tracked per opponent, To The Rescue, Glory Theft,
// the Terrain deal and its vetoes (hggameterrain.cpp), Combat Levels.
namespace adj::hg {

ActionSchema cardSchema(const QString &id, const QString &name, const QString &rule, const QString &help,
                        const QList<InputSpec> &inputs)
{
    ActionSchema s;
    s.id = id;
    s.name = name;
    s.rule = rule;
    s.help = help;
    s.inputs = stateInputs() + inputs;
    return s;
}

QString inputText(const Inputs &in, const QString &key)
{
    return in.value(key).toString().trimmed();
}

namespace {

const QString kTheft = u"Glory Theft"_s;
const QString kRescue = u"To The Rescue"_s;

// "Name=cost, ..." -> Stratagem Cards.
bool parseStratagems(const QString &key, const Inputs &in, QList<HgStratagem> *out, QString *error)
{
    for (const QString &p : list(in, key)) {
        const qsizetype eq = p.lastIndexOf(u'=');
        bool ok = false;
        const int cost = eq > 0 ? p.mid(eq + 1).trimmed().toInt(&ok) : -1;
        if (!ok || cost < 0) {
            *error = adj::HonourGlory::tr("input \"%1\": \"%2\" must read Name=cost (0 or more)").arg(key, p);
            return false;
        }
        out->append({p.left(eq).trimmed(), cost, false});
    }
    return true;
}

// One offer an item, ["Ben: Pikes, Archers", "Cat: Spears"]; the legacy text separates them by ';'.
InputSpec offersInput()
{
    InputSpec s = inputs::patternListInput(
        u"offers"_s, u"^[^:;]*[^:;\\s][^:;]*:[^:;]*[^:;,\\s][^:;]*$"_s,
        adj::HonourGlory::tr("Giver: Troop, Troop"), adj::HonourGlory::tr("Offers"),
        adj::HonourGlory::tr("\"Giver: Troop, Troop; Giver2: Troop\"."), kRescue, u";"_s);
    s.required = true;
    return s;
}

// ["Ben: Pikes, Archers", "Cat: Spears"] -> offers into `into`.
bool parseOffers(const Inputs &in, HgColumn into, QList<HgRescueOffer> *out, QString *error)
{
    for (const QString &part : in.list(u"offers"_s)) {
        if (part.trimmed().isEmpty())
            continue;
        const qsizetype colon = part.indexOf(u':');
        HgRescueOffer o;
        o.giver = colon > 0 ? part.left(colon).trimmed() : QString();
        o.into = into;
        for (const QString &t : part.mid(colon + 1).split(u','))
            if (!t.trimmed().isEmpty())
                o.troops.append(t.trimmed());
        if (o.giver.isEmpty() || o.troops.isEmpty()) {
            *error = adj::HonourGlory::tr("input \"offers\": \"%1\" must read Giver: Troop, Troop")
                         .arg(part.trimmed());
            return false;
        }
        out->append(o);
    }
    return true;
}

// A game action whose spec is the game and a few names: read, then the transition's step.
template <class Fields> struct Plain
{
    GameCtx c;
    Fields f;
};

// The One and the opponent an action is against.
HgRoles against(const GameCtx &c, const QString &opponent)
{
    return {{c.book.game.one().name, u"one"_s}, {opponent, u"opponent"_s}};
}

template <class Fields> ParsedInputs<Plain<Fields>> loaded(const Inputs &in, const RuleTable &table, Fields f)
{
    Plain<Fields> s{GameCtx{}, std::move(f)};
    QString error;
    if (!loadGame(in, table, &s.c, &error))
        return ParsedInputs<Plain<Fields>>::refused(error);
    return s;
}

// Standard Card: once per opponent.
namespace StandardCard {
struct Fields
{
    QString opponent, card;
};
using Spec = Plain<Fields>;
ActionSchema schema()
{
    const QString std_ = u"Standard Cards"_s;
    return cardSchema(u"game-standard-card"_s, adj::HonourGlory::tr("Standard Card"), std_,
                      adj::HonourGlory::tr(
                          "The One uses a Standard Card against one player of The Many: once per opponent."),
                      {textInput(u"opponent"_s, adj::HonourGlory::tr("Against"),
                                 adj::HonourGlory::tr("The player of The Many."), std_, true),
                       textInput(u"card"_s, adj::HonourGlory::tr("Standard Card"),
                                 adj::HonourGlory::tr("Its name."), std_, true)});
}
ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    return loaded(in, table, Fields{inputText(in, u"opponent"_s), inputText(in, u"card"_s)});
}
void resolve(const Spec &s, DiceSource &, Resolution &out)
{
    emitOrFail(s.c, HgRules::useStandard(s.c.book.game, s.f.opponent, s.f.card), {}, u"Standard Cards"_s, out,
               against(s.c, s.f.opponent));
}
} // namespace StandardCard

// Stratagem Cards face down opposite one player.
namespace Stratagems {
struct Fields
{
    QString opponent;
    QList<HgStratagem> cards;
};
using Spec = Plain<Fields>;
ActionSchema schema()
{
    const QString strat = u"Stratagem Cards"_s;
    return cardSchema(
        u"game-stratagems"_s, adj::HonourGlory::tr("Stratagem Cards"), strat,
        adj::HonourGlory::tr(
            "The One's Stratagem Cards face down opposite one player, within his Tactics ML per "
            "opponent; they are turned or returned on his 'tcts' round."),
        {textInput(u"opponent"_s, adj::HonourGlory::tr("Opposite"),
                   adj::HonourGlory::tr("The player of The Many."), strat, true),
         pairsInput(u"cards"_s, adj::HonourGlory::tr("Name=cost"), adj::HonourGlory::tr("Cards"),
                    adj::HonourGlory::tr("\"Name=cost, ...\"; empty: none."), strat)});
}
ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    Fields f;
    QString error;
    if (!parseStratagems(u"cards"_s, in, &f.cards, &error))
        return ParsedInputs<Spec>::refused(error);
    f.opponent = inputText(in, u"opponent"_s);
    return loaded(in, table, f);
}
void resolve(const Spec &s, DiceSource &, Resolution &out)
{
    emitOrFail(s.c, HgRules::chooseStratagems(s.c.book.game, s.f.opponent, s.f.cards), {},
               u"Stratagem Cards"_s, out, against(s.c, s.f.opponent));
}
} // namespace Stratagems

// A Unit Conflict Card after a Duration The One won.
namespace ConflictCard {
using Fields = StandardCard::Fields;
using Spec = Plain<Fields>;
ActionSchema schema()
{
    const QString conf = u"Conflict Cards"_s;
    return cardSchema(
        u"game-conflict-card"_s, adj::HonourGlory::tr("Unit Conflict Card"), conf,
        adj::HonourGlory::tr(
            "After winning a Duration against a player, The One picks a Unit Conflict Card against him."),
        {textInput(u"opponent"_s, adj::HonourGlory::tr("Against"),
                   adj::HonourGlory::tr("The player of The Many."), conf, true),
         textInput(u"card"_s, adj::HonourGlory::tr("Unit Conflict Card"), adj::HonourGlory::tr("Its name."),
                   conf, true)});
}
ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    return loaded(in, table, Fields{inputText(in, u"opponent"_s), inputText(in, u"card"_s)});
}
void resolve(const Spec &s, DiceSource &, Resolution &out)
{
    emitOrFail(s.c, HgRules::playConflict(s.c.book.game, s.f.opponent, s.f.card), {}, u"Conflict Cards"_s,
               out, against(s.c, s.f.opponent));
}
} // namespace ConflictCard

// To The Rescue: Troop Cards offered to a player, who picks one giver.
namespace Rescue {
struct Fields
{
    QString receiver, pick;
    QList<HgRescueOffer> offers;
};
using Spec = Plain<Fields>;
ActionSchema schema()
{
    return cardSchema(
        u"game-rescue"_s, adj::HonourGlory::tr("To The Rescue"), kRescue,
        adj::HonourGlory::tr(
            "Troop Cards given to a player, each with the giver's coloured counter: only by a "
            "player "
            "with "
            "2 or more cards more, never leaving the receiver with more; offered by several, "
            "the "
            "receiver picks one."),
        {textInput(u"receiver"_s, adj::HonourGlory::tr("Receiver"),
                   adj::HonourGlory::tr("The player of The Many who receives."), kRescue, true),
         offersInput(),
         textInput(u"pick"_s, adj::HonourGlory::tr("Taken from"),
                   adj::HonourGlory::tr("The giver the receiver picks (several offers)."), kRescue),
         enumInput(u"into"_s, hgColumnIds(), u"left"_s, adj::HonourGlory::tr("Into column"),
                   adj::HonourGlory::tr("The receiver's column the cards join."), kRescue)});
}
ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    HgColumn into = HgColumn::Left;
    hgColumnFromId(in.value(u"into"_s).toString(), &into);
    Fields f;
    QString error;
    if (!parseOffers(in, into, &f.offers, &error))
        return ParsedInputs<Spec>::refused(error);
    f.receiver = inputText(in, u"receiver"_s);
    f.pick = inputText(in, u"pick"_s);
    return loaded(in, table, f);
}
void resolve(const Spec &s, DiceSource &, Resolution &out)
{
    emitOrFail(s.c, HgRules::rescue(s.c.book.game, s.f.receiver, s.f.offers, s.f.pick, *s.c.t), {}, kRescue,
               out, {{s.f.receiver, u"receiver"_s}});
}
} // namespace Rescue

// A Glory Theft counter put on another player's Battle Master.
namespace TheftCounter {
struct Fields
{
    QString victim, pick;
    QStringList wanting;
};
using Spec = Plain<Fields>;
ActionSchema schema()
{
    return cardSchema(
        u"game-theft-counter"_s, adj::HonourGlory::tr("Glory Theft counter"), kTheft,
        adj::HonourGlory::tr("At the beginning of a Duration, instead of Stratagem Cards, a player puts his "
                             "counter on "
                             "another's Battle Master; one at a time, and the victim picks among several."),
        {textInput(u"victim"_s, adj::HonourGlory::tr("Victim"), adj::HonourGlory::tr("Whose Battle Master."),
                   kTheft, true),
         namesInput(u"wanting"_s, adj::HonourGlory::tr("Thieves"),
                    adj::HonourGlory::tr("The players who want to: \"Ben, Cat\"."), kTheft, true),
         textInput(u"pick"_s, adj::HonourGlory::tr("Picked"),
                   adj::HonourGlory::tr("The one the victim picks (several)."), kTheft)});
}
ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    return loaded(in, table,
                  Fields{inputText(in, u"victim"_s), inputText(in, u"pick"_s), list(in, u"wanting"_s)});
}
void resolve(const Spec &s, DiceSource &, Resolution &out)
{
    emitOrFail(s.c, HgRules::placeTheftCounter(s.c.book.game, s.f.victim, s.f.wanting, s.f.pick), {}, kTheft,
               out, {{s.f.victim, u"victim"_s}});
}
} // namespace TheftCounter

// Glory Theft on the thief's 'tcts' round.
namespace Theft {
struct Fields
{
    QString thief;
    bool beats = false, guarded = false;
};
using Spec = Plain<Fields>;
ActionSchema schema()
{
    return cardSchema(
        u"game-theft"_s, adj::HonourGlory::tr("Glory Theft"), kTheft,
        adj::HonourGlory::tr(
            "On the thief's 'tcts' round: a winning Mastery Card moves Glory from the victim "
            "to the "
            "thief; "
            "otherwise the thief loses Glory. Guarding with a higher Tactics ML counts as no "
            "win."),
        {textInput(u"thief"_s, adj::HonourGlory::tr("Thief"),
                   adj::HonourGlory::tr("The player whose counter is on a Battle Master."), kTheft, true),
         boolInput(u"beats"_s, adj::HonourGlory::tr("Thief's Mastery Card beats the victim's"),
                   adj::HonourGlory::tr("Entered from the Unit vs. Unit rules."), kTheft),
         boolInput(u"guarded"_s, adj::HonourGlory::tr("Victim Guards"),
                   adj::HonourGlory::tr("Only with a higher Tactics ML."), kTheft)});
}
ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    Spec s;
    QString error;
    if (!loadGame(in, table, &s.c, &error))
        return ParsedInputs<Spec>::refused(error);
    s.f.beats = in.value(u"beats"_s).toBool();
    s.f.guarded = in.value(u"guarded"_s).toBool();
    s.f.thief = inputText(in, u"thief"_s);
    return s;
}
void resolve(const Spec &s, DiceSource &, Resolution &out)
{
    const HgStep st = HgRules::resolveTheft(s.c.book.game, s.f.thief, s.f.beats, s.f.guarded, *s.c.t);
    const QString tag = s.f.beats && !s.f.guarded ? u"theft=won"_s
                        : s.f.guarded             ? u"theft=guarded"_s
                                                  : u"theft=lost"_s;
    // The victim is the player whose Battle Master carries the thief's counter before the theft.
    HgRoles roles{{s.f.thief, u"thief"_s}};
    for (const HgPlayer &p : s.c.book.game.players)
        if (p.theftCounter == s.f.thief)
            roles.insert(p.name, u"victim"_s);
    emitOrFail(s.c, st, {tag}, kTheft, out, roles);
    if (st.ok())
        out.set(u"winner"_s, s.f.beats && !s.f.guarded ? u"thief"_s : u"victim"_s);
}
} // namespace Theft

// A Unit moved to another Combat Level of its Terrain Card.
namespace CombatLevel {
struct Fields
{
    QString player, level;
};
using Spec = Plain<Fields>;
ActionSchema schema()
{
    const QString rule = u"Moving Combat Levels & Terrain Modifiers"_s;
    return cardSchema(u"game-combat-level"_s, adj::HonourGlory::tr("Combat Level"), rule,
                      adj::HonourGlory::tr(
                          "A player of The Many moves his Unit to another Combat Level of his Terrain Card."),
                      {textInput(u"player"_s, adj::HonourGlory::tr("Player"),
                                 adj::HonourGlory::tr("The player of The Many."), rule, true),
                       textInput(u"level"_s, adj::HonourGlory::tr("Combat Level"),
                                 adj::HonourGlory::tr("As printed on the card."), rule, true)});
}
ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    return loaded(in, table, Fields{inputText(in, u"player"_s), inputText(in, u"level"_s)});
}
void resolve(const Spec &s, DiceSource &, Resolution &out)
{
    emitOrFail(s.c, HgRules::setCombatLevel(s.c.book.game, s.f.player, s.f.level), {},
               u"Moving Combat Levels & Terrain Modifiers"_s, out, {{s.f.player, u"player"_s}});
}
} // namespace CombatLevel

} // namespace

QList<Action> gameCardActions()
{
    QList<Action> actions{
        gameAction(StandardCard::schema(), parseThenResolve(&StandardCard::parse, &StandardCard::resolve)),
        gameAction(Stratagems::schema(), parseThenResolve(&Stratagems::parse, &Stratagems::resolve)),
        gameAction(ConflictCard::schema(), parseThenResolve(&ConflictCard::parse, &ConflictCard::resolve)),
        gameAction(Rescue::schema(), parseThenResolve(&Rescue::parse, &Rescue::resolve)),
        gameAction(TheftCounter::schema(), parseThenResolve(&TheftCounter::parse, &TheftCounter::resolve)),
        gameAction(Theft::schema(), parseThenResolve(&Theft::parse, &Theft::resolve)),
    };
    actions += terrainDeckActions();
    actions.append(
        gameAction(CombatLevel::schema(), parseThenResolve(&CombatLevel::parse, &CombatLevel::resolve)));
    return actions;
}

} // namespace adj::hg
