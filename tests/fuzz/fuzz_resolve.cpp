// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer: `adjutant-cli resolve` inputs. The input is "ruleset action" on the first line and a
// JSON object of inputs after it; every combination resolves, or is refused with a message, with
// rolled dice; the dice plan is read off the same inputs.
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "fuzzsupport.h"

#include <QHash>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    adj::fuzz::init(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static QHash<QString, adj::RuleTable> tables;
    const QByteArray all = adj::fuzz::bytes(data, size);
    const qsizetype nl = all.indexOf('\n');
    if (nl < 0)
        return 0;
    const QStringList head = QString::fromUtf8(all.left(nl)).split(u' ');
    if (head.size() != 2)
        return 0;
    const QString ruleset = head.at(0);
    const QString action = head.at(1);
    const adj::RuleSet *rs = adj::RuleSets::find(ruleset);
    if (!rs || !rs->action(action))
        return 0;
    if (!tables.contains(ruleset)) {
        QString error;
        tables.insert(ruleset, adj::BattleResolution::table(ruleset, {}, &error));
    }
    const adj::RuleTable &table = tables[ruleset];
    const QJsonDocument doc = QJsonDocument::fromJson(all.mid(nl + 1));
    if (!doc.isObject())
        return 0;
    (void)adj::plan(ruleset, action, doc.object(), table);
    adj::SeededDice dice(size);
    const adj::Resolution r = adj::resolve(ruleset, action, doc.object(), dice, table);
    (void)r.toJson();
    return 0;
}
