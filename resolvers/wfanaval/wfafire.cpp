#include "wfafire.h"

#include "wfaplotactions.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "wfainputs.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace wfa;

namespace {

QString needText(int hit, int sides)
{
    if (hit >= sides)
        return QString::number(sides);
    return u"%1-%2"_s.arg(hit).arg(sides);
}

QString diceText(const QList<int> &values)
{
    QStringList l;
    for (int v : values)
        l.append(QString::number(v));
    return l.join(u',');
}

QList<InputSpec> positionInputs(const QString &a, const QString &aName, const QString &b,
                                const QString &bName)
{
    const QStringList layouts{u"odd-q"_s, u"even-q"_s, u"odd-r"_s, u"even-r"_s};
    return {
        stringInput(a + u"Hex"_s, QCoreApplication::translate("adj::WfaFire", "%1 hex").arg(aName),
                    QCoreApplication::translate("adj::WfaFire",
                                                "Hex label CCRR (optional; with all four "
                                                "positions side, range and aspect are computed).")),
        intInput(a + u"Heading"_s, 1, 6, {},
                 QCoreApplication::translate("adj::WfaFire", "%1 heading").arg(aName),
                 QCoreApplication::translate("adj::WfaFire", "Hex side 1-6 the bow points to."), u"3.1"_s),
        stringInput(b + u"Hex"_s, QCoreApplication::translate("adj::WfaFire", "%1 hex").arg(bName),
                    QCoreApplication::translate("adj::WfaFire", "Hex label CCRR (optional).")),
        intInput(b + u"Heading"_s, 1, 6, {},
                 QCoreApplication::translate("adj::WfaFire", "%1 heading").arg(bName),
                 QCoreApplication::translate("adj::WfaFire", "Hex side 1-6 the bow points to."), u"3.1"_s),
        inputs::listInput(u"otherShips"_s, QCoreApplication::translate("adj::WfaFire", "Other ships"),
                          QCoreApplication::translate(
                              "adj::WfaFire", "Hex labels of every other ship on the board, comma separated: "
                                              "they block line of sight (3.3) and share hexes (3.4)."),
                          {}, u", ;"_s),
        intInput(u"boardColumns"_s, 1, 200, 40, QCoreApplication::translate("adj::WfaFire", "Board columns"),
                 QCoreApplication::translate("adj::WfaFire", "Columns of the hex board."), u"1.1"_s),
        intInput(u"boardRows"_s, 1, 200, 40, QCoreApplication::translate("adj::WfaFire", "Board rows"),
                 QCoreApplication::translate("adj::WfaFire", "Rows of the hex board."), u"1.1"_s),
        enumInput(u"boardLayout"_s, layouts, u"odd-q"_s,
                  QCoreApplication::translate("adj::WfaFire", "Board layout"),
                  QCoreApplication::translate("adj::WfaFire", "Which columns or rows are shoved half a hex."),
                  u"1.1"_s),
    };
}

QList<InputSpec> shipInputs(const QString &p, const QString &name, bool firing)
{
    auto id = [&](const char16_t *s) -> QString {
        return p.isEmpty() ? QString::fromUtf16(s) : p + QString::fromUtf16(s);
    };
    QList<InputSpec> l{
        intInput(id(u"Guns"), 1, 30, {}, QCoreApplication::translate("adj::WfaFire", "%1 guns").arg(name),
                 QCoreApplication::translate("adj::WfaFire", "Guns per side: dice per broadside."), u"6.2"_s,
                 firing),
        intInput(id(u"Damage"), 0, 60, {},
                 QCoreApplication::translate("adj::WfaFire", "%1 damage rating").arg(name),
                 QCoreApplication::translate("adj::WfaFire", "Current damage rating."), u"6.5"_s, true)
            .withTerm(u"strength"_s),
        intInput(id(u"Start"), 1, 60, {},
                 QCoreApplication::translate("adj::WfaFire", "%1 starting damage rating").arg(name),
                 QCoreApplication::translate("adj::WfaFire",
                                             "Damage rating at the start: crippled at half or less."),
                 u"6.6"_s, true)
            .withTerm(u"strength"_s),
    };
    return l;
}

QList<InputSpec> declarationInputs(const QString &p, const QString &name, bool withNone)
{
    auto id = [&](const char16_t *s) -> QString { return p + QString::fromUtf16(s); };
    QStringList sides{u"auto"_s, u"port"_s, u"starboard"_s};
    if (withNone)
        sides.prepend(u"none"_s);
    return {
        enumInput(id(u"Side"), sides, withNone ? u"none"_s : u"auto"_s,
                  QCoreApplication::translate("adj::WfaFire", "%1 fires from").arg(name),
                  QCoreApplication::translate("adj::WfaFire", "Port or starboard; auto from the positions."),
                  u"6.4"_s),
        enumInput(id(u"Aspect"), {u"auto"_s, u"broadside"_s, u"crossing-t"_s}, u"auto"_s,
                  QCoreApplication::translate("adj::WfaFire", "%1 aspect").arg(name),
                  QCoreApplication::translate("adj::WfaFire",
                                              "Broadside or crossing the T; auto from the positions."),
                  u"6.4"_s),
        boolInput(
            id(u"PortFired"), false, QCoreApplication::translate("adj::WfaFire", "%1 port fired").arg(name),
            QCoreApplication::translate("adj::WfaFire", "The port side has fired this turn."), u"6.1"_s),
        boolInput(id(u"StarboardFired"), false,
                  QCoreApplication::translate("adj::WfaFire", "%1 starboard fired").arg(name),
                  QCoreApplication::translate("adj::WfaFire", "The starboard side has fired this turn."),
                  u"6.1"_s),
        boolInput(
            id(u"HexShared"), false,
            QCoreApplication::translate("adj::WfaFire", "%1 shares its hex").arg(name),
            QCoreApplication::translate("adj::WfaFire", "Another ship is in its hex (no fire in or out)."),
            u"3.4"_s),
        boolInput(id(u"SunkBeforeRolling"), false,
                  QCoreApplication::translate("adj::WfaFire", "%1 sunk after declaring").arg(name),
                  QCoreApplication::translate("adj::WfaFire",
                                              "Declared its fire and was sunk before rolling: "
                                              "it still fires."),
                  u"9.7"_s),
    };
}

WfaShotInput readShot(const Inputs &in, const QString &p)
{
    WfaShotInput s;
    s.side = getString(in, p + u"Side"_s);
    s.aspect = getString(in, p + u"Aspect"_s);
    s.portFired = getBool(in, p + u"PortFired"_s);
    s.starboardFired = getBool(in, p + u"StarboardFired"_s);
    s.firerShared = getBool(in, p + u"HexShared"_s);
    s.sunkBeforeRolling = getBool(in, p + u"SunkBeforeRolling"_s);
    s.range = getInt(in, u"range"_s);
    s.lineOfSight = getBool(in, u"lineOfSight"_s);
    return s;
}

// Reads the optional positions of two ships and the others; `board` is left empty when none.
QString readPositions(const Inputs &in, const QString &a, const QString &b, Board *board, WfaShotInput *ab,
                      WfaShotInput *ba)
{
    const QStringList keys{a + u"Hex"_s, a + u"Heading"_s, b + u"Hex"_s, b + u"Heading"_s};
    int given = 0;
    for (const QString &k : keys)
        given += has(in, k) ? 1 : 0;
    if (given == 0)
        return {};
    if (given < 4) {
        QStringList missing;
        for (const QString &k : keys)
            if (!has(in, k))
                missing.append(k);
        return QCoreApplication::translate("adj::WfaFire", "positions need all of %1; missing: %2")
            .arg(keys.join(u", "_s), missing.join(u", "_s));
    }
    OffsetLayout layout = OffsetLayout::OddColumns;
    hex::layoutFromId(getString(in, u"boardLayout"_s), &layout);
    *board = Board(getInt(in, u"boardColumns"_s), getInt(in, u"boardRows"_s), layout);
    QString error;
    QList<Hex> ha, hb, others;
    if (!WfaGeometry::parseHexes(*board, getString(in, a + u"Hex"_s), &ha, &error) || ha.size() != 1)
        return QCoreApplication::translate("adj::WfaFire", "input \"%1\": %2")
            .arg(a + u"Hex"_s,
                 error.isEmpty() ? QCoreApplication::translate("adj::WfaFire", "one hex") : error);
    if (!WfaGeometry::parseHexes(*board, getString(in, b + u"Hex"_s), &hb, &error) || hb.size() != 1)
        return QCoreApplication::translate("adj::WfaFire", "input \"%1\": %2")
            .arg(b + u"Hex"_s,
                 error.isEmpty() ? QCoreApplication::translate("adj::WfaFire", "one hex") : error);
    if (!WfaGeometry::parseHexes(*board, in.list(u"otherShips"_s).join(u' '), &others, &error))
        return QCoreApplication::translate("adj::WfaFire", "input \"otherShips\": %1").arg(error);
    qint64 id = 1;
    board->placeUnit(id++, ha.first());
    board->placeUnit(id++, hb.first());
    for (const Hex &h : std::as_const(others))
        board->placeUnit(id++, h);
    ab->firerHex = ba->targetHex = ha.first();
    ab->targetHex = ba->firerHex = hb.first();
    ab->firerHeading = ba->targetHeading = getInt(in, a + u"Heading"_s);
    ab->targetHeading = ba->firerHeading = getInt(in, b + u"Heading"_s);
    return {};
}

// The ship in `role`; its guns only when it may fire in the action (fire's target has none).
WfaShipState readShip(const Inputs &in, const QString &role, bool withGuns)
{
    WfaShipState s;
    s.role = role;
    s.name = shipName(in, role, {});
    s.id = getId(in, role);
    s.guns = withGuns ? getInt(in, role + u"Guns"_s) : 0;
    s.damage = getInt(in, role + u"Damage"_s);
    s.start = getInt(in, role + u"Start"_s);
    return s;
}

QString checkShip(const WfaShipState &s, const QString &p)
{
    if (s.damage > s.start)
        return QCoreApplication::translate("adj::WfaFire",
                                           "input \"%1Damage\" is %2, above the starting rating %3")
            .arg(p)
            .arg(s.damage)
            .arg(s.start);
    return {};
}

} // namespace

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

