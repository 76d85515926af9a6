// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohcharges.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

FohCharges FohCharges::fresh(int turn)
{
    FohCharges c;
    c.m_turn = turn;
    return c;
}

FohCharges FohCharges::write(const Entry &e, QString *error) const
{
    if (m_revealed) {
        *error = tr("this turn's charges are already revealed; charges are written before they are revealed");
        return *this;
    }
    const QString attacker = e.charge.attacker(), defender = e.charge.defender();
    if (attacker.isEmpty() || defender.isEmpty()) {
        *error = tr("a charge names the charging unit and its target");
        return *this;
    }
    if ((e.attackerId != 0 && e.attackerId == e.defenderId) || attacker == defender) {
        *error = tr("%1 cannot charge itself").arg(attacker);
        return *this;
    }
    if (!e.side.isEmpty() && e.side == e.defenderSide) {
        *error = tr("%1 and %2 are both of %3; a charge is made against the enemy")
                     .arg(attacker, defender, e.side);
        return *this;
    }
    if (find(e.attackerId, attacker) >= 0) {
        *error = tr("%1 already has a written charge this turn").arg(attacker);
        return *this;
    }
    FohCharges c = *this;
    c.m_entries.append(e);
    return c;
}

FohCharges FohCharges::reveal(QString *error) const
{
    if (m_revealed) {
        *error = tr("this turn's charges are already revealed");
        return *this;
    }
    FohCharges c = *this;
    c.m_revealed = true;
    return c;
}

int FohCharges::find(qint64 attackerId, const QString &attacker) const
{
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const Entry &e = m_entries[i];
        if (attackerId != 0 ? e.attackerId == attackerId
                            : e.charge.attacker().compare(attacker, Qt::CaseInsensitive) == 0)
            return int(i);
    }
    return -1;
}

FohCharges FohCharges::withCharge(int index, const FohCharge &next) const
{
    FohCharges c = *this;
    c.m_entries[index].charge = next;
    return c;
}

int FohCharges::remaining() const
{
    int n = 0;
    for (const Entry &e : m_entries)
        n += e.charge.stage() != FohCharge::Stage::Done;
    return n;
}

QString FohCharges::stageName(FohCharge::Stage s)
{
    switch (s) {
    case FohCharge::Stage::ChargeTest:
        return tr("Charge Test");
    case FohCharge::Stage::Move:
        return tr("charge move");
    case FohCharge::Stage::Reaction:
        return tr("defender's choice");
    case FohCharge::Stage::SquareRoll:
        return tr("Form Square roll");
    case FohCharge::Stage::Countercharge:
        return tr("countercharge test");
    case FohCharge::Stage::OpportunityFire:
        return tr("opportunity fire");
    case FohCharge::Stage::AttackerMorale:
        return tr("attacker's Morale Test");
    case FohCharge::Stage::DefenderMorale:
        return tr("defender's Morale Test");
    case FohCharge::Stage::Done:
        break;
    }
    return tr("resolved");
}

QString FohCharges::resultName(FohCharge::Result r)
{
    switch (r) {
    case FohCharge::Result::TestFailed:
        return tr("failed its Charge Test");
    case FohCharge::Result::FellShort:
        return tr("fell short");
    case FohCharge::Result::AttackerWithdrew:
        return tr("the charger withdrew");
    case FohCharge::Result::DefenderBroke:
        return tr("the defender broke");
    case FohCharge::Result::DefenderRetired:
        return tr("the defender retired");
    case FohCharge::Result::Contact:
        return tr("in contact");
    case FohCharge::Result::Pending:
        break;
    }
    return tr("pending");
}

QString FohCharges::label() const
{
    const int total = int(m_entries.size());
    if (!m_revealed)
        return tr("Charges, turn %1: %n written, to be revealed together", nullptr, total).arg(m_turn);
    if (total == 0)
        return tr("Charges, turn %1: none this turn").arg(m_turn);
    const int left = remaining();
    if (left == 0) {
        int contact = 0;
        for (const Entry &e : m_entries)
            contact += e.charge.result() == FohCharge::Result::Contact;
        return tr("Charges: all %1 resolved (%n in contact)", nullptr, contact).arg(total);
    }
    for (const Entry &e : m_entries)
        if (e.charge.stage() != FohCharge::Stage::Done)
            return tr("Charges: %1 of %2 still to resolve; next %3 on %4: %5")
                .arg(left)
                .arg(total)
                .arg(e.charge.attacker(), e.charge.defender(), stageName(e.charge.stage()));
    return {};
}

QJsonObject FohCharges::toJson() const
{
    QJsonArray list;
    for (const Entry &e : m_entries) {
        QJsonObject o = e.charge.toJson();
        o.insert(u"side"_s, e.side);
        o.insert(u"defenderSide"_s, e.defenderSide);
        o.insert(u"attackerId"_s, e.attackerId);
        o.insert(u"defenderId"_s, e.defenderId);
        o.insert(u"defenderArm"_s, e.defenderArm);
        list.append(o);
    }
    return QJsonObject{{u"turn"_s, m_turn}, {u"revealed"_s, m_revealed}, {u"charges"_s, list}};
}

FohCharges FohCharges::fromJson(const QJsonObject &o, QString *error)
{
    FohCharges c = fresh(o.value(u"turn"_s).toInt(0));
    if (c.m_turn < 1) {
        *error = tr("charge state: \"turn\" must be 1 or more");
        return {};
    }
    c.m_revealed = o.value(u"revealed"_s).toBool();
    for (const QJsonValue &v : o.value(u"charges"_s).toArray()) {
        const QJsonObject e = v.toObject();
        Entry entry;
        entry.charge = FohCharge::fromJson(e, error);
        if (!error->isEmpty())
            return {};
        entry.side = e.value(u"side"_s).toString();
        entry.defenderSide = e.value(u"defenderSide"_s).toString();
        entry.attackerId = e.value(u"attackerId"_s).toInteger();
        entry.defenderId = e.value(u"defenderId"_s).toInteger();
        entry.defenderArm = e.value(u"defenderArm"_s).toString();
        c.m_entries.append(entry);
    }
    return c;
}

} // namespace adj
