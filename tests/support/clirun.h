// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Runs adjutant-cli as a script would, in English, and reads what it printed; a file's digest
// (filebytes.h) to show that a refused command left a battle byte for byte as it was.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QProcess>

#include <functional>

#include "support/clijson.h"
#include "support/filebytes.h"

namespace adj::testing {

struct CliRun
{
    int exit = -1;
    QString out;
    QString err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

// How a program is run beyond its arguments; every field may stay as it is.
struct RunOptions
{
    QString home;                       // XDG_DATA_HOME, where the demo battles are copied
    QList<QPair<QString, QString>> env; // more of the environment
    QByteArray input;                   // its standard input
    std::function<void()> inChild;      // in the child before it starts: limits, another user
    int timeoutMs = 120000;
};

// `program` in English; -1 when it did not finish in time or crashed. Every JSON printed is kept for
// the schema check (clijson.h).
inline CliRun run(const QString &program, const QStringList &args, const RunOptions &o = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    if (!o.home.isEmpty())
        env.insert(QStringLiteral("XDG_DATA_HOME"), o.home);
    for (const auto &[name, value] : o.env)
        env.insert(name, value);
    p.setProcessEnvironment(env);
    if (o.inChild)
        p.setChildProcessModifier(o.inChild);
    p.start(program, args);
    if (!o.input.isEmpty())
        p.write(o.input);
    p.closeWriteChannel();
    if (!p.waitForFinished(o.timeoutMs))
        return {};
    const CliRun r{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                   QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    adjtest::keepJson(args, r.exit, r.out);
    return r;
}

// adjutant-cli.
inline CliRun cli(const QStringList &args, const RunOptions &o)
{
    return run(QStringLiteral(ADJ_CLI_PATH), args, o);
}

// `home`: the data folder (XDG_DATA_HOME) the demo battles are copied into.
inline CliRun cli(const QStringList &args, const QString &home = {})
{
    return cli(args, RunOptions{.home = home});
}

// What `adjutant-cli args` did other than refuse with `exit` and a message on stderr that holds
// `message`, leaving `battle` byte for byte as it was: empty when it did just that. A test of a
// refusal reads QCOMPARE(refusedUnchanged(...), QString()).
inline QString refusedUnchanged(const QString &battle, const QStringList &args, int exit,
                                const QString &message)
{
    const QByteArray before = digest(battle);
    const CliRun r = cli(args);
    if (r.exit != exit)
        return QStringLiteral("exit %1, not %2: %3").arg(r.exit).arg(exit).arg(r.err);
    if (!r.err.contains(message))
        return QStringLiteral("no \"%1\" in: %2").arg(message, r.err);
    if (digest(battle) != before)
        return battle + QStringLiteral(" changed");
    return {};
}

// A command line adjutant-cli refuses, as a row of a data-driven test (datarows.h): its arguments
// after the command and the battle as a shell splits them (`--unit Rifles --path "0504 0604"`), the
// exit it refuses with (1: the battle forbids it; 2: a usage error) and what its message holds.
struct RefusedCommand
{
    QString args;
    int exit;
    QString message;
};

// refusedUnchanged for a RefusedCommand: `command` (the command and the battle), then its arguments.
inline QString refusedUnchanged(const QString &battle, const QStringList &command, const RefusedCommand &row)
{
    return refusedUnchanged(battle, command + QProcess::splitCommand(row.args), row.exit, row.message);
}

// A battle file made from a scenario text; empty when that failed.
// The battle a scenario makes, at `phase` of its first turn when one is given (the runner refuses an
// action outside its phase: For Honor and Glory's fire comes in "actions-a").
inline QString battleFrom(const QString &dir, const QString &name, const QByteArray &scenario,
                          const QString &phase = {})
{
    const QString json = dir + u'/' + name + QStringLiteral(".json");
    if (!writeBytes(json, scenario))
        return {};
    const QString battle = dir + u'/' + name + QStringLiteral(".adjutant");
    if (cli({QStringLiteral("new"), battle, QStringLiteral("--scenario"), json}).exit != 0)
        return {};
    if (!phase.isEmpty() && cli({QStringLiteral("advance"), battle, QStringLiteral("--to"), phase}).exit != 0)
        return {};
    return battle;
}

// `adjutant-cli new PATH --scenario` from Queenston Heights' scenario as the source tree holds it.
inline CliRun newQueenston(const QString &path)
{
    return cli({QStringLiteral("new"), path, QStringLiteral("--scenario"),
                QStringLiteral(ADJ_SOURCE_DIR "/resolvers/fhgland/demo/fhg-queenston.json")});
}

// The bundled demo `demo` as `adjutant-cli demo` copies it into the data folder `home`: its path, or
// empty (with what the command said in `error`) when the command failed.
inline QString demoBattle(const QString &demo, const QString &home, QString *error)
{
    const CliRun r = cli({QStringLiteral("demo"), demo, QStringLiteral("--json")}, home);
    *error = r.err;
    return r.exit == 0 ? r.json().value(QStringLiteral("path")).toString() : QString();
}

// A unit or leader (`list`: "units", "leaders") of `show --json`, found by name.
inline QJsonObject namedIn(const QJsonObject &battle, const QString &list, const QString &name)
{
    for (const auto &side : battle.value(QStringLiteral("sides")).toArray())
        for (const auto &u : side.toObject().value(list).toArray())
            if (u.toObject().value(QStringLiteral("name")).toString() == name)
                return u.toObject();
    return {};
}
inline QJsonObject unitNamed(const QJsonObject &battle, const QString &name)
{
    return namedIn(battle, QStringLiteral("units"), name);
}
inline QJsonObject leaderNamed(const QJsonObject &battle, const QString &name)
{
    return namedIn(battle, QStringLiteral("leaders"), name);
}

// The events of a battle file's log, as `log --json` lists them.
inline QJsonArray loggedEvents(const QString &battle)
{
    return cli({QStringLiteral("log"), battle, QStringLiteral("--json")})
        .json()
        .value(QStringLiteral("events"))
        .toArray();
}

// "turn phase" of a battle file, as `show --json` gives them: "1 wind".
inline QString turnAndPhase(const QString &battle)
{
    const QJsonObject s = cli({QStringLiteral("show"), battle, QStringLiteral("--json")}).json();
    return QStringLiteral("%1 %2")
        .arg(s.value(QStringLiteral("turn")).toInt())
        .arg(s.value(QStringLiteral("phase")).toString());
}

// What a battle file owes, as `owed --json` lists it: "action:side", or "action" when no side owes it.
inline QStringList owedBySide(const QString &battle)
{
    QStringList out;
    const QJsonObject owed = cli({QStringLiteral("owed"), battle, QStringLiteral("--json")}).json();
    for (const QJsonValue &v : owed.value(QStringLiteral("owed")).toArray()) {
        const QJsonObject o = v.toObject();
        const QString action = o.value(QStringLiteral("action")).toString();
        out << (o.value(QStringLiteral("side")).isString()
                    ? action + u':' + o.value(QStringLiteral("side")).toString()
                    : action);
    }
    return out;
}

} // namespace adj::testing
