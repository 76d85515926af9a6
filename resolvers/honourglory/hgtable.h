// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/compiledtable.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <array>
#include <memory>

namespace adj {

class RuleTable;

// The three columns of a Unit, left to right as its owner sees them.
enum class HgColumn { Left = 0, Centre = 1, Right = 2 };
constexpr int kHgColumns = 3;
QStringList hgColumnIds(); // "left", "centre", "right"
bool hgColumnFromId(const QString &id, HgColumn *out);
QString hgColumnId(HgColumn c);
QString hgColumnName(HgColumn c); // translated

// The honour-glory table (resolvers/honourglory/honour-glory.json) compiled and checked.
struct HgTable : CompiledTable
{
    Q_DECLARE_TR_FUNCTIONS(adj::HgTable)
public:
    int armyCost = 0;
    int minOpponents = 0, maxOpponents = 0;
    int mpPerCounter = 0; // each of The One's MP counters starts here
    int oneDamageStart = 0;
    int manyDefaultMp = 0;
    int gloryStart = 0;
    bool manyBeatenAtZeroMp = false;
    int gloryMinimum = 0;
    int rounds = 0;
    // [round - 1]: the column The One and The Many choose their Chosen Troop from.
    QList<HgColumn> oneColumn, manyColumn;
    int rescueMinLead = 0;
    int theftGain = 0, theftLoss = 0, theftPenalty = 0;
    int terrainVetoes = 0;
    QString startCombatLevel; // Setup: The Many start at this Combat Level

    static std::shared_ptr<const HgTable> compile(const QJsonObject &json, QString *error,
                                                  QSet<QString> *read);
    static const HgTable *of(const RuleTable &table);
};

} // namespace adj
