// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The One If By Land Combat Chart, copied by hand from the text: every cell is a row, checked
// against resolvers/oneifbyland/oneifbyland.json through the resolver (scripted dice).
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "oneifbyland/oibltable.h"
#include "support/datarows.h"
#include "support/ruletables.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

namespace {
// COMBAT CHART, "# of figures" x "Modified Die Roll" 0..12, as printed.
const int kChart[10][13] = {
    {0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1}, // 2-3
    {0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2}, // 4-6
    {0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2}, // 7-9
    {0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3}, // 10-12
    {0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3}, // 13-15
    {0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4}, // 16-18
    {1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4}, // 19-21
    {1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5}, // 22-24
    {2, 2, 2, 2, 2, 3, 3, 4, 4, 4, 4, 5, 5}, // 25-27
    {2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6}, // 28-30
};
const int kBandFrom[10] = {2, 4, 7, 10, 13, 16, 19, 22, 25, 28};
} // namespace

class TstOiblTable : public QObject
{
    Q_OBJECT
private slots:
    void everyCell_data();
    void everyCell();
    void throughFire_data();
    void throughFire();
    void refusesBrokenTables_data();
    void refusesBrokenTables();
    void houseRule();

private:
    const RuleTable m_table = oiblTable();
};

struct EveryCellRow
{
    int figures;
    int roll;
    int casualties;
};

void TstOiblTable::everyCell_data()
{
    QTest::addColumn<EveryCellRow>("row");
    for (int r = 0; r < 10; ++r)
        for (int f = kBandFrom[r]; f <= kBandFrom[r] + (r == 0 ? 1 : 2); ++f)
            for (int roll = 0; roll <= 12; ++roll)
                if (f == kBandFrom[r] || roll % 4 == 0 ||
                    f == kBandFrom[r] + 2) // every cell, both band edges
                    QTest::addRow("Combat Chart %d fig roll %d", f, roll)
                        << EveryCellRow{f, roll, kChart[r][roll]};
    // A single figure uses the 2-3 row; below 0 misses; 12 or more reads as 12
    // (docs/manual/rulesets/oneifbyland.md).
    for (int roll = 0; roll <= 12; ++roll)
        QTest::addRow("Combat Chart 1 figure uses 2-3 row, roll %d", roll)
            << EveryCellRow{1, roll, kChart[0][roll]};
    QTest::newRow("Combat Chart modified -1 misses (30 fig)") << EveryCellRow{30, -1, 0};
    QTest::newRow("Combat Chart modified -4 misses (22 fig)") << EveryCellRow{22, -4, 0};
    QTest::newRow("Combat Chart modified 13 reads 12 (30 fig)") << EveryCellRow{30, 13, 6};
    QTest::newRow("Combat Chart modified 17 reads 12 (5 fig)") << EveryCellRow{5, 17, 2};
}

void TstOiblTable::everyCell()
{
    const auto [figures, roll, casualties] = fetchRow<EveryCellRow>();
    const OiblTable *t = OiblTable::of(m_table);
    QVERIFY(t);
    QCOMPARE(t->casualties(figures, roll), casualties);
}

// The same cells through the fire action with scripted d10s and a modifier that moves the roll.
struct ThroughFireRow
{
    int figures;
    QString quality;
    bool marksmen;
    int die;
    int casualties;
};

void TstOiblTable::throughFire_data()
{
    QTest::addColumn<ThroughFireRow>("row");
    for (int r = 0; r < 10; ++r)
        for (int die = 0; die <= 9; ++die) {
            // Regular firer, no modifier: the die is the column.
            QTest::addRow("Combat Chart %d-%d fig die %d", kBandFrom[r], kBandFrom[r] + 2, die)
                << ThroughFireRow{kBandFrom[r] + 1, u"regular"_s, false, die, kChart[r][die]};
        }
    for (int r = 0; r < 10; ++r)
        for (int die = 7; die <= 9; ++die) // marksmen +2 reach columns 9..11 and 12 via 10+2
            QTest::addRow("Combat Chart %d fig marksmen die %d -> %d", kBandFrom[r] + 1, die, die + 2)
                << ThroughFireRow{kBandFrom[r] + 1, u"regular"_s, true, die, kChart[r][die + 2]};
    for (int r = 0; r < 10; ++r)
        QTest::addRow("Combat Chart %d fig wretched die 3 -> -1 misses", kBandFrom[r] + 1)
            << ThroughFireRow{kBandFrom[r] + 1, u"wretched"_s, false, 3, 0};
}

