// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// BattleStore::load reads each row's values by position into its record (fromColumns, issue 30's
// start): the state it builds is the one built the way it was before, a column map per row applied
// through the records' fromRow, on every demo battle and on a battle with every kind of row; and a
// bad value is refused in the same words, naming the same column.
#include "battlestore.h"
#include "demobattles.h"
#include "schema.h"
#include "schemacheck.h"
#include "support/rawsql.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
const QList<Table> kTables{Table::Battle,  Table::Sides,    Table::Units,  Table::Leaders,
                           Table::Markers, Table::Counters, Table::Ranges, Table::Trackers};

// The state as the load built it before: every row a map of its columns by name, applied as an
// inserted row change (BattleState::apply, the records' fromRow).
BattleState loadThroughMaps(const QString &path, QString *error)
{
    BattleState state;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"maps"_s);
        db.setDatabaseName(path);
        if (!db.open())
            *error = db.lastError().text();
        for (Table t : kTables) {
            const QString table = tableName(t);
            const QStringList columns = schema::columns(table);
            QSqlQuery q(db);
            if (!q.exec(u"SELECT %1 FROM %2 ORDER BY id"_s.arg(columns.join(u", "_s), table))) {
                *error = q.lastError().text();
                break;
            }
            while (q.next()) {
                QVariantMap row;
                for (int i = 0; i < columns.size(); ++i)
                    row.insert(columns.at(i), q.value(i));
                state.apply(RowChange{t, row.value(u"id"_s).toLongLong(), {}, row});
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(u"maps"_s);
    return state;
}

QList<Id> idsOf(const BattleState &s, Table t)
{
    switch (t) {
    case Table::Battle:
        return {1};
    case Table::Sides:
        return s.sides.keys();
    case Table::Units:
        return s.units.keys();
    case Table::Leaders:
        return s.leaders.keys();
    case Table::Markers:
        return s.markers.keys();
    case Table::Counters:
        return s.counters.keys();
    case Table::Ranges:
        return s.ranges.keys();
    case Table::Trackers:
        return s.trackers.keys();
    }
    return {};
}

RowChange inserted(Table t, const QVariantMap &row)
{
    return {t, row.value(u"id"_s).toLongLong(), {}, row};
}

// A battle with every kind of row and value: a scale, options, house rules, a board and notes;
// units with attributes, a gap in their ids; leaders with a unit and alone; markers on the table
// and lifted; a side's counter and nobody's; ranges measured in inches and in hexes; trackers; a
// side whose colour another program wrote as no colour Adjutant shows.
bool writeEveryKind(const QString &path, QString *error)
{
    BattleInfo info{u"Every row"_s, u"fhg-land"_s};
    info.scale = u"brigade"_s;
    info.phase = u"fire"_s;
    info.turn = 3;
    info.options = {u"night"_s, u"rain"_s};
    info.overrides = QJsonObject{{u"fire.range.long"_s, 12}};
    info.notes = u"Schnee über Nacht; «ça ira»"_s;
    info.board =
        QJsonObject{{u"width"_s, 8}, {u"height"_s, 6}, {u"tiles"_s, QJsonObject{{u"0304"_s, u"forest"_s}}}};
    BattleStore store;
    if (!store.create(path, info, error))
        return false;
    QList<RowChange> rows;
    QVariantMap third; // deleted again: a gap in the units' ids
    rows << inserted(Table::Sides, Side{1, u"American"_s, u"#2b4c9b"_s, 0}.toRow())
         << inserted(Table::Sides, Side{2, u"British"_s, u"#b3261e"_s, 1}.toRow())
         << inserted(Table::Sides, Side{3, u"Mohawk"_s, QString(), 2}.toRow());
    for (Id id = 1; id <= 5; ++id) {
        Unit u;
        u.id = id;
        u.side = id % 2 == 0 ? 2 : 1;
        u.name = u"Unit %1"_s.arg(id);
        u.type = id == 1 ? u"elite"_s : u"regular"_s;
        if (id != 2)
            u.attrs = QJsonObject{{u"morale"_s, int(id)}, {u"drilled"_s, id % 2 == 1}, {u"note"_s, u"ä"_s}};
        u.strength = int(id);
        u.strengthStart = 6;
        u.position =
            id == 4 ? QString() : u"%1%2"_s.arg(id, 2, 10, QChar(u'0')).arg(id + 1, 2, 10, QChar(u'0'));
        u.status = id == 5 ? u"routed"_s : QString();
        u.sort = int(10 - id);
        rows << inserted(Table::Units, u.toRow());
        if (id == 3)
            third = u.toRow();
    }
    rows << inserted(Table::Leaders, Leader{1, 1, 1, u"Scott"_s, 3, QString(), u"0203"_s}.toRow())
         << inserted(Table::Leaders, Leader{2, 2, 0, u"Drummond"_s, 2, u"wounded"_s, QString()}.toRow())
         << inserted(Table::Markers, Marker{1, 1, u"column"_s, 1, 0}.toRow())
         << inserted(Table::Markers, Marker{2, 1, u"disordered"_s, 1, 2}.toRow())
         << inserted(Table::Markers, Marker{3, 4, u"fired"_s, 3, 0}.toRow())
         << inserted(Table::Counters, Counter{1, 1, QString(), u"VP"_s, 7}.toRow())
         << inserted(Table::Counters, Counter{2, 0, u"Alice"_s, u"Glory"_s, -2}.toRow())
         << inserted(Table::Counters, Counter{3, 0, QString(), u"wind"_s, 4}.toRow())
         << inserted(Table::Ranges, MeasuredRange{1, 1, 2, 12.5, u"in"_s, 1, 250.25, u"yd"_s}.toRow())
         << inserted(Table::Ranges, MeasuredRange{2, 4, 1, 3, u"hex"_s, 3, 3, u"hex"_s}.toRow())
         << inserted(Table::Trackers, Tracker{1, u"oibl.deck"_s,
                                              QJsonObject{{u"cards"_s, QJsonArray{1, 2, 3}}, {u"drawn"_s, 0}},
                                              u"Deck: 3 cards"_s, 2}
                                          .toRow())
         << inserted(Table::Trackers, Tracker{2, u"wfa.plots"_s, {}, QString(), 0}.toRow());
    Event e;
    e.turn = 1;
    e.kind = u"test.rows"_s;
    e.summary = u"every kind of row"_s;
    if (store.commit(rows, e, error) == 0)
        return false;
    if (store.commit({RowChange{Table::Units, 3, third, {}}}, e, error) == 0)
        return false;
    store.close();
    return testing::rawSql(path, {u"UPDATE sides SET color = 'red' WHERE id = 2"_s}, error);
}
} // namespace