void WfaFire::volley(const WfaTable &t, const QList<WfaShipState> &ships, const QList<WfaShot> &shots,
                     DiceSource &dice, Resolution &out)
{
    QList<int> hitsOn(ships.size(), 0);
    for (const WfaShot &s : shots)
        hitsOn[s.target] += broadside(t, ships, s, dice, out);
    if (dice.wantsText() && shots.size() > 1)
        out.line(tr("fire is simultaneous: the hits take effect after every ship has fired"), u"5.11.1"_s);
    // 6.5-6.7 after every ship has fired (5.11.1).
    for (int i = 0; i < ships.size(); ++i) {
        bool targeted = false;
        for (const WfaShot &s : shots)
            targeted = targeted || s.target == i;
        if (targeted)
            takeHits(t, ships.at(i), hitsOn.at(i), out);
    }
}

int WfaFire::broadside(const WfaTable &t, const QList<WfaShipState> &ships, const WfaShot &s,
                       DiceSource &dice, Resolution &out)
{
    const bool text = dice.wantsText();
    const WfaShipState &f = ships.at(s.firer);
    DieClasses classes;
    for (int v = 1; v <= t.sides; ++v)
        classes.append(quint8(v >= s.hitNumber ? 1 : 0));
    const QString what = s.crossingT ? tr("crossing the T") : tr("broadside");
    const QString at = s.range == 1 ? tr("at 1 hex") : tr("at %1 hexes").arg(s.range);
    const QList<int> values = dice.forStep(s.step).rollPool(
        s.dice, DieSpec{t.sides, false},
        text ? tr("%1 %2 side %3 %4").arg(f.who(), WfaGeometry::arcName(s.side), what, at) : QString(),
        classes);
    int hits = 0;
    for (int v : values)
        hits += v >= s.hitNumber ? 1 : 0;
    if (!out.quiet())
        broadsideValues(ships, s, values, hits, out);
    if (text) {
        QString line =
            tr("%1 fires its %2 side, %3 %4 at %5: %6 need %7")
                .arg(f.who(), WfaGeometry::arcName(s.side), what, at, ships.at(s.target).who(),
                     s.dice == 1 ? tr("1 die") : tr("%1 dice").arg(s.dice), needText(s.hitNumber, t.sides));
        for (const QString &w : s.why)
            line += u" ["_s + w + u']';
        line += u": "_s + diceText(values) + u": "_s + (hits == 1 ? tr("1 hit") : tr("%1 hits").arg(hits));
        out.line(line, u"6.4"_s);
    }
    if (!out.quiet()) {
        Effect e;
        e.kind = Effect::Kind::PlaceMarker;
        e.subject = f.role;
        e.unit = f.id;
        e.marker = s.side == WfaGeometry::Arc::Port ? u"fired-port"_s : u"fired-starboard"_s;
        e.rule = u"6.1"_s;
        e.text = tr("the %1 side of %2 has fired this turn").arg(WfaGeometry::arcName(s.side), f.who());
        out.effect(e);
    }
    return hits;
}

