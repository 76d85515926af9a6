// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Honour & Glory: the exact odds of its actions through odds() (issue 15: <= 1 ms median on these
// inputs, <= 5 ms at the largest). Rounds and the theft are entered, so their odds are one certain
// outcome; the Terrain deal's are walked card by card. Run by hand: bench_hg [path/to/honour-glory.json]
#include "benchsupport.h"
#include "core/rulesets.h"
#include "core/ruletable.h"

#include <QFile>
#include <QJsonDocument>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace Qt::StringLiterals;
using namespace adj;

int main(int argc, char **argv)
{
    const RuleTable table = adj::bench::loadTable(argc, argv, u"honourglory"_s, u"honour-glory.json"_s);
    const std::vector<adj::bench::OddsCase> cases{
        {"round: three opponents", u"round"_s,
         R"({"one":"Kael","opponents":3,"p1":"Ann","p2":"Ben","p3":"Cat","p1MpLeft":50,"p2MpLeft":50,
             "p3MpLeft":50,"p1OneMp":20,"p2OneMp":20,"p3OneMp":20})"},
        {"glory theft", u"glory-theft"_s,
         R"({"thief":"Ann","victim":"Ben","thiefTacticsMl":3,"victimTacticsMl":2,"thiefGlory":4,
             "victimGlory":10,"beats":true})"},
        {"terrain deal: 5 cards, 2 Secondary, 2 players", u"terrain-deal"_s,
         R"({"deck":"A,B,C,D,E","secondary":"C,E","players":"P,Q"})"},
        {"terrain deal: 20 cards, 1 Secondary, 2 players (the largest)", u"terrain-deal"_s,
         R"({"deck":"A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,P1,Q1,R1,S,T","secondary":"S","players":"P,Q"})", 5.0},
    };
    std::printf("exact odds through odds() (median of 101 runs, target <= 1 ms; the largest <= 5 ms)\n");
    bool ok = true;
    const bool probed = adj::bench::timeEachOdds(
        u"honour-glory"_s, cases, table, adj::bench::runs(101, 11), 62,
        [&](const adj::bench::OddsCase &c, const Distribution &probe, double ms) {
            if (c.target > 1.0)
                adj::bench::figure(
                    "Honour & Glory: exact odds of the largest Terrain deal (20 cards, 2 players)", ms,
                    c.target);
            ok = ok && ms <= c.target;
            std::printf("  %-62s %8.4f ms  (%lld branches)%s\n", c.name, ms, (long long)probe.paths(),
                        ms <= c.target ? "" : "  OVER TARGET");
        });
    ok = ok && probed;
    std::printf(ok ? "targets met\n" : "TARGET MISSED\n");
    return ok ? 0 : 1;
}
