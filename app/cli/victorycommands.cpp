// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli victory and end: a battle's victory conditions and its end (issues 19 and 29), each
// one logged, undoable edit of the battle's trackers (model/victory.h).
#include "cli.h"
#include "clicommand.h"
#include "commandtable.h"

#include "battledocument.h"
#include "refusal.h"
#include "victory.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QCommandLineOption vpToWinOption()
{
    return QCommandLineOption(
        u"vp-to-win"_s, Cli::tr("The VP (or Glory) to win: the side's (--side), else every side's; 0: none."),
        Cli::tr("n"));
}
QCommandLineOption turnLimitOption()
{
    return QCommandLineOption(
        u"turn-limit"_s,
        Cli::tr("The turn by which the side (--side) must reach its VP, the other winning "
                "on time when it does not (10.C); without --side the battle's last turn; "
                "0: none."),
        Cli::tr("n"));
}
QCommandLineOption sideOption()
{
    return QCommandLineOption(u"side"_s,
                              Cli::tr("The side the conditions are for, each side its own; without it one VP "
                                      "target for every side and a turn limit that names no side."),
                              Cli::tr("side"));
}

} // namespace

void addVictoryOptions(QCommandLineParser &parser)
{
    parser.addOptions({vpToWinOption(), turnLimitOption(), sideOption()});
}

bool victoryOptions(const QCommandLineParser &parser, Victory::Conditions *c, QString *error)
{
    const auto read = [&](const QCommandLineOption &o, int max, int *out) {
        if (!parser.isSet(o))
            return true;
        bool ok = false;
        const int n = parser.value(o).toInt(&ok);
        if (!ok || n < 0 || n > max) {
            *error = Cli::tr("--%1 must be a whole number from 0 to %2, not \"%3\"")
                         .arg(o.names().constFirst())
                         .arg(max)
                         .arg(parser.value(o));
            return false;
        }
        *out = n;
        return true;
    };
    if (parser.isSet(sideOption()) && parser.value(sideOption()).trimmed().isEmpty()) {
        *error = Cli::tr("--side needs a side's name");
        return false;
    }
    return read(vpToWinOption(), Victory::kMaxVp, &c->vpToWin) &&
           read(turnLimitOption(), Victory::kMaxTurns, &c->turnLimit);
}

bool victoryOptionsSet(const QCommandLineParser &parser)
{
    return parser.isSet(vpToWinOption()) || parser.isSet(turnLimitOption()) || parser.isSet(sideOption());
}

namespace {

// The conditions the options ask for, from the battle's: with --side that side's own (the older
// form turned into one target a side), else the older form's; an option not given keeps its value.
bool victoryWanted(const QCommandLineParser &parser, const Victory::Conditions &given, const BattleState &s,
                   Victory::Conditions *out, QString *error)
{
    const Victory::Conditions old = Victory::conditions(s);
    const bool setVp = parser.isSet(vpToWinOption());
    const bool setTurn = parser.isSet(turnLimitOption());
    if (parser.isSet(sideOption()))
        return Victory::withSide(s, old,
                                 {parser.value(sideOption()).trimmed(), given.vpToWin, given.turnLimit},
                                 setVp, setTurn, out, error);
    if (setVp && setTurn && given.vpToWin == 0 && given.turnLimit == 0) {
        *out = {}; // none at all
        return true;
    }
    if (old.perSide()) {
        *error = Cli::tr("the victory conditions are set side by side (%1): name the side with --side")
                     .arg(Victory::conditionsText(old, *Profiles::find(s.info.ruleset)));
        return false;
    }
    *out = old; // an option not given keeps its value
    if (setVp)
        out->vpToWin = given.vpToWin;
    if (setTurn)
        out->turnLimit = given.turnLimit;
    return true;
}

} // namespace

namespace {

class VictoryCommand final : public CliCommand
{
    Victory::Conditions m_given; // --vp-to-win and --turn-limit, read

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(Cli::tr(
            "Sets a battle's victory conditions as one logged, undoable action: with --side that side's VP "
            "to win and the turn by which it must reach them (10.C), else one VP target for every side and a "
            "turn limit. Without options prints them, each side's VP and whether they are met."));
        addVictoryOptions(parser);
    }

    int check(CliCall &c) override
    {
        QString error;
        if (!victoryOptions(c.parser, &m_given, &error))
            return c.usage(error);
        return Go;
    }

