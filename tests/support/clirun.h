#pragma once
// Runs adjutant-cli as a script would, in English, and reads what it printed; a file's digest
// to show that a refused command left a battle byte for byte as it was.
#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include "support/clijson.h"

namespace adj::testing {

struct CliRun
{
    int exit = -1;
    QString out;
    QString err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

// `home`: the data folder (XDG_DATA_HOME) the demo battles are copied into. Every JSON printed is
// kept for the schema check (clijson.h).
inline CliRun cli(const QStringList &args, const QString &home = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    if (!home.isEmpty())
        env.insert(QStringLiteral("XDG_DATA_HOME"), home);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ADJ_CLI_PATH), args);
    if (!p.waitForFinished(60000))
        return {};
    const CliRun r{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                   QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    adjtest::keepJson(args, r.exit, r.out);
    return r;
}

inline QByteArray digest(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                                       : QByteArray();
}

// A battle file made from a scenario text; empty when that failed.
// The battle a scenario makes, at `phase` of its first turn when one is given (the runner refuses an
// action outside its phase: For Honor and Glory's fire comes in "actions-a").
inline QString battleFrom(const QString &dir, const QString &name, const QByteArray &scenario,
                          const QString &phase = {})
{
    const QString json = dir + u'/' + name + QStringLiteral(".json");
    QFile f(json);
    if (!f.open(QIODevice::WriteOnly) || f.write(scenario) != scenario.size())
        return {};
    f.close();
    const QString battle = dir + u'/' + name + QStringLiteral(".adjutant");
    if (cli({QStringLiteral("new"), battle, QStringLiteral("--scenario"), json}).exit != 0)
        return {};
    if (!phase.isEmpty() && cli({QStringLiteral("advance"), battle, QStringLiteral("--to"), phase}).exit != 0)
        return {};
    return battle;
}

// A unit of `show --json`, found by name.
inline QJsonObject unitNamed(const QJsonObject &battle, const QString &name)
{
    for (const auto &side : battle.value(QStringLiteral("sides")).toArray())
        for (const auto &u : side.toObject().value(QStringLiteral("units")).toArray())
            if (u.toObject().value(QStringLiteral("name")).toString() == name)
                return u.toObject();
    return {};
}

} // namespace adj::testing
