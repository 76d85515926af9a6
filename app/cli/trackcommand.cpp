// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli track: a value a rule set keeps for the battle (Wars for America's wind) set
// directly by the referee, as one logged action that can be undone - not "rolled" with a
// made-up die. The rule set checks the name and the value; a refused one changes nothing.
#include "cli.h"
#include "clicommand.h"
#include "commandtable.h"

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

class TrackCommand final : public CliCommand
{
    const QCommandLineOption m_set{
        u"set"_s, Cli::tr("The value to set, name=value (repeatable), e.g. wind=4."), Cli::tr("name=value")};

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(Cli::tr(
            "Sets a value the rule set keeps for the battle, such as the wind a Wars for America scenario "
            "starts with, as one logged action that can be undone. Without --set: lists what can be set."));
        parser.addOption(m_set);
    }

    int check(CliCall &c) override
    {
        for (const QString &kv : c.parser.values(m_set))
            if (kv.indexOf(u'=') <= 0)
                return c.usage(Cli::tr("--set takes name=value, not \"%1\"").arg(kv));
        return Go;
    }

    int run(CliCall &c) override
    {
        const QStringList sets = c.parser.values(m_set);
        const RuleSet *rs = RuleSets::find(c.doc->state().info.ruleset);
        if (!rs)
            return c.failed(Cli::tr("the battle's rule set \"%1\" is not in this version of Adjutant")
                                .arg(c.doc->state().info.ruleset));
        if (sets.isEmpty()) {
            QJsonArray values;
            QStringList lines;
            for (const RuleSet::SettableTracker &t : rs->settableTrackers()) {
                values.append(QJsonObject{{u"name"_s, t.name}, {u"accepts"_s, t.accepts}});
                lines << t.name + u"  "_s + t.accepts;
            }
            if (lines.isEmpty())
                lines << Cli::tr("%1 keeps no value that can be set directly.").arg(rs->name());
            return c.done({{u"settable"_s, values}}, lines.join(u'\n'));
        }
        return c.commit([&](const BattleState &s, QString *why) {
            return trackEdit(*rs, s, c.doc->profile(), sets, why);
        });
    }
};

} // namespace

namespace commands {
const CliCommandEntry track{
    "track", QT_TRANSLATE_NOOP("adj::Cli", "set a rule set's tracked value (the wind, ...) as one action"),
    CliGroup::Battle, CliBattle::Opened, makeCommand<TrackCommand>};
} // namespace commands

} // namespace adj
