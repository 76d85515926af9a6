// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The fire actions (6): "fire" and "exchange", their inputs, and the inputs read and checked into a
// volley; the declarations are planned in wfafireplan.cpp, the volley rolled in wfafirevolley.cpp.
#include "wfafire.h"

#include "wfaplotactions.h"

#include "core/ruletable.h"
#include "wfainputs.h"

using namespace Qt::StringLiterals;

namespace adj {

using namespace wfa;

namespace {

QList<InputSpec> positionInputs(const QString &a, const QString &aName, const QString &b,
                                const QString &bName)
{
    const QStringList layouts{u"odd-q"_s, u"even-q"_s, u"odd-r"_s, u"even-r"_s};
    return {
        stringInput(a + u"Hex"_s, QCoreApplication::translate("adj::WfaFire", "%1 hex").arg(aName),
                    QCoreApplication::translate("adj::WfaFire",
                                                "Hex label CCRR (optional; with all four "
                                                "positions side, range and aspect are computed)."))
            .heldOf(a),
        intInput(a + u"Heading"_s, 1, 6, {},
                 QCoreApplication::translate("adj::WfaFire", "%1 heading").arg(aName),
                 QCoreApplication::translate("adj::WfaFire", "Hex side 1-6 the bow points to."), u"3.1"_s)
            .heldOf(a),
        stringInput(b + u"Hex"_s, QCoreApplication::translate("adj::WfaFire", "%1 hex").arg(bName),
                    QCoreApplication::translate("adj::WfaFire", "Hex label CCRR (optional)."))
            .heldOf(b),
        intInput(b + u"Heading"_s, 1, 6, {},
                 QCoreApplication::translate("adj::WfaFire", "%1 heading").arg(bName),
                 QCoreApplication::translate("adj::WfaFire", "Hex side 1-6 the bow points to."), u"3.1"_s)
            .heldOf(b),
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
                 firing)
            .heldOf(p),
        intInput(id(u"Damage"), 0, 60, {},
                 QCoreApplication::translate("adj::WfaFire", "%1 damage rating").arg(name),
                 QCoreApplication::translate("adj::WfaFire", "Current damage rating."), u"6.5"_s, true)
            .withTerm(u"strength"_s)
            .heldOf(p),
        intInput(id(u"Start"), 1, 60, {},
                 QCoreApplication::translate("adj::WfaFire", "%1 starting damage rating").arg(name),
                 QCoreApplication::translate("adj::WfaFire",
                                             "Damage rating at the start: crippled at half or less."),
                 u"6.6"_s, true)
            .withTerm(u"strength"_s)
            .heldOf(p),
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
        boolInput(id(u"PortFired"), false,
                  QCoreApplication::translate("adj::WfaFire", "%1 port fired").arg(name),
                  QCoreApplication::translate("adj::WfaFire", "The port side has fired this turn."), u"6.1"_s)
            .heldOf(p),
        boolInput(id(u"StarboardFired"), false,
                  QCoreApplication::translate("adj::WfaFire", "%1 starboard fired").arg(name),
                  QCoreApplication::translate("adj::WfaFire", "The starboard side has fired this turn."),
                  u"6.1"_s)
            .heldOf(p),
        boolInput(
            id(u"HexShared"), false,
            QCoreApplication::translate("adj::WfaFire", "%1 shares its hex").arg(name),
            QCoreApplication::translate("adj::WfaFire", "Another ship is in its hex (no fire in or out)."),
            u"3.4"_s)
            .heldOf(p),
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

ActionSchema WfaFire::fireSchema()
{
    ActionSchema s;
    s.id = u"fire"_s;
    s.name = tr("Fire a broadside");
    s.rule = u"6"_s;
    s.help = tr("One side of a ship fires at an enemy ship in range and line of sight.");
    s.outcomes = {u"hits:target=N"_s, u"crippled:target"_s, u"sunk:target"_s};
    s.dice = {dice::step(u"broadside"_s, DieSpec{}, 3, tr("broadside dice"), u"6.2"_s)};
    s.inputs = {unitInput(u"firer"_s, tr("Firing ship"), tr("The battle's ship that fires (optional)."))
                    .as(InputSpec::Role::Actor),
                unitInput(u"target"_s, tr("Target ship"), tr("The battle's ship fired at (optional)."))
                    .as(InputSpec::Role::Target)};
    s.inputs += shipInputs(u"firer"_s, tr("Firer"), true);
    for (const InputSpec &i : shipInputs(u"target"_s, tr("Target"), false))
        if (i.id != u"targetGuns"_s) // the target does not fire in this action
            s.inputs += i;
    QList<InputSpec> decl = declarationInputs(u"firer"_s, tr("Firer"), false);
    decl[4] = boolInput(u"firerHexShared"_s, false, tr("Firer shares its hex"),
                        tr("Another ship is in the firer's hex (no fire out of it)."), u"3.4"_s)
                  .heldOf(u"firer"_s);
    s.inputs += decl;
    s.inputs += boolInput(u"targetHexShared"_s, false, tr("Target shares its hex"),
                          tr("Another ship is in the target's hex (no fire into it)."), u"3.4"_s)
                    .heldOf(u"target"_s);
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
    s.inputs = {
        unitInput(u"a"_s, tr("Ship A"), tr("The battle's ship A (optional).")).as(InputSpec::Role::Actor),
        unitInput(u"b"_s, tr("Ship B"), tr("The battle's ship B (optional).")).as(InputSpec::Role::Target)};
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
