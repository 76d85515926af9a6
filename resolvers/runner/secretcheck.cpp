// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "secretcheck.h"

#include "actionrunner.h"
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "model/rulesetprofile.h"

using namespace Qt::StringLiterals;

namespace adj {

const SecretChoices *SecretCheck::of(const QString &ruleset)
{
    const RuleSet *rs = RuleSets::find(ruleset);
    return rs ? rs->secretChoices() : nullptr;
}

Refusal SecretCheck::check(const QString &ruleset, const BattleState &battle, const RuleTable &table,
                           const QString &side, const QString &formKey, const QJsonObject &choice,
                           QList<SecretCall> *calls)
{
    const SecretChoices *sc = of(ruleset);
    if (!sc)
        return Refusal::of(u"closed"_s, tr("this rule set asks for no secret choices"));
    const SecretForm form = sc->form(battle, table, side);
    if (!form.isOpen())
        return Refusal::of(u"closed"_s, form.entered ? tr("%1's choice for this turn is already in the battle").arg(side)
                                                     : tr("nothing is asked of %1 now").arg(side));
    if (form.key != formKey)
        return Refusal::of(u"stale"_s,
                           tr("the battle moved on since this choice was made: check it and send it again"));
    QString error, input;
    const QList<SecretCall> made = sc->calls(form, choice, side, &error, &input);
    if (!error.isEmpty())
        return Refusal::invalidInput(error, input);
    // Each action checked as the referee's own entry is, against the battle as it is (nothing rolled).
    const RuleSetProfile *profile = Profiles::find(ruleset);
    for (const SecretCall &c : made) {
        const PreparedAction p = ActionRunner::prepare(battle, c.action, c.inputs, table);
        if (!p.ok())
            return p.refusal;
        EnteredDice none(QList<int>{});
        const ActionOutcome out = ActionRunner::resolve(p, battle, *profile, none);
        if (!out.ok())
            return out.refusal;
    }
    if (calls)
        *calls = made;
    return {};
}

} // namespace adj
