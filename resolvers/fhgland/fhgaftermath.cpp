// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The attacked hex after fire or close combat: the retreats owed (8.3.2, 8.4.1) and the leaders' fates
// (8.3.2, 8.4.5), worked out on the battle's ground before any die and applied after.
#include "fhgaftermath.h"

#include "core/inputs.h"
#include "core/resolution.h"
#include "fhgcombat.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {

Effect leaderTo(const FhgPiece &leader, const QString &hex, const QString &rule, const QString &text)
{
    Effect e;
    e.kind = Effect::Kind::SetAttribute;
    e.subject = u"leader"_s;
    e.unit = leader.id;
    e.attribute = u"position"_s;
    e.value = hex;
    e.rule = rule;
    e.text = text;
    return e;
}

} // namespace

std::shared_ptr<const FhgAftermath> FhgAftermath::read(const FhgTable &t, const Inputs &in,
                                                       const QString &attackerRole, const QStringList &roles)
{
    const QJsonObject ground = in.value(u"ground"_s).toObject();
    if (ground.isEmpty())
        return nullptr;
    auto a = std::make_shared<FhgAftermath>();
    QString error;
    if (!FhgGround::fromJson(ground, &a->m_ground, &error))
        return nullptr;
    a->m_t = &t;
    for (const QString &role : roles) {
        const qint64 id = in.value(role).toInteger();
        const FhgPiece *p = id != 0 ? a->m_ground.find(id, false) : nullptr;
        if (p && (a->m_units.isEmpty() || p->hex == a->m_units.first().piece.hex))
            a->m_units.append(FhgHexUnit{role, *p, {}, {}, {}, {}});
    }
    if (a->m_units.isEmpty())
        return nullptr;
    const FhgPiece &first = a->m_units.first().piece;
    if (const FhgPiece *p = a->m_ground.find(in.value(attackerRole).toInteger(), false))
        a->m_attacker = *p;
    for (const FhgPiece &p : a->m_ground.pieces())
        if (p.isLeader() && p.hex == first.hex && p.side == first.side)
            a->m_leaders.append(p);
    const FhgRetreat retreat(t, a->m_ground);
    const std::optional<Hex> from = a->m_attacker ? std::optional<Hex>(a->m_attacker->hex) : std::nullopt;
    for (FhgHexUnit &u : a->m_units) {
        QList<FhgPiece> others; // the hex's leaders not attached to it (8.3.2)
        for (const FhgPiece &l : std::as_const(a->m_leaders))
            if (l.with != u.piece.id)
                others.append(l);
        u.solo = retreat.unitRoom(u.piece, from, {});
        u.withLeaders = others.isEmpty() ? u.solo : retreat.unitRoom(u.piece, from, others);
        u.soloBlocked = retreat.blockedText(u.piece, u.solo);
        u.withLeadersBlocked = retreat.blockedText(u.piece, u.withLeaders);
    }
    for (const FhgPiece &l : std::as_const(a->m_leaders))
        a->m_leaderRooms.append(retreat.leaderRoom(l, t.leaderRetreatHexes));
    a->m_pending = FhgRetreats::read(in.value(u"retreats"_s).toObject());
    return a;
}

const FhgHexUnit *FhgAftermath::unit(const QString &role) const
{
    for (const FhgHexUnit &u : m_units)
        if (u.role == role)
            return &u;
    return nullptr;
}

bool FhgAftermath::blocked(const QString &role, bool withLeaders) const
{
    const FhgHexUnit *u = unit(role);
    return u && (withLeaders ? u->withLeaders : u->solo).legal().isEmpty();
}

QString FhgAftermath::blockedLine(const QString &role, bool withLeaders) const
{
    const FhgHexUnit *u = unit(role);
    return u ? (withLeaders ? u->withLeadersBlocked : u->soloBlocked) : QString();
}

QString FhgAftermath::blockedRule(const QString &role, bool withLeaders) const
{
    const FhgHexUnit *u = unit(role);
    return u ? (withLeaders ? u->withLeaders : u->solo).blockedRule() : u"8.4.2"_s;
}

