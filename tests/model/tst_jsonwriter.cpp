// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// JsonWriter writes, a value at a time, byte for byte what QJsonDocument::Indented writes of the
// same document whole (issue 30): empty and nested containers, every escape of a string, halves of
// surrogate pairs, whole numbers past 2^53, the shortest doubles, infinities and NaN; and
// BattleState::writeJson is toJson() so written, with members merged in among its own. Without a
// stream it writes QJsonDocument::Compact's text, and an event's row changes are that text of their
// toJson(), whatever their values hold.
#include "battlestate.h"
#include "edit.h"
#include "jsonwriter.h"

#include <QJsonDocument>
#include <QTest>
#include <QTextStream>

#include <limits>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
QByteArray qts(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

template <typename Write> QByteArray compact(Write write)
{
    JsonWriter w;
    write(w);
    return w.take().toUtf8();
}

template <typename Write> QByteArray ours(Write write)
{
    QString text;
    {
        QTextStream out(&text);
        JsonWriter w(out);
        write(w);
    }
    return text.toUtf8();
}

QString fromUtf16(std::initializer_list<char16_t> units)
{
    return QString(reinterpret_cast<const QChar *>(units.begin()), qsizetype(units.size()));
}
} // namespace

class TestJsonWriter : public QObject
{
    Q_OBJECT

private slots:
    void valuesAsQtWritesThem_data();
    void valuesAsQtWritesThem();
    void memberByMember();
    void stateAsToJson();
    void rowChangesAsToJson();
};

