// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli's rule commands: resolve (with exact odds, dice rolled, entered or seeded, and
// applied to a battle as one committed action), board and house-rule.
#include "cli.h"
#include "clicommand.h"
#include "commandtable.h"

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

namespace {

class ResolveCommand final : public CliCommand
{
    const QCommandLineOption m_ruleset{u"ruleset"_s, Cli::tr("Rule set id (default: the battle's)."),
                                       Cli::tr("id")};
    const QCommandLineOption m_action{u"action"_s, Cli::tr("Action id (see 'rulesets --json')."),
                                      Cli::tr("id")};
    const QCommandLineOption m_input{u"input"_s, Cli::tr("The action's inputs as a JSON object."),
                                     Cli::tr("json")};
    const QCommandLineOption m_dice{
        u"dice"_s, Cli::tr("The players' dice, in the order asked: 5,5,6 or \"5 5 6\"."), Cli::tr("list")};
    const QCommandLineOption m_seed{u"seed"_s, Cli::tr("Roll with this seed (repeatable results)."),
                                    Cli::tr("n")};
    const QCommandLineOption m_odds{u"odds"_s,
                                    Cli::tr("Print the exact odds of every outcome; without --dice or "
                                            "--seed, only the odds (nothing is rolled).")};
    const QCommandLineOption m_apply{u"apply"_s,
                                     Cli::tr("Commit the result to the battle (one undoable action).")};
    const QCommandLineOption m_extra{
        u"allow-extra-dice"_s, Cli::tr("Accept typed-in dice left over (they are noted in the trace).")};
    QJsonObject m_given; // --input, read
    const QCommandLineOption m_plan{u"plan"_s,
                                    Cli::tr("Print the dice the action asks for, in order, with their "
                                            "conditions (nothing is rolled).")};

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(Cli::tr(
            "Resolves an action and prints the resolution (and with --odds the exact odds) as JSON.\n"
            "Without --battle nothing is stored. With --battle the inputs may name the battle's units\n"
            "and what the battle knows is filled in; with --apply the result is committed to it.\n"
            "Without --dice or --seed Adjutant rolls, and the seed is logged."));
        parser.addOptions(
            {m_ruleset, m_action, m_input, m_dice, m_seed, m_odds, m_apply, m_extra, m_plan, battleOption()});
    }

    int check(CliCall &c) override
    {
        if (!c.parser.isSet(m_action))
            return c.usage(Cli::tr("resolve needs --action ID"));
        if (c.parser.isSet(m_dice) && c.parser.isSet(m_seed))
            return c.usage(Cli::tr("give --dice or --seed, not both"));
        if (c.parser.isSet(m_apply) && c.battle.isEmpty())
            return c.usage(Cli::tr("--apply needs --battle FILE"));
        if (c.parser.isSet(m_apply) && c.parser.isSet(m_odds) && !c.parser.isSet(m_dice) &&
            !c.parser.isSet(m_seed))
            return c.usage(
                Cli::tr("--apply needs a result: give --dice or --seed, or leave out --odds to roll"));
        if (c.parser.isSet(m_input)) {
            QJsonParseError pe;
            const QJsonDocument doc = QJsonDocument::fromJson(c.parser.value(m_input).toUtf8(), &pe);
            if (pe.error != QJsonParseError::NoError || !doc.isObject())
                return c.usage(Cli::tr("--input must be a JSON object: %1 at character %2")
                                   .arg(pe.error != QJsonParseError::NoError ? pe.errorString()
                                                                             : Cli::tr("not an object"))
                                   .arg(pe.offset));
            m_given = doc.object();
            // null is not a value: a default is had by leaving the input out (issue 16).
            for (auto it = m_given.constBegin(); it != m_given.constEnd(); ++it)
                if (it.value().isNull())
                    return c.usage(
                        Cli::tr("--input: \"%1\" is null; give it a value, or leave it out for its default")
                            .arg(it.key()));
        }
        return Go;
    }

