// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The game's Terrain deck (Setup, Move Terrain Stratagem): the deal, a veto and Move Terrain, each
// a cut of the deck and the Units placed on their cards.
#include "core/diesource.h"
#include "hggameactions.h"
#include "hggamecards.h"
#include "hginputs.h"
#include "hgterrain.h"
#include "honourglory.h"

using namespace Qt::StringLiterals;

namespace adj::hg {

namespace {

const QString kSetup = u"Setup"_s;
// Exact odds walk every order of a shuffled deck (n! orders, times the cut): kept to decks an
// action panel can show at once.
constexpr int kOddsCards = 6;

enum class DeckMove { Deal, Veto, Move };

// The Terrain deck after a deal, a veto (Setup) or a Move Terrain Stratagem, placed on the game.
namespace TerrainDeck {
struct Spec
{
    GameCtx c;
    DeckMove mode = DeckMove::Deal;
    QList<HgTerrainCard> cards; // the deal's deck
    QString player;             // who vetoes, or whose card moves
    int cutAt = 0;
    bool shuffle = false;
    qsizetype size = 0; // cards in the deck that is cut
};

ActionSchema dealSchema()
{
    ActionSchema s = cardSchema(
        u"game-terrain-deal"_s, adj::HonourGlory::tr("Terrain deal"), kSetup,
        adj::HonourGlory::tr(
            "Shuffle, cut and deal one Terrain Card to each player of The Many in seat order; "
            "a "
            "Secondary "
            "Terrain gets another card, a second Secondary goes to the bottom. Each Unit goes "
            "onto its "
            "card at the starting Combat Level."),
        {namesInput(u"deck"_s, adj::HonourGlory::tr("Terrain deck"),
                    adj::HonourGlory::tr("Card names, top first: \"Forest, Hill, ...\"."), kSetup, true),
         namesInput(u"secondary"_s, adj::HonourGlory::tr("Secondary Terrain"),
                    adj::HonourGlory::tr("Which cards are Secondary."), kSetup),
         boolInput(u"shuffle"_s, adj::HonourGlory::tr("Shuffle"),
                   adj::HonourGlory::tr("Off: the deck is in the order given."), kSetup),
         intInput(u"cut"_s, 0, 1000, 0, adj::HonourGlory::tr("Cut"),
                  adj::HonourGlory::tr("Cards lifted to the bottom; 0: rolled."), kSetup)});
    for (InputSpec &i : s.inputs)
        if (i.id == u"shuffle"_s)
            i.defaultValue = true;
    s.dice = HgTerrain::deckSteps();
    return s;
}
ActionSchema vetoSchema()
{
    ActionSchema s = cardSchema(
        u"game-terrain-veto"_s, adj::HonourGlory::tr("Terrain veto"), kSetup,
        adj::HonourGlory::tr("A player vetoes his Terrain Card (once): it is set aside, the deck is cut "
                             "again and he is "
                             "dealt again."),
        {textInput(u"player"_s, adj::HonourGlory::tr("Player"),
                   adj::HonourGlory::tr("The player of The Many who vetoes."), kSetup, true),
         intInput(u"cut"_s, 0, 1000, 0, adj::HonourGlory::tr("Cut"), adj::HonourGlory::tr("0: rolled."),
                  kSetup)});
    s.dice = HgTerrain::deckSteps();
    return s;
}
ActionSchema moveSchema()
{
    const QString rule = u"Move Terrain Stratagem"_s;
    ActionSchema s =
        cardSchema(u"game-move-terrain"_s, adj::HonourGlory::tr("Move Terrain"), rule,
                   adj::HonourGlory::tr(
                       "Instead of the Move Terrain Stratagem's effect: cut the Terrain deck and replace "
                       "the player's Terrain Card with the next card; his Unit keeps its Combat Level."),
                   {textInput(u"player"_s, adj::HonourGlory::tr("Player"),
                              adj::HonourGlory::tr("The player of The Many whose Terrain Card is replaced."),
                              rule, true),
                    intInput(u"cut"_s, 0, 1000, 0, adj::HonourGlory::tr("Cut"),
                             adj::HonourGlory::tr("0: rolled."), rule)});
    s.dice = HgTerrain::deckSteps();
    return s;
}

// A cut is 1 to size - 1 cards, or 0: rolled.
ParsedInputs<Spec> checkCut(Spec s)
{
    if (s.cutAt < 0 || (s.cutAt > 0 && s.size >= 2 && s.cutAt >= s.size))
        return ParsedInputs<Spec>::refused(
            adj::HonourGlory::tr("input \"cut\" is %1; a deck of %2 cards is cut at 1 to %3 (0: rolled)")
                .arg(s.cutAt)
                .arg(s.size)
                .arg(s.size - 1));
    return s;
}

ParsedInputs<Spec> parseDeal(const Inputs &in, const RuleTable &table)
{
    Spec s;
    QString error;
    if (!loadGame(in, table, &s.c, &error))
        return ParsedInputs<Spec>::refused(error);
    const QStringList deck = list(in, u"deck"_s), secondary = list(in, u"secondary"_s);
    s.cutAt = in.value(u"cut"_s).toInt();
    s.shuffle = in.value(u"shuffle"_s).toBool();
    if (s.c.book.dealt)
        return ParsedInputs<Spec>::refused(adj::HonourGlory::tr(
            "input \"game\": the Terrain deck was already dealt; a player may veto his card"));
    for (const QString &c : secondary)
        if (!deck.contains(c))
            return ParsedInputs<Spec>::refused(
                adj::HonourGlory::tr("input \"secondary\": \"%1\" is not a card of the deck").arg(c));
    for (const QString &name : deck)
        s.cards.append({name, secondary.contains(name)});
    s.size = s.cards.size();
    return checkCut(s);
}

// A veto or a move: on the deck already dealt, by one of The Many.
ParsedInputs<Spec> parseRecut(const Inputs &in, const RuleTable &table, DeckMove mode)
{
    Spec s;
    s.mode = mode;
    QString error;
    if (!loadGame(in, table, &s.c, &error))
        return ParsedInputs<Spec>::refused(error);
    s.player = inputText(in, u"player"_s);
    s.cutAt = in.value(u"cut"_s).toInt();
    if (!s.c.book.dealt)
        return ParsedInputs<Spec>::refused(
            adj::HonourGlory::tr("input \"game\": the Terrain deck has not been dealt yet"));
    if (s.c.book.game.indexOf(s.player) < 1)
        return ParsedInputs<Spec>::refused(
            adj::HonourGlory::tr("input \"player\": \"%1\" is not one of The Many").arg(s.player));
    if (mode == DeckMove::Veto && s.c.book.deck.vetoes.value(s.player) <= 0)
        return ParsedInputs<Spec>::refused(
            adj::HonourGlory::tr("input \"player\": %1 has used his veto").arg(s.player));
    s.size = s.c.book.deck.cards.size();
    return checkCut(s);
}
ParsedInputs<Spec> parseVeto(const Inputs &in, const RuleTable &table)
{
    return parseRecut(in, table, DeckMove::Veto);
}
ParsedInputs<Spec> parseMove(const Inputs &in, const RuleTable &table)
{
    return parseRecut(in, table, DeckMove::Move);
}

// Setup: make the deck, shuffle it (optional), cut it and deal it in seat order.
HgDeckStep deal(const Spec &s, DiceSource &dice)
{
    HgDeckStep d = HgTerrain::make(s.cards);
    QList<TraceLine> trace;
    QList<Roll> rolls;
    auto next = [&](const HgDeckStep &step) {
        trace += step.trace;
        rolls += step.rolls;
        d = step;
        d.trace = trace;
        d.rolls = rolls;
        return step.ok();
    };
    if (d.ok() && s.shuffle)
        next(HgTerrain::shuffle(d.deck, dice));
    if (d.ok())
        next(s.cutAt > 0 ? HgTerrain::cut(d.deck, s.cutAt) : HgTerrain::cut(d.deck, dice));
    if (d.ok())
        next(HgTerrain::deal(d.deck, s.c.book.game.many(), s.c.t->terrainVetoes));
    return d;
}

// A veto or a move: the deck is cut again (rolled unless given) and the player dealt again.
HgDeckStep recut(const Spec &s, DiceSource &dice)
{
    const int at =
        s.cutAt > 0 || s.size < 2
            ? s.cutAt // HgTerrain refuses to cut a deck of one card
            : dice.forStep("cut").roll(
                  int(s.size) - 1, dice.wantsText()
                                       ? adj::HonourGlory::tr("cut of the Terrain deck for %1").arg(s.player)
                                       : QString());
    HgDeckStep d = s.mode == DeckMove::Veto ? HgTerrain::veto(s.c.book.deck, s.player, at)
                                            : HgTerrain::moveTerrain(s.c.book.deck, s.player, at);
    // A rolled cut: the card at place `at` + 1 comes to the top (the vetoed card is not in the deck).
    if (at != s.cutAt && dice.wantsText())
        d.rolls.append(HgTerrain::cutRoll(at, s.c.book.deck.cards.value(at).name));
    return d;
}

// The trace of the placing: a move keeps the Combat Levels, a veto shows only the player's.
void placed(const Spec &s, const HgDeckStep &d, HgStep &st)
{
    if (s.mode == DeckMove::Move) {
        // Move Terrain Stratagem: the Unit doesn't change Combat Levels.
        for (int i = 1; i < st.game.players.size(); ++i)
            st.game.players[i].combatLevel = s.c.book.game.players.at(i).combatLevel;
        st.trace = d.trace;
    } else if (s.mode == DeckMove::Veto) {
        QList<TraceLine> mine;
        for (const TraceLine &l : std::as_const(st.trace))
            if (l.text.startsWith(s.player))
                mine.append(l);
        st.trace = d.trace + mine;
    } else {
        st.trace = d.trace + st.trace;
    }
}

void resolve(const Spec &s, DiceSource &dice, Resolution &out)
{
    const bool veto = s.mode != DeckMove::Deal;
    if (!veto && s.shuffle && s.cards.size() > kOddsCards && !dice.wantsText()) {
        out.fail(adj::HonourGlory::tr(
                     "exact odds of a shuffled deck of %1 cards would walk %1! orders; they are given for "
                     "%2 cards or fewer (the deal itself is rolled as usual)")
                     .arg(s.cards.size())
                     .arg(kOddsCards));
        return;
    }
    const HgDeckStep d = veto ? recut(s, dice) : deal(s, dice);
    if (!d.ok()) {
        out.fail(veto ? d.error : adj::HonourGlory::tr("input \"deck\": %1").arg(d.error));
        return;
    }
    HgStep st = HgRules::placeOnTerrain(s.c.book.game, d.deck, *s.c.t);
    if (!st.ok()) {
        out.fail(st.error);
        return;
    }
    placed(s, d, st);
    HgBook after = s.c.book;
    after.game = st.game;
    after.deck = d.deck;
    after.dealt = true;
    QStringList tags;
    for (const HgPlayer &p : st.game.players)
        if (!p.one)
            tags.append(p.name + u'=' + p.terrain.join(u'+'));
    emitStep(s.c, st, after, tags, s.mode == DeckMove::Move ? u"Move Terrain Stratagem"_s : kSetup, out);
    if (out.quiet())
        return; // the odds walk: no values, so no lists built for them
    rollValues(d.rolls, out);
    dealtValue(d.deck.dealt, veto ? QStringList{s.player} : st.game.many(), out);
}
} // namespace TerrainDeck

} // namespace

QList<Action> terrainDeckActions()
{
    return {
        gameAction(TerrainDeck::dealSchema(),
                   parseThenResolve(&TerrainDeck::parseDeal, &TerrainDeck::resolve)),
        gameAction(TerrainDeck::vetoSchema(),
                   parseThenResolve(&TerrainDeck::parseVeto, &TerrainDeck::resolve)),
        gameAction(TerrainDeck::moveSchema(),
                   parseThenResolve(&TerrainDeck::parseMove, &TerrainDeck::resolve)),
    };
}

} // namespace adj::hg
