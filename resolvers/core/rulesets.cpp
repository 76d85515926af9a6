#include "rulesets.h"

#include "enumeratingdice.h"
#include "fhgland/fhgland.h"
#include "fieldsofhonor/fieldsofhonor.h"
#include "honourglory/honourglory.h"
#include "oneifbyland/oneifbyland.h"
#include "ruleset.h"
#include "ruletable.h"
#include "wfanaval/wfanaval.h"

#include <exception>

using namespace Qt::StringLiterals;

namespace adj {

QList<const RuleSet *> RuleSets::all()
{
    static const FhgLand fhg;
    static const WfaNaval wfa;
    static const OneIfByLand oibl;
    static const FieldsOfHonor foh;
    static const HonourGlory hg;
    // In the order of the unit profiles (model/rulesetprofile.cpp).
    return {&fhg, &wfa, &oibl, &foh, &hg};
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

QString RuleSets::tablePath(const QString &id)
{
    return u":/rulesets/"_s + id + u".json"_s;
}

namespace {

// Common checks of both entry points; empty when the action can run.
QString prepare(const QString &ruleset, const QString &action, const QJsonObject &inputs,
                const RuleTable &table, const RuleSet **rs, QJsonObject *filled)
{
    *rs = RuleSets::find(ruleset);
    if (!*rs) {
        QStringList ids;
        for (const RuleSet *r : RuleSets::all())
            ids.append(r->id());
        return QCoreApplication::translate("adj::RuleSets", "unknown rule set \"%1\"; available: %2")
            .arg(ruleset, ids.join(u", "_s));
    }
    const ActionSchema *schema = (*rs)->action(action);
    if (!schema) {
        QStringList ids;
        for (const ActionSchema &a : (*rs)->actions())
            ids.append(a.id);
        return QCoreApplication::translate("adj::RuleSets", "unknown action \"%1\" in rule set %2; "
                                                            "available: %3")
            .arg(action, ruleset, ids.join(u", "_s));
    }
    if (!table.isValid() || table.id() != ruleset)
        return QCoreApplication::translate("adj::RuleSets", "no valid %1 rule table was given").arg(ruleset);
    return InputValidator::validate(*schema, inputs, filled);
}

} // namespace

Resolution resolve(const QString &ruleset, const QString &action, const QJsonObject &inputs, DiceSource &dice,
                   const RuleTable &table)
{
    const RuleSet *rs = nullptr;
    QJsonObject filled;
    const QString error = prepare(ruleset, action, inputs, table, &rs, &filled);
    if (!error.isEmpty())
        return Resolution::failure(ruleset, action, error);

    Resolution out;
    out.setAction(ruleset, action);
    out.setInputs(filled);
    out.setDiceSource(dice.describe());
    dice.clearUsed();
    try {
        const RuleSet::Runner run = rs->bind(action, filled, table);
        run(dice, out);
    } catch (const DiceError &e) {
        out.fail(e.message());
    } catch (const std::exception &e) {
        out.fail(QCoreApplication::translate("adj::RuleSets", "internal error: %1")
                     .arg(QString::fromUtf8(e.what())));
    }
    out.setDice(dice.used());
    // Typed-in dice left over are probably a slip: say so, but the resolution stands.
    if (const auto *entered = dynamic_cast<const EnteredDice *>(&dice);
        entered && out.ok() && entered->remaining() > 0)
        out.line(QCoreApplication::translate("adj::RuleSets", "entered dice not used: %1")
                     .arg(entered->remaining()));
    return out;
}

Distribution odds(const QString &ruleset, const QString &action, const QJsonObject &inputs,
                  const RuleTable &table)
{
    const RuleSet *rs = nullptr;
    QJsonObject filled;
    const QString error = prepare(ruleset, action, inputs, table, &rs, &filled);
    Distribution d;
    if (!error.isEmpty()) {
        d.setError(error);
        return d;
    }
    try {
        if (std::optional<Distribution> own = rs->ownOdds(action, filled, table))
            return *own;
        return EnumeratingDice::enumerate(rs->bind(action, filled, table));
    } catch (const std::exception &e) {
        d.setError(QCoreApplication::translate("adj::RuleSets", "internal error: %1")
                       .arg(QString::fromUtf8(e.what())));
    }
    return d;
}

} // namespace adj
