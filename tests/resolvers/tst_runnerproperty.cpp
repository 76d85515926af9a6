// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// A property of whole battles (issue 29): random sequences of actions on every demo, through the one
// runner, with random units of either side, random values and rolled dice, the turn moved on now and
// then. Whatever is accepted keeps the declared rules across actions: never a target of the actor's own
// side, never outside the action's phases or by the side not to move, never out of reach, never a limit
// of the turn used twice; and undoing any number of the actions from the end gives back the battle as it
// was after the ones before, exactly.
#include "core/diesource.h"
#include "core/rulechecks.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "hex/board.h"
#include "model/battledocument.h"
#include "model/edits.h"
#include "model/effectedits.h"
#include "model/scenario.h"
#include "runner/actionrunner.h"

#include <QFile>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TstRunnerProperty : public QObject
{
    Q_OBJECT

private slots:
    void randomBattlesKeepTheRules_data();
    void randomBattlesKeepTheRules();

private:
    QTemporaryDir m_dir;
};

namespace {

constexpr int kSteps = 160;

QJsonValue randomValue(const InputSpec &in, QRandomGenerator &rng)
{
    switch (in.type) {
    case InputSpec::Type::Int: {
        const int lo = in.min.isDouble() ? in.min.toInt() : 0;
        const int hi = in.max.isDouble() ? std::min(in.max.toInt(), lo + 12) : lo + 6;
        return lo + int(rng.bounded(hi - lo + 1));
    }
    case InputSpec::Type::Real:
        return double(rng.bounded(12));
    case InputSpec::Type::Bool:
        return rng.bounded(2) == 1;
    case InputSpec::Type::Enum:
        return in.allowed.isEmpty() ? QJsonValue()
                                    : QJsonValue(in.allowed.at(rng.bounded(in.allowed.size())));
    default:
        return {};
    }
}

// Inputs as a referee in a hurry might give them: mostly an actor of the side to move and a target of
// the other side, now and then the wrong ones; a value for the required inputs the battle may not fill.
QJsonObject randomInputs(const ActionSchema &schema, const BattleState &battle, const RuleSetProfile &p,
                         QRandomGenerator &rng)
{
    QList<Side> order = battle.sides.values();
    std::stable_sort(order.begin(), order.end(),
                     [](const Side &x, const Side &y) { return x.sort < y.sort; });
    const PhaseSpec *phase = p.phase(battle.info.phase);
    const Id moving = phase && phase->side >= 0 && phase->side < order.size()
                          ? order.at(phase->side).id
                          : order.value(rng.bounded(std::max<qsizetype>(1, order.size()))).id;
    QList<Id> all, own, enemy, leaders;
    for (const Unit &u : battle.units) {
        all << u.id;
        (u.side == moving ? own : enemy) << u.id;
    }
    for (const Leader &l : battle.leaders)
        leaders << l.id;
    auto pick = [&](const QList<Id> &likely) {
        const QList<Id> &from = likely.isEmpty() || rng.bounded(8) == 0 ? all : likely;
        return from.isEmpty() ? Id(0) : from.at(rng.bounded(from.size()));
    };
    QJsonObject in;
    for (const InputSpec &spec : schema.inputs) {
        if (spec.type == InputSpec::Type::Unit) {
            using R = InputSpec::Role;
            const bool main = spec.role == R::Actor || spec.role == R::Target;
            if (rng.bounded(10) >= (main ? 9 : 3))
                continue;
            const Id id = spec.leader ? (leaders.isEmpty() ? 0 : leaders.at(rng.bounded(leaders.size())))
                                      : pick(spec.role == R::Actor || spec.role == R::Support ? own : enemy);
            if (id)
                in.insert(spec.id, id);
        } else if (spec.type == InputSpec::Type::String && spec.id.endsWith(u"side"_s, Qt::CaseInsensitive)) {
            if (!order.isEmpty() && rng.bounded(3) != 0)
                in.insert(spec.id, order.at(rng.bounded(order.size())).name);
        } else if (spec.required && spec.type != InputSpec::Type::State && rng.bounded(3) != 0) {
            const QJsonValue v = randomValue(spec, rng);
            if (!v.isUndefined() && !v.isNull())
                in.insert(spec.id, v);
        }
    }
    return in;
}

// The hex a unit stands in, when it is on the battle's board.
std::optional<Hex> hexOf(const BattleState &battle, Id unit)
{
    QString why;
    const Board b = Board::fromJson(battle.info.board, &why);
    Hex h;
    const auto it = battle.units.constFind(unit);
    if (battle.info.board.isEmpty() || it == battle.units.cend() || !b.parseLabel(it->position, &h))
        return std::nullopt;
    return h;
}

// What an accepted action must have kept, checked on the battle before it, independently of the runner's
// own checks: an empty string when all hold.
QString breach(const Action &a, const QJsonObject &inputs, const BattleState &before, const RuleSetProfile &p)
{
    Id actorSide = 0, targetSide = 0;
    Id actor = 0, target = 0;
    for (const InputSpec &in : a.schema.inputs) {
        if (in.type != InputSpec::Type::Unit || in.leader || !inputs.value(in.id).isDouble())
            continue;
        const Id id = inputs.value(in.id).toInteger();
        if (in.role == InputSpec::Role::Actor && !actor) {
            actor = id;
            actorSide = before.units.value(id).side;
        } else if (in.role == InputSpec::Role::Target && !target) {
            target = id;
            targetSide = before.units.value(id).side;
        }
    }
    if (actor && target && actorSide == targetSide)
        return u"a target of the actor's own side"_s;
    if (!a.phases.isEmpty() && p.phaseIndex(before.info.phase) >= 0 && !a.phases.contains(before.info.phase))
        return u"outside its phases (%1)"_s.arg(before.info.phase);
    if (const PhaseSpec *ph = p.phase(before.info.phase); ph && ph->side >= 0 && actor && !a.consequence) {
        QList<Side> order = before.sides.values();
        std::stable_sort(order.begin(), order.end(),
                         [](const Side &x, const Side &y) { return x.sort < y.sort; });
        if (ph->side < order.size() && order.at(ph->side).id != actorSide)
            return u"by the side not to move"_s;
    }
    if (a.reach != Reach::Any && actor && target) {
        const auto ha = hexOf(before, actor), ht = hexOf(before, target);
        QString why;
        const Board b = Board::fromJson(before.info.board, &why);
        if (ha && ht) {
            const int d = b.distance(*ha, *ht);
            if ((a.reach == Reach::Adjacent && d != 1) || (a.reach == Reach::SameHex && d != 0))
                return u"out of reach (%1 hexes)"_s.arg(d);
        }
    }
    return {};
}

// The uses of the turn's limits an action makes, read off its declaration and the battle before it:
// "turn/key/side:2", "turn/key/hex:0905".
QStringList usesOf(const Action &a, const QJsonObject &inputs, const BattleState &before)
{
    QStringList out;
    for (const ActionLimit &limit : a.limits) {
        QString input = limit.input;
        if (input.isEmpty())
            if (const InputSpec *actor = a.schema.inputOf(InputSpec::Role::Actor))
                input = actor->id;
        const auto unit = before.units.constFind(inputs.value(input).toInteger());
        const bool hasUnit = inputs.value(input).isDouble() && unit != before.units.cend();
        QString who;
        if (limit.per == ActionLimit::Per::Side) {
            const Side *named = before.sideByName(inputs.value(u"side"_s).toString());
            who = hasUnit ? u"side:%1"_s.arg(unit->side) : named ? u"side:%1"_s.arg(named->id) : QString();
        } else if (limit.per == ActionLimit::Per::Unit && hasUnit) {
            who = u"unit:%1"_s.arg(unit->id);
        } else if (limit.per == ActionLimit::Per::Hex && hasUnit && !unit->position.isEmpty()) {
            who = u"hex:"_s + unit->position;
        }
        if (!who.isEmpty())
            out << u"%1/%2/%3"_s.arg(before.info.turn).arg(limit.key, who);
    }
    return out;
}

} // namespace