    int run(CliCall &c) override
    {
        BattleDocument &doc = *c.doc;
        if (!victoryOptionsSet(c.parser)) {
            const QString text = Victory::describe(doc.state(), doc.profile());
            return c.done({{u"victory"_s, Victory::toJson(doc.state(), doc.profile())}},
                          text.isEmpty() ? Cli::tr("No victory conditions are set.") : text);
        }
        return c.commit([&](const BattleState &s, QString *why) {
            Victory::Conditions wanted;
            if (!victoryWanted(c.parser, m_given, s, &wanted, why))
                return Edit{};
            return Victory::setConditions(s, doc.profile(), wanted, why);
        });
    }
};

class EndCommand final : public CliCommand
{
    const QCommandLineOption m_ending{u"ending"_s, Cli::tr("How it ended: victory, time or referee."),
                                      Cli::tr("ending")};
    const QCommandLineOption m_winner{
        u"winner"_s,
        Cli::tr("The side that won (needed for a victory; on time, when the conditions "
                "do not say)."),
        Cli::tr("side")};
    const QCommandLineOption m_confirm{
        QStringList{u"confirm"_s, u"force"_s},
        Cli::tr("Record a victory for a side short of its VP and behind on VP.")};

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(Cli::tr(
            "Records the end of a battle (by victory, on time or by the referee's call) with each side's VP "
            "as one logged action; 'undo' takes it back. A time win is the victory conditions': without "
            "--winner the side that wins on time; a time called before it is up is the referee's call."));
        parser.addOptions({m_ending, m_winner, m_confirm});
    }

    int check(CliCall &c) override
    {
        if (!c.parser.isSet(m_ending))
            return c.usage(Cli::tr("end needs --ending victory|time|referee"));
        if (!Victory::validEnding(c.parser.value(m_ending)))
            return c.usage(Cli::tr("--ending must be victory, time or referee, not \"%1\"")
                               .arg(c.parser.value(m_ending)));
        return Go;
    }

    int run(CliCall &c) override
    {
        QString error;
        const QString side = c.parser.value(m_winner);
        const bool confirmed = c.parser.isSet(m_confirm);
        if (c.parser.value(m_ending) == u"victory"_s && !confirmed && c.doc->state().sideByName(side))
            if (const QString why = Victory::shortfall(c.doc->state(), c.doc->profile(), side);
                !why.isEmpty())
                return c.failed(
                    Refusal{u"needs-confirmation"_s,
                            Cli::tr("winner: %1; a victory for %2 asks first: add --confirm to record it")
                                .arg(why, side),
                            c.doc->profile().victoryRule, u"winner"_s}
                        .toJson());
        // A refusal by the conditions carries its rule ("... (10.C)") for scripts.
        Edit written;
        const qint64 seq = c.doc->commit(
            [&](const BattleState &s, QString *why) {
                return Victory::endBattle(s, c.doc->profile(), c.parser.value(m_ending), side, why,
                                          confirmed);
            },
            &error, &written);
        if (seq == 0) {
            Refusal r = Refusal::byRule(error);
            r.input = error.startsWith(u"winner:"_s)   ? u"winner"_s
                      : error.startsWith(u"ending:"_s) ? u"ending"_s
                                                       : QString();
            return c.failed(r.toJson());
        }
        return c.done({{u"event"_s, seq}, {u"kind"_s, written.kind}, {u"summary"_s, written.summary}},
                      written.summary);
    }
};

} // namespace

namespace commands {
const CliCommandEntry victory{
    "victory",
    QT_TRANSLATE_NOOP("adj::Cli", "set or print a battle's victory conditions (VP to win, turn limit)"),
    CliGroup::Victory, CliBattle::Opened, makeCommand<VictoryCommand>};
const CliCommandEntry end{
    "end", QT_TRANSLATE_NOOP("adj::Cli", "record the end of a battle (victory, time, referee) as one action"),
    CliGroup::Victory, CliBattle::Opened, makeCommand<EndCommand>};
} // namespace commands

// The conditions given to `new`, committed on the new battle as its own logged edit.
bool setNewVictory(const QCommandLineParser &parser, const QString &path, Victory::Conditions c,
                   QString *error)
{
    const auto doc = openBattle(path, error);
    if (!doc)
        return false;
    Victory::Conditions wanted;
    if (!victoryWanted(parser, c, doc->state(), &wanted, error))
        return false;
    if (wanted == Victory::conditions(doc->state()))
        return true; // the scenario set them so already
    return doc->commit([&](const BattleState &s,
                           QString *why) { return Victory::setConditions(s, doc->profile(), wanted, why); },
                       error) != 0;
}

} // namespace adj
