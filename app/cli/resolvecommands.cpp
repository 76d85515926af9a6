// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli's rule commands: resolve (with exact odds, dice rolled, entered or seeded, and
// applied to a battle as one committed action), board and house-rule.
#include "cli.h"
#include "clicommand.h"

#include "battledocument.h"
#include "core/battleresolution.h"
#include "core/diceplan.h"
#include "core/diesource.h"
#include "core/distribution.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "edits.h"
#include "hex/board.h"
#include "runner/actionrunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace adj {

int Cli::cmdResolve(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(
        tr("Resolves an action and prints the resolution (and with --odds the exact odds) as JSON.\n"
           "Without --battle nothing is stored. With --battle the inputs may name the battle's units\n"
           "and what the battle knows is filled in; with --apply the result is committed to it.\n"
           "Without --dice or --seed Adjutant rolls, and the seed is logged."));
    const QCommandLineOption ruleset(u"ruleset"_s, tr("Rule set id (default: the battle's)."), tr("id"));
    const QCommandLineOption action(u"action"_s, tr("Action id (see 'rulesets --json')."), tr("id"));
    const QCommandLineOption input(u"input"_s, tr("The action's inputs as a JSON object."), tr("json"));
    const QCommandLineOption dice(u"dice"_s, tr("The players' dice, in the order asked: 5,5,6 or \"5 5 6\"."),
                                  tr("list"));
    const QCommandLineOption seed(u"seed"_s, tr("Roll with this seed (repeatable results)."), tr("n"));
    const QCommandLineOption odds(u"odds"_s, tr("Print the exact odds of every outcome; without --dice or "
                                                "--seed, only the odds (nothing is rolled)."));
    const QCommandLineOption apply(u"apply"_s, tr("Commit the result to the battle (one undoable action)."));
    const QCommandLineOption extra(u"allow-extra-dice"_s,
                                   tr("Accept typed-in dice left over (they are noted in the trace)."));
    const QCommandLineOption plan(u"plan"_s, tr("Print the dice the action asks for, in order, with their "
                                                "conditions (nothing is rolled)."));
    p.parser.addOptions({ruleset, action, input, dice, seed, odds, apply, extra, plan, battleOption()});
    int exit = Ok;
    if (!parseCommand(p, args, false, &exit, m_out, m_err))
        return exit;
    if (!p.parser.isSet(action))
        return usage(tr("resolve needs --action ID"));
    if (p.parser.isSet(dice) && p.parser.isSet(seed))
        return usage(tr("give --dice or --seed, not both"));
    const QString battlePath = p.parser.value(battleOption());
    if (p.parser.isSet(apply) && battlePath.isEmpty())
        return usage(tr("--apply needs --battle FILE"));
    if (p.parser.isSet(apply) && p.parser.isSet(odds) && !p.parser.isSet(dice) && !p.parser.isSet(seed))
        return usage(tr("--apply needs a result: give --dice or --seed, or leave out --odds to roll"));

    QJsonObject given;
    if (p.parser.isSet(input)) {
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(p.parser.value(input).toUtf8(), &pe);
        if (pe.error != QJsonParseError::NoError || !doc.isObject())
            return usage(
                tr("--input must be a JSON object: %1 at character %2")
                    .arg(pe.error != QJsonParseError::NoError ? pe.errorString() : tr("not an object"))
                    .arg(pe.offset));
        given = doc.object();
        // null is not a value: a default is had by leaving the input out (issue 16).
        for (auto it = given.constBegin(); it != given.constEnd(); ++it)
            if (it.value().isNull())
                return usage(tr("--input: \"%1\" is null; give it a value, or leave it out for its default")
                                 .arg(it.key()));
    }

    QString error;
    std::unique_ptr<BattleDocument> doc;
    QString rulesetId = p.parser.value(ruleset);
    QJsonObject overrides;
    if (!battlePath.isEmpty()) {
        doc = openBattle(battlePath, &error);
        if (!doc)
            return failed(error);
        if (rulesetId.isEmpty())
            rulesetId = doc->state().info.ruleset;
        else if (rulesetId != doc->state().info.ruleset)
            return failed(
                tr("%1 is a %2 battle, not %3").arg(battlePath, doc->state().info.ruleset, rulesetId));
        overrides = doc->state().info.overrides;
    }
    if (rulesetId.isEmpty())
        return usage(tr("resolve needs --ruleset ID or --battle FILE"));
    if (!RuleSets::find(rulesetId))
        return failed(tr("the rule set \"%1\" has no actions in this version of Adjutant (available: %2)")
                          .arg(rulesetId,
                               [] {
                                   QStringList ids;
                                   for (const RuleSet *rs : RuleSets::all())
                                       ids << rs->id();
                                   return ids.join(u", "_s);
                               }()),
                      u"unknown-ruleset"_s);
    const RuleTable table = BattleResolution::table(rulesetId, overrides, &error);
    if (!table.isValid())
        return failed(error);
    const QString actionId = p.parser.value(action);
    const QJsonObject asked = given; // as the referee gave them: the runner reads the battle itself
    // Against a battle, the one runner: what the battle knows filled in, what it forbids refused
    // before any die, and with --apply the whole action built and committed in one write transaction.
    PreparedAction prepared;
    if (doc) {
        prepared = ActionRunner::prepare(doc->state(), actionId, given, table);
        if (!prepared.ok() && !p.parser.isSet(apply))
            return failed(prepared.refusal.toJson());
        given = prepared.inputs;
    }
    if (p.parser.isSet(plan)) {
        const DicePlan dp = doc ? prepared.plan : adj::plan(rulesetId, actionId, given, table);
        if (dp.refusal)
            return failed(dp.refusal.toJson());
        return done({{u"plan"_s, dp.toJson()}, {u"text"_s, dp.text()}}, dp.text());
    }

    QJsonObject out;
    if (p.parser.isSet(odds)) {
        const Distribution d = adj::odds(rulesetId, actionId, given, table);
        const QJsonObject o = d.toJson();
        if (!o.value(u"ok"_s).toBool())
            return failed(o.value(u"error"_s).toString());
        out.insert(u"odds"_s, o);
        if (!p.parser.isSet(dice) && !p.parser.isSet(seed))
            return printResolve(out);
    }

    std::unique_ptr<DiceSource> source;
    if (p.parser.isSet(dice)) {
        QList<int> values;
        if (!EnteredDice::parse(p.parser.value(dice), &values, &error))
            return usage(tr("--dice: %1").arg(error));
        source = std::make_unique<EnteredDice>(values);
    } else {
        quint64 n = 0;
        if (p.parser.isSet(seed)) {
            bool ok = false;
            n = p.parser.value(seed).toULongLong(&ok);
            if (!ok)
                return usage(tr("--seed must be a whole number, not \"%1\"").arg(p.parser.value(seed)));
        } else {
            n = QRandomGenerator::system()->generate64();
        }
        source = std::make_unique<SeededDice>(n);
    }
    if (p.parser.isSet(apply)) {
        ActionRequest request{actionId, asked};
        request.allowExtraDice = p.parser.isSet(extra);
        const ActionOutcome done = ActionRunner::run(*doc, request, *source);
        if (!done.ok())
            return failed(done.refusal.toJson());
        out.insert(u"resolution"_s, done.resolution.toJson());
        out.insert(u"applied"_s, QJsonObject{{u"battle"_s, battlePath},
                                             {u"event"_s, done.event},
                                             {u"summary"_s, done.edit.summary}});
        return printResolve(out);
    }
    const Resolution r =
        doc ? ActionRunner::resolve(prepared, doc->state(), doc->profile(), *source, p.parser.isSet(extra))
                  .resolution
            : adj::resolve(rulesetId, actionId, given, *source, table, p.parser.isSet(extra));
    out.insert(u"resolution"_s, r.toJson());
    if (!r.ok())
        return failed(r.errorJson());
    return printResolve(out);
}

