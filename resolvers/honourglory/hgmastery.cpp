// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hgmastery.h"

#include "core/inputbuilders.h"
#include "core/secretchoices.h"
#include "hgbook.h"
#include "hggameactions.h"
#include "hginputs.h"
#include "honourglory.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj::hg {

namespace {

const QString kRule = u"Resolving Rounds"_s;
constexpr int kMaxText = 40;

struct Spec
{
    GameCtx c;
    QString player, card, chosen;
    bool tcts = false;
    QJsonObject next; // the tracker with this player's card placed
};

QString columnName(HgColumn c)
{
    switch (c) {
    case HgColumn::Left:
        return HgMastery::tr("left");
    case HgColumn::Centre:
        return HgMastery::tr("centre");
    case HgColumn::Right:
        return HgMastery::tr("right");
    }
    return {};
}

ActionSchema schema()
{
    ActionSchema s;
    s.id = u"game-mastery"_s;
    s.name = HgMastery::tr("Mastery Card placed");
    s.rule = kRule;
    s.help =
        HgMastery::tr("Every round each player selects a Mastery Card; when all are ready they are placed "
                      "simultaneously. Records a player's card and Chosen Troop for the round (the "
                      "table link records every player's at once).");
    s.outcomes = {u"placed"_s};
    s.inputs = stateInputs();
    s.inputs << inputs::stateInput(u"placed"_s, HgMastery::kTrackerKey, HgMastery::tr("Cards placed"),
                                   HgMastery::tr("The Mastery Cards placed this round (hg.mastery)."), kRule)
             << textInput(u"player"_s, HgMastery::tr("Player"), HgMastery::tr("Who places the card."), kRule,
                          true)
             << textInput(u"card"_s, HgMastery::tr("Mastery Card"),
                          HgMastery::tr("The card, as named on it."), kRule, true)
             << textInput(u"chosen"_s, HgMastery::tr("Chosen Troop"),
                          HgMastery::tr("From the column this round asks for (optional)."), kRule)
             << boolInput(u"tcts"_s, HgMastery::tr("'tcts' Secondary Mastery Card"),
                          HgMastery::tr("The player's 'tcts' Secondary Mastery Card."), u"Stratagem Cards"_s);
    return s;
}

ParsedInputs<Spec> parse(const Inputs &in, const RuleTable &table)
{
    using P = ParsedInputs<Spec>;
    Spec s;
    QString error;
    if (!loadGame(in, table, &s.c, &error))
        return P::refused(error);
    const HgGame &g = s.c.book.game;
    if (g.players.isEmpty() || g.over)
        return P::refused(HgMastery::tr("no game is being played: set it up first (Setup)"));
    if (g.round > s.c.t->rounds)
        return P::refused(HgMastery::tr("the %1 rounds of Duration %2 are resolved: the End of Duration "
                                        "comes next, then round 1 of the next Duration (Resolving Rounds)")
                              .arg(s.c.t->rounds)
                              .arg(g.duration));
    s.player = in.value(u"player"_s).toString().trimmed();
    s.card = in.value(u"card"_s).toString().trimmed();
    s.chosen = in.value(u"chosen"_s).toString().trimmed();
    s.tcts = in.value(u"tcts"_s).toBool();
    const HgPlayer *p = g.player(s.player);
    if (!p || p->beaten)
        return P::refused(
            HgMastery::tr("input \"player\": \"%1\" is not a player still in the game").arg(s.player));
    if (s.card.isEmpty() || s.card.size() > kMaxText || s.chosen.size() > kMaxText)
        return P::refused(
            HgMastery::tr("input \"card\": a Mastery Card's name is 1 to %1 characters, a Chosen "
                          "Troop's at most %1")
                .arg(kMaxText));
    const HgColumn want = HgMastery::column(p->one, g.round);
    HgColumn found = want;
    if (!s.chosen.isEmpty() && (!p->findTroop(s.chosen, &found, int(want)) || found != want))
        return P::refused(HgMastery::tr("input \"chosen\": %1 has no \"%2\" in the %3 column, where round %4 "
                                        "picks the Chosen Troop (Resolving Rounds)")
                              .arg(s.player, s.chosen, columnName(want))
                              .arg(g.round));
    QJsonObject placed = HgMastery::placedThisRound(in.value(u"placed"_s).toObject(), g);
    if (placed.contains(s.player))
        return P::refused(
            HgMastery::tr("%1 has placed a Mastery Card this round already; undo it to correct a "
                          "mistake (Resolving Rounds)")
                .arg(s.player));
    placed.insert(s.player, QJsonObject{{u"card"_s, s.card}, {u"chosen"_s, s.chosen}, {u"tcts"_s, s.tcts}});
    s.next = {{u"duration"_s, g.duration}, {u"round"_s, g.round}, {u"placed"_s, placed}};
    return s;
}

void resolve(const Spec &s, DiceSource &, Resolution &out)
{
    out.outcome(u"placed"_s);
    const HgGame &g = s.c.book.game;
    QString line =
        s.chosen.isEmpty()
            ? HgMastery::tr("%1 places the Mastery Card %2").arg(s.player, s.card)
            : HgMastery::tr("%1 places the Mastery Card %2, Chosen Troop %3").arg(s.player, s.card, s.chosen);
    if (s.tcts)
        line = HgMastery::tr("%1 (his 'tcts' Secondary Mastery Card)").arg(line);
    out.line(line, kRule);
    const int count = int(s.next.value(u"placed"_s).toObject().size());
    int inGame = 0;
    for (const HgPlayer &p : g.players)
        inGame += !p.beaten;
    out.effect(Effect::setTracker(HgMastery::kTrackerKey, s.next,
                                  HgMastery::tr("Duration %1, round %2: %3 of %4 Mastery Cards placed")
                                      .arg(g.duration)
                                      .arg(g.round)
                                      .arg(count)
                                      .arg(inGame),
                                  kRule));
}

// The secret choice of every player: his Mastery Card and Chosen Troop, placed together.
class HgSecretChoices final : public SecretChoices
{
public:
    SecretForm form(const BattleState &battle, const RuleTable &table, const QString &side) const override
    {
        SecretForm f;
        const Tracker *t = battle.tracker(HgBook::kGameKey);
        const HgTable *ht = HgTable::of(table);
        HgBook book;
        QString error;
        if (!t || !ht || !HgBook::fromJson(t->value, *ht, &book, &error) || book.game.players.isEmpty() ||
            book.game.over) {
            f.waitingFor = HgMastery::tr("the game is set up first (Setup)");
            return f;
        }
        const HgGame &g = book.game;
        const HgPlayer *p = g.player(side);
        if (!p || p->beaten)
            return f;
        if (g.round > ht->rounds) {
            f.waitingFor = HgMastery::tr("the End of Duration %1").arg(g.duration);
            return f;
        }
        const Tracker *m = battle.tracker(HgMastery::kTrackerKey);
        f.entered = HgMastery::placedThisRound(m ? m->value : QJsonObject(), g).contains(side);
        if (f.entered)
            return f;
        const HgColumn c = HgMastery::column(p->one, g.round);
        QJsonArray troops;
        QList<SecretOption> suggested;
        for (const HgTroop &troop : p->columns.at(int(c))) {
            troops.append(troop.name);
            suggested.append({troop.name, troop.name, {}});
        }
        f.kind = u"hg-mastery"_s;
        f.rule = kRule;
        f.key = u"hg-mastery:%1:%2:%3"_s.arg(g.duration).arg(g.round).arg(side);
        f.title = HgMastery::tr("Choose your Mastery Card (Resolving Rounds)");
        f.help = HgMastery::tr("Column: %1").arg(columnName(c));
        SecretField chosen = SecretField::text(
            u"chosen"_s, HgMastery::tr("Chosen Troop"),
            HgMastery::tr("From the %1 column (optional).").arg(columnName(c)), 0, kMaxText);
        chosen.options = suggested;
        f.fields = {SecretField::text(u"card"_s, HgMastery::tr("Mastery Card"), {}, 1, kMaxText), chosen,
                    SecretField::tick(u"tcts"_s, HgMastery::tr("'tcts' Secondary Mastery Card"), {})};
        f.data =
            QJsonObject{{u"column"_s, hgColumnIds().at(int(c))}, {u"troops"_s, troops}, {u"tcts"_s, true}};
        return f;
    }

