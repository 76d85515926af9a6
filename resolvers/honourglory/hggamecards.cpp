#include "core/diesource.h"
#include "hggameactions.h"
#include "hginputs.h"
#include "hgterrain.h"
#include "honourglory.h"

using namespace Qt::StringLiterals;

// The game actions around the rounds: cards tracked per opponent, To The Rescue, Glory Theft,
// the Terrain deal and its vetoes, Combat Levels.
namespace adj::hg {

namespace {

const QString kTheft = u"Glory Theft"_s;
const QString kRescue = u"To The Rescue"_s;
const QString kSetup = u"Setup"_s;
// Exact odds walk every order of a shuffled deck (n! orders, times the cut): kept to decks an
// action panel can show at once.
constexpr int kOddsCards = 6;

ActionSchema schema(const QString &id, const QString &name, const QString &rule, const QString &help,
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

QString text(const QJsonObject &in, const QString &key)
{
    return in.value(key).toString().trimmed();
}

// "Name=cost, ..." -> Stratagem Cards.
bool parseStratagems(const QString &key, const QJsonObject &in, QList<HgStratagem> *out, QString *error)
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

// "Ben: Pikes, Archers; Cat: Spears" -> offers into `into`.
bool parseOffers(const QJsonObject &in, HgColumn into, QList<HgRescueOffer> *out, QString *error)
{
    for (const QString &part : in.value(u"offers"_s).toString().split(u';')) {
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

RuleSet::Runner simple(const QJsonObject &in, const RuleTable &table, const QString &rule,
                       const std::function<HgStep(const GameCtx &)> &step)
{
    GameCtx c;
    QString error;
    if (!loadGame(in, table, &c, &error))
        return refused(error);
    return stepRunner(c, step(c), {}, rule);
}

enum class DeckMove { Deal, Veto, Move };

// The Terrain deck after a deal, a veto (Setup) or a Move Terrain Stratagem, placed on the game.
RuleSet::Runner terrainRunner(const QJsonObject &in, const RuleTable &table, DeckMove mode)
{
    const bool veto = mode != DeckMove::Deal; // a veto or a move: on the deck already dealt
    GameCtx c;
    QString error;
    if (!loadGame(in, table, &c, &error))
        return refused(error);
    QList<HgTerrainCard> cards;
    const QStringList deck = list(in, u"deck"_s), secondary = list(in, u"secondary"_s);
    const QString player = text(in, u"player"_s);
    const int cutAt = in.value(u"cut"_s).toInt();
    const bool shuffle = in.value(u"shuffle"_s).toBool();
    if (veto) {
        if (!c.book.dealt)
            return refused(adj::HonourGlory::tr("input \"game\": the Terrain deck has not been dealt yet"));
        if (c.book.game.indexOf(player) < 1)
            return refused(
                adj::HonourGlory::tr("input \"player\": \"%1\" is not one of The Many").arg(player));
        if (mode == DeckMove::Veto && c.book.deck.vetoes.value(player) <= 0)
            return refused(adj::HonourGlory::tr("input \"player\": %1 has used his veto").arg(player));
    } else {
        if (c.book.dealt)
            return refused(adj::HonourGlory::tr(
                "input \"game\": the Terrain deck was already dealt; a player may veto his card"));
        for (const QString &s : secondary)
            if (!deck.contains(s))
                return refused(
                    adj::HonourGlory::tr("input \"secondary\": \"%1\" is not a card of the deck").arg(s));
        for (const QString &name : deck)
            cards.append({name, secondary.contains(name)});
    }
    const qsizetype size = veto ? c.book.deck.cards.size() : cards.size();
    if (cutAt < 0 || (cutAt > 0 && size >= 2 && cutAt >= size))
        return refused(
            adj::HonourGlory::tr("input \"cut\" is %1; a deck of %2 cards is cut at 1 to %3 (0: rolled)")
                .arg(cutAt)
                .arg(size)
                .arg(size - 1));
    return [=](DiceSource &dice, Resolution &out) {
        if (!veto && shuffle && cards.size() > kOddsCards && !dice.wantsText()) {
            out.fail(
                adj::HonourGlory::tr(
                    "exact odds of a shuffled deck of %1 cards would walk %1! orders; they are given for "
                    "%2 cards or fewer (the deal itself is rolled as usual)")
                    .arg(cards.size())
                    .arg(kOddsCards));
            return;
        }
        HgDeckStep d;
        if (veto) {
            const int at = cutAt > 0 || size < 2
                               ? cutAt // HgTerrain refuses to cut a deck of one card
                               : dice.forStep("cut").roll(
                                     int(size) - 1,
                                     dice.wantsText()
                                         ? adj::HonourGlory::tr("cut of the Terrain deck for %1").arg(player)
                                         : QString());
            d = mode == DeckMove::Veto ? HgTerrain::veto(c.book.deck, player, at)
                                       : HgTerrain::moveTerrain(c.book.deck, player, at);
        } else {
            d = HgTerrain::make(cards);
            QList<TraceLine> trace;
            auto next = [&](const HgDeckStep &s) {
                trace += s.trace;
                d = s;
                d.trace = trace;
                return s.ok();
            };
            if (d.ok() && shuffle)
                next(HgTerrain::shuffle(d.deck, dice));
            if (d.ok())
                next(cutAt > 0 ? HgTerrain::cut(d.deck, cutAt) : HgTerrain::cut(d.deck, dice));
            if (d.ok())
                next(HgTerrain::deal(d.deck, c.book.game.many(), c.t->terrainVetoes));
        }
        if (!d.ok()) {
            out.fail(veto ? d.error : adj::HonourGlory::tr("input \"deck\": %1").arg(d.error));
            return;
        }
        HgStep st = HgRules::placeOnTerrain(c.book.game, d.deck, *c.t);
        if (!st.ok()) {
            out.fail(st.error);
            return;
        }
        if (mode == DeckMove::Move) {
            // Move Terrain Stratagem: the Unit doesn't change Combat Levels.
            for (int i = 1; i < st.game.players.size(); ++i)
                st.game.players[i].combatLevel = c.book.game.players.at(i).combatLevel;
            st.trace = d.trace;
        } else if (mode == DeckMove::Veto) {
            QList<TraceLine> mine;
            for (const TraceLine &l : std::as_const(st.trace))
                if (l.text.startsWith(player))
                    mine.append(l);
            st.trace = d.trace + mine;
        } else {
            st.trace = d.trace + st.trace;
        }
        HgBook after = c.book;
        after.game = st.game;
        after.deck = d.deck;
        after.dealt = true;
        QStringList tags;
        for (const HgPlayer &p : st.game.players)
            if (!p.one)
                tags.append(p.name + u'=' + p.terrain.join(u'+'));
        emitStep(c, st, after, tags, mode == DeckMove::Move ? u"Move Terrain Stratagem"_s : kSetup, out);
    };
}

} // namespace

QList<ActionSchema> gameCardSchemas()
{
    const QString std_ = u"Standard Cards"_s, strat = u"Stratagem Cards"_s, conf = u"Conflict Cards"_s;
    QList<ActionSchema> l{
        schema(u"game-standard-card"_s, adj::HonourGlory::tr("Standard Card"), std_,
               adj::HonourGlory::tr(
                   "The One uses a Standard Card against one player of The Many: once per opponent."),
               {textInput(u"opponent"_s, adj::HonourGlory::tr("Against"),
                          adj::HonourGlory::tr("The player of The Many."), std_, true),
                textInput(u"card"_s, adj::HonourGlory::tr("Standard Card"), adj::HonourGlory::tr("Its name."),
                          std_, true)}),
        schema(u"game-stratagems"_s, adj::HonourGlory::tr("Stratagem Cards"), strat,
               adj::HonourGlory::tr(
                   "The One's Stratagem Cards face down opposite one player, within his Tactics ML per "
                   "opponent; they are turned or returned on his 'tcts' round."),
               {textInput(u"opponent"_s, adj::HonourGlory::tr("Opposite"),
                          adj::HonourGlory::tr("The player of The Many."), strat, true),
                textInput(u"cards"_s, adj::HonourGlory::tr("Cards"),
                          adj::HonourGlory::tr("\"Name=cost, ...\"; empty: none."), strat)}),
        schema(
            u"game-conflict-card"_s, adj::HonourGlory::tr("Unit Conflict Card"), conf,
            adj::HonourGlory::tr(
                "After winning a Duration against a player, The One picks a Unit Conflict Card against him."),
            {textInput(u"opponent"_s, adj::HonourGlory::tr("Against"),
                       adj::HonourGlory::tr("The player of The Many."), conf, true),
             textInput(u"card"_s, adj::HonourGlory::tr("Unit Conflict Card"),
                       adj::HonourGlory::tr("Its name."), conf, true)}),
        schema(u"game-rescue"_s, adj::HonourGlory::tr("To The Rescue"), kRescue,
               adj::HonourGlory::tr(
                   "Troop Cards given to a player, each with the giver's coloured counter: only by a player "
                   "with "
                   "2 or more cards more, never leaving the receiver with more; offered by several, the "
                   "receiver picks one."),
               {textInput(u"receiver"_s, adj::HonourGlory::tr("Receiver"),
                          adj::HonourGlory::tr("The player of The Many who receives."), kRescue, true),
                textInput(u"offers"_s, adj::HonourGlory::tr("Offers"),
                          adj::HonourGlory::tr("\"Giver: Troop, Troop; Giver2: Troop\"."), kRescue, true),
                textInput(u"pick"_s, adj::HonourGlory::tr("Taken from"),
                          adj::HonourGlory::tr("The giver the receiver picks (several offers)."), kRescue),
                enumInput(u"into"_s, hgColumnIds(), u"left"_s, adj::HonourGlory::tr("Into column"),
                          adj::HonourGlory::tr("The receiver's column the cards join."), kRescue)}),
        schema(u"game-theft-counter"_s, adj::HonourGlory::tr("Glory Theft counter"), kTheft,
               adj::HonourGlory::tr(
                   "At the beginning of a Duration, instead of Stratagem Cards, a player puts his counter on "
                   "another's Battle Master; one at a time, and the victim picks among several."),
               {textInput(u"victim"_s, adj::HonourGlory::tr("Victim"),
                          adj::HonourGlory::tr("Whose Battle Master."), kTheft, true),
                textInput(u"wanting"_s, adj::HonourGlory::tr("Thieves"),
                          adj::HonourGlory::tr("The players who want to: \"Ben, Cat\"."), kTheft, true),
                textInput(u"pick"_s, adj::HonourGlory::tr("Picked"),
                          adj::HonourGlory::tr("The one the victim picks (several)."), kTheft)}),
        schema(
            u"game-theft"_s, adj::HonourGlory::tr("Glory Theft"), kTheft,
            adj::HonourGlory::tr(
                "On the thief's 'tcts' round: a winning Mastery Card moves Glory from the victim to the "
                "thief; "
                "otherwise the thief loses Glory. Guarding with a higher Tactics ML counts as no win."),
            {textInput(u"thief"_s, adj::HonourGlory::tr("Thief"),
                       adj::HonourGlory::tr("The player whose counter is on a Battle Master."), kTheft, true),
             boolInput(u"beats"_s, adj::HonourGlory::tr("Thief's Mastery Card beats the victim's"),
                       adj::HonourGlory::tr("Entered from the Unit vs. Unit rules."), kTheft),
             boolInput(u"guarded"_s, adj::HonourGlory::tr("Victim Guards"),
                       adj::HonourGlory::tr("Only with a higher Tactics ML."), kTheft)}),
        schema(
            u"game-terrain-deal"_s, adj::HonourGlory::tr("Terrain deal"), kSetup,
            adj::HonourGlory::tr(
                "Shuffle, cut and deal one Terrain Card to each player of The Many in seat order; a "
                "Secondary "
                "Terrain gets another card, a second Secondary goes to the bottom. Each Unit goes onto its "
                "card at the starting Combat Level."),
            {textInput(u"deck"_s, adj::HonourGlory::tr("Terrain deck"),
                       adj::HonourGlory::tr("Card names, top first: \"Forest, Hill, ...\"."), kSetup, true),
             textInput(u"secondary"_s, adj::HonourGlory::tr("Secondary Terrain"),
                       adj::HonourGlory::tr("Which cards are Secondary."), kSetup),
             boolInput(u"shuffle"_s, adj::HonourGlory::tr("Shuffle"),
                       adj::HonourGlory::tr("Off: the deck is in the order given."), kSetup),
             intInput(u"cut"_s, 0, 1000, 0, adj::HonourGlory::tr("Cut"),
                      adj::HonourGlory::tr("Cards lifted to the bottom; 0: rolled."), kSetup)}),
        schema(
            u"game-terrain-veto"_s, adj::HonourGlory::tr("Terrain veto"), kSetup,
            adj::HonourGlory::tr(
                "A player vetoes his Terrain Card (once): it is set aside, the deck is cut again and he is "
                "dealt again."),
            {textInput(u"player"_s, adj::HonourGlory::tr("Player"),
                       adj::HonourGlory::tr("The player of The Many who vetoes."), kSetup, true),
             intInput(u"cut"_s, 0, 1000, 0, adj::HonourGlory::tr("Cut"), adj::HonourGlory::tr("0: rolled."),
                      kSetup)}),
        schema(u"game-move-terrain"_s, adj::HonourGlory::tr("Move Terrain"), u"Move Terrain Stratagem"_s,
               adj::HonourGlory::tr(
                   "Instead of the Move Terrain Stratagem's effect: cut the Terrain deck and replace "
                   "the player's Terrain Card with the next card; his Unit keeps its Combat Level."),
               {textInput(u"player"_s, adj::HonourGlory::tr("Player"),
                          adj::HonourGlory::tr("The player of The Many whose Terrain Card is replaced."),
                          u"Move Terrain Stratagem"_s, true),
                intInput(u"cut"_s, 0, 1000, 0, adj::HonourGlory::tr("Cut"),
                         adj::HonourGlory::tr("0: rolled."), u"Move Terrain Stratagem"_s)}),
        schema(u"game-combat-level"_s, adj::HonourGlory::tr("Combat Level"),
               u"Moving Combat Levels & Terrain Modifiers"_s,
               adj::HonourGlory::tr(
                   "A player of The Many moves his Unit to another Combat Level of his Terrain Card."),
               {textInput(u"player"_s, adj::HonourGlory::tr("Player"),
                          adj::HonourGlory::tr("The player of The Many."),
                          u"Moving Combat Levels & Terrain Modifiers"_s, true),
                textInput(u"level"_s, adj::HonourGlory::tr("Combat Level"),
                          adj::HonourGlory::tr("As printed on the card."),
                          u"Moving Combat Levels & Terrain Modifiers"_s, true)}),
    };
    for (ActionSchema &s : l) {
        if (s.id == u"game-terrain-deal"_s)
            for (InputSpec &i : s.inputs)
                if (i.id == u"shuffle"_s)
                    i.defaultValue = true;
        if (s.id == u"game-terrain-deal"_s || s.id == u"game-terrain-veto"_s ||
            s.id == u"game-move-terrain"_s)
            s.dice = HgTerrain::deckSteps();
    }
    return l;
}

RuleSet::Runner bindGameCards(const QString &action, const QJsonObject &in, const RuleTable &table)
{
    if (action == u"game-standard-card"_s)
        return simple(in, table, u"Standard Cards"_s, [&](const GameCtx &c) {
            return HgRules::useStandard(c.book.game, text(in, u"opponent"_s), text(in, u"card"_s));
        });
    if (action == u"game-stratagems"_s) {
        QList<HgStratagem> cards;
        QString error;
        if (!parseStratagems(u"cards"_s, in, &cards, &error))
            return refused(error);
        return simple(in, table, u"Stratagem Cards"_s, [&](const GameCtx &c) {
            return HgRules::chooseStratagems(c.book.game, text(in, u"opponent"_s), cards);
        });
    }
    if (action == u"game-conflict-card"_s)
        return simple(in, table, u"Conflict Cards"_s, [&](const GameCtx &c) {
            return HgRules::playConflict(c.book.game, text(in, u"opponent"_s), text(in, u"card"_s));
        });
    if (action == u"game-rescue"_s) {
        HgColumn into = HgColumn::Left;
        hgColumnFromId(in.value(u"into"_s).toString(), &into);
        QList<HgRescueOffer> offers;
        QString error;
        if (!parseOffers(in, into, &offers, &error))
            return refused(error);
        return simple(in, table, kRescue, [&](const GameCtx &c) {
            return HgRules::rescue(c.book.game, text(in, u"receiver"_s), offers, text(in, u"pick"_s), *c.t);
        });
    }
    if (action == u"game-theft-counter"_s)
        return simple(in, table, kTheft, [&](const GameCtx &c) {
            return HgRules::placeTheftCounter(c.book.game, text(in, u"victim"_s), list(in, u"wanting"_s),
                                              text(in, u"pick"_s));
        });
    if (action == u"game-theft"_s) {
        GameCtx c;
        QString error;
        if (!loadGame(in, table, &c, &error))
            return refused(error);
        const bool beats = in.value(u"beats"_s).toBool(), guarded = in.value(u"guarded"_s).toBool();
        const HgStep st = HgRules::resolveTheft(c.book.game, text(in, u"thief"_s), beats, guarded, *c.t);
        const QString tag = beats && !guarded ? u"theft=won"_s
                            : guarded         ? u"theft=guarded"_s
                                              : u"theft=lost"_s;
        return stepRunner(c, st, {tag}, kTheft);
    }
    if (action == u"game-terrain-deal"_s)
        return terrainRunner(in, table, DeckMove::Deal);
    if (action == u"game-terrain-veto"_s)
        return terrainRunner(in, table, DeckMove::Veto);
    if (action == u"game-move-terrain"_s)
        return terrainRunner(in, table, DeckMove::Move);
    if (action == u"game-combat-level"_s)
        return simple(in, table, u"Moving Combat Levels & Terrain Modifiers"_s, [&](const GameCtx &c) {
            return HgRules::setCombatLevel(c.book.game, text(in, u"player"_s), text(in, u"level"_s));
        });
    return refused(adj::HonourGlory::tr("unknown action \"%1\" in rule set honour-glory").arg(action));
}

} // namespace adj::hg