class TestBattleStoreLoad : public QObject
{
    Q_OBJECT

private slots:
    void sameStateAsThroughMaps_data();
    void sameStateAsThroughMaps();
    void refusesNamingTheSameColumn();
};

void TestBattleStoreLoad::sameStateAsThroughMaps_data()
{
    QTest::addColumn<QString>("demo"); // empty: the battle with every kind of row
    QTest::addColumn<bool>("everyKind");
    for (const DemoBattle &d : DemoBattles::all())
        QTest::newRow(qPrintable(d.id)) << d.id << false;
    QTest::newRow("every kind of row") << QString() << true;
}

void TestBattleStoreLoad::sameStateAsThroughMaps()
{
    QFETCH(QString, demo);
    QFETCH(bool, everyKind);
    QTemporaryDir dir;
    QString error;
    QString path = dir.filePath(u"every.adjutant"_s);
    if (everyKind)
        QVERIFY2(writeEveryKind(path, &error), qPrintable(error));
    else
        path = DemoBattles::ensure(demo, dir.path(), &error);
    QVERIFY2(!path.isEmpty(), qPrintable(error));

    const BattleState before = loadThroughMaps(path, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    BattleStore store;
    QVERIFY2(store.open(path, &error), qPrintable(error));
    BattleState loaded;
    QVERIFY2(store.load(&loaded, &error), qPrintable(error));
    store.close();

    QVERIFY(!before.info.ruleset.isEmpty());
    QVERIFY(!before.units.isEmpty());
    for (Table t : kTables) {
        const QList<Id> ids = idsOf(before, t);
        QCOMPARE(idsOf(loaded, t), ids);
        for (Id id : ids) {
            const QByteArray where = (tableName(t) + u' ' + QString::number(id)).toUtf8();
            QVERIFY2(loaded.row(t, id) == before.row(t, id), where.constData());
        }
    }
    QVERIFY(loaded == before); // and every field, read as fromRow reads it
    if (everyKind) {
        // Nothing above was compared empty: each kind of row is there, read as written.
        QCOMPARE(loaded.info.options, (QStringList{u"night"_s, u"rain"_s}));
        QCOMPARE(loaded.info.board.value(u"width"_s).toInt(), 8);
        QCOMPARE(loaded.sides.keys(), (QList<Id>{1, 2, 3}));
        QCOMPARE(loaded.sides.value(2).color, QString()); // "red" reads as no colour
        QCOMPARE(loaded.units.keys(), (QList<Id>{1, 2, 4, 5}));
        QCOMPARE(loaded.units.value(1).attrs.value(u"note"_s).toString(), u"ä"_s);
        QVERIFY(loaded.units.value(2).attrs.isEmpty());
        QCOMPARE(loaded.leaders.value(1).unit, Id(1));
        QCOMPARE(loaded.leaders.value(2).unit, Id(0));
        QCOMPARE(loaded.markers.value(2).liftedTurn, 2);
        QVERIFY(loaded.markers.value(1).active());
        QCOMPARE(loaded.counters.value(2).side, Id(0));
        QCOMPARE(loaded.counters.value(2).value, -2);
        QCOMPARE(loaded.ranges.value(1).ground, 250.25);
        QCOMPARE(loaded.trackers.value(1).value.value(u"cards"_s).toArray().size(), 3);
        QCOMPARE(loaded.trackers.size(), 2);
    }
}

void TestBattleStoreLoad::refusesNamingTheSameColumn()
{
    // Two bad values in one row: the refusal names the column first by name (units.strength), as
    // when each row was a map, not the one first in the table (units.type).
    QTemporaryDir dir;
    const QString path = dir.filePath(u"bad.adjutant"_s);
    QString error;
    QVERIFY2(writeEveryKind(path, &error), qPrintable(error));
    BattleStore store;
    QVERIFY2(store.open(path, &error), qPrintable(error));
    BattleState state;
    QVERIFY2(store.load(&state, &error), qPrintable(error));
    const QString longType(SchemaCheck::kMaxShortText + 1, u'x');
    QVERIFY2(testing::rawSql(path,
                             {u"UPDATE units SET strength = 'abc', type = '%1' WHERE id = 4"_s.arg(longType)},
                             &error),
             qPrintable(error));
    const QString bad = SchemaCheck::checkValue(u"units"_s, u"strength"_s, u"abc"_s);
    QVERIFY(bad.contains(u"units.strength"_s));
    QVERIFY(!SchemaCheck::checkValue(u"units"_s, u"type"_s, longType).isEmpty());
    // Reloaded after another writer's commit.
    QVERIFY(!store.load(&state, &error));
    QCOMPARE(error,
             BattleStore::tr("%1 holds a value Adjutant does not accept: %2 (row %3)").arg(path, bad).arg(4));
    store.close();
    // Opened by the window, which leaves the values to its first load: refused in open's words.
    QVERIFY2(
        store.open(path, &error, false, BattleStore::Scope::LogBehind, BattleStore::Values::CheckedByLoad),
        qPrintable(error));
    QVERIFY(!store.load(&state, &error));
    QCOMPARE(error, BattleStore::tr("%1 was refused and left unchanged: it holds a value Adjutant does "
                                    "not accept: %2 (row %3).")
                        .arg(path, bad, u"4"_s));
}

QTEST_GUILESS_MAIN(TestBattleStoreLoad)
#include "tst_battlestoreload.moc"
