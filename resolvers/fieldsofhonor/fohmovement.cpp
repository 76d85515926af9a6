// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohmovement.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const QStringList kStages{u"roll-off"_s, u"roll"_s, u"moving"_s, u"done"_s};
}

FohMovement FohMovement::start(const QString &sideA, const QStringList &bmugsA, const QString &sideB,
                               const QStringList &bmugsB, QString *error, int dieSides)
{
    FohMovement m;
    if (sideA.isEmpty() || sideB.isEmpty() || sideA == sideB) {
        *error = tr("the two sides need two different names");
        return m;
    }
    QStringList all = bmugsA + bmugsB;
    for (const QString &b : all)
        if (b.isEmpty() || all.count(b) > 1) {
            *error = tr("BMUG \"%1\" is named twice or has no name").arg(b);
            return m;
        }
    m.m_sides[0] = sideA;
    m.m_sides[1] = sideB;
    m.m_bmugs[0] = bmugsA;
    m.m_bmugs[1] = bmugsB;
    m.m_dieSides = dieSides;
    if (all.isEmpty())
        m.m_stage = Stage::Done;
    return m;
}

int FohMovement::sideOf(const QString &bmug) const
{
    for (int s = 0; s < 2; ++s)
        if (m_bmugs[s].contains(bmug))
            return s;
    return -1;
}

QStringList FohMovement::unmoved(int side) const
{
    QStringList out;
    for (const QString &b : m_bmugs[side])
        if (!m_moved.contains(b))
            out.append(b);
    return out;
}

FohMovement FohMovement::rollOff(int dieA, int dieB, QString *error) const
{
    if (m_stage != Stage::RollOff) {
        *error = tr("the roll-off for who moves first is already made");
        return *this;
    }
    if (dieA < 1 || dieA > m_dieSides || dieB < 1 || dieB > m_dieSides) {
        *error = tr("a roll-off die must read 1-%1").arg(m_dieSides);
        return *this;
    }
    FohMovement m = *this;
    if (dieA == dieB)
        return m; // a tie: roll again
    m.m_first = dieA > dieB ? 0 : 1;
    m.m_current = m.m_first;
    m.m_stage = Stage::Roll;
    if (m.unmoved(m.m_current).isEmpty())
        return m.nextRoller();
    return m;
}

FohMovement FohMovement::roll(int die, QString *error) const
{
    if (m_stage != Stage::Roll) {
        *error = m_stage == Stage::RollOff ? tr("roll off first for who moves first")
                 : m_stage == Stage::Done
                     ? tr("every BMUG has had its move: the Movement Phase is over")
                     : tr("%1 is still moving its BMUGs").arg(m_sides[qMax(m_current, 0)]);
        return *this;
    }
    if (die < 1 || die > m_dieSides) {
        *error = tr("the BMUG die must read 1-%1, not %2").arg(m_dieSides).arg(die);
        return *this;
    }
    FohMovement m = *this;
    m.m_allowance = qMin(die, int(unmoved(m_current).size()));
    m.m_stage = Stage::Moving;
    return m;
}

FohMovement FohMovement::nextRoller() const
{
    FohMovement m = *this;
    m.m_allowance = 0;
    const int other = 1 - m_current;
    if (!m.unmoved(other).isEmpty()) {
        m.m_current = other;
        m.m_stage = Stage::Roll;
    } else if (!m.unmoved(m_current).isEmpty()) {
        m.m_stage = Stage::Roll; // the other side is done: this side rolls again
    } else {
        m.m_stage = Stage::Done;
    }
    return m;
}

FohMovement FohMovement::move(const QString &bmug, QString *error) const
{
    if (m_stage == Stage::Done) {
        *error = tr("every BMUG has had its move: the Movement Phase is over");
        return *this;
    }
    if (m_stage != Stage::Moving) {
        *error = tr("no BMUG may move now: roll the die first");
        return *this;
    }
    const int side = sideOf(bmug);
    if (side < 0) {
        *error = tr("unknown BMUG \"%1\"").arg(bmug);
        return *this;
    }
    if (side != m_current) {
        *error =
            tr("BMUG \"%1\" belongs to %2; it is %3's move").arg(bmug, m_sides[side], m_sides[m_current]);
        return *this;
    }
    if (m_moved.contains(bmug)) {
        *error = tr("BMUG \"%1\" has already moved or fired this phase").arg(bmug);
        return *this;
    }
    FohMovement m = *this;
    m.m_moved.append(bmug);
    --m.m_allowance;
    if (m.m_allowance <= 0 || m.unmoved(m_current).isEmpty())
        return m.nextRoller();
    return m;
}

