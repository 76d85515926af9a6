// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A rule set of the tests' own, registered at run time the way a rule set's folder registers
// itself (its profile, its resolvers, its table, its secret choice): a d6 skirmish with one fire
// action, a die per shot that hits on the table's number or more and takes one figure off the
// target; a natural 6 also fells the target's leader ("felled", a result word and value of its
// own). Each side picks in secret the unit of its own that fires first (rule 2), recorded by the
// "first" action at the reveal. Its battles are won by Renown, a counter of its own drawn turn by
// turn, and its campaigns totalled by its rule 9.
#include "core/inputbuilders.h"
#include "core/resolution.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "core/secretchoices.h"
#include "core/vocabulary.h"
#include "model/campaign/campaignrules.h"
#include "model/rulesetprofile.h"
#include "support/testruleset.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace adj::test {

// Its compiled table: the number a shot needs to hit.
struct D6Table : CompiledTable
{
    int need = 4;
};

// Its secret choice (rule 2): once in the battle, each side picks in secret the unit of its own
// that fires first; the picks are revealed together, each recorded by the "first" action.
class D6FirstFire final : public SecretChoices
{
public:
    // The battle's bookkeeping of a unit picked to fire first.
    static QString trackerKey(qint64 unit) { return u"d6.first.%1"_s.arg(unit); }

    SecretForm form(const BattleState &battle, const RuleTable &, const QString &sideName) const override
    {
        SecretForm f;
        const Side *side = battle.sideByName(sideName);
        if (!side)
            return f;
        QList<SecretOption> own;
        QJsonArray ids;
        QStringList key;
        for (const Unit &u : battle.units) {
            if (u.side != side->id || !u.status.isEmpty())
                continue;
            if (battle.tracker(trackerKey(u.id))) {
                f.entered = true; // picked already: nothing more is asked of the side
                return f;
            }
            own.append({u.id, u.name, {}});
            ids.append(u.id);
            key.append(QString::number(u.id));
        }
        if (own.isEmpty()) {
            f.waitingFor = u"a unit of %1 on the table"_s.arg(sideName);
            return f;
        }
        f.kind = u"d6-first"_s;
        f.key = u"d6-first:%1:%2"_s.arg(side->id).arg(key.join(u','));
        f.rule = u"2"_s;
        f.title = u"Who fires first (2)"_s;
        f.help = u"Both sides pick in secret; the picks are revealed together."_s;
        f.fields = {SecretField::pick(u"unit"_s, u"Fires first"_s, u"One of your own units."_s, own)};
        f.data = {{u"units"_s, ids}};
        return f;
    }

    QList<SecretCall> calls(const SecretForm &form, const QJsonObject &choice, const QString &,
                            QString *error, QString *input) const override
    {
        *input = u"unit"_s;
        const QJsonValue unit = choice.value(u"unit"_s);
        if (choice.size() != 1 || !unit.isDouble() || !form.data.value(u"units"_s).toArray().contains(unit)) {
            *error = u"a pick is \"unit\": one of the side's own units"_s;
            return {};
        }
        input->clear();
        return {{u"first"_s, {{u"unit"_s, unit.toInteger()}}}};
    }
};

class D6Skirmish final : public testing::TestRuleSet
{
public:
    D6Skirmish()
        : TestRuleSet(u"d6-skirmish"_s, u"D6 Skirmish"_s, u"inches"_s)
    {}

    QList<Action> declare() const override
    {
        Action fire;
        fire.schema.id = u"fire"_s;
        fire.schema.name = u"Fire"_s;
        fire.schema.rule = u"1"_s;
        fire.schema.help = u"One die: a hit on the table's number or more."_s;
        fire.schema.inputs = {
            inputs::unitInput(u"target"_s, u"Target"_s, u"The unit fired at"_s),
            inputs::boolInput(u"cover"_s, false, u"In cover"_s, u"One more to hit"_s, u"1.1"_s)};
        fire.schema.outcomes = {u"hit"_s, u"miss"_s, u"felled"_s};
        DiceStep shot;
        shot.id = u"shot"_s;
        shot.purpose = u"the shot"_s;
        shot.rule = u"1"_s;
        fire.schema.dice = {shot};
        fire.schema.asked = {u"cover"_s};
        fire.bind = &bindFire;
        Action first;
        first.schema.id = u"first"_s;
        first.schema.name = u"Fires first"_s;
        first.schema.rule = u"2"_s;
        first.schema.help = u"The unit its side picked in secret to fire first."_s;
        first.schema.inputs = {inputs::unitInput(u"unit"_s, u"Unit"_s, u"The unit that fires first"_s)
                                   .as(InputSpec::Role::Actor)};
        first.schema.outcomes = {u"first"_s};
        first.bind = &bindFirst;
        return {fire, first};
    }

