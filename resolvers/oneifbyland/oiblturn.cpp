#include "oiblturn.h"

#include "core/diesource.h"
#include "core/inputbuilders.h"
#include "core/resolution.h"
#include "oibldeck.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace inputs;

namespace {

const QString kDeck = u"oibl.deck"_s;
const QString kSequence = u"oibl.sequence"_s;
const QString kRule = u"Sequence of Play"_s;

InputSpec stateInput(const QString &id, const QString &tracker, const QString &label)
{
    return inputs::stateInput(id, tracker, label, {}, kRule);
}

InputSpec rosterInput()
{
    InputSpec s = stateInput(u"roster"_s, {}, OiblTurn::tr("The battle's units and their commands"));
    s.help = OiblTurn::tr("{\"units\": [{\"id\", \"name\", \"side\", \"brigade\", \"division\", \"army\", "
                          "\"panic\", \"routing\"}]}; read off the battle.");
    return s;
}

InputSpec turnInput()
{
    return intInput(u"battleTurn"_s, 0, 100000, 0, OiblTurn::tr("Battle turn"),
                    OiblTurn::tr("The battle's turn (read off the battle; 0 when unknown)."), kRule);
}

// The deck as stored: the deck itself plus the battle turn it was shuffled for.
QJsonObject deckValue(const OiblDeck &d, int battleTurn)
{
    QJsonObject o = d.toJson();
    o.insert(u"battleTurn"_s, battleTurn);
    return o;
}

QString deckLabel(const OiblDeck &d, int battleTurn)
{
    const int turn = battleTurn > 0 ? battleTurn : d.turn();
    if (d.drawn().isEmpty())
        return OiblTurn::tr("Turn %1 deck: %2 cards, none drawn").arg(turn).arg(d.cards().size());
    return OiblTurn::tr("Turn %1 deck: %2 of %3 cards left; last drawn: %4")
        .arg(turn)
        .arg(d.pile().size())
        .arg(d.cards().size())
        .arg(d.drawn().constLast());
}

QString namesOf(const QJsonArray &units)
{
    QStringList l;
    for (const QJsonValue &v : units)
        l.append(v.toObject().value(u"name"_s).toString());
    return l.isEmpty() ? OiblTurn::tr("none") : l.join(u", "_s);
}

QString kindId(OiblDeck::Kind k)
{
    return k == OiblDeck::Kind::Army ? u"army"_s
                                     : (k == OiblDeck::Kind::Division ? u"division"_s : u"brigade"_s);
}

// The stored id ("division") as the referee reads it.
QString kindName(const QString &id)
{
    return id == u"army"_s ? OiblTurn::tr("army")
                           : (id == u"division"_s ? OiblTurn::tr("division") : OiblTurn::tr("brigade"));
}

QString kindName(OiblDeck::Kind k)
{
    return kindName(kindId(k));
}

// "Card: Smallwood (brigade, 3 left) — step 2 of 7: charge declarations: 2nd Maryland, 1st Delaware"
QString sequenceLabel(const QJsonObject &seq)
{
    const QJsonArray steps = seq.value(u"steps"_s).toArray();
    const int step = seq.value(u"step"_s).toInt();
    if (step < 1 || step > steps.size())
        return OiblTurn::tr("Turn %1: no card drawn yet").arg(seq.value(u"battleTurn"_s).toInt());
    const QJsonObject s = steps.at(step - 1).toObject();
    return OiblTurn::tr("Card: %1 (%2, %3 left) — step %4 of %5: %6: %7")
        .arg(seq.value(u"card"_s).toString(), kindName(seq.value(u"kind"_s).toString()))
        .arg(seq.value(u"left"_s).toInt())
        .arg(step)
        .arg(steps.size())
        .arg(OiblTurn::stepName(s.value(u"id"_s).toString()), namesOf(s.value(u"units"_s).toArray()));
}

Effect tracker(const QString &key, const QJsonObject &value, const QString &label)
{
    return Effect::setTracker(key, value, label, kRule);
}

// The activated units in one step of the sequence: the panic-marked test first, the routing make
// their compulsory routs, every other step is for the units not routing.
QJsonArray stepUnits(const QString &step, const QList<qint64> &active,
                     const QList<OiblTurn::RosterUnit> &units)
{
    QJsonArray list;
    for (const OiblTurn::RosterUnit &u : units) {
        if (!active.contains(u.id))
            continue;
        const bool on = step == u"panic"_s ? u.panic : (step == u"routs"_s ? u.routing : !u.routing);
        if (on)
            list.append(QJsonObject{{u"id"_s, u.id}, {u"name"_s, u.name}});
    }
    return list;
}

} // namespace

