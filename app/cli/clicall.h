// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCommandLineParser>
#include <QJsonObject>
#include <QString>
#include <QTextStream>

#include <functional>
#include <memory>

namespace adj {

class BattleDocument;
class BattleState;
class JsonWriter;
struct Edit;

// What the runner (cli.cpp) hands a command of adjutant-cli: its options parsed, the battle it
// names (and opened, for the commands that open one), the streams, and the ways every command
// answers: a result, a refusal or a usage error, as text or with --json as JSON on stdout.
class CliCall final
{
    Q_DISABLE_COPY_MOVE(CliCall)

public:
    CliCall(QTextStream &toOut, QTextStream &toErr, bool asJson);
    ~CliCall();

    // The command's word as typed ("undo"; a subcommand's own: "add"), for the commands that share a class.
    QString command;
    QCommandLineParser parser;
    QString battle; // the battle file (--battle or the first argument), for the commands that name one
    std::unique_ptr<BattleDocument> doc; // opened by the runner, for the commands that open one
    QTextStream &out;
    QTextStream &err;
    bool json = false; // --json was given: results and refusals as JSON on stdout

    // A usage error: on stderr, or with --json as a refusal with the code "usage"; exit 2.
    int usage(const QString &message);
    // A refusal: on stderr, or with --json as {"ok": false, "error": ...} on stdout; exit 1.
    // `code` is the stable word for scripts (docs/errors.md), `input` what it names.
    int failed(const QString &message, const QString &code = QStringLiteral("refused"),
               const QString &input = {});
    int failed(const QJsonObject &error); // {code, message, rule, input}
    // A result: with --json as the object with "schemaVersion" and "ok": true, else `text`.
    int done(QJsonObject result, const QString &text);
    // A result too large to build whole, with --json: `write` writes the object, byte for byte what
    // done() would print of it, with `members` (theirs and "schemaVersion" and "ok") among its own.
    int doneStreamed(QJsonObject members,
                     const std::function<void(JsonWriter &, const QJsonObject &)> &write);
    // Builds the edit from the battle as it is in the file inside the write transaction (another
    // writer cannot come in between), commits it and prints its summary, or says why not.
    int commit(const std::function<Edit(const BattleState &, QString *)> &build);
};

} // namespace adj
