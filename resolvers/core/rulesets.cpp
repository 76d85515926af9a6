// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulesets.h"

#include "diceprobe.h"
#include "enumeratingdice.h"
#include "model/datafiles.h"
#include "model/labels.h"
#include "model/rulesetprofile.h"
#include "ruleset.h"
#include "ruletable.h"

#include <QHash>

#include <exception>
#include <new>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
QList<const RuleSet *> &registry()
{
    static QList<const RuleSet *> rulesets;
    return rulesets;
}

QHash<QString, QString> &tablePaths()
{
    static QHash<QString, QString> paths;
    return paths;
}
} // namespace

QList<const RuleSet *> RuleSets::all()
{
    return registry();
}

bool RuleSets::add(const RuleSet *ruleset, const QString &tablePath)
{
    if (!ruleset || find(ruleset->id()))
        return false;
    registry().append(ruleset);
    // The summary, the log and the players' reports name actions as the rule sets do (once).
    [[maybe_unused]] static const bool named = [] {
        Labels::setActionNamer([](const QString &rulesetId, const QString &action) {
            const RuleSet *rs = find(rulesetId);
            const ActionSchema *schema = rs ? rs->action(action) : nullptr;
            return schema ? schema->name : QString();
        });
        return true;
    }();
    if (!tablePath.isEmpty())
        tablePaths().insert(ruleset->id(), tablePath);
    return true;
}

const RuleSet *RuleSets::find(const QString &id)
{
    for (const RuleSet *rs : all())
        if (rs->id() == id)
            return rs;
    return nullptr;
}

QJsonArray RuleSets::rulesetsJson()
{
    QJsonArray out;
    for (const RuleSet *rs : all())
        out.append(rs->toJson());
    return out;
}

QJsonArray RuleSets::catalogueJson()
{
    QJsonArray all;
    for (const RuleSetProfile &prof : Profiles::all()) {
        QJsonObject o = Profiles::toJson(prof);
        if (const RuleSet *rs = find(prof.id)) {
            const QJsonObject r = rs->toJson();
            for (auto it = r.begin(); it != r.end(); ++it)
                if (it.key() != u"id"_s && it.key() != u"name"_s)
                    o.insert(it.key(), it.value());
        } else {
            o.insert(u"actions"_s, QJsonArray());
        }
        all.append(o);
    }
    return all;
}

// The path a rule set was registered with; else the installed copy
// (/usr/share/adjutant/rulesets/<id>.json) when the program found its data folder, else the
// compiled-in one (":/rulesets/<id>.json"); see DataFiles.
QString RuleSets::tablePath(const QString &id)
{
    if (const auto it = tablePaths().constFind(id); it != tablePaths().cend())
        return *it;
    return DataFiles::locate(u"rulesets/"_s + id + u".json"_s);
}

namespace {

// Common checks of every entry point; a null refusal when the action can run.
Refusal prepare(const QString &ruleset, const QString &action, const QJsonObject &inputs,
                const RuleTable &table, const RuleSet **rs, QJsonObject *filled)
{
    *rs = RuleSets::find(ruleset);
    if (!*rs) {
        QStringList ids;
        for (const RuleSet *r : RuleSets::all())
            ids.append(r->id());
        return Refusal::of(
            u"unknown-ruleset"_s,
            QCoreApplication::translate("adj::RuleSets", "unknown rule set \"%1\"; available: %2")
                .arg(ruleset, ids.join(u", "_s)));
    }
    const ActionSchema *schema = (*rs)->action(action);
    if (!schema) {
        QStringList ids;
        for (const ActionSchema &a : (*rs)->actions())
            ids.append(a.id);
        return Refusal::of(u"unknown-action"_s, QCoreApplication::translate(
                                                    "adj::RuleSets", "unknown action \"%1\" in rule set %2; "
                                                                     "available: %3")
                                                    .arg(action, ruleset, ids.join(u", "_s)));
    }
    if (!table.isValid() || table.id() != ruleset)
        return Refusal::of(
            u"rule-table"_s,
            QCoreApplication::translate("adj::RuleSets", "no valid %1 rule table was given").arg(ruleset));
    QString input;
    const QString message = InputValidator::validate(*schema, inputs, filled, &input);
    return message.isEmpty() ? Refusal() : Refusal::invalidInput(message, input);
}

} // namespace

DicePlan plan(const QString &ruleset, const QString &action, const QJsonObject &inputs,
              const RuleTable &table)
{
    const RuleSet *rs = nullptr;
    QJsonObject filled;
    DicePlan out;
    out.refusal = prepare(ruleset, action, inputs, table, &rs, &filled);
    if (out.refusal)
        return out;
    try {
        return probePlan(*rs->action(action), filled, rs->bind(action, filled, table));
    } catch (const std::exception &e) {
        out.refusal =
            Refusal::of(u"internal"_s, QCoreApplication::translate("adj::RuleSets", "internal error: %1")
                                           .arg(QString::fromUtf8(e.what())));
    }
    return out;
}

