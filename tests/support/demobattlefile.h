// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// GUI tests start on a copy of a bundled demo battle or of a scenario of their own, with settings of
// their own: one place for the steps each fixture repeated (settings isolated, a scenario parsed and
// written).
#include "scenario.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>
#include <QString>

namespace adj::testing {

// Settings in the test location under the test's own name, cleared.
inline void isolateSettings(const QString &testName)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("adjutant-tests"));
    QCoreApplication::setApplicationName(testName);
    QSettings().clear();
    // The demo battles the program copies into its data folder the first time: a copy left by an
    // earlier run (of another build, whose battle file may be of a newer version) is never reused.
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
}

// Writes the scenario text `scenario` (an error names it `name`) as a new battle file at `path`; false
// with `error` naming what failed.
inline bool writeScenarioBattle(const QByteArray &scenario, const QString &path, QString *error,
                                const QString &name = QStringLiteral("scenario"))
{
    QJsonObject json;
    return Scenario::parse(scenario, name, &json, error) && Scenario::createBattle(path, json, error);
}

// The demo scenario `resource` (":/demo/fhg-queenston.json") read into `json`; false with `error`
// naming what failed.
inline bool readDemoScenario(const QString &resource, QJsonObject *json, QString *error)
{
    QFile demo(resource);
    if (!demo.open(QIODevice::ReadOnly)) {
        *error = demo.errorString();
        return false;
    }
    return Scenario::parse(demo.readAll(), demo.fileName(), json, error);
}

// Writes the demo scenario `resource` as a new battle file at `path`, started at `phase` when one is
// given (the scenario's "phase"); false with `error` naming what failed.
inline bool writeDemoBattle(const QString &resource, const QString &path, QString *error,
                            const QString &phase = {})
{
    QJsonObject json;
    if (!readDemoScenario(resource, &json, error))
        return false;
    if (!phase.isEmpty())
        json.insert(QStringLiteral("phase"), phase);
    return Scenario::createBattle(path, json, error);
}

// The bundled demo `demo` ("fhg-queenston") as a battle file in the folder `dir`, written the first time
// it is asked for; empty when it could not be written.
inline QString demoBattleIn(const QString &dir, const QString &demo)
{
    QString error;
    const QString path = dir + u'/' + demo + QStringLiteral(".adjutant");
    if (!QFile::exists(path) &&
        !writeDemoBattle(QStringLiteral(":/demo/") + demo + QStringLiteral(".json"), path, &error))
        return {};
    return path;
}

// Queenston Heights in the American's actions (5, step 2), his AP rolled: 3 command + 3 = 6 (6.1.1).
inline bool writeQueenstonInActions(const QString &path, QString *error)
{
    QJsonObject json;
    if (!readDemoScenario(QStringLiteral(":/demo/fhg-queenston.json"), &json, error))
        return false;
    json.insert(QStringLiteral("phase"), QStringLiteral("actions-a"));
    QJsonArray sides = json.value(QStringLiteral("sides")).toArray();
    QJsonObject american = sides.at(0).toObject();
    QJsonObject counters = american.value(QStringLiteral("counters")).toObject();
    counters.insert(QStringLiteral("AP"), 6);
    american.insert(QStringLiteral("counters"), counters);
    sides.replace(0, american);
    json.insert(QStringLiteral("sides"), sides);
    return Scenario::createBattle(path, json, error);
}

} // namespace adj::testing
