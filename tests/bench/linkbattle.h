// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A Wars for America battle whose turn asks both sides for their plot (the demo Lake Erie with the
// wind of turn 1 rolled, 3.1): what the table link's benchmark serves.
#include "battledocument.h"
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "effectedits.h"
#include "scenario.h"

#include <QFile>

namespace adj::bench {

inline std::unique_ptr<BattleDocument> plottingBattle(const QString &path, QString *error)
{
    QFile demo(QStringLiteral(":/demo/wfa-lake-erie.json"));
    QJsonObject json;
    if (!demo.open(QIODevice::ReadOnly) || !Scenario::parse(demo.readAll(), demo.fileName(), &json, error) ||
        !Scenario::createBattle(path, json, error))
        return {};
    auto doc = BattleDocument::open(path, error);
    if (!doc)
        return {};
    // The starting wind, then turn 1's wind change rolled (3.1, 4.1): a 3.
    Effect wind;
    EffectEdits::Resolved set;
    set.action = QStringLiteral("track");
    if (!RuleSets::find(QStringLiteral("wfa-naval"))
             ->trackerEffect(QStringLiteral("wind"), QStringLiteral("4"), doc->state(), &wind, error))
        return {};
    set.effects << wind;
    set.summary = wind.text;
    Edit start = EffectEdits::build(doc->state(), doc->profile(), set, error);
    start.kind = QStringLiteral("tracker.set");
    if (start.isEmpty() || doc->commit(start, error) == 0)
        return {};
    const RuleTable table = BattleResolution::table(QStringLiteral("wfa-naval"), {}, error);
    const QJsonObject in =
        BattleResolution::inputs(QStringLiteral("wind-change"), {}, doc->state(), table, error);
    EnteredDice three(QList<int>{3});
    const Resolution r =
        adj::resolve(QStringLiteral("wfa-naval"), QStringLiteral("wind-change"), in, three, table);
    const Edit e = BattleResolution::edit(r, doc->state(), doc->profile(), error);
    if (e.isEmpty() || doc->commit(e, error) == 0)
        return {};
    return doc;
}

} // namespace adj::bench