int FhgAftermath::apply(const QList<std::pair<QString, Fate>> &fates, qint64 lostLeader, const QString &by,
                        const QString &rule, Resolution &out) const
{
    QList<FhgOwedRetreat> pending = m_pending;
    bool allLeave = true;
    for (const auto &[role, fate] : fates)
        allLeave = allLeave && fate != Fate::Stays;
    int owner = -1; // the first retreat owed here: the hex's other leaders go with it (8.3.2)
    const FhgRetreat retreat(*m_t, m_ground);
    for (const auto &[role, fate] : fates) {
        const FhgHexUnit *u = unit(role);
        if (fate != Fate::Retreats || !u)
            continue;
        FhgOwedRetreat r;
        r.unit = u->piece.id;
        r.name = u->piece.name;
        r.side = u->piece.side;
        r.by = by;
        r.from = m_ground.label(u->piece.hex);
        if (m_attacker) {
            r.attacker = m_attacker->id;
            r.attackerName = m_attacker->name;
            r.attackerHex = m_ground.label(m_attacker->hex);
        }
        r.rule = rule;
        pending.removeIf([&](const FhgOwedRetreat &o) { return o.unit == r.unit; });
        const bool leads = owner < 0 && allLeave;
        if (owner < 0)
            owner = int(pending.size());
        pending.append(r);
        const QList<FhgRetreatHex> legal = (leads ? u->withLeaders : u->solo).legal();
        out.line(tr("%1 must retreat 1 hex from %2, to %3").arg(r.name, r.from, retreat.labels(legal)), rule);
    }
    int lost = 0;
    for (int i = 0; i < m_leaders.size(); ++i)
        if (m_leaders.at(i).id != lostLeader)
            lost += leaderFate(m_leaders.at(i), i, fates, by, pending, allLeave ? owner : -1, out) ? 1 : 0;
    if (out.quiet())
        return lost;
    bool changed = pending.size() != m_pending.size();
    for (qsizetype i = 0; !changed && i < pending.size(); ++i)
        changed = pending.at(i).toJson() != m_pending.at(i).toJson();
    if (changed)
        out.effect(FhgRetreats::write(pending, rule));
    return lost;
}

// 8.3.2: a leader goes with the units when they all retreat; 8.4.5: stacked with a unit eliminated and
// left without one, he retreats up to 3 hexes at once, or is eliminated where every way is blocked.
bool FhgAftermath::leaderFate(const FhgPiece &leader, int index, const QList<std::pair<QString, Fate>> &fates,
                              const QString &by, QList<FhgOwedRetreat> &pending, int owner,
                              Resolution &out) const
{
    QString withName;
    bool stays = false;
    for (const auto &[role, fate] : fates) {
        const FhgHexUnit *u = unit(role);
        if (!u)
            continue;
        if (u->piece.id == leader.with && fate != Fate::Eliminated)
            return false; // he stays or retreats with his unit
        if (u->piece.id == leader.with)
            withName = u->piece.name;
        stays = stays || fate == Fate::Stays;
    }
    const QString hex = m_ground.label(leader.hex);
    const bool detach = leader.with != 0; // the unit he was with is gone: he stands on his own
    if (stays) {
        if (detach && !out.quiet())
            out.effect(leaderTo(leader, hex, u"8.4.5"_s,
                                tr("%1 stays in %2 with the units that held").arg(leader.name, hex)));
        return false;
    }
    if (owner >= 0 && owner < pending.size()) {
        pending[owner].leaders.append(leader.id);
        if (detach && !out.quiet())
            out.effect(leaderTo(leader, hex, u"8.3.2"_s,
                                tr("%1 stands in %2 until the retreat").arg(leader.name, hex)));
        out.line(tr("%1 retreats with %2: all the units of the hex retreat")
                     .arg(leader.name, pending.at(owner).name),
                 u"8.3.2"_s);
        return false;
    }
    const FhgLeaderRoom &room = m_leaderRooms.at(index);
    const QString why = withName.isEmpty()
                            ? tr("%1, left alone in %2").arg(leader.name, hex)
                            : tr("%1, stacked with the eliminated %2").arg(leader.name, withName);
    if (room.hexes.isEmpty()) {
        out.outcome(u"leader-lost"_s);
        out.line(
            tr("%1, is blocked on every way by enemy units or impassable terrain and is eliminated").arg(why),
            u"8.4.5"_s);
        if (out.quiet())
            return true;
        Effect e;
        e.kind = Effect::Kind::LoseLeader;
        e.subject = u"leader"_s;
        e.unit = leader.id;
        e.rule = u"8.4.5"_s;
        e.text = tr("%1 is eliminated: no way to retreat").arg(leader.name);
        out.effect(e);
        FhgCombat::victoryPoints(by, m_t->vpLeader, tr("leader eliminated"), out);
        return true;
    }
    FhgOwedRetreat r;
    r.leader = leader.id;
    r.name = leader.name;
    r.side = leader.side;
    r.by = by;
    r.from = hex;
    r.hexes = m_t->leaderRetreatHexes;
    r.rule = u"8.4.5"_s;
    pending.removeIf([&](const FhgOwedRetreat &o) { return o.leader == r.leader; });
    pending.append(r);
    out.line(tr("%1, must retreat up to %n hex(es) at once: %2", nullptr, r.hexes)
                 .arg(why, FhgRetreat(*m_t, m_ground).labels(room.hexes)),
             u"8.4.5"_s);
    if (detach && !out.quiet())
        out.effect(leaderTo(leader, hex, u"8.4.5"_s, tr("%1 stands alone in %2").arg(leader.name, hex)));
    return false;
}

} // namespace adj
