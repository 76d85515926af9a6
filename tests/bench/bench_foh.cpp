// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Fields of Honor speed targets (issue 6): exact odds of fire by 40 attack dice and of a melee of
// 32 against 8 stands, each <= 5 ms median. Run by hand: bench_foh [path/to/fields-of-honor.json]
#include "benchsupport.h"
#include "core/ruletable.h"
#include "fieldsofhonor/fieldsofhonor.h"

#include <QFile>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace Qt::StringLiterals;
using namespace adj;

int main(int argc, char **argv)
{
    const RuleTable table = adj::bench::loadTable(argc, argv, u"fieldsofhonor"_s, u"fields-of-honor.json"_s);
    int failures = 0;
    auto report = [&](const char *what, double ms, double limit) {
        std::printf("%-58s median %8.3f ms (target <= %.0f ms)%s\n", what, ms, limit,
                    ms <= limit ? "" : "  SLOW");
        if (!adj::bench::figure((u"Fields of Honor: "_s + QString::fromUtf8(what)).toUtf8().constData(), ms,
                                limit))
            ++failures;
    };
    struct Case
    {
        const char *what;
        QString action;
        QJsonObject inputs;
    };
    const QList<Case> cases{
        {"fire, 40 attack dice, accuracy 2, Kill Number 2 (worst)", u"fire"_s,
         QJsonObject{{u"weapon"_s, u"small-arms"_s},
                     {u"stands"_s, 40},
                     {u"range"_s, u"close"_s},
                     {u"smallArms"_s, u"rifled"_s},
                     {u"fireRating"_s, u"A"_s},
                     {u"modifiers"_s, u"flank,mounted-target"_s}}},
        {"fire, 40 attack dice, medium range, Kill Number 5", u"fire"_s,
         QJsonObject{{u"weapon"_s, u"small-arms"_s},
                     {u"stands"_s, 40},
                     {u"range"_s, u"medium"_s},
                     {u"smallArms"_s, u"rifled"_s},
                     {u"fireRating"_s, u"C"_s}}},
        {"melee, 32 against 8 stands", u"melee"_s,
         QJsonObject{{u"attackerStands"_s, 32},
                     {u"defenderStands"_s, 8},
                     {u"attackerMelee"_s, u"C"_s},
                     {u"defenderMelee"_s, u"C"_s}}},
        {"melee, 32 against 8 stands, both Kill Number 2", u"melee"_s,
         QJsonObject{{u"attackerStands"_s, 32},
                     {u"defenderStands"_s, 8},
                     {u"attackerMelee"_s, u"A"_s},
                     {u"defenderMelee"_s, u"A"_s},
                     {u"attackerModifiers"_s, u"rear,flank"_s},
                     {u"defenderModifiers"_s, u"rear,flank"_s}}},
        {"pursuit, 48 dice", u"pursuit"_s,
         QJsonObject{{u"pursuerStands"_s, 48}, {u"pursuerMelee"_s, u"C"_s}}},
        {"morale test with Calamity and Fortune", u"morale-test"_s,
         QJsonObject{{u"calamityFortune"_s, true},
                     {u"casualtyPercent"_s, 30},
                     {u"moraleRating"_s, u"C"_s},
                     {u"state"_s, u"good"_s}}},
    };
    for (const Case &c : cases) {
        const FohOdds check = FieldsOfHonor::exactOdds(c.action, c.inputs, table);
        if (!check.ok()) {
            std::fprintf(stderr, "%s: %s\n", c.what, qPrintable(check.error()));
            return 2;
        }
        const double ms = adj::bench::timeMedian(
            adj::bench::runs(51, 5), [&] { (void)FieldsOfHonor::exactOdds(c.action, c.inputs, table); });
        report(c.what, ms, 5);
    }
    return failures == 0 ? 0 : 1;
}
