// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// One If By Land speed targets (issues 5, 15): exact odds of fire by 60 figures with all modifiers, and
// of a full two-round melee (and the whole charge), each <= 5 ms median; the risk to a general <= 1 ms,
// and <= 5 ms at the schema's 1,000 hits.
// Run by hand: bench_oibl [path/to/oneifbyland.json]
#include "benchsupport.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "support/testjson.h"

#include <QFile>
#include <QJsonDocument>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {

using adj::testing::obj;

} // namespace

int main(int argc, char **argv)
{
    const RuleTable table = adj::bench::loadTable(argc, argv, u"oneifbyland"_s, u"oneifbyland.json"_s);
    struct Case
    {
        const char *name;
        const char *action;
        QJsonObject inputs;
        double target;
    };
    const QList<Case> cases{
        {"fire, 60 figures, every small-arms modifier, panic and general", "fire",
         obj(R"({"firerQuality":"poor","figures":60,"range":2,"marksmen":true,"targetColumn":true,"flankOrRear":true,
                 "targetCover":"light","targetArtillery":true,"generalWithTarget":true,"targetQuality":"wretched"})"),
         5.0},
        {"combined fire of mixed qualities, 24 + 18 + 18 = 60 figures, every modifier", "fire",
         obj(R"({"firerQuality":"regular","figures":24,"range":5,"marksmen":true,"combined":true,
                 "figures2":18,"firerQuality2":"poor","range2":2,"flankOrRear2":true,
                 "figures3":18,"firerQuality3":"wretched","firerFormation3":"open","range3":6,
                 "targetColumn":true,"targetCover":"light","generalWithTarget":true,"targetQuality":"wretched"})"),
         5.0},
        {"cannon fire, heavy gun over 25\", counter-battery and general", "fire",
         obj(R"({"weapon":"cannon","firerQuality":"wretched","firerFormation":"unlimbered","gunPounds":12,"range":30,
                 "marksmen":true,"flankOrRear":true,"targetArtillery":true,"generalWithTarget":true})"),
         5.0},
        {"full two-round melee (from contact, winner's tests)", "charge",
         obj(R"({"fromContact":true,"aQuality":"veteran","aFigures":36,"aStartFigures":40,"aFrontFigures":18,"aOverlapFigures":6,"aPanic":true,
                 "dQuality":"regular","dFigures":33,"dStartFigures":36,"dFrontFigures":18,"dOverlapFigures":6,"dCover":"light","dBayonets":false})"),
         5.0},
        {"two-round melee, units of different quality attacking individually (3 + 2 units)", "charge",
         obj(R"({"fromContact":true,"aQuality":"veteran","aFigures":36,"aStartFigures":40,"aFrontFigures":18,"aOverlapFigures":6,
                 "a2Quality":"veteran","a2Figures":12,"a2StartFigures":12,"a2FrontFigures":6,
                 "a3Quality":"poor","a3Figures":20,"a3StartFigures":24,"a3FrontFigures":10,
                 "dQuality":"regular","dFigures":33,"dStartFigures":36,"dFrontFigures":18,"dOverlapFigures":6,"dCover":"light","dBayonets":false,
                 "d2Quality":"wretched","d2Figures":20,"d2StartFigures":20,"d2FrontFigures":10,"d2Cover":"light","d2Bayonets":false})"),
         5.0},
        {"the whole charge: tests, defender's fire, re-test, two rounds, winner", "charge",
         obj(R"({"aQuality":"regular","aFormation":"close","aFigures":24,"aStartFigures":24,"aFrontFigures":12,"aOverlapFigures":6,
                 "dQuality":"poor","dFormation":"open","dFigures":20,"dStartFigures":20,"dFrontFigures":12,"dOverlapFigures":4,"dBayonets":false})"),
         5.0},
        {"risk to a general, 7 hits", "general-risk", obj(R"({"hits":7})"), 1.0},
        {"risk to a general, 1,000 hits (the schema's most: 500 dice)", "general-risk",
         obj(R"({"hits":1000})"), 5.0},
    };
    int failures = 0;
    for (const Case &c : cases) {
        qint64 paths = 0;
        const double ms = adj::bench::timeMedian(adj::bench::runs(51, 5), [&] {
            const Distribution d = odds(u"oneifbyland"_s, QString::fromLatin1(c.action), c.inputs, table);
            if (!d.ok()) {
                std::fprintf(stderr, "%s: %s\n", c.name, qPrintable(d.error()));
                std::exit(1);
            }
            paths = d.paths();
        });
        const bool ok =
            c.target < 0 ||
            adj::bench::figure((u"One If By Land: "_s + QString::fromUtf8(c.name)).toUtf8().constData(), ms,
                               c.target);
        if (!ok)
            ++failures;
        std::printf(
            "%-70s median %8.3f ms  (%lld branches)%s\n", c.name, ms, static_cast<long long>(paths),
            c.target < 0 ? "" : (ok ? (c.target < 5 ? "  <= 1 ms: ok" : "  <= 5 ms: ok") : "  OVER TARGET"));
    }
    return failures == 0 ? 0 : 1;
}
