// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oiblrules.h"

using namespace Qt::StringLiterals;

namespace adj {

OiblRules::Range OiblRules::classifyRange(const OiblTable &t, double value, const QString &unit,
                                          const QString &weapon)
{
    Range r;
    if (!(value >= 0) || qIsInf(value)) {
        r.error = tr("input \"range\" must be a distance of 0 or more");
        return r;
    }
    if (unit != u"in"_s && unit != u"cm"_s) {
        r.error = tr("input \"rangeUnit\" must be in or cm, not \"%1\"").arg(unit);
        return r;
    }
    if (!t.weaponRange.contains(weapon)) {
        r.error = tr("input \"weapon\": \"%1\" is not a weapon (%2)")
                      .arg(weapon, t.weaponRange.keys().join(u", "_s));
        return r;
    }
    r.inches = unit == u"cm"_s ? value / t.cmPerInch : value;
    r.yards = r.inches * t.yardsPerInch;
    r.maxRange = t.weaponRange.value(weapon);
    const QString shown =
        unit == u"cm"_s ? tr("%1 cm = %2\"").arg(value).arg(r.inches, 0, 'f', 2) : tr("%1\"").arg(r.inches);
    // A hair over the limit from rounding centimetres is still over the limit: the rule is "within".
    if (r.inches > r.maxRange + 1e-9) {
        r.error = tr("out of range: %1 (%2 yards) is beyond the %3\" range of the %4 (Weapon Ranges)")
                      .arg(shown)
                      .arg(qRound(r.yards))
                      .arg(r.maxRange)
                      .arg(weapon);
        return r;
    }
    if (weapon == u"cannon"_s) {
        if (r.inches > t.cannonLong + 1e-9)
            r.band = u"cannon-long"_s;
        else if (r.inches >= t.cannonMedium - 1e-9)
            r.band = u"cannon-medium"_s;
        else
            r.band = u"cannon-short"_s;
    } else {
        r.band = r.inches <= t.pointBlankRange + 1e-9 ? u"point-blank"_s : u"effective"_s;
    }
    QString bandText;
    if (r.band == u"point-blank"_s)
        bandText = tr("point blank (%1\" or less)").arg(t.pointBlankRange);
    else if (r.band == u"effective"_s)
        bandText = tr("within the %1\" range").arg(r.maxRange);
    else if (r.band == u"cannon-short")
        bandText = tr("cannon under %1\"").arg(t.cannonMedium);
    else if (r.band == u"cannon-medium")
        bandText = tr("cannon at %1-%2\"").arg(t.cannonMedium).arg(t.cannonLong);
    else
        bandText = tr("cannon over %1\"").arg(t.cannonLong);
    r.text = tr("range %1 = %2 yards: %3").arg(shown).arg(r.yards, 0, 'f', 0).arg(bandText);
    r.ok = true;
    return r;
}

QStringList OiblRules::unitTypes()
{
    return {u"continental"_s, u"militia"_s, u"rifle"_s,  u"indian"_s,  u"british"_s,
            u"loyalist"_s,    u"german"_s,  u"french"_s, u"cavalry"_s, u"artillery"_s};
}

QStringList OiblRules::allowedFormations(const QString &type, const FormationFlags &f)
{
    if (type == u"continental"_s || type == u"british"_s || type == u"loyalist"_s || type == u"french"_s) {
        QStringList l{u"close"_s, u"open"_s, u"column"_s};
        if (f.light || f.authorized)
            l.append(u"skirmish"_s);
        return l;
    }
    if (type == u"militia"_s) {
        QStringList l{u"open"_s, u"column"_s};
        if (f.authorized) // close order for discharged regulars, skirmish when the scenario says so
            l += {u"close"_s, u"skirmish"_s};
        return l;
    }
    if (type == u"rifle"_s)
        return f.authorized ? QStringList{u"skirmish"_s, u"open"_s} : QStringList{u"skirmish"_s};
    if (type == u"indian"_s)
        return {u"skirmish"_s};
    if (type == u"german"_s)
        return f.authorized ? QStringList{u"close"_s, u"column"_s, u"open"_s, u"skirmish"_s}
                            : QStringList{u"close"_s, u"column"_s};
    if (type == u"cavalry"_s)
        return {u"close"_s, u"column"_s, u"skirmish"_s};
    if (type == u"artillery"_s)
        return {u"limbered"_s, u"unlimbered"_s};
    return {};
}

QString OiblRules::checkFormation(const QString &type, const QString &formation, const FormationFlags &f)
{
    if (!unitTypes().contains(type))
        return tr("\"%1\" is not a One If By Land unit type (%2)").arg(type, unitTypes().join(u", "_s));
    const QStringList allowed = allowedFormations(type, f);
    if (allowed.contains(formation))
        return {};
    QString why;
    if (type == u"militia"_s && formation == u"close"_s)
        why = tr("militia never operate in close order unless the scenario authorizes it");
    else if (type == u"german"_s)
        why =
            tr("German infantry assume close order at all times; open and skirmish order are not available");
    else if (type == u"indian"_s)
        why = tr("Indian warbands always assume skirmish formation");
    else if (type == u"rifle"_s)
        why = tr("rifle-armed units operate in skirmish order only");
    else if (formation == u"skirmish"_s)
        why = tr("only light infantry (or troops the scenario authorizes) skirmish");
    else
        why = tr("not a formation of this troop type");
    return tr("%1 cannot take formation \"%2\": %3; allowed: %4 (Deployment)")
        .arg(type, formation, why, allowed.join(u", "_s));
}

OiblRules::Panic OiblRules::panicTriggers(const OiblTable &t, const PanicEvents &e)
{
    Panic p;
    const QString rule = u"Panic Markers"_s;
    auto add = [&](bool on, const QString &text) {
        if (on)
            p.reasons.append(TraceLine{text, rule});
    };
    add(e.casualtiesThisTurn > 0, tr("the unit lost %1 figures this turn").arg(e.casualtiesThisTurn));
    add(e.friendRoutedWithin12 && e.friendQualityStep >= 0,
        tr("a friendly unit of equal or higher quality routs within 12\" in view"));
    add(e.poorOrWretched && e.figuresFiredOn >= t.fireMod(u"panicFiguresPoorWretched"_s),
        tr("Poor or Wretched and fired on by %1 figures this turn (6+)").arg(e.figuresFiredOn));
    add(e.officerKilled, tr("its commanding officer was killed this turn"));
    add(e.charging, tr("it is attempting a charge"));
    add(e.beingCharged, tr("it is being charged"));
    add(e.casualtyDuringCharge, tr("it took a casualty during its charge"));
    add(e.chargeFailedContact && !e.targetEvadingSkirmishers,
        tr("its charge failed to make contact by the end of its move"));
    add(e.chargeTestFailed, tr("it failed its morale test after declaring a charge"));
    add(e.skirmishersEvading, tr("skirmishers evading a charge"));
    add(e.routing, tr("it is routing"));
    p.triggered = !p.reasons.isEmpty();
    p.place = p.triggered && !e.hasMarker;
    if (p.triggered && e.hasMarker)
        p.reasons.append(TraceLine{tr("it already has a panic marker; they are not cumulative"), rule});
    return p;
}

} // namespace adj
