// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli track: a value a rule set keeps for the battle (Wars for America's wind) set
// directly by the referee, as one logged action that can be undone - not "rolled" with a
// made-up die. The rule set checks the name and the value; a refused one changes nothing.
#include "cli.h"
#include "clicommand.h"

#include "battledocument.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "effectedits.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// One edit setting every NAME=VALUE given, or an empty edit with `error` naming the first bad one.
Edit trackEdit(const RuleSet &rs, const BattleState &s, const RuleSetProfile &profile,
               const QStringList &sets, QString *error)
{
    EffectEdits::Resolved r;
    r.action = u"track"_s;
    QStringList parts;
    for (const QString &kv : sets) {
        const qsizetype eq = kv.indexOf(u'=');
        Effect e;
        if (!rs.trackerEffect(kv.left(eq).trimmed(), kv.mid(eq + 1), s, &e, error))
            return {};
        r.inputs.insert(kv.left(eq).trimmed(), kv.mid(eq + 1).trimmed());
        r.trace.append(QJsonObject{{u"text"_s, e.text}, {u"rule"_s, e.rule}});
        r.effects << e;
        parts << e.text;
    }
    r.summary = parts.join(u"; "_s);
    Edit edit = EffectEdits::build(s, profile, r, error);
    if (!edit.isEmpty())
        edit.kind = u"tracker.set"_s;
    return edit;
}
} // namespace

int Cli::cmdTrack(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(
        tr("Sets a value the rule set keeps for the battle, such as the wind a Wars for America scenario "
           "starts with, as one logged action that can be undone. Without --set: lists what can be set."));
    const QCommandLineOption set(u"set"_s, tr("The value to set, name=value (repeatable), e.g. wind=4."),
                                 tr("name=value"));
    p.parser.addOption(set);
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    const QStringList sets = p.parser.values(set);
    for (const QString &kv : sets)
        if (kv.indexOf(u'=') <= 0)
            return usage(tr("--set takes name=value, not \"%1\"").arg(kv));
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    const RuleSet *rs = RuleSets::find(doc->state().info.ruleset);
    if (!rs)
        return failed(tr("the battle's rule set \"%1\" is not in this version of Adjutant")
                          .arg(doc->state().info.ruleset));
    if (sets.isEmpty()) {
        QJsonArray values;
        QStringList lines;
        for (const RuleSet::SettableTracker &t : rs->settableTrackers()) {
            values.append(QJsonObject{{u"name"_s, t.name}, {u"accepts"_s, t.accepts}});
            lines << t.name + u"  "_s + t.accepts;
        }
        if (lines.isEmpty())
            lines << tr("%1 keeps no value that can be set directly.").arg(rs->name());
        return done({{u"settable"_s, values}}, lines.join(u'\n'));
    }
    return commit(*doc, [&](const BattleState &s, QString *why) {
        return trackEdit(*rs, s, doc->profile(), sets, why);
    });
}

} // namespace adj