    // The battle, when --battle is given, opened by the runner (CliBattle::IfGiven).
    int run(CliCall &c) override
    {
        const QCommandLineParser &p = c.parser;
        const BattleDocument *doc = c.doc.get();
        const QString &battlePath = c.battle;
        QJsonObject given = m_given;
        QString error;
        QString rulesetId = p.value(m_ruleset);
        QJsonObject overrides;
        if (doc) {
            if (rulesetId.isEmpty())
                rulesetId = doc->state().info.ruleset;
            else if (rulesetId != doc->state().info.ruleset)
                return c.failed(Cli::tr("%1 is a %2 battle, not %3")
                                    .arg(battlePath, doc->state().info.ruleset, rulesetId));
            overrides = doc->state().info.overrides;
        }
        if (rulesetId.isEmpty())
            return c.usage(Cli::tr("resolve needs --ruleset ID or --battle FILE"));
        if (!RuleSets::find(rulesetId))
            return c.failed(
                Cli::tr("the rule set \"%1\" has no actions in this version of Adjutant (available: %2)")
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
            return c.failed(error);
        const QString actionId = p.value(m_action);
        const QJsonObject asked = given; // as the referee gave them: the runner reads the battle itself
        // Against a battle, the one runner: what the battle knows filled in, what it forbids refused
        // before any die, and with --apply the whole action built and committed in one write transaction.
        PreparedAction prepared;
        if (doc) {
            prepared = ActionRunner::prepare(doc->state(), actionId, given, table);
            if (!prepared.ok() && !p.isSet(m_apply))
                return c.failed(prepared.refusal.toJson());
            given = prepared.inputs;
        }
        if (p.isSet(m_plan)) {
            const DicePlan dp = doc ? prepared.plan : adj::plan(rulesetId, actionId, given, table);
            if (dp.refusal)
                return c.failed(dp.refusal.toJson());
            return c.done({{u"plan"_s, dp.toJson()}, {u"text"_s, dp.text()}}, dp.text());
        }

        QJsonObject out;
        if (p.isSet(m_odds)) {
            const Distribution d = adj::odds(rulesetId, actionId, given, table);
            const QJsonObject o = d.toJson();
            if (!o.value(u"ok"_s).toBool())
                return c.failed(o.value(u"error"_s).toString());
            out.insert(u"odds"_s, o);
            if (!p.isSet(m_dice) && !p.isSet(m_seed))
                return printResolve(c, out);
        }

        std::unique_ptr<DiceSource> source;
        if (p.isSet(m_dice)) {
            QList<int> values;
            if (!EnteredDice::parse(p.value(m_dice), &values, &error))
                return c.usage(Cli::tr("--dice: %1").arg(error));
            source = std::make_unique<EnteredDice>(values);
        } else {
            quint64 n = 0;
            if (p.isSet(m_seed)) {
                bool ok = false;
                n = p.value(m_seed).toULongLong(&ok);
                if (!ok)
                    return c.usage(Cli::tr("--seed must be a whole number, not \"%1\"").arg(p.value(m_seed)));
            } else {
                n = QRandomGenerator::system()->generate64();
            }
            source = std::make_unique<SeededDice>(n);
        }
        if (p.isSet(m_apply)) {
            ActionRequest request{actionId, asked};
            request.allowExtraDice = p.isSet(m_extra);
            const ActionOutcome done = ActionRunner::run(*c.doc, request, *source);
            if (!done.ok())
                return c.failed(done.refusal.toJson());
            out.insert(u"resolution"_s, done.resolution.toJson());
            out.insert(u"applied"_s, QJsonObject{{u"battle"_s, battlePath},
                                                 {u"event"_s, done.event},
                                                 {u"summary"_s, done.edit.summary}});
            return printResolve(c, out);
        }
        const Resolution r =
            doc ? ActionRunner::resolve(prepared, doc->state(), doc->profile(), *source, p.isSet(m_extra))
                      .resolution
                : adj::resolve(rulesetId, actionId, given, *source, table, p.isSet(m_extra));
        out.insert(u"resolution"_s, r.toJson());
        if (!r.ok())
            return c.failed(r.errorJson());
        return printResolve(c, out);
    }

private:
    // resolve prints JSON with or without --json (it always did): the contract's frame either way.
    static int printResolve(CliCall &c, QJsonObject out)
    {
        c.json = true;
        return c.done(std::move(out), {});
    }
};

class BoardCommand final : public CliCommand
{
    const QCommandLineOption m_size{u"size"_s, Cli::tr("Columns x rows, e.g. 30x20."), Cli::tr("WxH")};
    const QCommandLineOption m_layout{
        u"layout"_s, Cli::tr("Offset layout: odd-q (default), even-q, odd-r, even-r."), Cli::tr("layout")};
    const QCommandLineOption m_terrain{u"terrain"_s,
                                       Cli::tr("A tile, LABEL=TERRAIN (repeatable); clear removes it."),
                                       Cli::tr("label=terrain")};

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(
            Cli::tr("Sets a hex battle's board. Hexes are labelled CCRR (column, row, from 01)."));
        parser.addOptions({m_size, m_layout, m_terrain});
    }

