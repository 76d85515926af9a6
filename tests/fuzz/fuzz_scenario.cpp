// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer: a scenario file, as `adjutant-cli new --scenario` reads it: the battle's header
// (name, rule set, scale, options, board) and its sides, in memory.
#include "battlestate.h"
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
    QJsonObject json;
    QString error;
    if (!adj::Scenario::parse(adj::fuzz::bytes(data, size), u"fuzz"_s, &json, &error))
        return 0;
    adj::BattleState s;
    if (!adj::Scenario::readInfo(json, &s.info, &error))
        return 0;
    const adj::RuleSetProfile *p = adj::Profiles::find(s.info.ruleset);
    if (!p)
        __builtin_trap(); // readInfo accepted a rule set that does not exist
    QStringList errors;
    const adj::Edit e = adj::Scenario::importEdit(s, *p, json, &errors);
    for (const adj::RowChange &c : e.changes)
        s.apply(c);
    return 0;
}
