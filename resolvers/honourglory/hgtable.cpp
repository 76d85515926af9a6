// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hgtable.h"

#include "core/ruletable.h"

#include "core/tablereader.h"

#include <QFile>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// Walks the table by dotted path, remembers what it read and keeps the first error.
class Reader : public TableReader
{
    Q_DECLARE_TR_FUNCTIONS(adj::HgTable)
public:
    using TableReader::TableReader;

    HgColumn column(const QString &path)
    {
        const QJsonValue v = at(path);
        HgColumn c = HgColumn::Left;
        if (!v.isString() || !hgColumnFromId(v.toString(), &c))
            fail(v.isUndefined()
                     ? tr("table entry %1 is missing").arg(path)
                     : tr("table entry %1 must be one of %2").arg(path, hgColumnIds().join(u", "_s)));
        return c;
    }
};

} // namespace

QStringList hgColumnIds()
{
    return {u"left"_s, u"centre"_s, u"right"_s};
}

bool hgColumnFromId(const QString &id, HgColumn *out)
{
    const qsizetype i = hgColumnIds().indexOf(id);
    if (i < 0)
        return false;
    *out = HgColumn(i);
    return true;
}

QString hgColumnId(HgColumn c)
{
    return hgColumnIds().at(int(c));
}

QString hgColumnName(HgColumn c)
{
    switch (c) {
    case HgColumn::Left:
        return QCoreApplication::translate("adj::HgTable", "left");
    case HgColumn::Centre:
        return QCoreApplication::translate("adj::HgTable", "centre");
    case HgColumn::Right:
        return QCoreApplication::translate("adj::HgTable", "right");
    }
    return {};
}

std::shared_ptr<const HgTable> HgTable::compile(const QJsonObject &json, QString *error, QSet<QString> *read)
{
    auto t = std::make_shared<HgTable>();
    Reader r(json, read);
    r.at(u"id"_s);
    r.at(u"name"_s);
    r.at(u"version"_s);
    r.at(u"distance"_s);
    r.at(u"source"_s);
    t->armyCost = r.integer(u"players.armyCost"_s, 1, 10000);
    t->minOpponents = r.integer(u"players.minOpponents"_s, 1, 20);
    t->maxOpponents = r.integer(u"players.maxOpponents"_s, 1, 20);
    if (t->maxOpponents < t->minOpponents)
        r.fail(tr("table entry players.maxOpponents (%1) is below players.minOpponents (%2)")
                   .arg(t->maxOpponents)
                   .arg(t->minOpponents));
    if (r.integer(u"players.columns"_s, kHgColumns, kHgColumns) != kHgColumns)
        r.fail(tr("table entry players.columns must be 3"));
    t->mpPerCounter = r.integer(u"one.mpPerCounter"_s, 1, 10000);
    t->oneDamageStart = r.integer(u"one.damageStart"_s, 0, 10000);
    t->manyDefaultMp = r.integer(u"many.defaultMp"_s, 1, 10000);
    t->gloryStart = r.integer(u"many.gloryStart"_s, -10000, 10000);
    t->manyBeatenAtZeroMp = r.boolean(u"many.beatenAtZeroMp"_s);
    t->gloryMinimum = r.integer(u"glory.minimum"_s, -10000, 10000);
    if (t->gloryStart < t->gloryMinimum)
        r.fail(tr("table entry many.gloryStart is below glory.minimum"));
    t->rounds = r.integer(u"duration.rounds"_s, 1, 20);
    for (int i = 1; i <= t->rounds; ++i) {
        const QString p = u"duration.columns."_s + QString::number(i) + u'.';
        t->oneColumn.append(r.column(p + u"one"_s));
        t->manyColumn.append(r.column(p + u"many"_s));
    }
    t->rescueMinLead = r.integer(u"rescue.minLead"_s, 1, 100);
    t->theftGain = r.integer(u"theft.gain"_s, 0, 1000);
    t->theftLoss = r.integer(u"theft.loss"_s, 0, 1000);
    t->theftPenalty = r.integer(u"theft.penalty"_s, 0, 1000);
    t->terrainVetoes = r.integer(u"terrain.vetoes"_s, 0, 10);
    t->startCombatLevel = r.at(u"terrain.startLevel"_s).toString();
    if (t->startCombatLevel.trimmed().isEmpty())
        r.fail(tr("table entry terrain.startLevel must name a Combat Level"));
    if (!r.error.isEmpty()) {
        if (error)
            *error = r.error;
        return nullptr;
    }
    return t;
}

const HgTable *HgTable::of(const RuleTable &table)
{
    if (!table.isValid() || table.id() != u"honour-glory"_s)
        return nullptr;
    return static_cast<const HgTable *>(table.compiled());
}

} // namespace adj
