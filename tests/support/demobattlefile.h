#pragma once

// GUI tests start on a copy of a bundled demo battle, with settings of their own: one place for
// the steps each fixture repeated (settings isolated, the demo's scenario parsed and written).
#include "scenario.h"

#include <QCoreApplication>
#include <QFile>
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
}

// Writes the demo scenario `resource` (":/demo/fhg-queenston.json") as a new battle file at
// `path`; false with `error` naming what failed.
inline bool writeDemoBattle(const QString &resource, const QString &path, QString *error)
{
    QFile demo(resource);
    if (!demo.open(QIODevice::ReadOnly)) {
        *error = demo.errorString();
        return false;
    }
    QJsonObject json;
    return Scenario::parse(demo.readAll(), demo.fileName(), &json, error) &&
           Scenario::createBattle(path, json, error);
}

} // namespace adj::testing