    const SecretChoices *secretChoices() const override
    {
        static const D6FirstFire kChoices;
        return &kChoices;
    }

    // Its own result: the value scripts read, and the referee's word for the tag.
    QList<ValueSpec> ownValues() const override
    {
        return {{u"felled"_s, QJsonObject{{u"type"_s, u"boolean"_s}},
                 u"a natural 6 felled the target's leader"_s, u"1.2"_s}};
    }
    const OwnOutcomeWords *ownOutcomeWords() const override
    {
        static const OwnOutcomeWords words{{{u"felled"_s, "leader felled"}}, {}, {}, {}, {}};
        return &words;
    }

    std::shared_ptr<const CompiledTable> compileTable(const QJsonObject &table, QString *error,
                                                      QSet<QString> *read) const override
    {
        read->insert(u"fire.need"_s);
        auto t = std::make_shared<D6Table>();
        t->need = table.value(u"fire"_s).toObject().value(u"need"_s).toInt();
        if (t->need < 2 || t->need > 6) {
            *error = u"fire.need must be 2..6"_s;
            return nullptr;
        }
        return t;
    }

    static Runner bindFirst(const Inputs &in, const RuleTable &)
    {
        const qint64 unit = in.value(u"unit"_s).toInteger();
        return [unit](DiceSource &, Resolution &out) {
            out.line(u"fires first"_s, u"2"_s);
            out.outcome(u"first"_s);
            out.effect(Effect::setTracker(D6FirstFire::trackerKey(unit), {{u"unit"_s, unit}},
                                          u"fires first"_s, u"2"_s));
        };
    }

    static Runner bindFire(const Inputs &in, const RuleTable &table)
    {
        const int need =
            static_cast<const D6Table *>(table.compiled())->need + (inputs::getBool(in, u"cover"_s) ? 1 : 0);
        return [need](DiceSource &dice, Resolution &out) {
            const int d = dice.forStep("shot").roll(6, u"the shot"_s);
            if (d < need) {
                out.line(u"%1: a miss (%2+ to hit)"_s.arg(d).arg(need), u"1"_s);
                out.outcome(u"miss"_s);
                return;
            }
            out.line(u"%1: a hit (%2+ to hit)"_s.arg(d).arg(need), u"1"_s);
            out.outcome(u"hit"_s);
            if (d == 6) {
                out.line(u"a natural 6: the target's leader is felled"_s, u"1.2"_s);
                out.outcome(u"felled"_s);
                out.set(u"felled"_s, true);
            }
            out.effect({.kind = Effect::Kind::LoseStrength,
                        .subject = u"target"_s,
                        .amount = 1,
                        .rule = u"1"_s,
                        .text = u"one figure lost"_s});
        };
    }
};

inline RuleSetProfile d6SkirmishProfile()
{
    RuleSetProfile p;
    p.id = u"d6-skirmish"_s;
    p.name = "D6 Skirmish";
    p.distance = DistanceMeasure::Inches;
    p.strength = StrengthMeasure::Figures;
    p.types = {{u"band"_s, "Band", 1, 10, 5, {}, {}}};
    p.phases = {{u"fire"_s, "Fire"}};
    p.counterKinds = {u"VP"_s, u"Renown"_s};
    p.words = {{u"Renown"_s, "renown"}};
    p.victoryCounter = u"Renown"_s;
    p.raceTitle = "The race for renown";
    return p;
}

// Its campaign rule, "9": a battle credits each side twice its VP, and one more to its winner.
inline CampaignRuleTotal d6Rule9(const QList<CampaignBattleResult> &battles)
{
    CampaignRuleTotal t;
    for (const CampaignBattleResult &b : battles) {
        for (auto it = b.vp.cbegin(); it != b.vp.cend(); ++it)
            t.bySide[it.key()] += 2 * it.value() + (it.key() == b.winner ? 1 : 0);
        t.trace.append(
            QJsonObject{{u"text"_s, QString(b.scenario + u": twice the VP"_s)}, {u"rule"_s, u"9"_s}});
    }
    int best = -1;
    for (auto it = t.bySide.cbegin(); it != t.bySide.cend(); ++it) {
        if (it.value() > best)
            t.leader = it.key();
        else if (it.value() == best)
            t.leader.clear();
        best = std::max(best, it.value());
    }
    return t;
}

// What a rule set's registration does (resolvers/<ruleset>/*register.cpp); twice is harmless.
inline void registerD6Skirmish()
{
    static const D6Skirmish ruleset;
    Profiles::add(d6SkirmishProfile());
    CampaignRules::add({u"d6-skirmish"_s, u"9"_s, d6Rule9,
                        "D6 Skirmish rule 9: twice each battle's VP, one more to its winner"});
    RuleSets::add(&ruleset, QStringLiteral(ADJ_SOURCE_DIR "/tests/support/d6-skirmish.json"));
}

} // namespace adj::test
