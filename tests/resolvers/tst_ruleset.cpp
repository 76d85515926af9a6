// RuleSet's shared parts: the schema cache read from many threads at once (the odds run off the
// GUI thread while the GUI reads the same rule set's schemas).
#include "core/resolution.h"
#include "core/ruleset.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
// A rule set whose actions() is slow and counted, so threads meet inside the first read.
class SlowRuleSet final : public RuleSet
{
public:
    mutable std::atomic<int> reads{0};
    QString id() const override { return u"slow"_s; }
    QString name() const override { return u"Slow"_s; }
    QString distance() const override { return u"none"_s; }
    QList<ActionSchema> actions() const override
    {
        ++reads;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        QList<ActionSchema> out;
        for (int i = 0; i < 50; ++i) {
            ActionSchema s;
            s.id = u"action-%1"_s.arg(i);
            out.append(s);
        }
        return out;
    }
    std::shared_ptr<const void> compileTable(const QJsonObject &, QString *, QSet<QString> *) const override
    {
        return std::make_shared<int>(0);
    }
    Runner bind(const QString &, const QJsonObject &, const RuleTable &) const override
    {
        return [](DiceSource &, Resolution &) {};
    }
};
} // namespace

class TstRuleSet : public QObject
{
    Q_OBJECT
private slots:
    void schemaCacheFromManyThreads();
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
        QVERIFY(!rs.action(u"nothing"_s));
    }
}

QTEST_APPLESS_MAIN(TstRuleSet)
#include "tst_ruleset.moc"
