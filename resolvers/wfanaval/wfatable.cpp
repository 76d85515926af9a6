// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wfatable.h"

#include "core/ruletable.h"
#include "core/tablereader.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// Walks the table by dotted path, remembers what it read and keeps the first error.
class Reader : public TableReader
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaTable)
public:
    using TableReader::TableReader;

    // One hit number per hex up to the range (6.4); a gap is refused, extra ranges are checked.
    QList<int> hits(const QString &path, int range, int sides)
    {
        QList<int> out;
        for (int r = 1; r <= range; ++r)
            out.append(integer(path + u'.' + QString::number(r), 1, sides));
        const QJsonObject o = at(path).toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            bool num = false;
            const int r = it.key().toInt(&num);
            if (!num || r < 1)
                fail(tr("wfa-naval table entry %1 is not a range in hexes").arg(path + u'.' + it.key()));
            else if (r > range)
                integer(path + u'.' + it.key(), 1, sides);
        }
        return out;
    }
};

} // namespace

const WfaTable *WfaTable::of(const RuleTable &table)
{
    if (!table.isValid() || table.id() != u"wfa-naval"_s)
        return nullptr;
    return static_cast<const WfaTable *>(table.compiled());
}

std::shared_ptr<const WfaTable> WfaTable::compile(const QJsonObject &json, QString *error,
                                                  QSet<QString> *read)
{
    auto t = std::make_shared<WfaTable>();
    Reader r(json, read);
    for (const char16_t *k : {u"id", u"name", u"version", u"distance", u"source"})
        r.at(QString::fromUtf16(k));
    t->sides = r.integer(u"dice.sides"_s, 2, 100);
    const int s = t->sides;
    t->headings = r.integer(u"headings.count"_s, 6, 6);
    t->firstDirection = r.integer(u"headings.firstDirection"_s, 0, 5);
    t->windRightFace = r.integer(u"wind.rightFace"_s, 0, s);
    t->windLeftFace = r.integer(u"wind.leftFace"_s, 0, s);
    if (t->windRightFace != 0 && t->windRightFace == t->windLeftFace)
        r.fail(tr("wfa-naval table entries wind.rightFace and wind.leftFace name the same face"));
    t->range = r.integer(u"fire.range"_s, 1, 20);
    t->broadside = r.hits(u"fire.broadside"_s, t->range, s);
    t->crossingT = r.hits(u"fire.crossingT"_s, t->range, s);
    t->crippledDiceLoss = r.integer(u"fire.crippledDiceLoss"_s, 0, 20);
    t->minimumDice = r.integer(u"fire.minimumDice"_s, 0, 20);
    t->crippledNum = r.integer(u"damage.crippledNumerator"_s, 0, 100);
    t->crippledDen = r.integer(u"damage.crippledDenominator"_s, 1, 100);
    if (t->crippledNum > t->crippledDen)
        r.fail(tr("wfa-naval table entry damage.crippledNumerator must not exceed the denominator"));
    t->straightHexes = r.integer(u"movement.straightHexes"_s, 1, 10);
    t->shipsPerHex = r.integer(u"movement.shipsPerHex"_s, 1, 10);
    t->plotWindGauge = r.integer(u"plot.windGauge"_s, 0, 10);
    t->plotCrippledCommand = r.integer(u"plot.crippledCommand"_s, 0, 10);
    t->plotCommandLost = r.integer(u"plot.commandLost"_s, 0, 10);
    t->markersPerType = r.integer(u"plot.markersPerType"_s, 1, 20);
    t->plotMinimum = r.integer(u"plot.minimum"_s, 0, 10);
    t->plotBase = r.integer(u"plot.base"_s, 0, 12);
    const QString adv = r.text(u"scenario.commanderAdvantage"_s, {u"none"_s, u"a"_s, u"b"_s});
    t->commanderAdvantage = adv == u"none"_s ? QString() : adv;
    t->boardingDice = r.integer(u"boarding.dicePerSide"_s, 1, 6);
    t->boardingMargin = r.integer(u"boarding.successMargin"_s, 0, 100);
    t->boardingPerHex = r.integer(u"boarding.attemptsPerHexPerTurn"_s, 1, 10);
    t->battleFirstHit = r.integer(u"boarding.battle.firstHit"_s, 2, s);
    t->battleHit = r.integer(u"boarding.battle.hit"_s, 2, s);
    t->intrinsicDefence = r.integer(u"boarding.battle.intrinsicDefence"_s, 1, 10);
    t->intrinsicHit = r.integer(u"boarding.battle.intrinsicHit"_s, 2, s);
    if (!r.error.isEmpty()) {
        if (error)
            *error = r.error;
        return nullptr;
    }
    return t;
}

} // namespace adj