QString OiblTurn::stepName(const QString &step)
{
    if (step == u"panic"_s)
        return tr("panic-marked units test");
    if (step == u"charge-declare"_s)
        return tr("charge declarations");
    if (step == u"charge-move"_s)
        return tr("charging units move into contact");
    if (step == u"move"_s)
        return tr("all other units' movement");
    if (step == u"fire"_s)
        return tr("firing");
    if (step == u"melee"_s)
        return tr("melee");
    if (step == u"routs"_s)
        return tr("compulsory routs");
    return step;
}

QList<OiblTurn::RosterUnit> OiblTurn::roster(const QJsonObject &o)
{
    QList<RosterUnit> out;
    for (const QJsonValue &v : o.value(u"units"_s).toArray()) {
        const QJsonObject u = v.toObject();
        RosterUnit r;
        r.id = u.value(u"id"_s).toInteger();
        r.name = u.value(u"name"_s).toString();
        if (r.name.isEmpty())
            r.name = QString::number(r.id);
        r.side = u.value(u"side"_s).toString();
        r.brigade = u.value(u"brigade"_s).toString().trimmed();
        r.division = u.value(u"division"_s).toString().trimmed();
        r.army = u.value(u"army"_s).toString().trimmed();
        r.panic = u.value(u"panic"_s).toBool();
        r.routing = u.value(u"routing"_s).toBool();
        out.append(r);
    }
    return out;
}

QJsonObject OiblTurn::rosterJson(const QList<RosterUnit> &units)
{
    QJsonArray a;
    for (const RosterUnit &r : units)
        a.append(QJsonObject{{u"id"_s, r.id},
                             {u"name"_s, r.name},
                             {u"side"_s, r.side},
                             {u"brigade"_s, r.brigade},
                             {u"division"_s, r.division},
                             {u"army"_s, r.army},
                             {u"panic"_s, r.panic},
                             {u"routing"_s, r.routing}});
    return QJsonObject{{u"units"_s, a}};
}

// ---- deck-shuffle

ActionSchema OiblTurn::shuffleSchema()
{
    ActionSchema s;
    s.id = u"deck-shuffle"_s;
    s.name = tr("New turn: shuffle the brigade cards");
    s.rule = kRule;
    s.help = tr("A card for every brigade of the battle (and, with the optional rules, for every division "
                "and the army commander), shuffled by dice Adjutant rolls and logs (or dice you enter).");
    s.outcomes = {u"shuffled"_s};
    s.dice = {dice::upTo(u"shuffle"_s, DieSpec{}, 1,
                         tr("one die per card from the bottom up, each with as many faces as cards left"),
                         kRule)};
    s.inputs = {
        stateInput(u"deck"_s, kDeck, tr("The brigade-card deck")),
        rosterInput(),
        turnInput(),
        boolInput(u"divisionCards"_s, false, tr("Division commander cards"),
                  tr("A card for each division or wing commander (Optional Turn Sequence Rule One)."),
                  u"Optional Turn Sequence Rule One"_s, u"division-cards"_s),
        boolInput(u"armyCard"_s, false, tr("Army commander card"),
                  tr("A card for the army commander (Optional Turn Sequence Rule Two)."),
                  u"Optional Turn Sequence Rule Two"_s, u"army-card"_s),
    };
    return s;
}

