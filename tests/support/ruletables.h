// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The five rule sets' tables as the source tree holds them, for the resolver tests: one loader
// instead of a copy in every test file (issue 33). A table that does not load stops the test at
// once, naming the file and why.
#include "core/ruletable.h"

#include <QString>

namespace adj::testing {

inline RuleTable sourceTable(const char *path)
{
    QString error;
    RuleTable t = RuleTable::fromFile(QStringLiteral(ADJ_SOURCE_DIR "/") + QString::fromUtf8(path), &error);
    if (!t.isValid())
        qFatal("cannot load %s: %s", path, qPrintable(error));
    return t;
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