void TstRunnerProperty::randomBattlesKeepTheRules_data()
{
    QTest::addColumn<QString>("demo");
    QTest::addColumn<quint32>("seed");
    for (const QString &d : {u"fhg-queenston"_s, u"wfa-lake-erie"_s, u"oneifbyland-cowpens"_s,
                             u"foh-chippawa"_s, u"hg-ford-of-edadh"_s})
        for (quint32 seed : {1812u, 1776u})
            QTest::newRow(qPrintable(u"%1 %2"_s.arg(d).arg(seed))) << d << seed;
}

void TstRunnerProperty::randomBattlesKeepTheRules()
{
    QFETCH(QString, demo);
    QFETCH(quint32, seed);
    QFile f(u":/demo/"_s + demo + u".json"_s);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject json;
    QString error;
    const QString path = m_dir.filePath(u"%1-%2.adjutant"_s.arg(demo).arg(seed));
    QVERIFY2(Scenario::parse(f.readAll(), demo, &json, &error), qPrintable(error));
    QVERIFY2(Scenario::createBattle(path, json, &error), qPrintable(error));
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    RuleChecks::install(*doc);
    const RuleSet *rs = RuleSets::find(doc->state().info.ruleset);
    QVERIFY(rs);
    const QList<ActionSchema> actions = rs->actions();

    // What a scenario's referee sets before play: the values the rule set lets him set (the wind).
    for (const RuleSet::SettableTracker &t : rs->settableTrackers()) {
        Effect e;
        QVERIFY2(rs->trackerEffect(t.name, u"4"_s, doc->state(), &e, &error), qPrintable(error));
        const Edit set =
            EffectEdits::build(doc->state(), doc->profile(), {t.name, e.text, {}, {}, {}, {}, {e}}, &error);
        QVERIFY2(!set.isEmpty() && doc->commit(set, &error) > 0, qPrintable(error));
    }
    QRandomGenerator rng(seed);
    QList<BattleState> states{doc->state()}; // after each committed step, the first before any
    // Limit uses of accepted actions that stand: each at most once a turn.
    QSet<QString> used;
    int accepted = 0, refused = 0, inARow = 0;
    for (int step = 0; step < kSteps; ++step) {
        const BattleState before = doc->state();
        if (rng.bounded(12) == 0 || inARow >= 6) { // the turn moves on, and surely when nothing goes
            inARow = 0;
            const Edit e = rng.bounded(3) == 0 ? Edits::advanceTurn(before, doc->profile())
                                               : Edits::advancePhase(before, doc->profile());
            QVERIFY2(doc->commit(e, &error) > 0, qPrintable(error));
            states << doc->state();
            continue;
        }
        // Half the time an action of the phase the battle is in, else any.
        QList<const ActionSchema *> now;
        for (const ActionSchema &a : actions)
            if (rs->declared(a.id)->phases.contains(before.info.phase))
                now << &a;
        const ActionSchema &schema = !now.isEmpty() && rng.bounded(2) == 0
                                         ? *now.at(rng.bounded(now.size()))
                                         : actions.at(rng.bounded(actions.size()));
        const Action *declared = rs->declared(schema.id);
        SeededDice dice(rng.generate64());
        const ActionOutcome out = ActionRunner::run(
            *doc, ActionRequest{schema.id, randomInputs(schema, before, doc->profile(), rng)}, dice);
        if (!out.ok()) {
            ++refused;
            ++inARow;
            if (qEnvironmentVariableIsSet("ADJ_SHOW_REFUSALS"))
                qInfo("%s: %s", qPrintable(schema.id), qPrintable(out.refusal.message.left(110)));
            QVERIFY2(doc->state() == before,
                     qPrintable(u"refused %1 changed the battle: %2"_s.arg(schema.id, out.refusal.message)));
            continue;
        }
        ++accepted;
        inARow = 0;
        const QString why = breach(*declared, out.resolution.inputs(), before, doc->profile());
        QVERIFY2(why.isEmpty(), qPrintable(u"step %1: %2 accepted %3"_s.arg(step).arg(schema.id, why)));
        for (const QString &use : usesOf(*declared, out.resolution.inputs(), before)) {
            QVERIFY2(!used.contains(use),
                     qPrintable(u"step %1: %2 used twice in a turn"_s.arg(step).arg(use)));
            used.insert(use);
        }
        states << doc->state();
    }
    qInfo("%s: %d accepted, %d refused", qPrintable(demo), accepted, refused);
    QVERIFY2(accepted >= 3, "too few accepted actions to say anything");

    // Undo from the end, one action at a time: each brings back the battle as it was before it.
    for (qsizetype i = states.size() - 1; i > 0; --i) {
        QVERIFY(doc->store().toUndo().seq != 0);
        QVERIFY2(doc->undo(&error) > 0, qPrintable(error));
        QVERIFY2(doc->state() == states.at(i - 1),
                 qPrintable(u"undo of step %1 left the battle changed"_s.arg(i)));
    }
}

QTEST_GUILESS_MAIN(TstRunnerProperty)
#include "tst_runnerproperty.moc"