// resolve prints JSON with or without --json (it always did): the contract's frame either way.
int Cli::printResolve(QJsonObject out)
{
    m_json = true;
    return done(std::move(out), {});
}

int Cli::cmdBoard(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(
        tr("Sets a hex battle's board. Hexes are labelled CCRR (column, row, from 01)."));
    const QCommandLineOption size(u"size"_s, tr("Columns x rows, e.g. 30x20."), tr("WxH"));
    const QCommandLineOption layout(u"layout"_s, tr("Offset layout: odd-q (default), even-q, odd-r, even-r."),
                                    tr("layout"));
    const QCommandLineOption terrain(
        u"terrain"_s, tr("A tile, LABEL=TERRAIN (repeatable); clear removes it."), tr("label=terrain"));
    p.parser.addOptions({size, layout, terrain});
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    if (doc->profile().distance != DistanceMeasure::Hexes)
        return failed(tr("%1 is played on an open table: it has no hex board")
                          .arg(Profiles::label(doc->profile().name)));
    // The options read first (a malformed one is a usage error); the board built inside the write
    // transaction from the battle as it is in the file then, so another writer never makes it stale.
    int width = 0, height = 0;
    if (p.parser.isSet(size)) {
        const QStringList wh = p.parser.value(size).toLower().split(u'x');
        bool okW = false, okH = false;
        width = wh.value(0).toInt(&okW);
        height = wh.value(1).toInt(&okH);
        if (wh.size() != 2 || !okW || !okH || width < 1 || height < 1 || width > 200 || height > 200)
            return usage(
                tr("--size takes columns x rows from 1x1 to 200x200, not \"%1\"").arg(p.parser.value(size)));
    }
    for (const QString &kv : p.parser.values(terrain))
        if (kv.indexOf(u'=') <= 0)
            return usage(tr("--terrain takes LABEL=TERRAIN, not \"%1\"").arg(kv));
    if (!p.parser.isSet(size) && !doc->state().info.board.contains(u"width"_s))
        return usage(tr("the battle has no board yet: give --size"));
    QJsonObject stored;
    bool unchanged = false;
    const auto build = [&](const BattleState &s, QString *why) -> Edit {
        QJsonObject board = s.info.board;
        if (width > 0) {
            board.insert(u"width"_s, width);
            board.insert(u"height"_s, height);
        }
        if (p.parser.isSet(layout))
            board.insert(u"layout"_s, p.parser.value(layout));
        Board b = Board::fromJson(board, why);
        if (!why->isEmpty())
            return {};
        QSet<QString> known;
        if (const RuleSet *rs = RuleSets::find(s.info.ruleset)) {
            QString ignored;
            const RuleTable table = BattleResolution::table(rs->id(), s.info.overrides, &ignored);
            for (const QString &k : table.json().value(u"terrain"_s).toObject().keys())
                known << k;
        }
        for (const QString &kv : p.parser.values(terrain)) {
            const qsizetype eq = kv.indexOf(u'=');
            Hex h;
            if (!b.parseLabel(kv.left(eq), &h)) {
                *why = tr("--terrain %1: \"%2\" is not a hex of this %3 x %4 board")
                           .arg(kv, kv.left(eq))
                           .arg(b.width())
                           .arg(b.height());
                return {};
            }
            const QString tile = kv.mid(eq + 1).trimmed().toLower();
            if (!known.isEmpty() && !known.contains(tile)) {
                *why = tr("--terrain %1: \"%2\" is not a terrain of this rule set (%3)")
                           .arg(kv, tile, QStringList(known.cbegin(), known.cend()).join(u", "_s));
                return {};
            }
            b.setTerrain(h, tile);
        }
        stored = b.toJson();
        stored.remove(u"units"_s); // positions live on the units
        unchanged = s.info.board == stored;
        return unchanged ? Edit() : Edits::setBoard(s, stored);
    };
    Edit written;
    const qint64 seq = doc->commit(build, &error, &written);
    if (unchanged)
        return done({{u"board"_s, stored}, {u"event"_s, QJsonValue()}}, tr("The board is unchanged."));
    if (seq == 0)
        return failed(error);
    return done({{u"board"_s, stored}, {u"event"_s, seq}, {u"summary"_s, written.summary}}, written.summary);
}

