// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "effect.h"

#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const std::array<std::pair<Effect::Kind, QStringView>, 13> kKinds{{
    {Effect::Kind::LoseStrength, u"lose-strength"},
    {Effect::Kind::GainStrength, u"gain-strength"},
    {Effect::Kind::Eliminate, u"eliminate"},
    {Effect::Kind::Retreat, u"retreat"},
    {Effect::Kind::PlaceMarker, u"place-marker"},
    {Effect::Kind::LiftMarker, u"lift-marker"},
    {Effect::Kind::ChangeCounter, u"change-counter"},
    {Effect::Kind::SpendAp, u"spend-ap"},
    {Effect::Kind::LoseLeader, u"lose-leader"},
    {Effect::Kind::SetAttribute, u"set-attribute"},
    {Effect::Kind::SetTracker, u"set-tracker"},
    {Effect::Kind::Note, u"note"},
    {Effect::Kind::SetPhase, u"set-phase"},
}};
} // namespace

QString Effect::kindId(Kind k)
{
    for (const auto &[kind, id] : kKinds)
        if (kind == k)
            return id.toString();
    return {};
}

bool Effect::kindFromId(const QString &id, Kind *out)
{
    for (const auto &[kind, name] : kKinds) {
        if (name == id) {
            *out = kind;
            return true;
        }
    }
    return false;
}

Effect Effect::setTracker(const QString &key, const QJsonObject &value, const QString &label,
                          const QString &rule)
{
    Effect e;
    e.kind = Kind::SetTracker;
    e.attribute = key;
    e.value = value;
    e.text = label;
    e.rule = rule;
    return e;
}

Effect Effect::setPhase(const QString &phase, int turns, const QString &text, const QString &rule)
{
    Effect e;
    e.kind = Kind::SetPhase;
    e.attribute = phase;
    e.amount = turns;
    e.text = text;
    e.rule = rule;
    return e;
}

QJsonObject Effect::toJson() const
{
    QJsonObject o{{u"kind"_s, kindId(kind)}};
    auto put = [&o](const QString &key, const QString &v) {
        if (!v.isEmpty())
            o.insert(key, v);
    };
    put(u"subject"_s, subject);
    if (unit != 0)
        o.insert(u"unit"_s, unit);
    put(u"side"_s, side);
    if (amount != 0)
        o.insert(u"amount"_s, amount);
    put(u"marker"_s, marker);
    put(u"counter"_s, counter);
    put(u"attribute"_s, attribute);
    if (!value.isUndefined() && !value.isNull())
        o.insert(u"value"_s, value);
    put(u"rule"_s, rule);
    put(u"text"_s, text);
    return o;
}

Effect Effect::fromJson(const QJsonObject &o)
{
    Effect e;
    kindFromId(o.value(u"kind"_s).toString(), &e.kind);
    e.subject = o.value(u"subject"_s).toString();
    e.unit = o.value(u"unit"_s).toInteger();
    e.side = o.value(u"side"_s).toString();
    e.amount = o.value(u"amount"_s).toInt();
    e.marker = o.value(u"marker"_s).toString();
    e.counter = o.value(u"counter"_s).toString();
    e.attribute = o.value(u"attribute"_s).toString();
    e.value = o.value(u"value"_s);
    e.rule = o.value(u"rule"_s).toString();
    e.text = o.value(u"text"_s).toString();
    return e;
}

} // namespace adj
