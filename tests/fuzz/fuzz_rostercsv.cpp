// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer: a CSV roster. Every file is imported as one edit or refused naming its bad lines.
#include "battlestate.h"
#include "edits.h"
#include "fuzzsupport.h"
#include "rostercsv.h"
#include "rulesetprofile.h"

using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    adj::fuzz::init(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const adj::BattleState start = [] {
        adj::BattleState s;
        s.info.name = u"Fuzz"_s;
        s.info.ruleset = u"fhg-land"_s;
        QString error;
        for (const adj::RowChange &c : adj::Edits::addSide(s, u"American"_s, u"#2b4c9b"_s, &error).changes)
            s.apply(c);
        return s;
    }();
    const QByteArray text = adj::fuzz::bytes(data, size);
    // The first byte picks the rule set: each has its own profile and columns.
    const auto &all = adj::Profiles::all();
    const adj::RuleSetProfile &p = all.at(size > 0 ? data[0] % all.size() : 0);
    adj::BattleState s = start;
    s.info.ruleset = p.id;
    QStringList errors;
    const adj::Edit e = adj::RosterCsv::importEdit(s, p, text.mid(1), &errors);
    if (!e.isEmpty()) {
        for (const adj::RowChange &c : e.changes)
            s.apply(c);
        (void)adj::RosterCsv::write(s, p); // and what it wrote back out
    }
    return 0;
}