int Cli::cmdHouseRule(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(
        tr("Changes this battle's rule table (house rules) or its optional rules. "
           "A change that leaves a gap or an impossible value is refused."));
    const QCommandLineOption set(
        u"set"_s, tr("A table entry, path=value, e.g. hit.artillery.2=4 (repeatable)."), tr("path=value"));
    const QCommandLineOption reset(u"reset"_s, tr("Drop this entry's house rule (repeatable)."), tr("path"));
    const QCommandLineOption option(u"option"_s, tr("Switch an optional rule on, e.g. 11.9 (repeatable)."),
                                    tr("id"));
    const QCommandLineOption noOption(u"no-option"_s, tr("Switch an optional rule off (repeatable)."),
                                      tr("id"));
    p.parser.addOptions({set, reset, option, noOption});
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    // The table entries read first (a malformed one is a usage error, an impossible one refused before
    // anything is written); each change is then built inside its write transaction from the battle as
    // it is in the file, so another writer never makes it stale.
    QJsonObject sets;
    for (const QString &kv : p.parser.values(set)) {
        const qsizetype eq = kv.indexOf(u'=');
        if (eq <= 0)
            return usage(tr("--set takes path=value, not \"%1\"").arg(kv));
        // The value is JSON where it reads as JSON (4, true, [5,6]), else text.
        const QByteArray raw = kv.mid(eq + 1).toUtf8();
        const QJsonDocument d = QJsonDocument::fromJson("[" + raw + "]");
        sets.insert(kv.left(eq),
                    d.isArray() && d.array().size() == 1 ? d.array().at(0) : QJsonValue(kv.mid(eq + 1)));
    }
    const auto overridesOf = [&](const BattleState &s) {
        QJsonObject overrides = s.info.overrides;
        for (const QString &path : p.parser.values(reset))
            overrides.remove(path);
        for (auto it = sets.constBegin(); it != sets.constEnd(); ++it)
            overrides.insert(it.key(), it.value());
        return overrides;
    };
    const bool tableChanged = p.parser.isSet(set) || p.parser.isSet(reset);
    if (tableChanged) {
        if (!RuleSets::find(doc->state().info.ruleset))
            return failed(tr("the rule set %1 has no rule table in this version of Adjutant")
                              .arg(doc->state().info.ruleset));
        if (!BattleResolution::table(doc->state().info.ruleset, overridesOf(doc->state()), &error).isValid())
            return failed(error);
    }
    QJsonArray events; // each change committed, in order
    QStringList summaries;
    const auto committed = [&](qint64 seq, const Edit &e) {
        events.append(QJsonObject{{u"event"_s, seq}, {u"kind"_s, e.kind}, {u"summary"_s, e.summary}});
        summaries << e.summary;
    };
    bool sameOptions = false;
    Edit written;
    qint64 seq = doc->commit(
        [&](const BattleState &s, QString *why) -> Edit {
            QStringList options = s.info.options;
            for (const QString &o : p.parser.values(option))
                if (!options.contains(o))
                    options << o;
            for (const QString &o : p.parser.values(noOption))
                options.removeAll(o);
            options.sort();
            QStringList current = s.info.options;
            current.sort();
            sameOptions = options == current;
            return sameOptions ? Edit() : Edits::setOptions(s, doc->profile(), options, why);
        },
        &error, &written);
    if (seq == 0 && !sameOptions)
        return failed(error);
    if (seq != 0)
        committed(seq, written);
    if (tableChanged) {
        seq = doc->commit(
            [&](const BattleState &s, QString *why) -> Edit {
                const QJsonObject overrides = overridesOf(s);
                if (!BattleResolution::table(s.info.ruleset, overrides, why).isValid())
                    return {};
                return Edits::setOverrides(s, overrides);
            },
            &error, &written);
        if (seq == 0)
            return failed(error);
        committed(seq, written);
    }
    return done({{u"events"_s, events}}, summaries.join(u'\n'));
}

