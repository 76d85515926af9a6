// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clicall.h"
#include "cli.h"
#include "clicommand.h"
#include "refusal.h"

#include "battledocument.h"
#include "jsonwriter.h"

using namespace Qt::StringLiterals;

namespace adj {

CliCall::CliCall(QTextStream &toOut, QTextStream &toErr, bool asJson)
    : out(toOut)
    , err(toErr)
    , json(asJson)
{}

CliCall::~CliCall() = default;

int CliCall::usage(const QString &message)
{
    if (json) {
        failed(message, u"usage"_s);
        return Cli::Usage;
    }
    err << Cli::tr("adjutant-cli: %1").arg(message) << Qt::endl;
    return Cli::Usage;
}

namespace {
QJsonObject committed(qint64 seq, const Edit &e)
{
    return {{u"event"_s, seq}, {u"kind"_s, e.kind}, {u"summary"_s, e.summary}};
}
} // namespace

int CliCall::commit(const std::function<Edit(const BattleState &, QString *)> &build)
{
    QString error;
    Edit written;
    const qint64 seq = doc->commit(build, &error, &written);
    if (seq == 0)
        return failed(error);
    return done(committed(seq, written), written.summary);
}

int CliCall::failed(const QString &message, const QString &code, const QString &input)
{
    return failed(Refusal{code, message, {}, input}.toJson());
}

int CliCall::failed(const QJsonObject &error)
{
    if (json) {
        out << adj::json(
            QJsonObject{{u"schemaVersion"_s, Cli::SchemaVersion}, {u"ok"_s, false}, {u"error"_s, error}});
        out.flush();
    } else {
        err << Cli::tr("adjutant-cli: %1").arg(error.value(u"message"_s).toString()) << Qt::endl;
    }
    return Cli::Failed;
}

int CliCall::done(QJsonObject result, const QString &text)
{
    if (json) {
        result.insert(u"schemaVersion"_s, Cli::SchemaVersion);
        result.insert(u"ok"_s, true);
        out << adj::json(result);
    } else {
        out << text << Qt::endl;
    }
    out.flush();
    return Cli::Ok;
}

int CliCall::doneStreamed(QJsonObject members,
                          const std::function<void(JsonWriter &, const QJsonObject &)> &write)
{
    members.insert(u"schemaVersion"_s, Cli::SchemaVersion);
    members.insert(u"ok"_s, true);
    {
        JsonWriter writer(out);
        write(writer, members);
    }
    out.flush();
    return Cli::Ok;
}

} // namespace adj
