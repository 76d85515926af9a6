// adjutant-cli victory and end: a battle's victory conditions and its end (issue 19), each one
// logged, undoable edit of the battle's trackers (model/victory.h).
#include "cli.h"
#include "clicommand.h"

#include "battledocument.h"
#include "victory.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QCommandLineOption vpToWinOption()
{
    return QCommandLineOption(u"vp-to-win"_s, Cli::tr("The VP (or Glory) a side needs to win; 0: none."),
                              Cli::tr("n"));
}
QCommandLineOption turnLimitOption()
{
    return QCommandLineOption(u"turn-limit"_s,
                              Cli::tr("The last turn of the battle (the time constraint); 0: none."),
                              Cli::tr("n"));
}

} // namespace

void addVictoryOptions(QCommandLineParser &parser)
{
    parser.addOptions({vpToWinOption(), turnLimitOption()});
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
    return read(vpToWinOption(), Victory::kMaxVp, &c->vpToWin) &&
           read(turnLimitOption(), Victory::kMaxTurns, &c->turnLimit);
}

bool victoryOptionsSet(const QCommandLineParser &parser)
{
    return parser.isSet(vpToWinOption()) || parser.isSet(turnLimitOption());
}

int Cli::cmdVictory(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(
        tr("Sets a battle's victory conditions (the VP to win and the turn limit) as one logged, undoable "
           "action; without options prints them, each side's VP and whether they are met."));
    addVictoryOptions(p.parser);
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    Victory::Conditions wanted;
    QString error;
    if (!victoryOptions(p.parser, &wanted, &error))
        return usage(error);
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    if (!victoryOptionsSet(p.parser)) {
        const QString text = Victory::describe(doc->state(), doc->profile());
        return done({{u"victory"_s, Victory::toJson(doc->state(), doc->profile())}},
                    text.isEmpty() ? tr("No victory conditions are set.") : text);
    }
    const bool setVp = p.parser.isSet(vpToWinOption());
    const bool setTurns = p.parser.isSet(turnLimitOption());
    return commit(*doc, [&](const BattleState &s, QString *why) {
        Victory::Conditions c = Victory::conditions(s); // an option not given keeps its value
        if (setVp)
            c.vpToWin = wanted.vpToWin;
        if (setTurns)
            c.turnLimit = wanted.turnLimit;
        return Victory::setConditions(s, doc->profile(), c, why);
    });
}

int Cli::cmdEnd(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(
        tr("Records the end of a battle (by victory, on time or by the referee's call) with each side's VP "
           "as one logged action; 'undo' takes it back."));
    const QCommandLineOption ending(u"ending"_s, tr("How it ended: victory, time or referee."), tr("ending"));
    const QCommandLineOption winner(u"winner"_s, tr("The side that won (needed for victory and time)."),
                                    tr("side"));
    p.parser.addOptions({ending, winner});
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    if (!p.parser.isSet(ending))
        return usage(tr("end needs --ending victory|time|referee"));
    if (!Victory::validEnding(p.parser.value(ending)))
        return usage(tr("--ending must be victory, time or referee, not \"%1\"").arg(p.parser.value(ending)));
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    return commit(*doc, [&](const BattleState &s, QString *why) {
        return Victory::endBattle(s, doc->profile(), p.parser.value(ending), p.parser.value(winner), why);
    });
}

} // namespace adj

namespace adj {

// The conditions given to `new`, committed on the new battle as its own logged edit.
bool setNewVictory(const QCommandLineParser &parser, const QString &path, Victory::Conditions c,
                   QString *error)
{
    const auto doc = openBattle(path, error);
    if (!doc)
        return false;
    const Victory::Conditions old = Victory::conditions(doc->state());
    if (!parser.isSet(vpToWinOption()))
        c.vpToWin = old.vpToWin;
    if (!parser.isSet(turnLimitOption()))
        c.turnLimit = old.turnLimit;
    if (c.vpToWin == old.vpToWin && c.turnLimit == old.turnLimit)
        return true; // the scenario set them so already
    return doc->commit([&](const BattleState &s,
                           QString *why) { return Victory::setConditions(s, doc->profile(), c, why); },
                       error) != 0;
}

} // namespace adj