namespace {

struct ShuffleSpec
{
    OiblDeck built;
    int deckTurn = 1, battleTurn = 0;
    QStringList uncarded; // units on no card
};

// A new turn needs a new deck, but a deck already in play this turn is not shuffled again; the turn
// the new deck is for.
QString deckTurnOf(const QJsonObject &old, int battleTurn, int *deckTurn)
{
    *deckTurn = 1;
    if (!old.isEmpty()) {
        QString error;
        const OiblDeck d = OiblDeck::fromJson(old, &error);
        // A damaged deck is replaced by the new one (never a dead end for the referee).
        if (error.isEmpty() && battleTurn > 0 && old.value(u"battleTurn"_s).toInt() == battleTurn &&
            !d.drawn().isEmpty())
            return OiblTurn::tr(
                       "the deck of turn %1 is in play (%n cards drawn); the next shuffle is for the "
                       "next turn",
                       nullptr, int(d.drawn().size()))
                .arg(battleTurn);
        if (error.isEmpty())
            *deckTurn = d.turn() + 1;
    }
    if (battleTurn > 0)
        *deckTurn = battleTurn;
    return {};
}

// The cards: every brigade the units name, then the divisions and the army with their rules on
// (Optional Turn Sequence Rules One and Two); each command of one side only.
struct Cards
{
    bool divisions = false, army = false;
    QList<OiblDeck::Card> cards;
    QStringList divisionIds, armyIds, uncarded;

