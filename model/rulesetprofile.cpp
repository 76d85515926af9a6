// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rulesetprofile.h"

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace adj {

const UnitTypeSpec *RuleSetProfile::type(const QString &typeId) const
{
    for (const UnitTypeSpec &t : types)
        if (t.id == typeId)
            return &t;
    return nullptr;
}

const AttributeSpec *RuleSetProfile::attribute(const QString &attrId) const
{
    for (const AttributeSpec &a : attributes)
        if (a.id == attrId)
            return &a;
    return nullptr;
}

const ScaleSpec *RuleSetProfile::scale(const QString &scaleId) const
{
    for (const ScaleSpec &s : scales)
        if (s.id == scaleId)
            return &s;
    return nullptr;
}

int RuleSetProfile::phaseIndex(const QString &phaseId) const
{
    for (int i = 0; i < phases.size(); ++i)
        if (phases.at(i).id == phaseId)
            return i;
    return -1;
}

const PhaseSpec *RuleSetProfile::phase(const QString &phaseId) const
{
    const int i = phaseIndex(phaseId);
    return i < 0 ? nullptr : &phases.at(i);
}

double RuleSetProfile::groundScale(const QString &scaleId) const
{
    if (const ScaleSpec *s = scale(scaleId))
        return s->yardsPerInch;
    return yardsPerInch;
}

namespace {
std::deque<RuleSetProfile> &registry()
{
    static std::deque<RuleSetProfile> profiles;
    return profiles;
}
} // namespace

const std::deque<RuleSetProfile> &Profiles::all()
{
    return registry();
}

bool Profiles::add(RuleSetProfile profile)
{
    if (find(profile.id))
        return false;
    registry().push_back(std::move(profile));
    return true;
}

const RuleSetProfile *Profiles::find(const QString &id)
{
    for (const RuleSetProfile &p : all())
        if (p.id == id)
            return &p;
    return nullptr;
}

QString Profiles::label(const char *source)
{
    return QCoreApplication::translate("adj::Profile", source);
}

QString Profiles::strengthMeasureLabel(StrengthMeasure m)
{
    switch (m) {
    case StrengthMeasure::MoralePoints:
        return tr("MP");
    case StrengthMeasure::Figures:
        return tr("figures");
    case StrengthMeasure::Stands:
        return tr("stands");
    case StrengthMeasure::DamagePoints:
        return tr("damage points");
    }
    return {};
}

QString Profiles::distanceLabel(DistanceMeasure m)
{
    switch (m) {
    case DistanceMeasure::Hexes:
        return tr("hexes");
    case DistanceMeasure::Inches:
        return tr("inches");
    case DistanceMeasure::None:
        return tr("none");
    }
    return {};
}

namespace {
QString typeName(AttributeSpec::Type t)
{
    switch (t) {
    case AttributeSpec::Type::Int:
        return u"int"_s;
    case AttributeSpec::Type::Real:
        return u"real"_s;
    case AttributeSpec::Type::Bool:
        return u"bool"_s;
    case AttributeSpec::Type::Enum:
        return u"enum"_s;
    case AttributeSpec::Type::Text:
        return u"text"_s;
    }
    return {};
}

QString measureId(StrengthMeasure m)
{
    switch (m) {
    case StrengthMeasure::MoralePoints:
        return u"MP"_s;
    case StrengthMeasure::Figures:
        return u"figures"_s;
    case StrengthMeasure::Stands:
        return u"stands"_s;
    case StrengthMeasure::DamagePoints:
        return u"damage-points"_s;
    }
    return {};
}

QString distanceId(DistanceMeasure m)
{
    switch (m) {
    case DistanceMeasure::Hexes:
        return u"hexes"_s;
    case DistanceMeasure::Inches:
        return u"inches"_s;
    case DistanceMeasure::None:
        return u"none"_s;
    }
    return {};
}
} // namespace

QJsonObject Profiles::toJson(const RuleSetProfile &p)
{
    QJsonArray types;
    for (const UnitTypeSpec &t : p.types) {
        QJsonObject o{{u"id"_s, t.id},
                      {u"label"_s, label(t.label)},
                      {u"minStrength"_s, t.minStrength},
                      {u"maxStrength"_s, t.maxStrength},
                      {u"defaultStrength"_s, t.defaultStrength}};
        if (!t.restrictedAttribute.isEmpty())
            o.insert(u"restrict"_s,
                     QJsonObject{{t.restrictedAttribute, QJsonArray::fromStringList(t.restrictedTo)}});
        types.append(o);
    }
    QJsonArray attrs;
    for (const AttributeSpec &a : p.attributes) {
        QJsonObject o{{u"id"_s, a.id},
                      {u"label"_s, label(a.label)},
                      {u"type"_s, typeName(a.type)},
                      {u"default"_s, a.defaultValue}};
        if (!a.allowed.isEmpty())
            o.insert(u"allowed"_s, QJsonArray::fromStringList(a.allowed));
        if (a.min != a.max) {
            o.insert(u"min"_s, a.min);
            o.insert(u"max"_s, a.max);
        }
        if (!a.onlyForTypes.isEmpty())
            o.insert(u"types"_s, QJsonArray::fromStringList(a.onlyForTypes));
        attrs.append(o);
    }
    QJsonArray phases;
    for (const PhaseSpec &ph : p.phases)
        phases.append(QJsonObject{{u"id"_s, ph.id}, {u"label"_s, label(ph.label)}});
    QJsonArray scales;
    for (const ScaleSpec &s : p.scales)
        scales.append(QJsonObject{{u"id"_s, s.id},
                                  {u"label"_s, label(s.label)},
                                  {u"yardsPerInch"_s, s.yardsPerInch},
                                  {u"bmu"_s, label(s.bmu)},
                                  {u"bmug"_s, label(s.bmug)},
                                  {u"menPerStand"_s, s.menPerStand},
                                  {u"turnLength"_s, label(s.turnLength)}});
    QJsonObject o{{u"id"_s, p.id},
                  {u"name"_s, label(p.name)},
                  {u"distance"_s, distanceId(p.distance)},
                  {u"strength"_s, measureId(p.strength)},
                  {u"types"_s, types},
                  {u"attributes"_s, attrs},
                  {u"phases"_s, phases},
                  {u"markers"_s, QJsonArray::fromStringList(p.markerKinds)},
                  {u"counters"_s, QJsonArray::fromStringList(p.counterKinds)},
                  {u"optionalRules"_s, QJsonArray::fromStringList(p.optionalRules)}};
    if (!p.scales.isEmpty())
        o.insert(u"scales"_s, scales);
    if (p.yardsPerInch > 0)
        o.insert(u"yardsPerInch"_s, p.yardsPerInch);
    return o;
}

QString Profiles::validateUnit(const RuleSetProfile &p, const QString &typeId, int strength,
                               int strengthStart, QJsonObject *attrs)
{
    const UnitTypeSpec *type = p.type(typeId);
    if (!type) {
        QStringList ids;
        for (const UnitTypeSpec &t : p.types)
            ids << t.id;
        return tr("unit type \"%1\" is not one of %2's types (%3)")
            .arg(typeId, label(p.name), ids.join(u", "_s));
    }
    const QString measure = strengthMeasureLabel(p.strength);
    if (strengthStart < type->minStrength || strengthStart > type->maxStrength)
        return tr("starting strength %1 is outside %2..%3 %4 for a %5")
            .arg(strengthStart)
            .arg(type->minStrength)
            .arg(type->maxStrength)
            .arg(measure, label(type->label));
    if (strength < 0 || strength > strengthStart)
        return tr("strength %1 must be between 0 and the starting strength %2 %3")
            .arg(strength)
            .arg(strengthStart)
            .arg(measure);

    for (auto it = attrs->begin(); it != attrs->end(); ++it)
        if (!p.attribute(it.key()))
            return tr("\"%1\" is not an attribute of a %2 unit").arg(it.key(), label(p.name));

    for (const AttributeSpec &a : p.attributes) {
        const bool applies = a.onlyForTypes.isEmpty() || a.onlyForTypes.contains(typeId);
        if (!applies) {
            if (attrs->contains(a.id))
                return tr("\"%1\" does not apply to a %2").arg(a.id, label(type->label));
            continue;
        }
        if (!attrs->contains(a.id) || attrs->value(a.id).isNull()) {
            const bool restricted = type->restrictedAttribute == a.id && !type->restrictedTo.isEmpty() &&
                                    !type->restrictedTo.contains(a.defaultValue.toString());
            attrs->insert(a.id, restricted ? QJsonValue(type->restrictedTo.first()) : a.defaultValue);
        }
        QJsonValue v = attrs->value(a.id);
        const QString name = a.id;
        switch (a.type) {
        case AttributeSpec::Type::Int:
        case AttributeSpec::Type::Real: {
            if (v.isString()) {
                bool ok = false;
                const double d = v.toString().toDouble(&ok);
                if (!ok)
                    return tr("\"%1\" must be a number, not \"%2\"").arg(name, v.toString());
                v = d;
            }
            if (!v.isDouble())
                return tr("\"%1\" must be a number").arg(name);
            const double d = v.toDouble();
            if (a.type == AttributeSpec::Type::Int && d != std::floor(d))
                return tr("\"%1\" must be a whole number, not %2").arg(name).arg(d);
            if (a.min != a.max && (d < a.min || d > a.max))
                return tr("\"%1\" = %2 is outside %3..%4").arg(name).arg(d).arg(a.min).arg(a.max);
            attrs->insert(a.id, a.type == AttributeSpec::Type::Int ? QJsonValue(qint64(d)) : QJsonValue(d));
            break;
        }
        case AttributeSpec::Type::Bool: {
            if (v.isString()) {
                const QString s = v.toString().toLower();
                if (s == u"true"_s || s == u"yes"_s || s == u"1"_s)
                    v = true;
                else if (s == u"false"_s || s == u"no"_s || s == u"0"_s)
                    v = false;
            } else if (v.isDouble() && (v.toDouble() == 0 || v.toDouble() == 1)) {
                v = v.toDouble() != 0;
            }
            if (!v.isBool())
                return tr("\"%1\" must be true or false").arg(name);
            attrs->insert(a.id, v);
            break;
        }
        case AttributeSpec::Type::Enum: {
            const QString s = v.toString();
            if (!v.isString() || !a.allowed.contains(s))
                return tr("\"%1\" = \"%2\" is not one of %3").arg(name, s, a.allowed.join(u", "_s));
            if (type->restrictedAttribute == a.id && !type->restrictedTo.contains(s))
                return tr("a %1 cannot have %2 \"%3\" (allowed: %4)")
                    .arg(label(type->label), name, s, type->restrictedTo.join(u", "_s));
            break;
        }
        case AttributeSpec::Type::Text:
            if (!v.isString())
                return tr("\"%1\" must be text").arg(name);
            break;
        }
    }
    return {};
}

QString Profiles::measureId(StrengthMeasure m)
{
    return adj::measureId(m);
}

} // namespace adj
