// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Before any die: a broadside's dice (6.6) and each declaration checked and worked out (plan():
// 6.3 range, 3.4 shared hexes, 6.4 side and aspect, 6.1 once per side, 3.3 line of sight).
#include "wfafire.h"

using namespace Qt::StringLiterals;

namespace adj {

int WfaFire::dice(const WfaTable &t, const WfaShipState &ship, QStringList *why)
{
    int n = ship.guns;
    if (t.crippled(ship.damage, ship.start)) {
        n -= t.crippledDiceLoss;
        if (why)
            why->append(tr("crippled (%1 of %2) -%3 die (6.6)")
                            .arg(ship.damage)
                            .arg(ship.start)
                            .arg(t.crippledDiceLoss));
    }
    if (n < t.minimumDice) {
        n = t.minimumDice;
        if (why)
            why->append(tr("never below %1 die (6.6)").arg(t.minimumDice));
    }
    return n;
}

QString WfaFire::plan(const WfaTable &t, const QList<WfaShipState> &ships, int firer, int target,
                      const WfaShotInput &in, const Board *board, WfaShot *shot)
{
    const WfaShipState &f = ships.at(firer);
    const WfaShipState &g = ships.at(target);
    shot->firer = firer;
    shot->target = target;
    shot->why.clear();
    if (f.damage <= 0 && !in.sunkBeforeRolling)
        return tr("%1 is sunk (damage rating 0) and cannot fire (6.7)").arg(f.who());
    if (g.damage <= 0)
        return tr("%1 is already sunk (6.7)").arg(g.who());
    const bool positions = in.firerHex && in.targetHex && board;
    if (QString e = planRange(t, f, g, in, positions ? board : nullptr, shot); !e.isEmpty())
        return e;
    if (QString e = planSide(t, f, g, in, positions, shot); !e.isEmpty())
        return e;
    // 3.3: ships between block line of sight.
    if (positions) {
        const LineOfSight los = board->lineOfSight(*in.firerHex, *in.targetHex, {});
        if (!los.clear)
            return tr("no line of sight from %1 to %2: %3 (3.3)").arg(f.who(), g.who(), los.reason);
    } else if (!in.lineOfSight) {
        return tr("no line of sight: a ship between blocks it (3.3)");
    }
    if (QString e = planAspect(t, f, g, in, positions, shot); !e.isEmpty())
        return e;
    shot->hitNumber = t.hitNumber(shot->crossingT, shot->range);
    shot->dice = dice(t, f, &shot->why);
    if (in.sunkBeforeRolling)
        shot->why.append(tr("sunk before rolling, still fires (9.7)"));
    return {};
}

QString WfaFire::planRange(const WfaTable &t, const WfaShipState &f, const WfaShipState &g,
                           const WfaShotInput &in, const Board *board, WfaShot *shot)
{
    bool firerShared = in.firerShared, targetShared = in.targetShared;
    int range = in.range;
    if (board) {
        const Hex a = *in.firerHex, b = *in.targetHex;
        firerShared = firerShared || a == b || board->unitsAt(a).size() > 1;
        targetShared = targetShared || a == b || board->unitsAt(b).size() > 1;
        const int measured = board->distance(a, b);
        if (range != 0 && range != measured)
            return tr("input \"range\" is %1 but the positions are %2 hexes apart").arg(range).arg(measured);
        range = measured;
    }
    // 3.4: two ships in a hex may not fire and may not be fired at.
    if (firerShared)
        return tr("%1 shares its hex with another ship: it may not fire until it clears the hex (3.4)")
            .arg(f.who());
    if (targetShared)
        return tr("%1 shares its hex with another ship: no ship may fire at it (3.4)").arg(g.who());
    if (range < 1)
        return tr("input \"range\" is needed (1-%1 hexes) when the positions are not given").arg(t.range);
    if (range > t.range)
        return tr("%1 hexes is beyond the %2-hex range of ship guns (6.3)").arg(range).arg(t.range);
    shot->range = range;
    return {};
}

QString WfaFire::planSide(const WfaTable &t, const WfaShipState &f, const WfaShipState &g,
                          const WfaShotInput &in, bool positions, WfaShot *shot)
{
    // 6.4: the side the target lies on; bow and stern cannot fire.
    WfaGeometry::Arc side = WfaGeometry::Arc::Port;
    if (positions) {
        side = WfaGeometry::arcOf(t, *in.firerHex, in.firerHeading, *in.targetHex);
        if (side == WfaGeometry::Arc::Bow || side == WfaGeometry::Arc::Stern)
            return tr("%1 lies off the %2 of %3: a ship may not fire from its bow or stern (6.4)")
                .arg(g.who(), WfaGeometry::arcName(side), f.who());
        const QString chosen = in.side;
        if (chosen != u"auto"_s && chosen != WfaGeometry::arcId(side))
            return tr("%1 lies off the %2 side of %3, not the %4 side (6.4)")
                .arg(g.who(), WfaGeometry::arcName(side), f.who(), chosen);
        shot->why.append(tr("target off the %1 side (6.4)").arg(WfaGeometry::arcName(side)));
    } else if (in.side == u"port"_s) {
        side = WfaGeometry::Arc::Port;
    } else if (in.side == u"starboard"_s) {
        side = WfaGeometry::Arc::Starboard;
    } else {
        return tr("input \"side\": choose port or starboard when the positions are not given (6.4)");
    }
    shot->side = side;
    // 6.1: each side fires once per turn.
    if ((side == WfaGeometry::Arc::Port && in.portFired) ||
        (side == WfaGeometry::Arc::Starboard && in.starboardFired))
        return tr("the %1 side of %2 has already fired this turn (6.1)")
            .arg(WfaGeometry::arcName(side), f.who());
    return {};
}

QString WfaFire::planAspect(const WfaTable &t, const WfaShipState &f, const WfaShipState &g,
                            const WfaShotInput &in, bool positions, WfaShot *shot)
{
    // 6.4: crossing the T is firing from the exact front or rear of the target.
    bool crossing = false;
    if (positions) {
        crossing = WfaGeometry::crossingT(t, *in.firerHex, *in.targetHex, in.targetHeading);
        if (in.aspect == u"broadside"_s && crossing)
            return tr("%1 is on the bow or stern line of %2: that is crossing the T, not a broadside (6.4)")
                .arg(f.who(), g.who());
        if (in.aspect == u"crossing-t"_s && !crossing)
            return tr("%1 is not on the bow or stern line of %2: it cannot cross the T (6.4)")
                .arg(f.who(), g.who());
    } else if (in.aspect == u"broadside"_s || in.aspect == u"crossing-t"_s) {
        crossing = in.aspect == u"crossing-t"_s;
    } else {
        return tr("input \"aspect\": choose broadside or crossing-t when the positions are not given (6.4)");
    }
    shot->crossingT = crossing;
    return {};
}

} // namespace adj