void WfaFire::broadsideValues(const QList<WfaShipState> &ships, const WfaShot &s, const QList<int> &values,
                              int hits, Resolution &out)
{
    const QString &role = ships.at(s.firer).role;
    for (int v : values)
        out.roll(Roll{QString::fromLatin1(s.step), {v}}
                     .against(s.hitNumber)
                     .meaning(v >= s.hitNumber ? u"hit"_s : u"miss"_s)
                     .by(role));
    QJsonArray shots = out.values().value(u"broadsides"_s).toArray();
    shots.append(QJsonObject{{u"firer"_s, role},
                             {u"target"_s, ships.at(s.target).role},
                             {u"side"_s, s.side == WfaGeometry::Arc::Port ? u"port"_s : u"starboard"_s},
                             {u"aspect"_s, s.crossingT ? u"crossing-t"_s : u"broadside"_s},
                             {u"dice"_s, s.dice},
                             {u"hitNumber"_s, s.hitNumber},
                             {u"hits"_s, hits}});
    out.set(u"broadsides"_s, shots);
    out.set(u"range"_s, QJsonObject{{u"value"_s, s.range}, {u"measure"_s, u"hex"_s}});
    if (ships.size() == 2 && s.firer == 0 && ships.at(1).role == u"target"_s) // "fire": one broadside
        out.set(u"hitNumber"_s, s.hitNumber);
    const QString marker = s.side == WfaGeometry::Arc::Port ? u"fired-port"_s : u"fired-starboard"_s;
    QJsonArray markers =
        out.values().value(u"units"_s).toObject().value(role).toObject().value(u"markers"_s).toArray();
    markers.append(marker);
    out.unit(role, u"markers"_s, markers);
    if (ships.at(s.firer).id != 0)
        out.unit(role, u"unit"_s, ships.at(s.firer).id);
}

