// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

#include <functional>

namespace adj {

struct CampaignSummary;

class BattleDocument;
class BattleState;
struct Parsed;
struct Edit;

// adjutant-cli: the referee's books from a terminal or a script. Every command either
// does all it was asked, committed, or nothing, with a message on stderr and exit code
// 1 (bad input or battle) or 2 (bad usage). With --json every command prints one JSON object
// on stdout, its result or its refusal ({"ok": false, "error": {code, message, rule, input}}),
// each with "schemaVersion" (docs/schema/, docs/json.md).
class Cli final
{
    Q_DECLARE_TR_FUNCTIONS(adj::Cli)

public:
    enum Exit { Ok = 0, Failed = 1, Usage = 2 };
    // The version of the JSON contract (docs/schema/CHANGELOG.md): raised when an output or an
    // input changes in a way a script would notice.
    static constexpr int SchemaVersion = 1;

    explicit Cli(const QStringList &arguments);
    int run();

private:
    int cmdNew(const QStringList &args);
    int cmdShow(const QStringList &args);
    int cmdAddSide(const QStringList &args);
    int cmdAddUnit(const QStringList &args);
    int cmdLog(const QStringList &args);
    int cmdRulesets(const QStringList &args);
    int cmdDemo(const QStringList &args);
    int cmdMark(const QStringList &args);
    int cmdAdvance(const QStringList &args);
    int cmdOwed(const QStringList &args);
    int cmdResolve(const QStringList &args);
    int cmdMove(const QStringList &args);
    int cmdBoard(const QStringList &args);
    int cmdHouseRule(const QStringList &args);
    int cmdRange(const QStringList &args);
    int cmdSummary(const QStringList &args);
    int writeSummaryJson(BattleDocument &doc, int turn, const QString &side);
    int cmdImport(const QStringList &args);
    int cmdExport(const QStringList &args);
    int cmdEditUnit(const QStringList &args);
    int cmdRemoveUnit(const QStringList &args);
    int cmdUndoRedo(const QStringList &args, bool redo);
    int cmdTrack(const QStringList &args);
    int cmdServe(const QStringList &args);
    int cmdLink(const QStringList &args);
    int cmdVictory(const QStringList &args);
    int cmdEnd(const QStringList &args);
    int cmdCampaign(const QStringList &args);
    int cmdCampaignNew(const QStringList &args);
    int cmdCampaignEdit(const QStringList &args, const QString &sub);
    int cmdCampaignShow(const QStringList &args, bool summary);
    int cmdCampaignSides(const QStringList &args, bool same);
    bool parseCampaign(Parsed &p, const QStringList &args, QString *path, int *exit);
    QString campaignHelp() const;
    int writeCampaignSummary(const CampaignSummary &referee, const QString &campaign, const QString &pdf,
                             const QString &html, const QString &side);

    int cmdSchema(const QStringList &args);
    int printResolve(QJsonObject out);

    int usage(const QString &message);
    // Commits a built edit and prints its summary, or says why not.
    int commit(BattleDocument &doc, const Edit &edit, QString error);
    // Builds the edit from the battle as it is in the file inside the write transaction (another
    // writer cannot come in between), commits it and prints its summary, or says why not.
    int commit(BattleDocument &doc, const std::function<Edit(const BattleState &, QString *)> &build);
    // A refusal: on stderr, or with --json as {"ok": false, "error": ...} on stdout; exit 1.
    // `code` is the stable word for scripts (docs/errors.md), `input` what it names.
    int failed(const QString &message, const QString &code = QStringLiteral("refused"),
               const QString &input = {});
    int failed(const QJsonObject &error); // {code, message, rule, input}
    // A result: with --json as the object with "schemaVersion" and "ok": true, else `text`.
    int done(QJsonObject result, const QString &text);
    QString commandList() const;

    QStringList m_args;
    bool m_json = false; // --json was given: results and refusals as JSON on stdout
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace adj
