// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oibltable.h"

#include "core/ruletable.h"

#include "core/tablereader.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// Walks the table by dotted path, remembers what it read and keeps the first error.
class Reader : public TableReader
{
    Q_DECLARE_TR_FUNCTIONS(adj::OiblTable)
public:
    using TableReader::integer;
    using TableReader::TableReader;

    double number(const QString &path, double min, double max, bool whole)
    {
        const QJsonValue v = at(path);
        if (v.isUndefined()) {
            fail(tr("table entry %1 is missing").arg(path));
            return min;
        }
        const double d = v.toDouble(qQNaN());
        if (!v.isDouble() || (whole && d != double(qint64(d)))) {
            fail(whole ? tr("table entry %1 must be a whole number").arg(path)
                       : tr("table entry %1 must be a number").arg(path));
            return min;
        }
        if (d < min || d > max) {
            fail(tr("table entry %1 is %2; it must be between %3 and %4").arg(path).arg(d).arg(min).arg(max));
            return min;
        }
        return d;
    }
    QList<int> integers(const QString &path, int min, int max)
    {
        const QJsonValue v = at(path);
        QList<int> out;
        if (!v.isArray()) {
            fail(v.isUndefined() ? tr("table entry %1 is missing").arg(path)
                                 : tr("table entry %1 must be a list").arg(path));
            return out;
        }
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i)
            out.append(integer(path + u'.' + QString::number(i), min, max, a.at(i)));
        return out;
    }
    int integer(const QString &path, int min, int max, const QJsonValue &v)
    {
        const double d = v.toDouble(qQNaN());
        if (!v.isDouble() || d != double(qint64(d)) || d < min || d > max) {
            fail(tr("table entry %1 must be a whole number between %2 and %3").arg(path).arg(min).arg(max));
            return min;
        }
        return int(d);
    }
};

const std::array<const char16_t *, 5> kQualityIds{u"wretched", u"poor", u"regular", u"veteran", u"elite"};

} // namespace

QStringList oiblQualityIds()
{
    QStringList l;
    for (auto id : kQualityIds)
        l.append(QString::fromUtf16(id));
    return l;
}

OiblQuality oiblQualityFromId(const QString &id)
{
    for (int i = 0; i < 5; ++i)
        if (id == QStringView(kQualityIds[size_t(i)]))
            return OiblQuality(i);
    return OiblQuality::Regular;
}

QString oiblQualityName(OiblQuality q)
{
    switch (q) {
    case OiblQuality::Wretched:
        return QCoreApplication::translate("adj::OiblTable", "Wretched");
    case OiblQuality::Poor:
        return QCoreApplication::translate("adj::OiblTable", "Poor");
    case OiblQuality::Regular:
        return QCoreApplication::translate("adj::OiblTable", "Regular");
    case OiblQuality::Veteran:
        return QCoreApplication::translate("adj::OiblTable", "Veteran");
    case OiblQuality::Elite:
        return QCoreApplication::translate("adj::OiblTable", "Elite");
    }
    return {};
}

const OiblTable::Row *OiblTable::row(int figures) const
{
    // A single figure uses the first (2-3) row (docs/manual/rulesets/oneifbyland.md).
    if (figures < 1 || rows.isEmpty())
        return nullptr;
    if (figures < rows.first().from)
        return &rows.first();
    for (const Row &r : rows)
        if (figures >= r.from && figures <= r.to)
            return &r;
    return nullptr;
}

int OiblTable::casualties(int figures, int roll) const
{
    const Row *r = row(figures);
    if (!r || roll < 0)
        return 0; // a modified roll below 0 is a complete miss
    return r->casualties.at(qMin(roll, maxRoll));
}

const OiblTable *OiblTable::of(const RuleTable &table)
{
    if (!table.isValid() || table.id() != u"oneifbyland"_s)
        return nullptr;
    return static_cast<const OiblTable *>(table.compiled());
}