void WfaFire::takeHits(const WfaTable &t, const WfaShipState &s, int hits, Resolution &out)
{
    const int lost = qMin(hits, s.damage);
    const int after = s.damage - lost;
    out.outcome(u"hits:%1=%2"_s.arg(s.role).arg(hits));
    const bool wasCrippled = t.crippled(s.damage, s.start);
    const bool nowCrippled = t.crippled(after, s.start);
    if (after == 0)
        out.outcome(u"sunk:"_s + s.role);
    else if (nowCrippled && !wasCrippled)
        out.outcome(u"crippled:"_s + s.role);
    if (out.quiet())
        return;
    if (s.id != 0)
        out.unit(s.role, u"unit"_s, s.id);
    out.unit(s.role, u"strengthBefore"_s, s.damage);
    out.unit(s.role, u"strengthAfter"_s, after);
    out.unit(s.role, u"hits"_s, hits);
    out.unit(s.role, u"casualties"_s, lost);
    out.unit(s.role, u"eliminated"_s, after == 0);
    if (after > 0 && nowCrippled && !wasCrippled) {
        QJsonArray markers =
            out.values().value(u"units"_s).toObject().value(s.role).toObject().value(u"markers"_s).toArray();
        markers.append(u"crippled"_s);
        out.unit(s.role, u"markers"_s, markers);
    }
    if (s.role == u"target"_s) { // "fire": the one target's hits and damage
        out.set(u"hits"_s, hits);
        out.set(u"casualties"_s, lost);
    }
    Effect e;
    e.subject = s.role;
    e.unit = s.id;
    if (lost > 0) {
        e.kind = Effect::Kind::LoseStrength;
        e.amount = lost;
        e.rule = u"6.5"_s;
        e.text = tr("%1 takes %2 damage: rating %3 → %4").arg(s.who()).arg(lost).arg(s.damage).arg(after);
        out.effect(e);
        out.line(e.text, e.rule);
    }
    if (after == 0) {
        Effect sunk;
        sunk.kind = Effect::Kind::Eliminate;
        sunk.subject = s.role;
        sunk.unit = s.id;
        sunk.attribute = u"sunk"_s;
        sunk.rule = u"6.7"_s;
        sunk.text = tr("%1 is sunk").arg(s.who());
        out.effect(sunk);
        out.line(sunk.text, sunk.rule);
    } else if (nowCrippled && !wasCrippled) {
        Effect crippled;
        crippled.kind = Effect::Kind::PlaceMarker;
        crippled.subject = s.role;
        crippled.unit = s.id;
        crippled.marker = u"crippled"_s;
        crippled.rule = u"6.6"_s;
        crippled.text =
            tr("%1 is at half damage or less (%2 of %3): flip it; one plotted move and one die fewer")
                .arg(s.who())
                .arg(after)
                .arg(s.start);
        out.effect(crippled);
        out.line(crippled.text, crippled.rule);
    }
}