Resolution resolve(const QString &ruleset, const QString &action, const QJsonObject &inputs, DiceSource &dice,
                   const RuleTable &table, bool allowExtraDice)
{
    const RuleSet *rs = nullptr;
    QJsonObject filled;
    if (const Refusal refused = prepare(ruleset, action, inputs, table, &rs, &filled)) {
        Resolution r;
        r.setAction(ruleset, action);
        r.fail(refused.message, refused.code, refused.input);
        return r;
    }

    Resolution out;
    out.setAction(ruleset, action);
    out.setInputs(filled);
    dice.clearUsed();
    try {
        const RuleSet::Runner run = rs->bind(action, filled, table);
        run(dice, out);
    } catch (const DiceError &e) {
        out.fail(e.message(), u"dice"_s);
    } catch (const std::exception &e) {
        out.fail(QCoreApplication::translate("adj::RuleSets", "internal error: %1")
                     .arg(QString::fromUtf8(e.what())),
                 u"internal"_s);
    }
    out.setDice(dice.used());
    out.setDiceSource(dice.describe()); // after the run: entered dice describe what they read
    // Every die belongs to a step the action declares: the plan shown before the roll is complete.
    const ActionSchema *schema = rs->action(action);
    for (const DieRecord &d : out.dice()) {
        const bool declared = std::any_of(schema->dice.cbegin(), schema->dice.cend(),
                                          [&d](const DiceStep &s) { return s.id == d.step; });
        if (!declared && out.ok()) {
            out.fail(QCoreApplication::translate(
                         "adj::RuleSets", "internal error: a die for \"%1\" is not in the dice plan of %2")
                         .arg(d.step, action),
                     u"internal"_s);
            break;
        }
    }
    // Every typed result is a declared word: a key no declaration names is a typo in the resolver,
    // which scripts would read as missing. Stops builds with assertions, as Inputs does.
#ifndef NDEBUG
    if (const QString key = ResultValues::undeclared(out.values(), rs->ownValues()); !key.isEmpty())
        qFatal("resolve: %s %s sets the value \"%s\", which neither the shared vocabulary nor the rule "
               "set declares (resultvalues.h)",
               qPrintable(ruleset), qPrintable(action), qPrintable(key));
#endif
    // Typed-in dice left over: the players rolled what the rules did not ask for.
    if (const auto *entered = dynamic_cast<const EnteredDice *>(&dice);
        entered && out.ok() && !entered->atEnd()) {
        // Named, but not all of them: 50,000 dice typed for one die make one line, not a page.
        QString rest = entered->rest();
        if (rest.size() > 60)
            rest = QCoreApplication::translate("adj::RuleSets", "%1 … (%n die/dice in all)", nullptr,
                                               entered->remaining())
                       .arg(rest.left(40));
        const QString text =
            QCoreApplication::translate("adj::RuleSets", "%n die/dice used, and %1 left over", nullptr,
                                        entered->usedCount())
                .arg(rest);
        if (allowExtraDice)
            out.line(text);
        else
            out.fail(QCoreApplication::translate("adj::RuleSets", "too many dice: %1").arg(text),
                     u"too-many-dice"_s);
    }
    return out;
}

DiceEntry enterDice(const QString &ruleset, const QString &action, const QJsonObject &inputs,
                    const RuleTable &table, const QString &typed)
{
    DiceEntry out;
    if (typed.trimmed().isEmpty())
        return out;
    DiceQueue queue;
    QString error;
    if (!DiceQueue::fromText(typed, &queue, &error)) {
        out.state = DiceEntry::State::Refused;
        out.message = error;
        return out;
    }
    const RuleSet *rs = nullptr;
    QJsonObject filled;
    if (const QString e = prepare(ruleset, action, inputs, table, &rs, &filled).message; !e.isEmpty()) {
        out.state = DiceEntry::State::Refused;
        out.message = e;
        return out;
    }
    // The resolution is run as resolve() runs it; a die asked beyond the typed ones ends it early.
    EnteredDice dice(queue);
    Resolution r;
    r.setAction(ruleset, action);
    r.setInputs(filled);
    try {
        rs->bind(action, filled, table)(dice, r);
    } catch (const DiceError &e) {
        out.read = dice.usedCount();
        out.state = e.isMissing() ? DiceEntry::State::Partial : DiceEntry::State::Refused;
        out.next = e.missing();
        out.message = e.message();
        return out;
    } catch (const std::exception &e) {
        out.state = DiceEntry::State::Refused;
        out.message = QCoreApplication::translate("adj::RuleSets", "internal error: %1")
                          .arg(QString::fromUtf8(e.what()));
        return out;
    }
    // Complete: resolved once more through resolve() itself, so that the result is the one the
    // log and the CLI give for the same dice (checks of leftover dice and the plan included).
    EnteredDice again(queue);
    out.resolution = resolve(ruleset, action, inputs, again, table);
    out.read = again.usedCount();
    out.state = out.resolution.ok() ? DiceEntry::State::Complete : DiceEntry::State::Refused;
    out.message = out.resolution.error();
    return out;
}

QString tooLarge()
{
    return QCoreApplication::translate("adj::RuleSets", "too large to work out exactly; roll it");
}

Distribution odds(const QString &ruleset, const QString &action, const QJsonObject &inputs,
                  const RuleTable &table)
{
    const RuleSet *rs = nullptr;
    QJsonObject filled;
    const QString error = prepare(ruleset, action, inputs, table, &rs, &filled).message;
    Distribution d;
    if (!error.isEmpty()) {
        d.setError(error);
        return d;
    }
    try {
        if (std::optional<Distribution> own = rs->ownOdds(action, filled, table))
            return *own;
        return EnumeratingDice::enumerate(rs->bind(action, filled, table), kMaxOddsPaths, kMaxOddsDice);
    } catch (const std::bad_alloc &) {
        // The arithmetic cannot overflow (GMP); what bounds the odds is the walk (kMaxOddsPaths,
        // kMaxOddsDice) and, past it, memory: said in words, never as an internal error (issue 16).
        d.setError(tooLarge());
    } catch (const std::exception &e) {
        d.setError(QCoreApplication::translate("adj::RuleSets", "internal error: %1")
                       .arg(QString::fromUtf8(e.what())));
    }
    return d;
}

} // namespace adj