    int run(CliCall &c) override
    {
        QString error;
        if (c.doc->profile().distance != DistanceMeasure::Hexes)
            return c.failed(Cli::tr("%1 is played on an open table: it has no hex board")
                                .arg(Profiles::label(c.doc->profile().name)));
        // The options read first (a malformed one is a usage error); the board built inside the write
        // transaction from the battle as it is in the file then, so another writer never makes it stale.
        int width = 0, height = 0;
        if (c.parser.isSet(m_size)) {
            const QStringList wh = c.parser.value(m_size).toLower().split(u'x');
            bool okW = false, okH = false;
            width = wh.value(0).toInt(&okW);
            height = wh.value(1).toInt(&okH);
            if (wh.size() != 2 || !okW || !okH || width < 1 || height < 1 || width > 200 || height > 200)
                return c.usage(Cli::tr("--size takes columns x rows from 1x1 to 200x200, not \"%1\"")
                                   .arg(c.parser.value(m_size)));
        }
        for (const QString &kv : c.parser.values(m_terrain))
            if (kv.indexOf(u'=') <= 0)
                return c.usage(Cli::tr("--terrain takes LABEL=TERRAIN, not \"%1\"").arg(kv));
        if (!c.parser.isSet(m_size) && !c.doc->state().info.board.contains(u"width"_s))
            return c.usage(Cli::tr("the battle has no board yet: give --size"));
        QJsonObject stored;
        bool unchanged = false;
        const auto build = [&](const BattleState &s, QString *why) -> Edit {
            QJsonObject board = s.info.board;
            if (width > 0) {
                board.insert(u"width"_s, width);
                board.insert(u"height"_s, height);
            }
            if (c.parser.isSet(m_layout))
                board.insert(u"layout"_s, c.parser.value(m_layout));
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
            for (const QString &kv : c.parser.values(m_terrain)) {
                const qsizetype eq = kv.indexOf(u'=');
                Hex h;
                if (!b.parseLabel(kv.left(eq), &h)) {
                    *why = Cli::tr("--terrain %1: \"%2\" is not a hex of this %3 x %4 board")
                               .arg(kv, kv.left(eq))
                               .arg(b.width())
                               .arg(b.height());
                    return {};
                }
                const QString tile = kv.mid(eq + 1).trimmed().toLower();
                if (!known.isEmpty() && !known.contains(tile)) {
                    *why = Cli::tr("--terrain %1: \"%2\" is not a terrain of this rule set (%3)")
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
        const qint64 seq = c.doc->commit(build, &error, &written);
        if (unchanged)
            return c.done({{u"board"_s, stored}, {u"event"_s, QJsonValue()}},
                          Cli::tr("The board is unchanged."));
        if (seq == 0)
            return c.failed(error);
        return c.done({{u"board"_s, stored}, {u"event"_s, seq}, {u"summary"_s, written.summary}},
                      written.summary);
    }
};

class HouseRuleCommand final : public CliCommand
{
    const QCommandLineOption m_set{u"set"_s,
                                   Cli::tr("A table entry, path=value, e.g. hit.artillery.2=4 (repeatable)."),
                                   Cli::tr("path=value")};
    const QCommandLineOption m_reset{u"reset"_s, Cli::tr("Drop this entry's house rule (repeatable)."),
                                     Cli::tr("path")};
    const QCommandLineOption m_option{
        u"option"_s, Cli::tr("Switch an optional rule on, e.g. 11.9 (repeatable)."), Cli::tr("id")};
    const QCommandLineOption m_noOption{u"no-option"_s, Cli::tr("Switch an optional rule off (repeatable)."),
                                        Cli::tr("id")};

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(
            Cli::tr("Changes this battle's rule table (house rules) or its optional rules. "
                    "A change that leaves a gap or an impossible value is refused."));
        parser.addOptions({m_set, m_reset, m_option, m_noOption});
    }

    int run(CliCall &c) override
    {
        QString error;
        // The table entries read first (a malformed one is a usage error, an impossible one refused before
        // anything is written); each change is then built inside its write transaction from the battle as
        // it is in the file, so another writer never makes it stale.
        QJsonObject sets;
        for (const QString &kv : c.parser.values(m_set)) {
            const qsizetype eq = kv.indexOf(u'=');
            if (eq <= 0)
                return c.usage(Cli::tr("--set takes path=value, not \"%1\"").arg(kv));
            // The value is JSON where it reads as JSON (4, true, [5,6]), else text.
            const QByteArray raw = kv.mid(eq + 1).toUtf8();
            const QJsonDocument d = QJsonDocument::fromJson("[" + raw + "]");
            sets.insert(kv.left(eq),
                        d.isArray() && d.array().size() == 1 ? d.array().at(0) : QJsonValue(kv.mid(eq + 1)));
        }
        const auto overridesOf = [&](const BattleState &s) {
            QJsonObject overrides = s.info.overrides;
            for (const QString &path : c.parser.values(m_reset))
                overrides.remove(path);
            for (auto it = sets.constBegin(); it != sets.constEnd(); ++it)
                overrides.insert(it.key(), it.value());
            return overrides;
        };
        const bool tableChanged = c.parser.isSet(m_set) || c.parser.isSet(m_reset);
        if (tableChanged) {
            if (!RuleSets::find(c.doc->state().info.ruleset))
                return c.failed(Cli::tr("the rule set %1 has no rule table in this version of Adjutant")
                                    .arg(c.doc->state().info.ruleset));
            if (!BattleResolution::table(c.doc->state().info.ruleset, overridesOf(c.doc->state()), &error)
                     .isValid())
                return c.failed(error);
        }
        QJsonArray events; // each change committed, in order
        QStringList summaries;
        const auto committed = [&](qint64 seq, const Edit &e) {
            events.append(QJsonObject{{u"event"_s, seq}, {u"kind"_s, e.kind}, {u"summary"_s, e.summary}});
            summaries << e.summary;
        };
        bool sameOptions = false;
        Edit written;
        qint64 seq = c.doc->commit(
            [&](const BattleState &s, QString *why) -> Edit {
                QStringList options = s.info.options;
                for (const QString &o : c.parser.values(m_option))
                    if (!options.contains(o))
                        options << o;
                for (const QString &o : c.parser.values(m_noOption))
                    options.removeAll(o);
                options.sort();
                QStringList current = s.info.options;
                current.sort();
                sameOptions = options == current;
                return sameOptions ? Edit() : Edits::setOptions(s, c.doc->profile(), options, why);
            },
            &error, &written);
        if (seq == 0 && !sameOptions)
            return c.failed(error);
        if (seq != 0)
            committed(seq, written);
        if (tableChanged) {
            seq = c.doc->commit(
                [&](const BattleState &s, QString *why) -> Edit {
                    const QJsonObject overrides = overridesOf(s);
                    if (!BattleResolution::table(s.info.ruleset, overrides, why).isValid())
                        return {};
                    return Edits::setOverrides(s, overrides);
                },
                &error, &written);
            if (seq == 0)
                return c.failed(error);
            committed(seq, written);
        }
        return c.done({{u"events"_s, events}}, summaries.join(u'\n'));
    }
};

class RangeCommand final : public CliCommand
{
    const QCommandLineOption m_from{u"from"_s, Cli::tr("The unit measured from."), Cli::tr("name")};
    const QCommandLineOption m_to{u"to"_s, Cli::tr("The unit measured to."), Cli::tr("name")};
    const QCommandLineOption m_value{u"value"_s, Cli::tr("The distance: 7 or 7in, 18cm, 3h."),
                                     Cli::tr("distance")};
    QRegularExpressionMatch m_match; // --value: a number and its measure

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(
            Cli::tr("Records the range measured between two units this turn; actions between "
                    "them reuse it."));
        parser.addOptions({m_from, m_to, m_value});
    }

    int check(CliCall &c) override
    {
        for (const auto *o : {&m_from, &m_to, &m_value})
            if (!c.parser.isSet(*o))
                return c.usage(Cli::tr("range needs --%1").arg(o->names().constFirst()));
        // "7", "7in", "7.5in", "18cm", "3h": a number and its measure.
        static const QRegularExpression distance(u"^\\s*(\\d+(?:[.,]\\d+)?)\\s*(in|cm|h|hex|\"|)\\s*$"_s);
        m_match = distance.match(c.parser.value(m_value));
        if (!m_match.hasMatch())
            return c.usage(Cli::tr("--value takes a distance such as 7, 7.5in, 18cm or 3h, not \"%1\"")
                               .arg(c.parser.value(m_value)));
        return Go;
    }

    int run(CliCall &c) override
    {
        QString measure = m_match.captured(2);
        if (measure.isEmpty() || measure == u"\""_s)
            measure = c.doc->profile().distance == DistanceMeasure::Hexes ? u"hex"_s : u"in"_s;
        else if (measure == u"h"_s)
            measure = u"hex"_s;
        const double number = QString(m_match.captured(1)).replace(u',', u'.').toDouble();
        return c.commit([&](const BattleState &s, QString *why) -> Edit {
            const Unit *a = s.unitByName(c.parser.value(m_from));
            const Unit *b = s.unitByName(c.parser.value(m_to));
            if (!a || !b) {
                *why = Cli::tr("there is no unit called \"%1\"")
                           .arg(!a ? c.parser.value(m_from) : c.parser.value(m_to));
                return {};
            }
            return Edits::recordRange(s, c.doc->profile(), a->id, b->id, number, measure, why);
        });
    }
};

} // namespace

namespace commands {
const CliCommandEntry resolve{
    "resolve",
    QT_TRANSLATE_NOOP("adj::Cli",
                      "resolve an action (fire, melee, morale, ...) with exact odds; apply it to a battle"),
    CliGroup::Battle, CliBattle::IfGiven, makeCommand<ResolveCommand>};
const CliCommandEntry board{
    "board", QT_TRANSLATE_NOOP("adj::Cli", "set a hex battle's board: size and terrain tiles by hex label"),
    CliGroup::Battle, CliBattle::Opened, makeCommand<BoardCommand>};
const CliCommandEntry houseRule{
    "house-rule",
    QT_TRANSLATE_NOOP("adj::Cli", "change a rule table entry for one battle, or switch optional rules"),
    CliGroup::Battle, CliBattle::Opened, makeCommand<HouseRuleCommand>};
const CliCommandEntry range{
    "range", QT_TRANSLATE_NOOP("adj::Cli", "record the range measured between two units this turn"),
    CliGroup::Battle, CliBattle::Opened, makeCommand<RangeCommand>};
} // namespace commands

} // namespace adj