ActionSchema WfaFire::fireSchema()
{
    ActionSchema s;
    s.id = u"fire"_s;
    s.name = tr("Fire a broadside");
    s.rule = u"6"_s;
    s.help = tr("One side of a ship fires at an enemy ship in range and line of sight.");
    s.outcomes = {u"hits:target=N"_s, u"crippled:target"_s, u"sunk:target"_s};
    s.dice = {dice::step(u"broadside"_s, DieSpec{}, 3, tr("broadside dice"), u"6.2"_s)};
    s.inputs = {unitInput(u"firer"_s, tr("Firing ship"), tr("The battle's ship that fires (optional).")),
                unitInput(u"target"_s, tr("Target ship"), tr("The battle's ship fired at (optional)."))};
    s.inputs += shipInputs(u"firer"_s, tr("Firer"), true);
    for (const InputSpec &i : shipInputs(u"target"_s, tr("Target"), false))
        if (i.id != u"targetGuns"_s) // the target does not fire in this action
            s.inputs += i;
    QList<InputSpec> decl = declarationInputs(u"firer"_s, tr("Firer"), false);
    decl[4] = boolInput(u"firerHexShared"_s, false, tr("Firer shares its hex"),
                        tr("Another ship is in the firer's hex (no fire out of it)."), u"3.4"_s);
    s.inputs += decl;
    s.inputs += boolInput(u"targetHexShared"_s, false, tr("Target shares its hex"),
                          tr("Another ship is in the target's hex (no fire into it)."), u"3.4"_s);
    s.inputs +=
        intInput(u"range"_s, 0, 20, 0, tr("Range (hexes)"), tr("0: measured from the positions."), u"6.3"_s)
            .withTerm(u"range"_s, u"hex"_s);
    s.inputs +=
        boolInput(u"lineOfSight"_s, true, tr("Line of sight"),
                  tr("False when a ship between blocks it (computed when positions are given)."), u"3.3"_s);
    s.inputs += positionInputs(u"firer"_s, tr("Firer"), u"target"_s, tr("Target"));
    s.inputs += WfaPlotActions::shipNamesInput();
    s.asked = {
        u"firerSide"_s,       u"firerAspect"_s,           u"range"_s, u"lineOfSight"_s, u"firerHexShared"_s,
        u"targetHexShared"_s, u"firerSunkBeforeRolling"_s};
    return s;
}

ActionSchema WfaFire::exchangeSchema()
{
    ActionSchema s;
    s.id = u"exchange"_s;
    s.name = tr("Simultaneous fire");
    s.rule = u"5.11.1"_s;
    s.help = tr("Two ships fire at each other in the same plotted move; hits apply after both have fired.");
    s.outcomes = {u"hits:a=N"_s, u"hits:b=N"_s, u"crippled:a"_s, u"crippled:b"_s, u"sunk:a"_s, u"sunk:b"_s};
    s.dice = {
        dice::step(u"a-broadside"_s, DieSpec{}, 3, tr("ship A's broadside"), u"6.2"_s, tr("if ship A fires")),
        dice::step(u"b-broadside"_s, DieSpec{}, 3, tr("ship B's broadside"), u"6.2"_s,
                   tr("if ship B fires"))};
    s.inputs = {unitInput(u"a"_s, tr("Ship A"), tr("The battle's ship A (optional).")),
                unitInput(u"b"_s, tr("Ship B"), tr("The battle's ship B (optional)."))};
    s.inputs += shipInputs(u"a"_s, tr("A"), false);
    s.inputs += declarationInputs(u"a"_s, tr("A"), true);
    s.inputs += shipInputs(u"b"_s, tr("B"), false);
    s.inputs += declarationInputs(u"b"_s, tr("B"), true);
    s.inputs +=
        intInput(u"range"_s, 0, 20, 0, tr("Range (hexes)"), tr("0: measured from the positions."), u"6.3"_s)
            .withTerm(u"range"_s, u"hex"_s);
    s.inputs +=
        boolInput(u"lineOfSight"_s, true, tr("Line of sight"),
                  tr("False when a ship between blocks it (computed when positions are given)."), u"3.3"_s);
    s.inputs += positionInputs(u"a"_s, tr("A"), u"b"_s, tr("B"));
    s.inputs += WfaPlotActions::shipNamesInput();
    return s;
}