int Cli::cmdRange(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(
        tr("Records the range measured between two units this turn; actions between "
           "them reuse it."));
    const QCommandLineOption from(u"from"_s, tr("The unit measured from."), tr("name"));
    const QCommandLineOption to(u"to"_s, tr("The unit measured to."), tr("name"));
    const QCommandLineOption value(u"value"_s, tr("The distance: 7 or 7in, 18cm, 3h."), tr("distance"));
    p.parser.addOptions({from, to, value});
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    for (const auto *o : {&from, &to, &value})
        if (!p.parser.isSet(*o))
            return usage(tr("range needs --%1").arg(o->names().constFirst()));
    // "7", "7in", "7.5in", "18cm", "3h": a number and its measure.
    static const QRegularExpression distance(u"^\\s*(\\d+(?:[.,]\\d+)?)\\s*(in|cm|h|hex|\"|)\\s*$"_s);
    const QRegularExpressionMatch m = distance.match(p.parser.value(value));
    if (!m.hasMatch())
        return usage(tr("--value takes a distance such as 7, 7.5in, 18cm or 3h, not \"%1\"")
                         .arg(p.parser.value(value)));
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    QString measure = m.captured(2);
    if (measure.isEmpty() || measure == u"\""_s)
        measure = doc->profile().distance == DistanceMeasure::Hexes ? u"hex"_s : u"in"_s;
    else if (measure == u"h"_s)
        measure = u"hex"_s;
    const double number = QString(m.captured(1)).replace(u',', u'.').toDouble();
    return commit(*doc, [&](const BattleState &s, QString *why) -> Edit {
        const Unit *a = s.unitByName(p.parser.value(from));
        const Unit *b = s.unitByName(p.parser.value(to));
        if (!a || !b) {
            *why = tr("there is no unit called \"%1\"").arg(!a ? p.parser.value(from) : p.parser.value(to));
            return {};
        }
        return Edits::recordRange(s, doc->profile(), a->id, b->id, number, measure, why);
    });
}

} // namespace adj
