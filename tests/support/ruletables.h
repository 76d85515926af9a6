// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The five rule sets' tables as the source tree holds them, for the resolver tests: one loader
// instead of a copy in every test file (issue 33). A table that does not load stops the test at
// once, naming the file and why.
#include "core/rulesets.h"
#include "core/ruletable.h"

#include <QString>

namespace adj::testing {

// The table at `path`; stops the test when it does not load.
inline RuleTable loadedTable(const QString &path)
{
    QString error;
    RuleTable t = RuleTable::fromFile(path, &error);
    if (!t.isValid())
        qFatal("cannot load %s: %s", qPrintable(path), qPrintable(error));
    return t;
}

// A table of the source tree (`path`: "resolvers/fhgland/fhg-land.json").
inline RuleTable sourceTable(const char *path)
{
    return loadedTable(QStringLiteral(ADJ_SOURCE_DIR "/") + QString::fromUtf8(path));
}

// The table a registered rule set runs on (`id`: "fhg-land"), as RuleSets::tablePath() finds it.
inline RuleTable rulesetTable(const QString &id)
{
    return loadedTable(RuleSets::tablePath(id));
}

inline RuleTable fhgTable()
{
    return sourceTable("resolvers/fhgland/fhg-land.json");
}
inline RuleTable fohTable()
{
    return sourceTable("resolvers/fieldsofhonor/fields-of-honor.json");
}
inline RuleTable hgTable()
{
    return sourceTable("resolvers/honourglory/honour-glory.json");
}
inline RuleTable oiblTable()
{
    return sourceTable("resolvers/oneifbyland/oneifbyland.json");
}
inline RuleTable wfaTable()
{
    return sourceTable("resolvers/wfanaval/wfa-naval.json");
}

} // namespace adj::testing