struct WfaFire::VolleySpec
{
    WfaTable t;
    QList<WfaShipState> ships;
    QList<WfaShot> shots;
};

Action::Bind WfaFire::bindFire()
{
    return parseThenResolve(&parseFire, &resolveVolley);
}

Action::Bind WfaFire::bindExchange()
{
    return parseThenResolve(&parseExchange, &resolveVolley);
}

ParsedInputs<WfaFire::VolleySpec> WfaFire::parseFire(const Inputs &in, const RuleTable &table)
{
    using Parsed = ParsedInputs<VolleySpec>;
    const WfaTable *t = WfaTable::of(table);
    if (!t)
        return Parsed::refused(tr("the fire action needs the wfa-naval rule table"));
    // The target does not fire in this action: it has no guns input.
    const QList<WfaShipState> ships{readShip(in, u"firer"_s, true), readShip(in, u"target"_s, false)};
    if (!in.value(u"firerGuns"_s).isDouble())
        return Parsed::refused(tr("input \"firerGuns\" is required"));
    for (const QString &p : {u"firer"_s, u"target"_s})
        if (const QString e = checkShip(ships.at(p == u"firer"_s ? 0 : 1), p); !e.isEmpty())
            return Parsed::refused(e);
    WfaShotInput shotIn = readShot(in, u"firer"_s);
    shotIn.firerShared = getBool(in, u"firerHexShared"_s);
    shotIn.targetShared = getBool(in, u"targetHexShared"_s);
    Board board;
    WfaShotInput unused;
    if (const QString e = readPositions(in, u"firer"_s, u"target"_s, &board, &shotIn, &unused); !e.isEmpty())
        return Parsed::refused(e);
    WfaShot shot;
    if (const QString e = plan(*t, ships, 0, 1, shotIn, shotIn.firerHex ? &board : nullptr, &shot);
        !e.isEmpty())
        return Parsed::refused(e);
    return VolleySpec{*t, ships, {shot}};
}

ParsedInputs<WfaFire::VolleySpec> WfaFire::parseExchange(const Inputs &in, const RuleTable &table)
{
    using Parsed = ParsedInputs<VolleySpec>;
    const WfaTable *t = WfaTable::of(table);
    if (!t)
        return Parsed::refused(tr("the exchange action needs the wfa-naval rule table"));
    const QList<WfaShipState> ships{readShip(in, u"a"_s, true), readShip(in, u"b"_s, true)};
    for (int i = 0; i < 2; ++i)
        if (const QString e = checkShip(ships.at(i), ships.at(i).role); !e.isEmpty())
            return Parsed::refused(e);
    WfaShotInput ab = readShot(in, u"a"_s), ba = readShot(in, u"b"_s);
    ab.targetShared = ba.firerShared;
    ba.targetShared = ab.firerShared;
    Board board;
    if (const QString e = readPositions(in, u"a"_s, u"b"_s, &board, &ab, &ba); !e.isEmpty())
        return Parsed::refused(e);
    QList<WfaShot> shots;
    const bool fires[2] = {ab.side != u"none"_s, ba.side != u"none"_s};
    if (!fires[0] && !fires[1])
        return Parsed::refused(tr("inputs \"aSide\" and \"bSide\": at least one ship must fire"));
    for (int i = 0; i < 2; ++i) {
        if (!fires[i])
            continue;
        const QString p = i == 0 ? u"a"_s : u"b"_s;
        if (!in.value(p + u"Guns"_s).isDouble())
            return Parsed::refused(tr("input \"%1Guns\" is required for a ship that fires").arg(p));
        WfaShot shot;
        const WfaShotInput &si = i == 0 ? ab : ba;
        if (const QString e = plan(*t, ships, i, 1 - i, si, si.firerHex ? &board : nullptr, &shot);
            !e.isEmpty())
            return Parsed::refused(e);
        shot.step = i == 0 ? "a-broadside" : "b-broadside";
        shots.append(shot);
    }
    return VolleySpec{*t, ships, shots};
}

void WfaFire::resolveVolley(const VolleySpec &s, DiceSource &dice, Resolution &out)
{
    volley(s.t, s.ships, s.shots, dice, out);
}

} // namespace adj