namespace {

constexpr int kModLimit = 50; // a modifier's bound either way

// The faces of the die: 0-9 or 1-10.
int lowFace(const OiblTable &t)
{
    return t.zeroBased ? 0 : 1;
}
int highFace(const OiblTable &t)
{
    return t.zeroBased ? t.sides - 1 : t.sides;
}

// The die and the ground scale.
void readDice(Reader &r, OiblTable &t)
{
    for (const char16_t *k : {u"id", u"name", u"version", u"distance", u"source"})
        r.at(QString::fromUtf16(k));
    t.sides = r.integer(u"dice.sides"_s, 2, 100);
    const QJsonValue zb = r.at(u"dice.zeroBased"_s);
    if (!zb.isBool())
        r.fail(OiblTable::tr("table entry dice.zeroBased must be true or false"));
    t.zeroBased = zb.toBool();
    t.yardsPerInch = r.number(u"scale.yardsPerInch"_s, 0.01, 1000, false);
    t.cmPerInch = r.number(u"scale.cmPerInch"_s, 0.01, 100, false);
}

// Combat chart: bands of figures with no gap from the first row to maxFigures.
void readCombatChart(Reader &r, OiblTable &t)
{
    const int band = r.integer(u"combat.bandSize"_s, 1, 100);
    t.maxFigures = r.integer(u"combat.maxFigures"_s, 1, 1000);
    t.maxRoll = r.integer(u"combat.maxRoll"_s, 0, 100);
    const QJsonArray rows = r.at(u"combat.rows"_s).toArray();
    if (rows.isEmpty())
        r.fail(OiblTable::tr("table entry combat.rows must list the rows of the combat chart"));
    int next = 0;
    for (int i = 0; i < rows.size(); ++i) {
        const QString p = u"combat.rows."_s + QString::number(i) + u'.';
        OiblTable::Row row;
        const QList<int> f = r.integers(p + u"figures"_s, 1, t.maxFigures);
        if (f.size() != 2 || f.at(0) > f.at(1)) {
            r.fail(OiblTable::tr("table entry %1figures must be [first, last]").arg(p));
            continue;
        }
        row.from = f.at(0);
        row.to = f.at(1);
        if (next != 0 && row.from != next)
            r.fail(OiblTable::tr("table entry %1figures starts at %2; the row before ends at %3")
                       .arg(p)
                       .arg(row.from)
                       .arg(next - 1));
        if (row.to - row.from + 1 > band)
            r.fail(OiblTable::tr("table entry %1figures is wider than combat.bandSize %2").arg(p).arg(band));
        next = row.to + 1;
        row.casualties = r.integers(p + u"casualties"_s, 0, 1000);
        if (row.casualties.size() != t.maxRoll + 1)
            r.fail(OiblTable::tr("table entry %1casualties must have %2 columns (modified roll 0 to %3)")
                       .arg(p)
                       .arg(t.maxRoll + 1)
                       .arg(t.maxRoll));
        t.rows.append(row);
    }
    if (!t.rows.isEmpty() && t.rows.last().to != t.maxFigures)
        r.fail(OiblTable::tr("table entry combat.rows ends at %1 figures; combat.maxFigures is %2")
                   .arg(t.rows.last().to)
                   .arg(t.maxFigures));
}

// Morale Numbers by quality (Indians' shifts), Weapon Ranges.
void readQualityAndRanges(Reader &r, OiblTable &t)
{
    const QStringList q = oiblQualityIds();
    r.at(u"quality.order"_s);
    for (int i = 0; i < 5; ++i)
        t.moraleNumber[size_t(i)] = r.integer(u"quality.morale."_s + q.at(i), 0, 20);
    t.indianCharge = r.integer(u"quality.indianCharge"_s, 0, 5);
    t.indianWoods = r.integer(u"quality.indianWoods"_s, 0, 5);

    for (const char16_t *w : {u"carbine", u"musket", u"jaeger", u"long-rifle", u"cannon"})
        t.weaponRange.insert(QString::fromUtf16(w), r.integer(u"ranges."_s + QString::fromUtf16(w), 1, 1000));
    t.pointBlankRange = r.integer(u"ranges.pointBlank"_s, 0, 100);
    t.cannonMedium = r.integer(u"ranges.cannonMedium"_s, 0, 1000);
    t.cannonLong = r.integer(u"ranges.cannonLong"_s, t.cannonMedium, 1000);
}

// Artillery Firepower and Counter-battery.
void readArtillery(Reader &r, OiblTable &t)
{
    t.gunLight = r.integer(u"artillery.light"_s, 1, 1000);
    t.gunMedium = r.integer(u"artillery.medium"_s, 1, 1000);
    t.gunHeavy = r.integer(u"artillery.heavy"_s, 1, 1000);
    t.mediumFromPounds = r.integer(u"artillery.mediumFromPounds"_s, 1, 100);
    t.heavyFromPounds = r.integer(u"artillery.heavyFromPounds"_s, t.mediumFromPounds, 100);
    t.counterBatteryFaces = r.integers(u"artillery.counterBatteryFaces"_s, lowFace(t), highFace(t));
}

// Firing, melee and morale modifiers (each between -50 and 50).
void readModifiers(Reader &r, OiblTable &t)
{
    for (const char16_t *k :
         {u"pointBlank", u"marksmen", u"targetColumnOrCavalry", u"flankOrRear", u"firerPoor",
          u"firerWretched", u"lightCover", u"heavyCover", u"cannonMedium", u"cannonLong"})
        t.fire.insert(QString::fromUtf16(k),
                      r.integer(u"fire."_s + QString::fromUtf16(k), -kModLimit, kModLimit));
    t.fire.insert(u"panicFiguresPoorWretched"_s, r.integer(u"fire.panicFiguresPoorWretched"_s, 1, 1000));
    for (const char16_t *k :
         {u"perQualityStep", u"opponentPanic", u"attackFlankOrRear", u"bayonetsVsNone", u"defendLightCover",
          u"defendHeavyCover", u"cavalryVsNonCavalry", u"attackedFlankOrRear", u"routing",
          u"indianOverlapPerFlank", u"chargeFireRange"})
        t.melee.insert(QString::fromUtf16(k),
                       r.integer(u"melee."_s + QString::fromUtf16(k), -kModLimit, kModLimit));
    for (const char16_t *k : {u"lightCover", u"heavyCover", u"outflanked", u"equalRouting", u"higherRouting",
                              u"openChargedByCavalry", u"skirmishChargedByCavalry",
                              u"skirmishChargedByInfantry", u"artilleryChargedByCavalry"})
        t.morale.insert(QString::fromUtf16(k),
                        r.integer(u"morale."_s + QString::fromUtf16(k), -kModLimit, kModLimit));
}

// Morale Tests: the casualty steps, the officer, the margin that routs.
void readMorale(Reader &r, OiblTable &t)
{
    const QJsonArray steps = r.at(u"morale.casualtySteps"_s).toArray();
    int lastPct = 0;
    for (int i = 0; i < steps.size(); ++i) {
        const QString p = u"morale.casualtySteps."_s + QString::number(i) + u'.';
        const int pct = r.integer(p + u"percent"_s, 1, 100);
        if (pct <= lastPct)
            r.fail(OiblTable::tr("table entry %1percent must be above the step before").arg(p));
        lastPct = pct;
        t.casualtySteps.append({pct, r.integer(p + u"modifier"_s, -kModLimit, kModLimit)});
    }
    t.officerDefault = r.integer(u"morale.officerDefault"_s, 0, 10);
    t.routBy = r.integer(u"morale.routBy"_s, 1, 20);
}

// Risk to Generals.
void readGenerals(Reader &r, OiblTable &t)
{
    t.generalHitsPerDie = r.integer(u"generals.hitsPerDie"_s, 1, 100);
    t.generalDangerFace = r.integer(u"generals.dangerFace"_s, lowFace(t), highFace(t));
    t.woundDie = r.integer(u"generals.woundDie"_s, 2, 100);
    t.lightWound = r.integers(u"generals.lightWound"_s, 1, t.woundDie);
    t.seriousWound = r.integers(u"generals.seriousWound"_s, 1, t.woundDie);
    t.killed = r.integers(u"generals.killed"_s, 1, t.woundDie);
    for (int f = 1; f <= t.woundDie; ++f) {
        const int n =
            int(t.lightWound.contains(f)) + int(t.seriousWound.contains(f)) + int(t.killed.contains(f));
        if (n != 1)
            r.fail(OiblTable::tr(
                       "table entry generals: face %1 of the wound die must be in exactly one of lightWound, "
                       "seriousWound, killed")
                       .arg(f));
    }
    t.lightWoundMove = r.integer(u"generals.lightWoundMove"_s, 0, 100);
}

// Movement.
void readMovement(Reader &r, OiblTable &t)
{
    t.moveDie = r.integer(u"movement.die"_s, 1, 100);
    for (const char16_t *k : {u"close", u"limbered", u"open", u"column", u"skirmish", u"cavalry", u"general",
                              u"infantry-retreat", u"infantry-rout", u"cavalry-retreat", u"cavalry-rout"}) {
        const QString key = QString::fromUtf16(k);
        t.moveBase.insert(key, r.integer(u"movement.base."_s + key, 0, 100));
        t.moveFixed.insert(key, r.integer(u"movement.fixed."_s + key, 0, 100));
    }
    t.prolong = r.number(u"movement.prolong"_s, 0, 100, false);
    t.road = r.integer(u"movement.road"_s, 0, 100);
    t.charge = r.integer(u"movement.charge"_s, 0, 100);
    t.militiaRetreat = r.integer(u"movement.militiaRetreat"_s, 0, 100);
    t.obstacle = r.integer(u"movement.obstacle"_s, 0, 100);
    t.aboutFace = r.integer(u"movement.aboutFace"_s, 0, 100);
    t.leftRightFace = r.integer(u"movement.leftRightFace"_s, 0, 100);
}

} // namespace

std::shared_ptr<const OiblTable> OiblTable::compile(const QJsonObject &json, QString *error,
                                                    QSet<QString> *read)
{
    auto t = std::make_shared<OiblTable>();
    Reader r(json, read);
    for (auto readPart : {&readDice, &readCombatChart, &readQualityAndRanges, &readArtillery, &readModifiers,
                          &readMorale, &readGenerals, &readMovement})
        readPart(r, *t);
    if (!r.error.isEmpty()) {
        if (error)
            *error = r.error;
        return nullptr;
    }
    return t;
}

} // namespace adj