void TestJsonWriter::valuesAsQtWritesThem_data()
{
    QTest::addColumn<QJsonValue>("value");
    QTest::newRow("empty object") << QJsonValue(QJsonObject());
    QTest::newRow("empty array") << QJsonValue(QJsonArray());
    QTest::newRow("nested empties") << QJsonValue(
        QJsonArray{QJsonObject(), QJsonArray(), QJsonArray{QJsonArray()}});
    QTest::newRow("plain text") << QJsonValue(u"Renamed 82875"_s);
    QTest::newRow("empty text") << QJsonValue(QString());
    QTest::newRow("escapes") << QJsonValue(u"a\"b\\c/d\b\f\n\r\t\x01\x1f\x7f"_s);
    QTest::newRow("beyond ASCII") << QJsonValue(u"Québec — 1812 € ẞ"_s);
    QTest::newRow("a surrogate pair") << QJsonValue(fromUtf16({u'x', 0xd834, 0xdd1e, u'y'}));
    QTest::newRow("a high half at the end") << QJsonValue(fromUtf16({u'x', 0xd834}));
    QTest::newRow("a high half before text") << QJsonValue(fromUtf16({0xd834, u'a'}));
    QTest::newRow("a low half alone") << QJsonValue(fromUtf16({0xdd1e, u'a'}));
    QTest::newRow("two high halves, one low") << QJsonValue(fromUtf16({0xd834, 0xd834, 0xdd1e}));
    QTest::newRow("whole numbers") << QJsonValue(QJsonArray{0, -1, 42, qint64(9'007'199'254'740'993),
                                                            std::numeric_limits<qint64>::max(),
                                                            std::numeric_limits<qint64>::min()});
    QTest::newRow("doubles") << QJsonValue(QJsonArray{0.1, 1.0, -0.0, 2.5, 1e300, 1e-300, 5e-324,
                                                      123456789.125, 1e21, 9007199254740993.0, -3.75});
    QTest::newRow("not finite") << QJsonValue(QJsonArray{qInf(), -qInf(), qQNaN()});
    QTest::newRow("flags and null") << QJsonValue(QJsonArray{true, false, QJsonValue::Null});
    QTest::newRow("keys beyond ASCII")
        << QJsonValue(QJsonObject{{u"zèbre"_s, 1}, {u"Zebra"_s, 2}, {u"é"_s, 3}, {u"e"_s, 4}, {u"\n"_s, 5}});
    QTest::newRow("deep") << QJsonValue(QJsonObject{
        {u"a"_s,
         QJsonObject{{u"b"_s, QJsonArray{QJsonObject{{u"c"_s, QJsonArray{1, u"d"_s, QJsonObject()}}}}}}},
        {u"e"_s, QJsonArray{QJsonArray{QJsonArray{2.5}}}}});
}

void TestJsonWriter::valuesAsQtWritesThem()
{
    QFETCH(QJsonValue, value);
    // Qt writes documents: the value as a member of an object and as an item of an array.
    const QJsonObject inObject{{u"value"_s, value}, {u"after"_s, u"x"_s}};
    QCOMPARE(ours([&](JsonWriter &w) { w.value(inObject); }), qts(inObject));
    const QJsonArray inArray{value, value};
    QCOMPARE(ours([&](JsonWriter &w) { w.value(inArray); }),
             QJsonDocument(inArray).toJson(QJsonDocument::Indented));
    if (value.isObject())
        QCOMPARE(ours([&](JsonWriter &w) { w.value(value); }), qts(value.toObject()));
    // And as QJsonDocument::Compact writes them.
    QCOMPARE(compact([&](JsonWriter &w) { w.value(inObject); }),
             QJsonDocument(inObject).toJson(QJsonDocument::Compact));
    QCOMPARE(compact([&](JsonWriter &w) { w.value(inArray); }),
             QJsonDocument(inArray).toJson(QJsonDocument::Compact));
}

void TestJsonWriter::memberByMember()
{
    const QJsonObject whole{{u"a"_s, QJsonArray{1, QJsonObject{{u"k"_s, u"v"_s}}}},
                            {u"b"_s, QJsonObject()},
                            {u"c"_s, 2.5},
                            {u"d"_s, QJsonArray()}};
    const QByteArray written = ours([](JsonWriter &w) {
        w.beginObject();
        w.key(u"a"_s);
        w.beginArray();
        w.value(1);
        w.beginObject();
        w.key(u"k"_s);
        w.value(u"v"_s);
        w.endObject();
        w.endArray();
        w.key(u"b"_s);
        w.beginObject();
        w.endObject();
        w.key(u"c"_s);
        w.value(2.5);
        w.key(u"d"_s);
        w.beginArray();
        w.endArray();
        w.endObject();
    });
    QCOMPARE(written, qts(whole));
}

void TestJsonWriter::stateAsToJson()
{
    BattleState s;
    s.info.name = u"Lundy's \"Lane\"\n"_s;
    s.info.ruleset = u"fhg-land"_s;
    s.info.turn = 3;
    s.info.phase = u"fire"_s;
    s.info.options = {u"night"_s, u"rain"_s};
    s.info.overrides = QJsonObject{{u"fire.range"_s, 4}};
    s.sides.insert(1, Side{1, u"American"_s, u"#112233"_s, 0});
    s.sides.insert(2, Side{2, u"British"_s, {}, 1});
    s.units.insert(
        1,
        Unit{1, 1, u"1st"_s, u"regular"_s, QJsonObject{{u"formation"_s, u"line"_s}}, 3, 4, u"0304"_s, {}, 0});
    s.units.insert(2, Unit{2, 2, u"Glengarry"_s, u"militia"_s, {}, 0, 2, {}, u"routed"_s, 0});
    s.leaders.insert(1, Leader{1, 1, 1, u"Scott"_s, 2, {}, {}});
    s.leaders.insert(2, Leader{2, 2, 0, u"Drummond"_s, 1, u"wounded"_s, {}});
    s.markers.insert(1, Marker{1, 1, u"disordered"_s, 2, 0});
    s.markers.insert(2, Marker{2, 1, u"fired"_s, 1, 2}); // lifted: not shown
    s.counters.insert(1, Counter{1, 1, {}, u"VP"_s, 7});
    s.counters.insert(2, Counter{2, 0, u"referee"_s, u"wind"_s, 3});
    s.ranges.insert(1, MeasuredRange{1, 1, 2, 7.25, u"in"_s, 3, 181.25, u"yd"_s});
    s.trackers.insert(1, Tracker{1, u"oibl.deck"_s, QJsonObject{{u"left"_s, 12}}, u"12 cards left"_s, 3});
    QCOMPARE(ours([&](JsonWriter &w) { s.writeJson(w); }), qts(s.toJson()));
    // Members of the command's own, before, among and after the state's, one in place of its own.
    const QJsonObject more{
        {u"aaa"_s, 1}, {u"events"_s, 12}, {u"name"_s, u"instead"_s}, {u"zzz"_s, QJsonArray{}}};
    QJsonObject whole = s.toJson();
    for (auto it = more.constBegin(); it != more.constEnd(); ++it)
        whole.insert(it.key(), it.value());
    QCOMPARE(ours([&](JsonWriter &w) { s.writeJson(w, more); }), qts(whole));
}

void TestJsonWriter::rowChangesAsToJson()
{
    const QVariantMap every{{u"whole"_s, 3},
                            {u"long"_s, qlonglong(9'007'199'254'740'993)},
                            {u"real"_s, 7.25},
                            {u"real whole"_s, 4.0},
                            {u"flag"_s, true},
                            {u"text"_s, u"Lundy's \"Lane\"\n—é"_s},
                            {u"empty"_s, QString(u""_s)},
                            {u"null text"_s, QString()},
                            {u"none"_s, QVariant()},
                            {u"typed none"_s, QVariant(QMetaType::fromType<qint64>())},
                            {u"json"_s, u"{\"formation\":\"line\"}"_s}};
    const QList<RowChange> changes{{Table::Units, 7, {}, every},
                                   {Table::Markers, 2, {{u"kind"_s, u"fired"_s}}, {}},
                                   {Table::Battle, 1, {{u"turn"_s, 2}}, {{u"turn"_s, 3}}},
                                   {Table::Trackers, 9'007'199'254'740'993, every, every}};
    QJsonArray whole;
    for (const RowChange &c : changes)
        whole.append(c.toJson());
    QCOMPARE(RowChange::compactJson(changes).toUtf8(), QJsonDocument(whole).toJson(QJsonDocument::Compact));
    QCOMPARE(RowChange::compactJson({}).toUtf8(), QByteArray("[]"));
}

QTEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_jsonwriter.moc"
