// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Wars for America (naval) speed targets (issues 4, 15): exact odds of a boarding battle <= 5 ms
// median up to 12 MP a side, every other action's <= 1 ms (the roll-off and attempt included).
// Run by hand: bench_wfa [path/to/wfa-naval.json]
#include "benchsupport.h"
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "wfanaval/wfabattleodds.h"
#include "wfanaval/wfatable.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace Qt::StringLiterals;
using namespace adj;

int main(int argc, char **argv)
{
    const RuleTable table = adj::bench::loadTable(argc, argv, u"wfanaval"_s, u"wfa-naval.json"_s);
    const WfaTable &t = *WfaTable::of(table);
    std::printf("boarding battle exact odds (median of 301 runs, target <= 5 ms each)\n");
    struct Battle
    {
        const char *name;
        WfaBattleSetup setup;
    };
    const std::vector<Battle> battles{
        {"8 MP vs 8 MP", WfaBattleSetup{8, 8, 0}},
        {"8 MP vs 8 MP, breaking off at 3", WfaBattleSetup{8, 8, 3}},
        {"12 MP vs 12 MP (the profile's maximum)", WfaBattleSetup{12, 12, 0}},
        {"8 MP vs no marines", WfaBattleSetup{8, 0, 0}},
    };
    bool ok = true;
    for (const Battle &b : battles) {
        WfaBattleOdds o;
        const double ms =
            adj::bench::timeMedian(adj::bench::runs(301, 11), [&] { o = WfaBattleOdds::exact(t, b.setup); });
        ok = adj::bench::figure((u"Wars for America: boarding battle odds, "_s + QString::fromUtf8(b.name))
                                    .toUtf8()
                                    .constData(),
                                ms, 5.0) &&
             ok;
        std::printf("  %-45s %8.4f ms  captured %.6f (%d-bit denominator)\n", b.name, ms,
                    o.captured.toDouble(), int(mpz_sizeinbase(o.captured.den().get_mpz_t(), 2)));
    }
    std::printf("every action's exact odds through odds() (median of 301 runs, target <= 1 ms; the largest "
                "<= 5 ms)\n");
    const std::vector<adj::bench::OddsCase> cases{
        {"fire: 12 guns at 1 hex", u"fire"_s,
         R"({"firerGuns":12,"firerDamage":12,"firerStart":12,"targetDamage":12,"targetStart":12,"firerSide":"port","firerAspect":"broadside","range":1})"},
        {"exchange: 8 guns each", u"exchange"_s,
         R"({"aGuns":8,"aDamage":9,"aStart":9,"aSide":"port","aAspect":"crossing-t","bGuns":8,"bDamage":9,"bStart":9,"bSide":"port","bAspect":"broadside","range":1})"},
        {"boarding roll-off and attempt", u"boarding-rolloff"_s,
         R"({"aRating":7,"bRating":3,"aMarines":4,"bMarines":3,"advantage":"b"})"},
        {"boarding attempt", u"boarding-attempt"_s,
         R"({"boarderRating":6,"defenderRating":2,"boarderMarines":3})"},
        {"boarding battle, 8 vs 8 MP", u"boarding-battle"_s, R"({"attackerMarines":8,"defenderMarines":8})"},
        {"boarding battle, 12 vs 12 MP (the largest)", u"boarding-battle"_s,
         R"({"attackerMarines":12,"defenderMarines":12})", 5.0},
        {"wind change", u"wind-change"_s, R"({"wind":4,"aHeading":5,"bHeading":2})"},
    };
    const bool probed = adj::bench::timeEachOdds(
        u"wfa-naval"_s, cases, table, adj::bench::runs(301, 11), 45,
        [&](const adj::bench::OddsCase &c, const Distribution &probe, double ms) {
            ok = adj::bench::figure(
                     (u"Wars for America: exact odds, "_s + QString::fromUtf8(c.name)).toUtf8().constData(),
                     ms, c.target) &&
                 ok;
            std::printf("  %-45s %8.4f ms  (%lld branches)%s\n", c.name, ms, (long long)probe.paths(),
                        ms <= c.target ? "" : "  OVER TARGET");
        });
    ok = ok && probed;
    // The reveal as the action panel runs it: one marker for two squadrons of 60 ships each sailing
    // together (9.3), with the stacking check (3.4) over the whole fleet.
    {
        QJsonArray ships;
        QStringList followers[2];
        for (int side = 0; side < 2; ++side)
            for (int i = 0; i < 60; ++i) {
                const QString name = u"%1 %2"_s.arg(side == 0 ? u"HMS"_s : u"USS"_s).arg(i);
                ships.append(
                    QJsonObject{{u"id"_s, 1 + side * 100 + i},
                                {u"name"_s, name},
                                {u"side"_s, side == 0 ? u"a"_s : u"b"_s},
                                {u"squadron"_s, u"s"_s},
                                {u"command"_s, i == 0},
                                {u"hex"_s, u"%1%2"_s.arg(i + 1, 2, 10, QChar(u'0')).arg(side == 0 ? 40 : 10)},
                                {u"heading"_s, side == 0 ? 1 : 4},
                                {u"damage"_s, 5},
                                {u"start"_s, 5}});
                if (i > 0)
                    followers[side] << name;
            }
        const QJsonObject plots{
            {u"turn"_s, 1},
            {u"revealed"_s, 0},
            {u"plots"_s, QJsonObject{{u"a"_s, QJsonObject{{u"markers"_s, QJsonArray{u"straight"_s}}}},
                                     {u"b"_s, QJsonObject{{u"markers"_s, QJsonArray{u"straight"_s}}}}}}};
        const QJsonObject in{{u"fleet"_s, QJsonObject{{u"turn"_s, 1},
                                                      {u"board"_s, QJsonObject{{u"width"_s, 60},
                                                                               {u"height"_s, 60},
                                                                               {u"layout"_s, u"odd-q"_s}}},
                                                      {u"ships"_s, ships}}},
                             {u"plots"_s, plots},
                             {u"first"_s, u"a"_s}, // who moves first (9.6): no wind kept here
                             {u"aSquadron"_s, true},
                             {u"aFollowers"_s, followers[0].join(u", "_s)},
                             {u"bSquadron"_s, true},
                             {u"bFollowers"_s, followers[1].join(u", "_s)}};
        ScriptedDice none({});
        const Resolution probe = resolve(u"wfa-naval"_s, u"reveal"_s, in, none, table);
        if (!probe.ok()) {
            std::printf("  reveal ERROR %s\n", qPrintable(probe.error()));
            ok = false;
        } else {
            const double ms = adj::bench::timeMedian(adj::bench::runs(101, 5), [&] {
                ScriptedDice d({});
                (void)resolve(u"wfa-naval"_s, u"reveal"_s, in, d, table);
            });
            std::printf("  %-45s %8.4f ms  (%lld effects)\n", "reveal: two squadrons of 60 ships", ms,
                        (long long)probe.effects().size());
        }
    }
    std::printf(ok ? "target met\n" : "TARGET MISSED\n");
    return ok ? 0 : 1;
}
