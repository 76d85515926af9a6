// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The volley (5.11.1, 9.7): each declared broadside rolled (6.2, 6.4), then the hits on every ship
// taken after all have fired (6.5-6.7).
#include "wfafire.h"

#include "core/diesource.h"
#include "core/resolution.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QString needText(int hit, int sides)
{
    if (hit >= sides)
        return QString::number(sides);
    return u"%1-%2"_s.arg(hit).arg(sides);
}

} // namespace

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

} // namespace adj