void TstOiblTable::throughFire()
{
    const auto [figures, quality, marksmen, die, casualties] = fetchRow<ThroughFireRow>();
    const QJsonObject in{{u"weapon"_s, u"musket"_s},
                         {u"firerQuality"_s, quality},
                         {u"firerFormation"_s, u"open"_s},
                         {u"figures"_s, figures},
                         {u"range"_s, 5},
                         {u"marksmen"_s, marksmen}};
    ScriptedDice dice({die});
    const Resolution r = resolve(u"oneifbyland"_s, u"fire"_s, in, dice, m_table);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QVERIFY(r.outcomeKey().startsWith(u"casualties="_s + QString::number(casualties)));
    QCOMPARE(r.dice().size(), 1);
    QVERIFY(r.dice().first().die.zeroBased); // d10 reads 0..9
}

struct BrokenTableRow
{
    QString path;
    QJsonValue value;
    QString message;
};

void TstOiblTable::refusesBrokenTables_data()
{
    addRows<BrokenTableRow>({
        {"a row with 12 columns",
         {u"combat.rows.0.casualties"_s, QJsonValue(QJsonArray{0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1}),
          u"must have 13 columns"_s}},
        {"a gap between rows",
         {u"combat.rows.1.figures"_s, QJsonValue(QJsonArray{5, 6}), u"the row before ends at 3"_s}},
        {"negative casualties",
         {u"combat.rows.2.casualties"_s, QJsonValue(QJsonArray{0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, -2}),
          u"combat.rows.2.casualties.12"_s}},
        {"missing Morale Number",
         {u"quality.morale.elite"_s, QJsonValue(u"nine"_s), u"quality.morale.elite"_s}},
        {"a wound face twice", {u"generals.killed"_s, QJsonValue(QJsonArray{4, 5, 6}), u"face 4"_s}},
    });
}

void TstOiblTable::refusesBrokenTables()
{
    const auto [path, value, message] = fetchRow<BrokenTableRow>();
    QJsonObject json = m_table.json();
    // Set the value at the path (objects and arrays).
    std::function<QJsonValue(QJsonValue, QStringList)> set = [&](QJsonValue v,
                                                                 QStringList keys) -> QJsonValue {
        const QString k = keys.takeFirst();
        if (v.isArray()) {
            QJsonArray a = v.toArray();
            const int i = k.toInt();
            a[i] = keys.isEmpty() ? value : set(a.at(i), keys);
            return a;
        }
        QJsonObject o = v.toObject();
        o.insert(k, keys.isEmpty() ? value : set(o.value(k), keys));
        return o;
    };
    json = set(json, path.split(u'.')).toObject();
    QString error;
    const RuleTable t = RuleTable::fromJson(json, &error);
    QVERIFY(!t.isValid());
    QVERIFY2(error.contains(message), qPrintable(error));
}

void TstOiblTable::houseRule()
{
    RuleTable t = m_table;
    QString error;
    QVERIFY2(t.applyOverrides(QJsonObject{{u"fire.pointBlank"_s, 3}}, &error), qPrintable(error));
    QCOMPARE(OiblTable::of(t)->fireMod(u"pointBlank"_s), 3);
    QVERIFY(!t.applyOverrides(QJsonObject{{u"fire.bogus"_s, 3}}, &error));
    QVERIFY(error.contains(u"fire.bogus"_s));
    QCOMPARE(OiblTable::of(t)->fireMod(u"pointBlank"_s), 3); // unchanged by the refused override
}

QTEST_APPLESS_MAIN(TstOiblTable)
#include "tst_oibltable.moc"