    QString parentFor(const OiblTurn::RosterUnit &u) const
    {
        if (divisions && !u.division.isEmpty())
            return u.division;
        return army ? u.army : QString();
    }
    QString read(const QList<OiblTurn::RosterUnit> &units);
    void commanders(const QList<OiblTurn::RosterUnit> &units);
};

QString Cards::read(const QList<OiblTurn::RosterUnit> &units)
{
    QHash<QString, QString> sideOf, parentOf;
    QHash<QString, QString> commandSide; // every card belongs to one side's command
    for (const OiblTurn::RosterUnit &u : units) {
        for (const QString &id : {u.brigade, u.division, u.army}) {
            if (id.isEmpty())
                continue;
            if (commandSide.contains(id) && commandSide.value(id) != u.side)
                return OiblTurn::tr("\"%1\" is named by units of both sides (%2 and %3): give each brigade, "
                                    "division and army its own name")
                    .arg(id, commandSide.value(id), u.side);
            commandSide.insert(id, u.side);
        }
        if (u.brigade.isEmpty()) {
            if (!(divisions && !u.division.isEmpty()) && !(army && !u.army.isEmpty()))
                uncarded.append(u.name);
        } else {
            const QString parent = parentFor(u);
            if (parentOf.contains(u.brigade) && parentOf.value(u.brigade) != parent)
                return OiblTurn::tr("brigade \"%1\" is under two commands (%2 and %3): unit %4")
                    .arg(u.brigade, parentOf.value(u.brigade), parent, u.name);
            if (!sideOf.contains(u.brigade))
                cards.append(OiblDeck::Card{u.brigade, OiblDeck::Kind::Brigade, parent});
            sideOf.insert(u.brigade, u.side);
            parentOf.insert(u.brigade, parent);
        }
        if (divisions && !u.division.isEmpty() && !divisionIds.contains(u.division))
            divisionIds.append(u.division);
        if (army && !u.army.isEmpty() && !armyIds.contains(u.army))
            armyIds.append(u.army);
    }
    return {};
}

void Cards::commanders(const QList<OiblTurn::RosterUnit> &units)
{
    for (const QString &d : std::as_const(divisionIds)) {
        QString parent;
        for (const OiblTurn::RosterUnit &u : units)
            if (u.division == d && army && !u.army.isEmpty())
                parent = u.army;
        cards.append(OiblDeck::Card{d, OiblDeck::Kind::Division, parent});
    }
    for (const QString &a : std::as_const(armyIds))
        cards.append(OiblDeck::Card{a, OiblDeck::Kind::Army, {}});
}

ParsedInputs<ShuffleSpec> parseShuffle(const Inputs &in, const RuleTable &)
{
    using Parsed = ParsedInputs<ShuffleSpec>;
    const QList<OiblTurn::RosterUnit> units = OiblTurn::roster(in.value(u"roster"_s).toObject());
    Cards c;
    c.divisions = in.value(u"divisionCards"_s).toBool();
    c.army = in.value(u"armyCard"_s).toBool();
    ShuffleSpec spec;
    spec.battleTurn = in.value(u"battleTurn"_s).toInt();
    if (const QString error = deckTurnOf(in.value(u"deck"_s).toObject(), spec.battleTurn, &spec.deckTurn);
        !error.isEmpty())
        return Parsed::refused(error);
    if (const QString error = c.read(units); !error.isEmpty())
        return Parsed::refused(error);
    if (c.cards.isEmpty())
        return Parsed::refused(
            OiblTurn::tr("no unit of the battle names a brigade: give the units their brigade (the "
                         "deck has a card per brigade)"));
    c.commanders(units);
    QString error;
    spec.built = OiblDeck::build(c.cards, c.divisions, c.army, &error);
    if (!error.isEmpty())
        return Parsed::refused(error);
    spec.uncarded = c.uncarded;
    return spec;
}

// Fisher-Yates with a die per position (a d<n> for the n-th card from the bottom), so the order
// comes from logged dice: seeded, entered or scripted alike.
QStringList shuffled(const OiblDeck &built, DiceSource &dice, Resolution &out)
{
    QStringList order;
    for (const OiblDeck::Card &c : built.cards())
        order.append(c.id);
    const bool text = dice.wantsText();
    for (qsizetype i = order.size() - 1; i > 0; --i) {
        const DieSpec die{int(i) + 1, false};
        // Every face gives the same outcome ("shuffled"): the odds walk one face per die.
        DieClasses same(die.sides, quint8(0));
        const int v = dice.forStep("shuffle").roll(
            die, text ? OiblTurn::tr("shuffle: the card for place %1").arg(i + 1) : QString(), same);
        order.swapItemsAt(i, v - 1);
        if (!out.quiet()) // the card the die puts at place i + 1 of the order
            out.roll(Roll{u"shuffle"_s, {v}}.meaning(order.at(i)));
    }
    return order;
}

void resolveShuffle(const ShuffleSpec &s, DiceSource &dice, Resolution &out)
{
    const QStringList order = shuffled(s.built, dice, out);
    out.outcome(u"shuffled"_s);
    if (out.quiet())
        return;
    QString err;
    const OiblDeck deck = s.built.dealt(s.deckTurn, order, &err);
    if (!err.isEmpty()) {
        out.fail(err);
        return;
    }
    QStringList names;
    for (const OiblDeck::Card &c : deck.cards())
        names.append(OiblTurn::tr("%1 (%2)").arg(c.id, kindName(c.kind)));
    out.line(OiblTurn::tr("turn %1: a new deck of %n cards: %2", nullptr, int(names.size()))
                 .arg(s.deckTurn)
                 .arg(names.join(u", "_s)),
             kRule);
    if (!s.uncarded.isEmpty())
        out.line(OiblTurn::tr("on no card (no brigade, nor a division or army card for them): %1")
                     .arg(s.uncarded.join(u", "_s)),
                 kRule);
    out.line(OiblTurn::tr("shuffled; the pile from the top: %1").arg(deck.pile().join(u", "_s)), kRule);
    out.set(u"pile"_s, QJsonArray::fromStringList(deck.pile()));
    const int turn = s.battleTurn > 0 ? s.battleTurn : s.deckTurn;
    out.effect(tracker(kDeck, deckValue(deck, turn), deckLabel(deck, turn)));
    const QJsonObject seq{{u"battleTurn"_s, turn}, {u"step"_s, 0}};
    out.effect(tracker(kSequence, seq, sequenceLabel(seq)));
}

} // namespace

Runner OiblTurn::bindShuffle(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseShuffle, &resolveShuffle)(in, table);
}

// ---- deck-draw