FohMovement FohMovement::pass(QString *error) const
{
    if (m_stage == Stage::Done) {
        *error = tr("every BMUG has had its move: the Movement Phase is over");
        return *this;
    }
    if (m_stage != Stage::Moving) {
        *error = tr("there is no roll to end: roll the die first");
        return *this;
    }
    return nextRoller();
}

FohMovement FohMovement::opportunityFire(const QString &bmug, QString *error) const
{
    if (m_stage == Stage::Done) {
        *error = tr("every BMUG has had its move: the Movement Phase is over");
        return *this;
    }
    if (m_stage != Stage::Moving) {
        *error = tr("opportunity fire is taken at enemy BMUGs while they move");
        return *this;
    }
    const int side = sideOf(bmug);
    if (side < 0) {
        *error = tr("unknown BMUG \"%1\"").arg(bmug);
        return *this;
    }
    if (side == m_current) {
        *error =
            tr("BMUG \"%1\" belongs to the moving side; only the enemy takes opportunity fire").arg(bmug);
        return *this;
    }
    if (m_moved.contains(bmug)) {
        *error = tr("BMUG \"%1\" has already moved or fired this phase").arg(bmug);
        return *this;
    }
    FohMovement m = *this;
    m.m_moved.append(bmug); // the fire uses up its move
    m.m_opportunity.append(bmug);
    return m;
}

QJsonObject FohMovement::toJson() const
{
    QJsonArray sides;
    for (int s = 0; s < 2; ++s)
        sides.append(
            QJsonObject{{u"name"_s, m_sides[s]}, {u"bmugs"_s, QJsonArray::fromStringList(m_bmugs[s])}});
    return QJsonObject{{u"sides"_s, sides},
                       {u"moved"_s, QJsonArray::fromStringList(m_moved)},
                       {u"opportunity"_s, QJsonArray::fromStringList(m_opportunity)},
                       {u"stage"_s, kStages[int(m_stage)]},
                       {u"first"_s, m_first},
                       {u"current"_s, m_current},
                       {u"allowance"_s, m_allowance},
                       {u"dieSides"_s, m_dieSides}};
}

FohMovement FohMovement::fromJson(const QJsonObject &o, QString *error)
{
    auto strings = [](const QJsonValue &v) {
        QStringList l;
        for (const QJsonValue &e : v.toArray())
            l.append(e.toString());
        return l;
    };
    const QJsonArray sides = o.value(u"sides"_s).toArray();
    if (sides.size() != 2) {
        *error = tr("movement state: \"sides\" must list two sides");
        return {};
    }
    FohMovement m =
        start(sides[0].toObject().value(u"name"_s).toString(), strings(sides[0].toObject().value(u"bmugs"_s)),
              sides[1].toObject().value(u"name"_s).toString(), strings(sides[1].toObject().value(u"bmugs"_s)),
              error, o.value(u"dieSides"_s).toInt(6));
    if (!error->isEmpty())
        return {};
    const qsizetype stage = kStages.indexOf(o.value(u"stage"_s).toString());
    const int first = o.value(u"first"_s).toInt(-1), current = o.value(u"current"_s).toInt(-1);
    if (stage < 0 || first < -1 || first > 1 || current < -1 || current > 1 ||
        (stage != 0 && (first < 0 || current < 0))) {
        *error = tr("movement state: \"stage\", \"first\" or \"current\" is not valid");
        return {};
    }
    m.m_moved = strings(o.value(u"moved"_s));
    m.m_opportunity = strings(o.value(u"opportunity"_s));
    for (const QString &b : m.m_moved + m.m_opportunity)
        if (m.sideOf(b) < 0) {
            *error = tr("movement state: unknown BMUG \"%1\"").arg(b);
            return {};
        }
    m.m_stage = Stage(stage);
    m.m_first = first;
    m.m_current = current;
    m.m_allowance = o.value(u"allowance"_s).toInt();
    return m;
}

} // namespace adj
