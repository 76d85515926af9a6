// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A battle document opened on a new battle file made from a scenario's JSON, and moved on to a phase:
// the steps the runner's and the rule sets' turn tests each wrote out (issue 33). Each returns what
// went wrong instead of stopping, so that a test says it in its own way (QVERIFY2 or qFatal).
#include "battledocument.h"
#include "edits.h"
#include "scenario.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <memory>

namespace adj::testing {

// The battle the scenario `json` makes at `path`, opened; null with `error` saying why.
inline std::unique_ptr<BattleDocument> openScenario(const QString &path, const QJsonObject &json,
                                                    QString *error)
{
    if (!Scenario::createBattle(path, json, error))
        return nullptr;
    return BattleDocument::open(path, error);
}

// The battle `scenario` (a scenario's JSON text, `source` naming it in errors) makes at `path`, opened;
// null with `error` saying why.
inline std::unique_ptr<BattleDocument> openScenario(const QString &path, const QByteArray &scenario,
                                                    const QString &source, QString *error)
{
    QJsonObject json;
    if (!Scenario::parse(scenario, source, &json, error))
        return nullptr;
    return openScenario(path, json, error);
}

// The battle advanced to `phase` of its turn; false with `error` saying why not.
inline bool advanceTo(BattleDocument &doc, const QString &phase, QString *error)
{
    const Edit e = Edits::advanceToPhase(doc.state(), doc.profile(), phase, error);
    return !e.isEmpty() && doc.commit(e, error) > 0;
}

} // namespace adj::testing