ActionSchema OiblTurn::drawSchema()
{
    ActionSchema s;
    s.id = u"deck-draw"_s;
    s.name = tr("Draw the next brigade card");
    s.rule = kRule;
    s.help = tr("Adjutant draws the top card of the shuffled deck, or enter the card drawn from a real deck. "
                "Its units go through the sequence: panic tests, charge declarations, charge moves, other "
                "moves, firing, melee, compulsory routs.");
    s.outcomes = {u"drawn"_s};
    s.inputs = {
        stringInput(u"card"_s, tr("Card drawn"),
                    tr("The brigade, division or army card drawn from a real deck; empty: Adjutant draws "
                       "the top card."),
                    kRule),
        stateInput(u"deck"_s, kDeck, tr("The brigade-card deck")),
        stateInput(u"sequence"_s, kSequence, tr("The card in play")),
        rosterInput(),
        turnInput(),
    };
    return s;
}

namespace {

struct DrawSpec
{
    OiblDeck next;
    OiblDeck::Draw draw;
    QJsonObject seq;
    QJsonArray steps;
    QStringList activeNames, skipped;
    int turn = 0;
    QString entered, cardRule, unfinished;
};

// The deck of this turn, or why there is none to draw from.
QString deckOfTheTurn(const Inputs &in, OiblDeck *deck, int *turn)
{
    const QJsonObject stored = in.value(u"deck"_s).toObject();
    if (stored.isEmpty())
        return OiblTurn::tr(
            "there is no brigade-card deck yet: shuffle the brigade cards first (deck-shuffle)");
    QString error;
    *deck = OiblDeck::fromJson(stored, &error);
    if (!error.isEmpty())
        return OiblTurn::tr("the battle's deck is damaged: %1").arg(error);
    const int battleTurn = in.value(u"battleTurn"_s).toInt();
    const int deckTurn = stored.value(u"battleTurn"_s).toInt();
    if (battleTurn > 0 && deckTurn > 0 && deckTurn != battleTurn)
        return OiblTurn::tr("the deck was shuffled for turn %1 and this is turn %2: a new turn needs a new "
                            "deck (shuffle the brigade cards)")
            .arg(deckTurn)
            .arg(battleTurn);
    *turn = battleTurn > 0 ? battleTurn : (deckTurn > 0 ? deckTurn : deck->turn());
    return {};
}

// The card: the one the referee entered from a real deck, else the top card.
QString drawCard(const OiblDeck &deck, DrawSpec &s)
{
    if (!s.entered.isEmpty()) {
        QString id = s.entered;
        for (const OiblDeck::Card &c : deck.cards())
            if (c.id.compare(s.entered, Qt::CaseInsensitive) == 0)
                id = c.id;
        s.draw = deck.enter(id, &s.next);
        if (!s.draw.ok)
            return OiblTurn::tr("input \"card\": %1; the cards left are: %2")
                .arg(s.draw.error, deck.pile().isEmpty() ? OiblTurn::tr("none") : deck.pile().join(u", "_s));
    } else {
        s.draw = deck.draw(&s.next);
        if (!s.draw.ok)
            return s.draw.error;
    }
    return {};
}

// The units the card activates, walked through the sequence in order; the brigades (and divisions)
// under this command that already had their card this turn.
QList<qint64> activate(const QList<OiblTurn::RosterUnit> &units, DrawSpec &s)
{
    QList<OiblDeck::UnitCommand> commands;
    for (const OiblTurn::RosterUnit &u : units)
        commands.append(OiblDeck::UnitCommand{u.id, u.brigade, u.division, u.army});
    const QList<qint64> active = s.next.activatedUnits(s.draw.card.id, commands);
    for (const QString &step : OiblDeck::sequence())
        s.steps.append(QJsonObject{{u"id"_s, step}, {u"units"_s, stepUnits(step, active, units)}});
    // Units of this card that an earlier card already took through the sequence this turn.
    QStringList before = s.next.drawn();
    before.removeAll(s.draw.card.id);
    const OiblDeck::Card &card = s.draw.card;
    for (const OiblTurn::RosterUnit &u : units) {
        if (active.contains(u.id)) {
            s.activeNames.append(u.name);
            continue;
        }
        const bool under = card.kind == OiblDeck::Kind::Brigade    ? u.brigade == card.id
                           : card.kind == OiblDeck::Kind::Division ? u.division == card.id
                                                                   : u.army == card.id;
        const QString had =
            s.next.earlierCard(OiblDeck::UnitCommand{u.id, u.brigade, u.division, u.army}, before);
        if (under && !had.isEmpty() && !s.skipped.contains(had))
            s.skipped.append(had);
    }
    return active;
}

// A card left before the end of its sequence: said, so the referee knows what was skipped.
QString unfinishedCard(const QJsonObject &previous, int turn)
{
    const int prevStep = previous.value(u"step"_s).toInt();
    const QJsonArray prevSteps = previous.value(u"steps"_s).toArray();
    if (prevStep >= 1 && prevStep < prevSteps.size() && previous.value(u"battleTurn"_s).toInt() == turn)
        return OiblTurn::tr("the previous card, %1, stopped at step %2 of %3 (%4)")
            .arg(previous.value(u"card"_s).toString())
            .arg(prevStep)
            .arg(prevSteps.size())
            .arg(OiblTurn::stepName(prevSteps.at(prevStep - 1).toObject().value(u"id"_s).toString()));
    return {};
}

ParsedInputs<DrawSpec> parseDraw(const Inputs &in, const RuleTable &)
{
    using Parsed = ParsedInputs<DrawSpec>;
    DrawSpec s;
    OiblDeck deck;
    if (const QString error = deckOfTheTurn(in, &deck, &s.turn); !error.isEmpty())
        return Parsed::refused(error);
    s.entered = in.value(u"card"_s).toString().trimmed();
    if (const QString error = drawCard(deck, s); !error.isEmpty())
        return Parsed::refused(error);
    const QList<qint64> active = activate(OiblTurn::roster(in.value(u"roster"_s).toObject()), s);
    QJsonArray ids;
    for (qint64 id : active)
        ids.append(id);
    s.seq = QJsonObject{{u"battleTurn"_s, s.turn},
                        {u"card"_s, s.draw.card.id},
                        {u"kind"_s, kindId(s.draw.card.kind)},
                        {u"left"_s, int(s.next.pile().size())},
                        {u"step"_s, 1},
                        {u"units"_s, ids},
                        {u"steps"_s, s.steps}};
    s.unfinished = unfinishedCard(in.value(u"sequence"_s).toObject(), s.turn);
    s.cardRule =
        s.draw.card.kind == OiblDeck::Kind::Division
            ? u"Optional Turn Sequence Rule One"_s
            : (s.draw.card.kind == OiblDeck::Kind::Army ? u"Optional Turn Sequence Rule Two"_s : kRule);
    return s;
}

void resolveDraw(const DrawSpec &s, DiceSource &, Resolution &out)
{
    out.outcome(u"drawn"_s);
    if (out.quiet())
        return;
    if (!s.unfinished.isEmpty())
        out.line(s.unfinished, kRule);
    const OiblDeck::Card &card = s.draw.card;
    out.line(s.entered.isEmpty() ? OiblTurn::tr("turn %1: Adjutant draws the top card: %2 (%3), %4 left")
                                       .arg(s.turn)
                                       .arg(card.id, kindName(card.kind))
                                       .arg(s.next.pile().size())
                                 : OiblTurn::tr("turn %1: the card drawn from the deck is %2 (%3), %4 left")
                                       .arg(s.turn)
                                       .arg(card.id, kindName(card.kind))
                                       .arg(s.next.pile().size()),
             kRule);
    for (const QString &had : s.skipped)
        out.line(
            OiblTurn::tr("%1 already had its card this turn: its units do not go through the sequence again")
                .arg(had),
            s.cardRule);
    if (s.activeNames.isEmpty())
        out.line(OiblTurn::tr("no unit goes through the sequence with this card"), s.cardRule);
    for (qsizetype i = 0; i < s.steps.size(); ++i) {
        const QJsonObject step = s.steps.at(i).toObject();
        out.line(OiblTurn::tr("step %1 of %2, %3: %4")
                     .arg(i + 1)
                     .arg(s.steps.size())
                     .arg(OiblTurn::stepName(step.value(u"id"_s).toString()),
                          namesOf(step.value(u"units"_s).toArray())),
                 kRule);
    }
    // Last, as the log's one line: the card and the units it takes through the sequence.
    out.line(OiblTurn::tr("%1 (%2): %n units go through the sequence: %3", nullptr, int(s.activeNames.size()))
                 .arg(card.id, kindName(card.kind),
                      s.activeNames.isEmpty() ? OiblTurn::tr("none") : s.activeNames.join(u", "_s)),
             s.cardRule);
    out.effect(tracker(kDeck, deckValue(s.next, s.turn), deckLabel(s.next, s.turn)));
    out.effect(tracker(kSequence, s.seq, sequenceLabel(s.seq)));
}

} // namespace

