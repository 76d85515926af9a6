#include "hgactions.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "hginputs.h"
#include "hgrules.h"
#include "hgterrain.h"
#include "hgterraindraw.h"
#include "honourglory.h"

using namespace Qt::StringLiterals;

namespace adj::hg {

namespace {

// Glory counters start at the table's minimum and never go below it.
QString gloryBelow(const QJsonObject &in, const QStringList &keys, const HgTable &t)
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
QStringList slotNames(const QJsonObject &in, int n, const QStringList &perSlot, QString *error)
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
                                   (v.isDouble() && v.toInt() != 0) || v.toBool();
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

bool parseStack(const QJsonObject &in, int n, const HgTable &t, QList<int> *stack, QString *error)
{
    const QString text = in.value(u"mpStack"_s).toString().trimmed();
    if (text.isEmpty()) {
        *stack = QList<int>(n, t.mpPerCounter);
        return true;
    }
    for (const QString &p : text.split(u',')) {
        bool ok = false;
        const int v = p.trimmed().toInt(&ok);
        if (!ok || v < 0 || v > t.mpPerCounter) {
            *error = adj::HonourGlory::tr("input \"mpStack\": \"%1\" is not an MP counter from 0 to %2")
                         .arg(p.trimmed())
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
bool parseTroops(const QJsonObject &in, const QString &key, QList<HgTroop> *out, QString *error)
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

RuleSet::Runner finish(const HgStep &st, const QStringList &tags, const QStringList &names)
{
    const Effects effects = bound(st.effects, names);
    return [st, tags, effects](DiceSource &, Resolution &out) {
        for (const QString &tag : tags)
            out.outcome(tag);
        if (out.quiet())
            return;
        for (const TraceLine &l : st.trace)
            out.line(l.text, l.rule);
        for (const Effect &e : effects)
            out.effect(e);
    };
}

HgPairOutcome::Side side(const QJsonObject &in, const QString &key)
{
    const QString v = in.value(key).toString();
    return v == u"one"_s    ? HgPairOutcome::Side::One
           : v == u"many"_s ? HgPairOutcome::Side::Many
                            : HgPairOutcome::Side::None;
}

} // namespace

RuleSet::Runner bindRound(const QJsonObject &in, const RuleTable &table)
{
    const HgTable *t = HgTable::of(table);
    if (!t)
        return RuleSet::refuse(adj::HonourGlory::tr("the round needs the honour-glory rule table"));
    const int n = in.value(u"opponents"_s).toInt();
    if (n < t->minOpponents || n > t->maxOpponents)
        return RuleSet::refuse(
            adj::HonourGlory::tr("input \"opponents\" is %1; The One faces %2 to %3 players of The Many")
                .arg(n)
                .arg(t->minOpponents)
                .arg(t->maxOpponents));
    QString error;
    const QStringList names =
        slotNames(in, n,
                  {QString(), u"Winner"_s, u"Guard"_s, u"OneMp"_s, u"Mp"_s, u"MpLeft"_s, u"Glory"_s,
                   u"DamageToOne"_s, u"DamageToMany"_s, u"Shaken"_s, u"RescuedFrom"_s},
                  &error);
    QList<int> stack;
    if (names.isEmpty() || !parseStack(in, n, *t, &stack, &error))
        return RuleSet::refuse(error);
    const int round = in.value(u"round"_s).toInt();
    if (round > t->rounds)
        return RuleSet::refuse(adj::HonourGlory::tr("input \"round\" is %1; a Duration has %2 rounds")
                                   .arg(round)
                                   .arg(t->rounds));
    HgGame g = baseGame(names, stack);
    g.round = round;
    HgRound r;
    r.oneTcts = in.value(u"oneTcts"_s).toBool();
    for (int k = 1; k <= n; ++k) {
        const QJsonValue left = in.value(slot(k, u"MpLeft"));
        if (!left.isDouble())
            return RuleSet::refuse(
                adj::HonourGlory::tr("input \"%1\" (%2's MP counter before the round) is required")
                    .arg(slot(k, u"MpLeft"), names.at(k)));
        g.players[k].mp = left.toInt();
        g.players[k].glory = in.value(slot(k, u"Glory")).toInt();
        if (const QString e = gloryBelow(in, {slot(k, u"Glory")}, *t); !e.isEmpty())
            return RuleSet::refuse(e);
        HgPairOutcome p;
        p.opponent = names.at(k);
        p.winner = side(in, slot(k, u"Winner"));
        p.guard = side(in, slot(k, u"Guard"));
        p.oneMp = in.value(slot(k, u"OneMp")).toInt();
        p.mp = in.value(slot(k, u"Mp")).toInt();
        p.damageToOne = in.value(slot(k, u"DamageToOne")).toInt();
        p.damageToMany = in.value(slot(k, u"DamageToMany")).toInt();
        p.oneShaken = in.value(slot(k, u"Shaken")).toBool();
        p.rescuedFrom = in.value(slot(k, u"RescuedFrom")).toString().trimmed();
        if (!p.rescuedFrom.isEmpty() && names.indexOf(p.rescuedFrom) < 1)
            return RuleSet::refuse(
                adj::HonourGlory::tr("input \"%1\": \"%2\" is not one of the players p1..p%3")
                    .arg(slot(k, u"RescuedFrom"), p.rescuedFrom)
                    .arg(n));
        r.pairs.append(p);
    }
    const HgStep st = HgRules::resolveRound(g, r, *t);
    if (!st.ok())
        return RuleSet::refuse(st.error);
    QStringList tags{u"oneMp="_s + QString::number(st.game.one().mpLeft())};
    tags += endTags(st.game);
    HgStep withNotes = st;
    if (r.oneTcts) {
        // Stratagem Cards: the cards themselves are kept by the referee (or HgGame); say what to do.
        for (const HgPairOutcome &p : std::as_const(r.pairs)) {
            const bool won = p.winner == HgPairOutcome::Side::One;
            Effect e;
            e.kind = Effect::Kind::Note;
            e.subject = p.opponent;
            e.rule = u"Stratagem Cards"_s;
            e.text =
                won ? QCoreApplication::translate(
                          "adj::HonourGlory", "'tcts' beats %1: turn over the Stratagem Cards opposite %1")
                          .arg(p.opponent)
                    : QCoreApplication::translate(
                          "adj::HonourGlory", "'tcts' does not beat %1: return the Stratagem Cards opposite "
                                              "%1 to The One's pile")
                          .arg(p.opponent);
            withNotes.trace.append({e.text, e.rule});
            withNotes.effects.append(e);
        }
        withNotes.trace.append(
            {QCoreApplication::translate("adj::HonourGlory", "The One flips his Battle Master"),
             u"Stratagem Cards"_s});
    }
    return finish(withNotes, tags, names);
}

RuleSet::Runner bindEndOfDuration(const QJsonObject &in, const RuleTable &table)
{
    const HgTable *t = HgTable::of(table);
    if (!t)
        return RuleSet::refuse(adj::HonourGlory::tr("the End of Duration needs the honour-glory rule table"));
    const int n = in.value(u"opponents"_s).toInt();
    if (n < t->minOpponents || n > t->maxOpponents)
        return RuleSet::refuse(
            adj::HonourGlory::tr("input \"opponents\" is %1; The One faces %2 to %3 players of The Many")
                .arg(n)
                .arg(t->minOpponents)
                .arg(t->maxOpponents));
    QString error;
    const QStringList names = slotNames(
        in, n, {QString(), u"Mp"_s, u"Damage"_s, u"DiscardPile"_s, u"Discards"_s, u"Glory"_s}, &error);
    QList<int> stack;
    if (names.isEmpty() || !parseStack(in, n, *t, &stack, &error))
        return RuleSet::refuse(error);
    HgGame g = baseGame(names, stack);
    g.round = 2; // at least one round was played: the action is the end of it
    QList<HgDiscard> discards;
    for (int k = 0; k <= n; ++k) {
        HgPlayer &p = g.players[k];
        const QString key = k == 0 ? u"oneDiscards"_s : slot(k, u"Discards");
        QList<HgTroop> troops;
        if (!parseTroops(in, key, &troops, &error))
            return RuleSet::refuse(error);
        p.columns[0] = troops;
        for (const HgTroop &tr_ : std::as_const(troops))
            discards.append({p.name, tr_.name});
        p.damage = in.value(k == 0 ? u"oneDamage"_s : slot(k, u"Damage")).toInt();
        p.discardPile = in.value(k == 0 ? u"oneDiscardPile"_s : slot(k, u"DiscardPile")).toInt();
        if (k > 0) {
            if (!in.value(slot(k, u"Mp")).isDouble())
                return RuleSet::refuse(adj::HonourGlory::tr("input \"%1\" (%2's MP counter) is required")
                                           .arg(slot(k, u"Mp"), p.name));
            p.mp = in.value(slot(k, u"Mp")).toInt();
            p.glory = in.value(slot(k, u"Glory")).toInt();
            if (const QString e = gloryBelow(in, {slot(k, u"Glory")}, *t); !e.isEmpty())
                return RuleSet::refuse(e);
        }
    }
    const HgStep st = HgRules::endDuration(g, discards, *t);
    if (!st.ok())
        return RuleSet::refuse(st.error);
    QStringList tags;
    for (const HgSwap &s : st.game.swapsOwed)
        tags.append(u"duration:"_s + s.by + u">"_s + s.owner);
    tags += endTags(st.game);
    HgStep withNotes = st;
    for (const HgSwap &s : st.game.swapsOwed) {
        Effect e;
        e.kind = Effect::Kind::Note;
        e.subject = s.owner;
        e.rule = u"Moving Columns in a Unit"_s;
        e.text =
            QCoreApplication::translate("adj::HonourGlory", "%1 may swap two neighbour columns of %2's Unit")
                .arg(s.by, s.owner);
        withNotes.effects.append(e);
    }
    return finish(withNotes, tags, names);
}

RuleSet::Runner bindGloryTheft(const QJsonObject &in, const RuleTable &table)
{
    const HgTable *t = HgTable::of(table);
    if (!t)
        return RuleSet::refuse(adj::HonourGlory::tr("Glory Theft needs the honour-glory rule table"));
    const QString thief = in.value(u"thief"_s).toString().trimmed();
    const QString victim = in.value(u"victim"_s).toString().trimmed();
    if (thief.isEmpty() || victim.isEmpty())
        return RuleSet::refuse(
            adj::HonourGlory::tr("inputs \"thief\" and \"victim\" name two players of The Many"));
    if (thief == victim)
        return RuleSet::refuse(adj::HonourGlory::tr("input \"victim\": a player cannot steal his own Glory"));
    const QStringList names{u"(The One)"_s, thief, victim};
    HgGame g = baseGame(names, {});
    g.players[1].tacticsMl = in.value(u"thiefTacticsMl"_s).toInt();
    if (const QString e = gloryBelow(in, {u"thiefGlory"_s, u"victimGlory"_s}, *t); !e.isEmpty())
        return RuleSet::refuse(e);
    g.players[1].glory = in.value(u"thiefGlory"_s).toInt();
    g.players[2].tacticsMl = in.value(u"victimTacticsMl"_s).toInt();
    g.players[2].glory = in.value(u"victimGlory"_s).toInt();
    g.players[2].theftCounter = thief;
    const bool beats = in.value(u"beats"_s).toBool(), guarded = in.value(u"guarded"_s).toBool();
    const HgStep st = HgRules::resolveTheft(g, thief, beats, guarded, *t);
    if (!st.ok())
        return RuleSet::refuse(st.error);
    const QString tag = beats && !guarded ? u"theft=won"_s : guarded ? u"theft=guarded"_s : u"theft=lost"_s;
    Effects effects = st.effects;
    for (Effect &e : effects)
        e.subject = e.side == thief ? u"thief"_s : u"victim"_s;
    HgStep copy = st;
    copy.effects = effects;
    return finish(copy, {tag}, {});
}

RuleSet::Runner bindTerrainDeal(const QJsonObject &in, const RuleTable &table)
{
    const HgTable *t = HgTable::of(table);
    if (!t)
        return RuleSet::refuse(adj::HonourGlory::tr("the Terrain deal needs the honour-glory rule table"));
    const QStringList deckNames = list(in, u"deck"_s), secondary = list(in, u"secondary"_s);
    const QStringList players = list(in, u"players"_s), vetoes = list(in, u"vetoes"_s);
    QList<HgTerrainCard> cards;
    for (const QString &c : deckNames)
        cards.append({c, secondary.contains(c)});
    for (const QString &s : secondary)
        if (!deckNames.contains(s))
            return RuleSet::refuse(
                adj::HonourGlory::tr("input \"secondary\": \"%1\" is not a card of the deck").arg(s));
    const HgDeckStep made = HgTerrain::make(cards);
    if (!made.ok())
        return RuleSet::refuse(adj::HonourGlory::tr("input \"deck\": %1").arg(made.error));
    if (players.size() < t->minOpponents || players.size() > t->maxOpponents)
        return RuleSet::refuse(
            adj::HonourGlory::tr("input \"players\" names %1 players; The One faces %2 to %3")
                .arg(players.size())
                .arg(t->minOpponents)
                .arg(t->maxOpponents));
    QList<int> vetoCuts;
    for (const QString &c : list(in, u"vetoCuts"_s)) {
        bool ok = false;
        vetoCuts.append(c.toInt(&ok));
        if (!ok || vetoCuts.last() < 1)
            return RuleSet::refuse(
                adj::HonourGlory::tr("input \"vetoCuts\": \"%1\" is not a cut of 1 or more cards").arg(c));
    }
    if (!vetoCuts.isEmpty() && vetoCuts.size() != vetoes.size())
        return RuleSet::refuse(adj::HonourGlory::tr("input \"vetoCuts\" gives %1 cuts for %2 vetoes")
                                   .arg(vetoCuts.size())
                                   .arg(vetoes.size()));
    for (const QString &v : vetoes)
        if (!players.contains(v))
            return RuleSet::refuse(
                adj::HonourGlory::tr("input \"vetoes\": \"%1\" is not one of the players").arg(v));
    const int cutAt = in.value(u"cut"_s).toInt();
    const bool shuffle = in.value(u"shuffle"_s).toBool();
    const int vetoesEach = t->terrainVetoes;
    const QString startLevel = t->startCombatLevel;
    if (cards.size() > 200)
        return RuleSet::refuse(
            adj::HonourGlory::tr("input \"deck\" holds %1 cards; at most 200").arg(cards.size()));
    // Exact odds walk every card sequence that can be dealt. One deal turns j of the s Secondary
    // cards (in order) and one of the p others: at most p · Σ s!/(s-j)! sequences; the deals
    // multiply, and so do the cuts made once a bottomed card's place is known.
    const double sec = double(secondary.size()), prim = double(cards.size()) - sec;
    double perDeal = 0, orders = 1;
    for (int j = 0; j <= int(sec); ++j) {
        perDeal += orders;
        orders *= sec - j;
    }
    perDeal *= prim;
    double bound = 1;
    for (int i = 0; i < players.size() + vetoes.size(); ++i)
        bound *= perDeal;
    if (secondary.size() >= 2)
        for (int i = 0; i < vetoes.size(); ++i)
            bound *= double(cards.size());
    const bool tooMany = shuffle && bound > 2e6;
    return [=](DiceSource &dice, Resolution &out) {
        if (!dice.wantsText() && tooMany) {
            out.fail(
                adj::HonourGlory::tr(
                    "exact odds of this Terrain deal would walk up to %1 card sequences (%2 cards, %3 "
                    "Secondary, "
                    "%4 deals); they are given for smaller decks, or per player with fewer Secondary cards")
                    .arg(bound, 0, 'g', 3)
                    .arg(cards.size())
                    .arg(secondary.size())
                    .arg(players.size() + vetoes.size()));
            return;
        }
        HgTerrainDraw draw(cards, shuffle, dice.wantsText());
        QString error;
        bool ok = draw.cut(cutAt, dice, &error) && draw.deal(players, vetoesEach, dice, &error);
        for (int i = 0; ok && i < vetoes.size(); ++i)
            ok = draw.veto(vetoes.at(i), vetoCuts.isEmpty() ? 0 : vetoCuts.at(i), dice, &error);
        if (!ok) {
            out.fail(error);
            return;
        }
        for (const QString &p : players) {
            QString tag = p + u'=';
            const qsizetype bare = tag.size();
            for (const HgTerrainCard &c : draw.dealt().value(p)) {
                if (tag.size() > bare)
                    tag += u'+';
                tag += c.name;
            }
            out.outcome(tag);
        }
        if (out.quiet())
            return;
        for (const TraceLine &l : draw.trace())
            out.line(l.text, l.rule);
        for (const QString &p : players) {
            Effect e;
            e.kind = Effect::Kind::Note;
            e.subject = p;
            e.rule = u"Setup"_s;
            QStringList names;
            for (const HgTerrainCard &c : draw.dealt().value(p))
                names.append(c.name);
            e.text = adj::HonourGlory::tr("%1's Unit goes on %2 at the %3 Combat Level")
                         .arg(p, names.join(u" + "_s), startLevel);
            out.effect(e);
        }
    };
}

} // namespace adj::hg
