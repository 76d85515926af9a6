// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohtable.h"

#include "core/ruletable.h"

#include "core/tablereader.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// Walks the table by dotted path, remembers what it read and keeps the first error.
class Reader : public TableReader
{
    Q_DECLARE_TR_FUNCTIONS(adj::FohTable)
public:
    using TableReader::TableReader;

    QMap<QString, int> intMap(const QString &path, const QStringList &keys, int min, int max)
    {
        QMap<QString, int> out;
        const QJsonObject o = at(path).toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it)
            if (!keys.contains(it.key()))
                fail(tr("table entry %1.%2 is unknown; %1 holds %3").arg(path, it.key(), keys.join(u", "_s)));
        for (const QString &k : keys)
            out.insert(k, integer(path + u'.' + k, min, max));
        return out;
    }

    // Named modifiers: {"flank": {"value": -1, "rule": "Fire Phase"}, ...}; a house rule may add more.
    QMap<QString, FohModifier> modifiers(const QString &path)
    {
        QMap<QString, FohModifier> out;
        const QJsonValue v = at(path);
        if (!v.isObject()) {
            fail(tr("table entry %1 must be an object of modifiers").arg(path));
            return out;
        }
        const QJsonObject o = v.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            const QString p = path + u'.' + it.key();
            FohModifier m;
            m.value = integer(p + u".value"_s, -10, 10);
            const QJsonValue rule = at(p + u".rule"_s);
            if (!rule.isString())
                fail(tr("table entry %1.rule must be text").arg(p));
            m.rule = rule.toString();
            out.insert(it.key(), m);
        }
        return out;
    }
    FohNumberTable number(const QString &path, bool floored)
    {
        FohNumberTable n;
        n.base = integer(path + u".base"_s, 1, 20);
        if (floored)
            n.minimum = integer(path + u".minimum"_s, 1, 12);
        n.quality = intMap(path + u".quality"_s, FohTable::qualities(), -10, 10);
        n.modifiers = modifiers(path + u".modifiers"_s);
        return n;
    }
};

} // namespace

QStringList FohTable::qualities()
{
    return {u"A"_s, u"B"_s, u"C"_s, u"D"_s, u"E"_s};
}

QStringList FohTable::bandIds()
{
    return {u"close"_s, u"short"_s, u"medium"_s, u"long"_s, u"extreme"_s};
}

std::shared_ptr<const CompiledTable> FohTable::compile(const QJsonObject &json, QString *error,
                                                       QSet<QString> *read)
{
    Reader r(json, read);
    auto t = std::make_shared<FohTable>();
    r.at(u"id"_s);
    r.at(u"name"_s);
    r.at(u"version"_s);
    r.at(u"distance"_s);
    r.at(u"source"_s);
    t->sides = r.integer(u"dice.sides"_s, 6, 6);
    t->accuracyBands = r.intMap(u"accuracy.bands"_s, bandIds(), 1, 7);
    t->naturalMiss = r.integer(u"accuracy.naturalMiss"_s, 0, 6);
    t->weapons = r.intMap(u"accuracy.weapons"_s,
                          {u"smoothbore"_s, u"brown-bess"_s, u"rifled"_s, u"improved"_s}, -5, 5);
    t->shrapnelAccuracy = r.integer(u"accuracy.shrapnel"_s, -5, 5);
    t->gunDice =
        r.intMap(u"artillery.attackDice"_s, {u"light"_s, u"medium"_s, u"heavy"_s, u"siege"_s}, 0, 20);
    t->heavyDamageDice = r.integer(u"artillery.heavyDamage"_s, -10, 0);
    t->shrapnelDice = r.integer(u"artillery.shrapnelDice"_s, 0, 10);
    t->artilleryBands = r.list(u"artillery.bands"_s, bandIds());
    t->canisterBands = r.list(u"artillery.canisterBands"_s, bandIds());
    t->kill = r.number(u"killNumber"_s, true);
    t->meleeCap = r.integer(u"melee.capMultiple"_s, 1, 100);
    t->charge = r.number(u"charge"_s, true);
    t->morale = r.number(u"morale"_s, false);
    const QJsonValue cas = r.at(u"morale.casualties"_s);
    if (!cas.isArray()) {
        r.fail(tr("table entry morale.casualties must be a list of {percent, value}"));
    } else {
        int last = -1;
        const QJsonArray a = cas.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QJsonObject o = a.at(i).toObject();
            const int pct = o.value(u"percent"_s).toInt(-1);
            const QJsonValue val = o.value(u"value"_s);
            if (pct <= last || pct > 100 || !val.isDouble())
                r.fail(tr("table entry morale.casualties.%1 must have a percent (1-100, ascending) and a "
                          "value")
                           .arg(i));
            last = pct;
            t->casualtyBands.append({pct, val.toInt()});
        }
    }
    t->failSuppressed = r.integer(u"morale.failedBy.suppressed"_s, 1, 12);
    t->failShaken = r.integer(u"morale.failedBy.shaken"_s, 1, 12);
    t->failRouted = r.integer(u"morale.failedBy.routed"_s, 1, 12);
    if (!(t->failSuppressed < t->failShaken && t->failShaken < t->failRouted))
        r.fail(tr("table entries morale.failedBy must rise: suppressed < shaken < routed"));
    t->forgivenDivisor = r.integer(u"hits.forgivenDivisor"_s, 1, 10);
    t->hitsPerStand = r.integer(u"hits.hitsPerStand"_s, 1, 20);
    t->vpPerStandLost = r.integer(u"victory.perStandLost"_s, -100, 100);
    t->vpPerStandInflicted = r.integer(u"victory.perStandInflicted"_s, -100, 100);
    t->vpPerObjective = r.integer(u"victory.perObjective"_s, -100, 100);
    t->maxObjectives = r.integer(u"victory.maxObjectives"_s, 0, 100);
    t->bmugDieSides = r.integer(u"movement.bmugDieSides"_s, 1, 20);
    // Unknown top-level entries are typos.
    static const QStringList known{u"id"_s,         u"name"_s,    u"version"_s,  u"distance"_s,
                                   u"source"_s,     u"dice"_s,    u"accuracy"_s, u"artillery"_s,
                                   u"killNumber"_s, u"melee"_s,   u"charge"_s,   u"morale"_s,
                                   u"hits"_s,       u"victory"_s, u"movement"_s};
    for (auto it = json.constBegin(); it != json.constEnd(); ++it)
        if (!known.contains(it.key()))
            r.fail(tr("table entry %1 is unknown").arg(it.key()));
    if (!r.error.isEmpty()) {
        *error = r.error;
        return nullptr;
    }
    return t;
}

const FohTable *FohTable::of(const RuleTable &table)
{
    if (!table.isValid() || table.id() != u"fields-of-honor"_s)
        return nullptr;
    return static_cast<const FohTable *>(table.compiled());
}

} // namespace adj
