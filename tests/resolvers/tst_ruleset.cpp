// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// RuleSet's shared parts: the declarations cache read from many threads at once (the odds run off
// the GUI thread while the GUI reads the same rule set's schemas), dispatch by the declared action
// (action.h) and the inputs read only through the schema (inputs.h).
#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruleset.h"
#include "core/ruletable.h"
#include "support/testruleset.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
// A rule set whose declare() is slow and counted, so threads meet inside the first read.
class SlowRuleSet final : public testing::TestRuleSet
{
public:
    SlowRuleSet()
        : TestRuleSet(u"slow"_s, u"Slow"_s)
    {}
    mutable std::atomic<int> reads{0};
    QList<Action> declare() const override
    {
        ++reads;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        QList<Action> out;
        for (int i = 0; i < 50; ++i) {
            Action a;
            a.schema.id = u"action-%1"_s.arg(i);
            a.bind = [](const Inputs &, const RuleTable &) {
                return Runner([](DiceSource &, Resolution &) {});
            };
            out.append(a);
        }
        return out;
    }
};

// Two actions, each with its own bind, odds and effects: what RuleSet dispatches to.
class TwoActions final : public testing::TestRuleSet
{
public:
    TwoActions()
        : TestRuleSet(u"two"_s, u"Two"_s)
    {}
    QList<Action> declare() const override
    {
        auto action = [](const QString &id, const QString &tag) {
            Action a;
            a.schema.id = id;
            InputSpec sizeInput;
            sizeInput.id = u"size"_s;
            a.schema.inputs = {sizeInput};
            a.bind = [tag](const Inputs &in, const RuleTable &) {
                const int size = in.value(u"size"_s).toInt();
                return Runner(
                    [tag, size](DiceSource &, Resolution &out) { out.outcome(tag + QString::number(size)); });
            };
            a.effects = [tag](const Inputs &) {
                Effect e;
                e.kind = Effect::Kind::Note;
                e.text = tag;
                return QList<Effect>{e};
            };
            return a;
        };
        Action first = action(u"first"_s, u"one="_s);
        first.odds = [](const Inputs &, const RuleTable &) {
            Distribution d;
            d.addOutcome({u"own"_s}, Fraction(1));
            return std::optional<Distribution>(d);
        };
        return {first, action(u"second"_s, u"two="_s)};
    }
};
} // namespace

class TstRuleSet : public QObject
{
    Q_OBJECT
private slots:
    void schemaCacheFromManyThreads();
    void dispatchByDeclaration();
    void undeclaredInputRead();
};

void TstRuleSet::schemaCacheFromManyThreads()
{
    for (int round = 0; round < 5; ++round) {
        SlowRuleSet rs;
        constexpr int kThreads = 8;
        std::vector<const ActionSchema *> found(kThreads, nullptr);
        std::atomic<int> ready{0};
        std::vector<std::thread> threads;
        for (int t = 0; t < kThreads; ++t)
            threads.emplace_back([&, t] {
                ++ready;
                while (ready.load() < kThreads) {
                }
                found[size_t(t)] = rs.action(u"action-%1"_s.arg(49 - t));
            });
        for (std::thread &t : threads)
            t.join();
        QCOMPARE(rs.reads.load(), 1); // read once, by one thread; the others waited for it
        for (int t = 0; t < kThreads; ++t) {
            QVERIFY(found[size_t(t)]);
            QCOMPARE(found[size_t(t)]->id, u"action-%1"_s.arg(49 - t));
        }
        QCOMPARE(rs.action(u"action-0"_s), rs.action(u"action-0"_s)); // the same cached schema
        QCOMPARE(rs.actions().size(), 50); // the list of schemas is read from the same declarations
        QCOMPARE(rs.actions().last().id, u"action-49"_s);
        QCOMPARE(rs.reads.load(), 1);
        QVERIFY(!rs.action(u"nothing"_s));
    }
}

void TstRuleSet::dispatchByDeclaration()
{
    TwoActions rs;
    const RuleTable table;
    const QJsonObject inputs{{u"size"_s, 3}};
    ScriptedDice none({});
    for (const auto &[id, tag] : {std::pair{u"first"_s, u"one=3"_s}, std::pair{u"second"_s, u"two=3"_s}}) {
        Resolution out;
        rs.bind(id, inputs, table)(none, out);
        QVERIFY2(out.ok(), qPrintable(out.error()));
        QCOMPARE(out.outcomes(), QStringList{tag});
        const QList<Effect> effects = rs.battleEffects(id, inputs);
        QCOMPARE(effects.size(), 1);
        QCOMPARE(effects.first().text, tag.left(4));
    }
    QCOMPARE(rs.actions().size(), 2);
    QCOMPARE(rs.actions().at(1).id, u"second"_s);
    // Own odds only where declared; the generic walk elsewhere.
    QVERIFY(rs.ownOdds(u"first"_s, inputs, table).has_value());
    QVERIFY(!rs.ownOdds(u"second"_s, inputs, table).has_value());
    // An action the rule set does not declare is refused by name, before any die.
    Resolution out;
    rs.bind(u"third"_s, inputs, table)(none, out);
    QVERIFY(!out.ok());
    QCOMPARE(out.error(), u"unknown action \"third\" in rule set two"_s);
    QVERIFY(rs.battleEffects(u"third"_s, inputs).isEmpty());
}

void TstRuleSet::undeclaredInputRead()
{
    ActionSchema schema;
    schema.id = u"fire"_s;
    InputSpec range;
    range.id = u"range"_s;
    schema.inputs = {range};
    const Inputs in(QJsonObject{{u"range"_s, 4}, {u"rnage"_s, 9}}, schema);
    QStringList caught;
    const Inputs::UndeclaredHandler old = Inputs::setUndeclaredHandler(
        [&caught](const QString &action, const QString &key) { caught << action + u'/' + key; });
    QCOMPARE(in.value(u"range"_s).toInt(), 4);
    QVERIFY(in.declares(u"range"_s));
    QVERIFY(!in.declares(u"rnage"_s));
    QVERIFY(caught.isEmpty());
    in.value(u"rnage"_s); // a typo in a resolver
    in.contains(u"rnage"_s);
    Inputs::setUndeclaredHandler(old);
    if (Inputs::checksReads())
        QCOMPARE(caught, (QStringList{u"fire/rnage"_s, u"fire/rnage"_s}));
    else
        QVERIFY(caught.isEmpty()); // release builds read it as given, unchecked
}

QTEST_APPLESS_MAIN(TstRuleSet)
#include "tst_ruleset.moc"
