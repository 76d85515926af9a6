// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer: the players' dice as typed ("556", "5 5 6", "543 624"), read against an action's plan
// as the action panel reads them while the referee types, and as `--dice` reads them.
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "fuzzsupport.h"

using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    adj::fuzz::init(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // A few actions whose plans differ: pools, conditional dice, a d10 table, a card cut.
    struct Case
    {
        QString ruleset, action;
        QJsonObject inputs;
    };
    static const QList<Case> cases{
        {u"fhg-land"_s, u"random-ap"_s, {{u"commandAp"_s, 3}, {u"side"_s, u"a"_s}}},
        {u"oneifbyland"_s,
         u"fire"_s,
         {{u"firerQuality"_s, u"regular"_s}, {u"figures"_s, 12}, {u"frontFigures"_s, 12}, {u"range"_s, 5}}},
        {u"wfa-naval"_s, u"boarding-battle"_s, {{u"attackerMarines"_s, 3}, {u"defenderMarines"_s, 2}}},
    };
    static QList<adj::RuleTable> tables = [] {
        QList<adj::RuleTable> t;
        QString error;
        for (const Case &c : cases)
            t << adj::BattleResolution::table(c.ruleset, {}, &error);
        return t;
    }();
    if (size == 0)
        return 0;
    const int which = data[0] % int(cases.size());
    const QString typed = QString::fromUtf8(adj::fuzz::bytes(data + 1, size - 1));
    QList<int> values;
    QString error;
    (void)adj::EnteredDice::parse(typed, &values, &error);
    const Case &c = cases.at(which);
    (void)adj::enterDice(c.ruleset, c.action, c.inputs, tables.at(which), typed);
    return 0;
}