    QList<SecretCall> calls(const SecretForm &form, const QJsonObject &choice, const QString &side,
                            QString *error, QString *input) const override
    {
        for (auto it = choice.constBegin(); it != choice.constEnd(); ++it) {
            const bool text = it.key() == u"card"_s || it.key() == u"chosen"_s;
            if ((text && (!it->isString() || it->toString().size() > kMaxText)) ||
                (it.key() == u"tcts"_s && !it->isBool()) || (!text && it.key() != u"tcts"_s)) {
                *input = it.key();
                *error =
                    HgMastery::tr("a Mastery Card is \"card\" and \"chosen\" (text, at most %1 characters) "
                                  "and \"tcts\" (true or false)")
                        .arg(kMaxText);
                return {};
            }
        }
        Q_UNUSED(form)
        QJsonObject in{{u"player"_s, side}, {u"card"_s, choice.value(u"card"_s).toString()}};
        if (!choice.value(u"chosen"_s).toString().isEmpty())
            in.insert(u"chosen"_s, choice.value(u"chosen"_s).toString());
        in.insert(u"tcts"_s, choice.value(u"tcts"_s).toBool());
        return {{u"game-mastery"_s, in}};
    }
};

} // namespace

const QString HgMastery::kTrackerKey = u"hg.mastery"_s;

Action HgMastery::action()
{
    return gameAction(schema(), parseThenResolve(&parse, &resolve));
}

HgColumn HgMastery::column(bool one, int round)
{
    // Round 1: The One his left column, The Many their right; round 2 the centre; round 3 the reverse.
    if (round == 2)
        return HgColumn::Centre;
    return (round == 1) == one ? HgColumn::Left : HgColumn::Right;
}

QJsonObject HgMastery::placedThisRound(const QJsonObject &tracker, const HgGame &game)
{
    if (tracker.value(u"duration"_s).toInt() != game.duration ||
        tracker.value(u"round"_s).toInt() != game.round)
        return {};
    return tracker.value(u"placed"_s).toObject();
}

} // namespace adj::hg

namespace adj {

const SecretChoices *HonourGlory::secretChoices() const
{
    static const hg::HgSecretChoices kChoices;
    return &kChoices;
}

} // namespace adj