Runner OiblTurn::bindDraw(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseDraw, &resolveDraw)(in, table);
}

// ---- deck-step

ActionSchema OiblTurn::stepSchema()
{
    ActionSchema s;
    s.id = u"deck-step"_s;
    s.name = tr("Next step of the card's sequence");
    s.rule = kRule;
    s.help = tr("The activated units go on to the next step: panic tests, charge declarations, charge moves, "
                "other moves, firing, melee, compulsory routs.");
    s.outcomes = {u"step=N"_s};
    s.inputs = {stateInput(u"sequence"_s, kSequence, tr("The card in play")), rosterInput(), turnInput()};
    return s;
}

namespace {

struct StepSpec
{
    QJsonObject seq; // the sequence with its next step
    QJsonArray steps;
    int step = 0; // the step before
};

ParsedInputs<StepSpec> parseStep(const Inputs &in, const RuleTable &)
{
    using Parsed = ParsedInputs<StepSpec>;
    QJsonObject seq = in.value(u"sequence"_s).toObject();
    const int step = seq.value(u"step"_s).toInt();
    const qsizetype count = seq.value(u"steps"_s).toArray().size();
    if (count == 0 || step < 1)
        return Parsed::refused(
            OiblTurn::tr("no card is being played: draw a brigade card first (deck-draw)"));
    const int battleTurn = in.value(u"battleTurn"_s).toInt();
    const int seqTurn = seq.value(u"battleTurn"_s).toInt();
    if (battleTurn > 0 && seqTurn > 0 && battleTurn != seqTurn)
        return Parsed::refused(
            OiblTurn::tr("the card in play was drawn in turn %1 and this is turn %2: shuffle and "
                         "draw for the "
                         "new turn")
                .arg(seqTurn)
                .arg(battleTurn));
    if (step >= count)
        return Parsed::refused(
            OiblTurn::tr("%1 has been through all %2 steps of the sequence: draw the next card")
                .arg(seq.value(u"card"_s).toString())
                .arg(count));
    // The step's units as the battle stands now (a unit routed in the melee makes its compulsory rout;
    // one eliminated has left); without a battle, as listed when the card was drawn.
    QJsonArray steps = seq.value(u"steps"_s).toArray();
    const QList<OiblTurn::RosterUnit> units = OiblTurn::roster(in.value(u"roster"_s).toObject());
    if (!units.isEmpty()) {
        QList<qint64> active;
        for (const QJsonValue &v : seq.value(u"units"_s).toArray())
            active.append(v.toInteger());
        QJsonObject next = steps.at(step).toObject();
        next.insert(u"units"_s, stepUnits(next.value(u"id"_s).toString(), active, units));
        steps.replace(step, next);
        seq.insert(u"steps"_s, steps);
    }
    seq.insert(u"step"_s, step + 1);
    return StepSpec{seq, steps, step};
}

void resolveStep(const StepSpec &s, DiceSource &, Resolution &out)
{
    out.outcome(u"step="_s + QString::number(s.step + 1));
    if (out.quiet())
        return;
    const QJsonObject step = s.steps.at(s.step).toObject();
    out.line(OiblTurn::tr("%1, step %2 of %3, %4: %5")
                 .arg(s.seq.value(u"card"_s).toString())
                 .arg(s.step + 1)
                 .arg(s.steps.size())
                 .arg(OiblTurn::stepName(step.value(u"id"_s).toString()),
                      namesOf(step.value(u"units"_s).toArray())),
             kRule);
    out.effect(tracker(kSequence, s.seq, sequenceLabel(s.seq)));
}

} // namespace

Runner OiblTurn::bindStep(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parseStep, &resolveStep)(in, table);
}

} // namespace adj
