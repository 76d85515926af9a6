// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Fields of Honor's secret choice: "At the start of the phase, both players write down their
// intentions. The written charge orders are revealed at the same time." (Charge Phase). The
// table link asks each side for its charges; charge-write records each, charge-reveal shows them.
#include "fieldsofhonor.h"
#include "fohchargephase.h"
#include "fohcharges.h"

#include "core/secretchoices.h"
#include "model/rulesetprofile.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

const QString kRule = u"Charge Phase"_s;

QJsonObject unitJson(const Unit &u)
{
    return {{u"id"_s, u.id}, {u"name"_s, u.name}, {u"arm"_s, u.type}};
}

// A unit as the form offers it: its id, and its name with its arm ("1st Foot (Infantry)").
SecretOption unitOption(const Unit &u, const RuleSetProfile *profile)
{
    QString arm = u.type;
    if (const UnitTypeSpec *type = profile ? profile->type(u.type) : nullptr)
        arm = Profiles::label(type->label);
    return {u.id, u"%1 (%2)"_s.arg(u.name, arm), {}};
}

class FohSecretChoices final : public SecretChoices
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohSecretChoices)

public:
    SecretForm form(const BattleState &battle, const RuleTable &, const QString &sideName) const override;
    QList<SecretCall> calls(const SecretForm &form, const QJsonObject &choice, const QString &,
                            QString *error, QString *input) const override;
    QList<SecretCall> closing() const override { return {{u"charge-reveal"_s, {}}}; }

private:
    // This turn's charges as the Charge Phase's tracker holds them; fresh ones when it holds none.
    static FohCharges chargesOfTheTurn(const BattleState &battle);
    // The ids of the units a form lists under `field` ("attackers", "targets").
    static QSet<qint64> idsOf(const SecretForm &form, const QString &field);
};

FohCharges FohSecretChoices::chargesOfTheTurn(const BattleState &battle)
{
    FohCharges charges = FohCharges::fresh(battle.info.turn);
    if (const Tracker *t = battle.tracker(FohChargePhase::trackerKey())) {
        QString error;
        const FohCharges read = FohCharges::fromJson(t->value, &error);
        if (error.isEmpty() && read.turn() == battle.info.turn)
            charges = read;
    }
    return charges;
}

SecretForm FohSecretChoices::form(const BattleState &battle, const RuleTable &, const QString &sideName) const
{
    SecretForm f;
    const Side *side = battle.sideByName(sideName);
    if (!side)
        return f;
    f.entered = chargesOfTheTurn(battle).revealed();
    if (f.entered)
        return f;
    if (battle.info.phase != u"charge"_s) {
        f.waitingFor = tr("the charges are written at the start of the Charge Phase");
        return f;
    }
    const RuleSetProfile *profile = Profiles::find(battle.info.ruleset);
    QJsonArray attackers, targets;
    QList<SecretOption> mayCharge, mayBeCharged;
    for (const Unit &u : battle.units) {
        if (!u.status.isEmpty())
            continue;
        if (u.side == side->id && (u.type == u"infantry"_s || u.type == u"cavalry"_s)) {
            attackers.append(unitJson(u));
            mayCharge.append(unitOption(u, profile));
        } else if (u.side != side->id) {
            targets.append(unitJson(u));
            mayBeCharged.append(unitOption(u, profile));
        }
    }
    f.kind = u"foh-charges"_s;
    f.rule = kRule;
    f.title = tr("Write your charges (Charge Phase)");
    f.help = tr("Both sides write down their charges at the start of the phase; they are revealed at "
                "the same time. No charges at all is a choice too.");
    SecretField charges =
        SecretField::rows(u"charges"_s, tr("Charges"), {},
                          {SecretField::pick(u"attacker"_s, tr("Charging unit"), {}, mayCharge),
                           SecretField::pick(u"defender"_s, tr("Target"), {}, mayBeCharged),
                           SecretField::tick(u"flank"_s, tr("From the flank"), {})},
                          int(mayCharge.size()));
    charges.addLabel = tr("Add a charge");
    charges.removeLabel = tr("Remove");
    charges.emptyLabel = tr("No charges");
    f.fields = {charges};
    // What may charge and be charged is in the key: a unit lost meanwhile makes a page's form stale.
    const QByteArray asked = QJsonDocument(QJsonArray{attackers, targets}).toJson(QJsonDocument::Compact);
    f.key = u"foh-charges:%1:%2:%3"_s.arg(battle.info.turn)
                .arg(side->id)
                .arg(QString::fromLatin1(
                    QCryptographicHash::hash(asked, QCryptographicHash::Sha1).toHex().left(12)));
    f.data = {{u"attackers"_s, attackers}, {u"targets"_s, targets}};
    return f;
}

QSet<qint64> FohSecretChoices::idsOf(const SecretForm &form, const QString &field)
{
    QSet<qint64> ids;
    for (const QJsonValue &u : form.data.value(field).toArray())
        ids.insert(u[u"id"_s].toInteger());
    return ids;
}

QList<SecretCall> FohSecretChoices::calls(const SecretForm &form, const QJsonObject &choice, const QString &,
                                          QString *error, QString *input) const
{
    *input = u"charges"_s;
    for (auto it = choice.constBegin(); it != choice.constEnd(); ++it)
        if (it.key() != u"charges"_s) {
            *input = it.key();
            *error =
                tr("\"%1\" is not part of the written charges; they have only \"charges\"").arg(it.key());
            return {};
        }
    const QJsonValue given = choice.value(u"charges"_s);
    const QSet<qint64> attackers = idsOf(form, u"attackers"_s), targets = idsOf(form, u"targets"_s);
    QSet<qint64> used;
    if (!given.isArray() || given.toArray().size() > attackers.size()) {
        *error = tr("the written charges are a list of at most one charge per unit that may charge");
        return {};
    }
    QList<SecretCall> out;
    for (const QJsonValue &c : given.toArray()) {
        const qint64 a = c[u"attacker"_s].toInteger(), d = c[u"defender"_s].toInteger();
        if (!c.isObject() || c.toObject().size() > 3 || !attackers.contains(a) || !targets.contains(d) ||
            (c[u"flank"_s].isBool() == false && !c[u"flank"_s].isUndefined())) {
            *error = tr("charge %1: an attacker of this side that may charge, an enemy target, and "
                        "\"flank\" true or false")
                         .arg(out.size() + 1);
            return {};
        }
        if (used.contains(a)) {
            *error = tr("charge %1: a unit writes one charge").arg(out.size() + 1);
            return {};
        }
        used.insert(a);
        out.append({u"charge-write"_s,
                    {{u"attacker"_s, a}, {u"defender"_s, d}, {u"flank"_s, c[u"flank"_s].toBool()}}});
    }
    input->clear();
    return out;
}

} // namespace

const SecretChoices *FieldsOfHonor::secretChoices() const
{
    static const FohSecretChoices kChoices;
    return &kChoices;
}

} // namespace adj
