// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli's turn: what the turn still owes by the rules (owed), and advancing the phase or the turn
// (advance), which says what was still owed and never refuses for it.
#include "cli.h"
#include "clicommand.h"
#include "commandtable.h"

#include "battledocument.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "edits.h"
#include "runner/actionrunner.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// What the battle's rule set says the turn still owes now (owed.h).
QList<Owed> owedOf(const BattleState &battle)
{
    const RuleSet *rs = RuleSets::find(battle.info.ruleset);
    if (!rs)
        return {};
    Refusal why;
    const RuleTable table = ActionRunner::table(battle, &why);
    return why ? QList<Owed>() : rs->owed(battle, table);
}

QJsonArray toJson(const QList<Owed> &owed)
{
    QJsonArray out;
    for (const Owed &o : owed)
        out.append(o.toJson());
    return out;
}

// Inside the single quotes of a POSIX shell: a quote in a unit's name ("Scott's Brigade") closes
// them, is written escaped and opens them again, so that the line pastes into a shell as it reads.
QString shellQuoted(QString text)
{
    return text.replace(u"'"_s, u"'\\''"_s);
}

// One line a referee reads, with the command that settles it.
QString owedLine(const Owed &o)
{
    QString line = o.rule.isEmpty() ? o.text : Cli::tr("%1 (%2)").arg(o.text, o.rule);
    if (!o.action.isEmpty())
        line += u"\n    "_s + Cli::tr("adjutant-cli resolve --apply --action %1 --input '%2'")
                                  .arg(o.action, shellQuoted(QString::fromUtf8(QJsonDocument(o.inputs).toJson(
                                                     QJsonDocument::Compact))));
    return line;
}

class OwedCommand final : public CliCommand
{
public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(Cli::tr(
            "Lists what the turn still owes by the rules now (morale tests after losses, hits to distribute, "
            "plots not written, AP left, ...), each with the action that settles it and its units filled "
            "in."));
    }

    int run(CliCall &c) override
    {
        const BattleState &s = c.doc->state();
        const QList<Owed> owed = owedOf(s);
        QStringList lines;
        for (const Owed &o : owed)
            lines << u"- "_s + owedLine(o);
        const QString text = owed.isEmpty()
                                 ? Cli::tr("Turn %1: nothing is owed.").arg(s.info.turn)
                                 : Cli::tr("Turn %1: %n owed:", nullptr, int(owed.size())).arg(s.info.turn) +
                                       u'\n' + lines.join(u'\n');
        return c.done({{u"turn"_s, s.info.turn}, {u"phase"_s, s.info.phase}, {u"owed"_s, toJson(owed)}},
                      text);
    }
};

class AdvanceCommand final : public CliCommand
{
    const QCommandLineOption m_turn{u"turn"_s,
                                    Cli::tr("Advance to the next turn instead of the next phase.")};
    const QCommandLineOption m_to{u"to"_s,
                                  Cli::tr("Advance phase by phase to this phase (of this turn or the next)."),
                                  Cli::tr("phase")};

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(Cli::tr(
            "Advances the battle to the next phase (or with --turn to the next turn, or with --to to the "
            "named phase). What the turn still owes is said, on stderr or as \"owed\", and never blocks."));
        parser.addOptions({m_turn, m_to});
    }

    int run(CliCall &c) override
    {
        BattleDocument &doc = *c.doc;
        const RuleSetProfile &profile = doc.profile();
        const QString target = c.parser.value(m_to);
        if (c.parser.isSet(m_to) && profile.phaseIndex(target) < 0) {
            QStringList ids;
            for (const PhaseSpec &ph : profile.phases)
                ids << ph.id;
            return c.failed(Cli::tr("--to: \"%1\" is not a phase of %2 (%3)")
                                .arg(target, Profiles::label(profile.name), ids.join(u", "_s)),
                            u"invalid-input"_s, u"to"_s);
        }
        const QList<Owed> owed = owedOf(doc.state());
        const bool nextTurn = c.parser.isSet(m_turn);
        QString error;
        Edit written;
        const qint64 seq = doc.commit(
            [&](const BattleState &s, QString *why) -> Edit {
                if (nextTurn)
                    return Edits::advanceTurn(s, profile);
                if (!c.parser.isSet(m_to))
                    return Edits::advancePhase(s, profile);
                Edit e = Edits::advanceToPhase(s, profile, target, why);
                return e;
            },
            &error, &written);
        if (seq == 0)
            return c.failed(error);
        if (!owed.isEmpty() && !c.json) {
            c.err << Cli::tr("adjutant-cli: advanced with %n thing(s) still owed:", nullptr, int(owed.size()))
                  << Qt::endl;
            for (const Owed &o : owed)
                c.err << u"- "_s << owedLine(o) << Qt::endl;
        }
        return c.done({{u"event"_s, seq},
                       {u"kind"_s, written.kind},
                       {u"summary"_s, written.summary},
                       {u"owed"_s, toJson(owed)}},
                      written.summary);
    }
};

} // namespace

namespace commands {
const CliCommandEntry advance{
    "advance",
    QT_TRANSLATE_NOOP("adj::Cli", "advance the battle to the next phase or turn (saying what is still owed)"),
    CliGroup::Battle, CliBattle::Opened, makeCommand<AdvanceCommand>};
const CliCommandEntry owed{
    "owed",
    QT_TRANSLATE_NOOP("adj::Cli",
                      "list what the turn still owes by the rules, with the action that settles each"),
    CliGroup::Battle, CliBattle::Opened, makeCommand<OwedCommand>};
} // namespace commands

} // namespace adj
