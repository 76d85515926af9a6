// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The Terrain deal calculator ("terrain-deal", Setup): the deck shuffled, cut and dealt, then each
// veto with its cut; one of the one-off actions (hgactions.cpp).
#include "hgactions.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "hginputs.h"
#include "hgterrain.h"
#include "hgterraindraw.h"
#include "hgvalues.h"
#include "honourglory.h"

using namespace Qt::StringLiterals;

namespace adj::hg {

namespace {

// The Terrain deal calculator: shuffle, cut, deal, then each veto with its cut.
namespace TerrainCalc {
struct Spec
{
    QList<HgTerrainCard> cards;
    qsizetype secondary = 0;
    QStringList players, vetoes;
    QList<int> vetoCuts;
    int cutAt = 0;
    bool shuffle = true;
    int vetoesEach = 0;
    QString startLevel;
    double bound = 0; // card sequences the exact odds would walk
};

// Exact odds walk every card sequence that can be dealt. One deal turns j of the s Secondary
// cards (in order) and one of the p others: at most p · Σ s!/(s-j)! sequences; the deals
// multiply, and so do the cuts made once a bottomed card's place is known.
double sequences(const Spec &s)
{
    const double sec = double(s.secondary), prim = double(s.cards.size()) - sec;
    double perDeal = 0, orders = 1;
    for (int j = 0; j <= int(sec); ++j) {
        perDeal += orders;
        orders *= sec - j;
    }
    perDeal *= prim;
    double bound = 1;
    for (int i = 0; i < s.players.size() + s.vetoes.size(); ++i)
        bound *= perDeal;
    if (s.secondary >= 2)
        for (int i = 0; i < s.vetoes.size(); ++i)
            bound *= double(s.cards.size());
    return bound;
}

// The vetoes and the cut after each: players of the deal, cuts of 1 or more, one per veto.
QString readVetoes(const Inputs &in, Spec &s)
{
    s.vetoCuts = in.intList(u"vetoCuts"_s); // each 1 or more: checked by the validator
    if (!s.vetoCuts.isEmpty() && s.vetoCuts.size() != s.vetoes.size())
        return adj::HonourGlory::tr("input \"vetoCuts\" gives %1 cuts for %2 vetoes")
            .arg(s.vetoCuts.size())
            .arg(s.vetoes.size());
    for (const QString &v : std::as_const(s.vetoes))
        if (!s.players.contains(v))
            return adj::HonourGlory::tr("input \"vetoes\": \"%1\" is not one of the players").arg(v);
    return {};
}

ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    const HgTable *t = HgTable::of(table);
    if (!t)
        return ParsedInputs<Spec>::refused(
            adj::HonourGlory::tr("the Terrain deal needs the honour-glory rule table"));
    Spec s;
    const QStringList deckNames = list(in, u"deck"_s), secondary = list(in, u"secondary"_s);
    s.players = list(in, u"players"_s);
    s.vetoes = list(in, u"vetoes"_s);
    s.secondary = secondary.size();
    for (const QString &c : deckNames)
        s.cards.append({c, secondary.contains(c)});
    for (const QString &c : secondary)
        if (!deckNames.contains(c))
            return ParsedInputs<Spec>::refused(
                adj::HonourGlory::tr("input \"secondary\": \"%1\" is not a card of the deck").arg(c));
    const HgDeckStep made = HgTerrain::make(s.cards);
    if (!made.ok())
        return ParsedInputs<Spec>::refused(adj::HonourGlory::tr("input \"deck\": %1").arg(made.error));
    if (s.players.size() < t->minOpponents || s.players.size() > t->maxOpponents)
        return ParsedInputs<Spec>::refused(
            adj::HonourGlory::tr("input \"players\" names %1 players; The One faces %2 to %3")
                .arg(s.players.size())
                .arg(t->minOpponents)
                .arg(t->maxOpponents));
    if (const QString e = readVetoes(in, s); !e.isEmpty())
        return ParsedInputs<Spec>::refused(e);
    s.cutAt = in.value(u"cut"_s).toInt();
    s.shuffle = in.value(u"shuffle"_s).toBool();
    s.vetoesEach = t->terrainVetoes;
    s.startLevel = t->startCombatLevel;
    if (s.cards.size() > 200)
        return ParsedInputs<Spec>::refused(
            adj::HonourGlory::tr("input \"deck\" holds %1 cards; at most 200").arg(s.cards.size()));
    s.bound = sequences(s);
    return s;
}

// Outcomes NAME=CARD(+CARD), the draw's trace and where each Unit goes.
void record(const Spec &s, const HgTerrainDraw &draw, Resolution &out)
{
    for (const QString &p : s.players) {
        const QVarLengthArray<int, 2> cards = draw.cardsOf(p);
        QString tag;
        tag.reserve(p.size() + 1 + 24 * cards.size());
        tag += p;
        tag += u'=';
        for (qsizetype i = 0; i < cards.size(); ++i) {
            if (i > 0)
                tag += u'+';
            tag += draw.cards().at(cards[i]).name;
        }
        out.outcome(tag);
    }
    if (out.quiet())
        return;
    const QMap<QString, QList<HgTerrainCard>> dealt = draw.dealt();
    rollValues(draw.rolls(), out);
    dealtValue(dealt, s.players, out);
    for (const TraceLine &l : draw.trace())
        out.line(l.text, l.rule);
    for (const QString &p : s.players) {
        Effect e;
        e.kind = Effect::Kind::Note;
        e.subject = p;
        e.rule = u"Setup"_s;
        QStringList names;
        for (const HgTerrainCard &c : dealt.value(p))
            names.append(c.name);
        e.text = adj::HonourGlory::tr("%1's Unit goes on %2 at the %3 Combat Level")
                     .arg(p, names.join(u" + "_s), s.startLevel);
        out.effect(e);
    }
}

void resolve(const Spec &s, DiceSource &dice, Resolution &out)
{
    if (!dice.wantsText() && s.shuffle && s.bound > 2e6) {
        out.fail(adj::HonourGlory::tr(
                     "exact odds of this Terrain deal would walk up to %1 card sequences (%2 cards, %3 "
                     "Secondary, "
                     "%4 deals); they are given for smaller decks, or per player with fewer Secondary cards")
                     .arg(s.bound, 0, 'g', 3)
                     .arg(s.cards.size())
                     .arg(s.secondary)
                     .arg(s.players.size() + s.vetoes.size()));
        return;
    }
    HgTerrainDraw draw(s.cards, s.shuffle, dice.wantsText());
    QString error;
    bool ok = draw.cut(s.cutAt, dice, &error) && draw.deal(s.players, s.vetoesEach, dice, &error);
    for (int i = 0; ok && i < s.vetoes.size(); ++i)
        ok = draw.veto(s.vetoes.at(i), s.vetoCuts.isEmpty() ? 0 : s.vetoCuts.at(i), dice, &error);
    if (!ok) {
        out.fail(error);
        return;
    }
    record(s, draw, out);
}
} // namespace TerrainCalc

} // namespace

Action terrainCalcAction()
{
    return Action{HonourGlory::terrainSchema(),
                  parseThenResolve(&TerrainCalc::parse, &TerrainCalc::resolve),
                  {},
                  {},
                  {}};
}

} // namespace adj::hg
