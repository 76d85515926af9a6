#include "secretchoices.h"

#include "battleresolution.h"
#include "diesource.h"
#include "resolution.h"
#include "ruleset.h"
#include "rulesets.h"

using namespace Qt::StringLiterals;

namespace adj {

QJsonObject SecretForm::toJson() const
{
    if (!isOpen())
        return {};
    QJsonObject o = fields;
    o.insert(u"kind"_s, kind);
    o.insert(u"key"_s, key);
    o.insert(u"rule"_s, rule);
    return o;
}

const SecretChoices *SecretCheck::of(const QString &ruleset)
{
    const RuleSet *rs = RuleSets::find(ruleset);
    return rs ? rs->secretChoices() : nullptr;
}

SecretCheck::Refusal SecretCheck::check(const QString &ruleset, const BattleState &battle,
                                        const RuleTable &table, const QString &side, const QString &formKey,
                                        const QJsonObject &choice, QList<SecretCall> *calls)
{
    const SecretChoices *sc = of(ruleset);
    if (!sc)
        return {u"closed"_s, tr("this rule set asks for no secret choices"), {}};
    const SecretForm form = sc->form(battle, table, side);
    if (!form.isOpen())
        return {u"closed"_s,
                form.entered ? tr("%1's choice for this turn is already in the battle").arg(side)
                             : tr("nothing is asked of %1 now").arg(side),
                {}};
    if (form.key != formKey)
        return {
            u"stale"_s, tr("the battle moved on since this choice was made: check it and send it again"), {}};
    QString error, input;
    const QList<SecretCall> made = sc->calls(form, choice, side, &error, &input);
    if (!error.isEmpty())
        return {u"invalid-input"_s, error, input};
    // Each action checked by its own resolver against the battle as it is (nothing rolled).
    for (const SecretCall &c : made) {
        QString why;
        const QJsonObject in = BattleResolution::inputs(c.action, c.inputs, battle, table, &why);
        if (!why.isEmpty())
            return {u"invalid-input"_s, why, {}};
        EnteredDice none(QList<int>{});
        const Resolution r = adj::resolve(ruleset, c.action, in, none, table);
        if (!r.ok()) {
            const QJsonObject e = r.errorJson();
            return {u"refused"_s, e.value(u"message"_s).toString(), e.value(u"input"_s).toString()};
        }
    }
    if (calls)
        *calls = made;
    return {};
}

} // namespace adj
