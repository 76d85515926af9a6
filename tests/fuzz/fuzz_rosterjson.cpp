// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer: a JSON roster (the scenario format) imported into a battle, checked as strictly as CSV.
#include "battlestate.h"
#include "edits.h"
#include "fuzzsupport.h"
#include "rulesetprofile.h"
#include "scenario.h"

using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    adj::fuzz::init(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto &all = adj::Profiles::all();
    const adj::RuleSetProfile &p = all.at(size > 0 ? data[0] % all.size() : 0);
    adj::BattleState s;
    s.info.name = u"Fuzz"_s;
    s.info.ruleset = p.id;
    QJsonObject json;
    QString error;
    if (!adj::Scenario::parse(adj::fuzz::bytes(data, size).mid(1), u"fuzz"_s, &json, &error))
        return 0;
    QStringList errors;
    const adj::Edit e = adj::Scenario::importEdit(s, p, json, &errors);
    for (const adj::RowChange &c : e.changes)
        s.apply(c);
    (void)adj::Scenario::exportJson(s);
    return 0;
}
