// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Inputs that are lists (InputSpec::Type::List, docs/rulesets.md "Lists"): given as JSON arrays,
// or in their legacy text form that the validator turns into the array; items of the wrong type,
// unknown, null or too many are refused naming the input and the item; the schema describes the
// list for the JSON Schemas.
#include "core/actionschema.h"
#include "core/diesource.h"
#include "core/inputbuilders.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "support/ruletables.h"
#include "support/testjson.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using adj::testing::obj;

namespace {
ActionSchema listSchema()
{
    ActionSchema s;
    s.id = u"lists"_s;
    s.inputs = {
        inputs::listInput(u"names"_s, u"Names"_s, {}, u"1.1"_s),
        inputs::enumListInput(u"mods"_s, {u"flank"_s, u"forest"_s}, u"Modifiers"_s, {}, u"1.2"_s),
        inputs::intListInput(u"stack"_s, 0, 50, u"Stack"_s, {}, u"1.3"_s),
        inputs::patternListInput(u"pairs"_s, u"^[^=]+=[0-9]+$"_s, u"Name=value"_s, u"Pairs"_s, {}, u"1.4"_s),
        inputs::listInput(u"arrayOnly"_s, u"Array only"_s, {}, u"1.5"_s, QString()),
    };
    return s;
}

QString check(const QJsonObject &given, QJsonObject *filled = nullptr)
{
    static const ActionSchema schema = listSchema();
    QJsonObject ignored;
    return InputValidator::validate(schema, given, filled ? filled : &ignored);
}
} // namespace

class TstInputLists : public QObject
{
    Q_OBJECT
private slots:
    void arraysAccepted();
    void legacyTextBecomesTheArray();
    void refused_data();
    void refused();
    void hugeListsRefusedQuickly();
    void schemaDescribesTheList();
    void textFormRoundTrip();
    void plotMarkersFromLetters();
    void resolutionEchoesTheArray();
};

void TstInputLists::arraysAccepted()
{
    QJsonObject filled;
    QCOMPARE(check(obj(R"({"names":["Ann","Ben"],"mods":["forest","flank"],"stack":[0,40,50],
                           "pairs":["Pikes=10"],"arrayOnly":[]})"),
                   &filled),
             QString());
    QCOMPARE(filled.value(u"names"_s).toArray(), QJsonArray({u"Ann"_s, u"Ben"_s}));
    QCOMPARE(filled.value(u"mods"_s).toArray(), QJsonArray({u"forest"_s, u"flank"_s}));
    QCOMPARE(filled.value(u"stack"_s).toArray(), QJsonArray({0, 40, 50}));
    QCOMPARE(filled.value(u"arrayOnly"_s).toArray(), QJsonArray());
}

void TstInputLists::legacyTextBecomesTheArray()
{
    QJsonObject filled;
    QCOMPARE(
        check(obj(R"({"names":" Ann , Ben,,","mods":"flank","stack":"0,40,50","pairs":"Pikes=10, Bows=5"})"),
              &filled),
        QString());
    // What is kept downstream (the resolution's echoed inputs, the event log) is the array.
    QCOMPARE(filled.value(u"names"_s).toArray(), QJsonArray({u"Ann"_s, u"Ben"_s}));
    QCOMPARE(filled.value(u"mods"_s).toArray(), QJsonArray({u"flank"_s}));
    QCOMPARE(filled.value(u"stack"_s).toArray(), QJsonArray({0, 40, 50}));
    QCOMPARE(filled.value(u"pairs"_s).toArray(), QJsonArray({u"Pikes=10"_s, u"Bows=5"_s}));
    QCOMPARE(check(obj(R"({"names":""})"), &filled), QString());
    QCOMPARE(filled.value(u"names"_s).toArray(), QJsonArray());
}

void TstInputLists::refused_data()
{
    QTest::addColumn<QJsonObject>("given");
    QTest::addColumn<QStringList>("words"); // every one is in the message

    QTest::newRow("unknown item, named with the allowed")
        << obj(R"({"mods":["flank","swamp"]})")
        << QStringList{u"\"mods\""_s, u"item 2"_s, u"swamp"_s, u"flank, forest"_s};
    QTest::newRow("unknown item in the text form")
        << obj(R"({"mods":"flank, swamp"})") << QStringList{u"\"mods\""_s, u"item 2"_s, u"swamp"_s};
    QTest::newRow("number where text") << obj(R"({"names":["Ann",3]})")
                                       << QStringList{u"\"names\""_s, u"item 2"_s, u"must be text"_s, u"3"_s};
    QTest::newRow("text where number")
        << obj(R"({"stack":[0,"forty"]})") << QStringList{u"\"stack\""_s, u"item 2"_s, u"whole number"_s};
    QTest::newRow("text where number, text form")
        << obj(R"({"stack":"0, forty"})") << QStringList{u"\"stack\""_s, u"item 2"_s, u"\"forty\""_s};
    QTest::newRow("fraction") << obj(R"({"stack":[1.5]})") << QStringList{u"\"stack\""_s, u"1.5"_s};
    QTest::newRow("item out of bounds")
        << obj(R"({"stack":[0,51]})") << QStringList{u"\"stack\""_s, u"item 2"_s, u"51"_s, u"from 0 to 50"_s};
    QTest::newRow("null item") << obj(R"({"names":["Ann",null]})")
                               << QStringList{u"\"names\""_s, u"item 2"_s, u"null"_s};
    QTest::newRow("object item") << obj(R"({"mods":[{"id":"flank"}]})")
                                 << QStringList{u"\"mods\""_s, u"item 1"_s, u"{\"id\":\"flank\"}"_s};
    QTest::newRow("nested list") << obj(R"({"names":[["Ann"]]})") << QStringList{u"\"names\""_s, u"item 1"_s};
    QTest::newRow("pattern") << obj(R"({"pairs":["Pikes=10","Bows"]})")
                             << QStringList{u"\"pairs\""_s, u"item 2"_s, u"Bows"_s, u"Name=value"_s};
    QTest::newRow("not a list") << obj(R"({"names":{"a":1}})")
                                << QStringList{u"\"names\""_s, u"JSON array"_s};
    QTest::newRow("number for a list")
        << obj(R"({"stack":7})") << QStringList{u"\"stack\""_s, u"JSON array"_s};
    QTest::newRow("text where only an array")
        << obj(R"({"arrayOnly":"a, b"})") << QStringList{u"\"arrayOnly\""_s, u"JSON array"_s};
}

void TstInputLists::refused()
{
    QFETCH(QJsonObject, given);
    QFETCH(QStringList, words);
    QJsonObject filled{{u"untouched"_s, true}};
    const QString error = check(given, &filled);
    QVERIFY(!error.isEmpty());
    for (const QString &w : words)
        QVERIFY2(error.contains(w), qPrintable(u"\"%1\" not in: %2"_s.arg(w, error)));
    QCOMPARE(filled, QJsonObject({{u"untouched"_s, true}})); // a refusal fills nothing
}

// 10,000 items, as an array or as text: refused naming the input and its bound, within bounds of time.
void TstInputLists::hugeListsRefusedQuickly()
{
    QJsonArray many;
    QStringList text;
    for (int i = 0; i < 10000; ++i) {
        many.append(u"flank"_s);
        text.append(u"flank"_s);
    }
    QElapsedTimer clock;
    clock.start();
    for (const QJsonValue &v : {QJsonValue(many), QJsonValue(text.join(u','))}) {
        const QString error = check(QJsonObject{{u"mods"_s, v}});
        QVERIFY2(error.contains(u"\"mods\" has 10000 items"_s), qPrintable(error));
        QVERIFY2(error.contains(u"at most 100"_s), qPrintable(error));
    }
    QVERIFY(clock.elapsed() < 2000);
    // At the bound it is accepted.
    QJsonArray hundred;
    for (int i = 0; i < 100; ++i)
        hundred.append(i % 51);
    QCOMPARE(check(QJsonObject{{u"stack"_s, hundred}}), QString());
}

void TstInputLists::schemaDescribesTheList()
{
    const ActionSchema s = listSchema();
    const QJsonObject mods = s.input(u"mods"_s)->toJson();
    QCOMPARE(mods.value(u"type"_s).toString(), u"list"_s);
    QCOMPARE(mods.value(u"maxItems"_s).toInt(), 100);
    QCOMPARE(mods.value(u"textForm"_s).toBool(), true);
    const QJsonObject items = mods.value(u"items"_s).toObject();
    QCOMPARE(items.value(u"type"_s).toString(), u"enum"_s);
    QCOMPARE(items.value(u"allowed"_s).toArray(), QJsonArray({u"flank"_s, u"forest"_s}));
    QVERIFY(!mods.contains(u"allowed"_s)); // the allowed values are the items', not the list's

    const QJsonObject stack = s.input(u"stack"_s)->toJson().value(u"items"_s).toObject();
    QCOMPARE(stack.value(u"type"_s).toString(), u"int"_s);
    QCOMPARE(stack.value(u"min"_s).toInt(), 0);
    QCOMPARE(stack.value(u"max"_s).toInt(), 50);
    const QJsonObject pairs = s.input(u"pairs"_s)->toJson().value(u"items"_s).toObject();
    QCOMPARE(pairs.value(u"pattern"_s).toString(), u"^[^=]+=[0-9]+$"_s);
    QCOMPARE(pairs.value(u"format"_s).toString(), u"Name=value"_s);
    QVERIFY(!s.input(u"arrayOnly"_s)->toJson().contains(u"textForm"_s));

    // The shared word and a distance's measure.
    const QJsonObject range = inputs::intInput(u"range"_s, 1, 50, {}, u"Range"_s, {}, u"8.1.3"_s)
                                  .withTerm(u"range"_s, u"hex"_s)
                                  .toJson();
    QCOMPARE(range.value(u"term"_s).toString(), u"range"_s);
    QCOMPARE(range.value(u"measure"_s).toString(), u"hex"_s);
    QVERIFY(!mods.contains(u"term"_s));
}

void TstInputLists::textFormRoundTrip()
{
    const ActionSchema s = listSchema();
    const InputSpec &stack = *s.input(u"stack"_s);
    const QJsonArray items = stack.listFromText(u"0, 40 ,50"_s);
    QCOMPARE(items, QJsonArray({0, 40, 50}));
    QCOMPARE(stack.listToText(items), u"0, 40, 50"_s);
    QCOMPARE(stack.listFromText(stack.listToText(items)), items);
    const InputSpec semi = inputs::listInput(u"offers"_s, {}, {}, {}, u";"_s);
    QCOMPARE(semi.listFromText(u"Ann: Pikes, Bows; Ben: Axes"_s),
             QJsonArray({u"Ann: Pikes, Bows"_s, u"Ben: Axes"_s}));
    QCOMPARE(semi.listToText(QJsonArray({u"Ann: Pikes, Bows"_s, u"Ben: Axes"_s})),
             u"Ann: Pikes, Bows; Ben: Axes"_s);
}

// Wars for America's plot: the letters a referee reads off the arrows are its text form (5.1, 5.7).
void TstInputLists::plotMarkersFromLetters()
{
    const RuleSet *rs = RuleSets::find(u"wfa-naval"_s);
    QVERIFY(rs);
    const ActionSchema *plot = rs->action(u"plot"_s);
    QVERIFY(plot);
    QJsonObject filled;
    QCOMPARE(InputValidator::validate(*plot, obj(R"({"side":"a","markers":"SRLx"})"), &filled), QString());
    QCOMPARE(filled.value(u"markers"_s).toArray(),
             QJsonArray({u"straight"_s, u"starboard"_s, u"port"_s, u"stop"_s}));
    QCOMPARE(InputValidator::validate(*plot, obj(R"({"side":"a","markers":["straight","stop"]})"), &filled),
             QString());
    QCOMPARE(filled.value(u"markers"_s).toArray(), QJsonArray({u"straight"_s, u"stop"_s}));
    // In an array a marker is its id: a letter is no marker there.
    const QString error = InputValidator::validate(*plot, obj(R"({"side":"a","markers":["S"]})"), &filled);
    QVERIFY2(error.contains(u"\"markers\""_s) && error.contains(u"straight, port, starboard, stop"_s),
             qPrintable(error));
    const QJsonObject list = plot->input(u"markers"_s)->toJson();
    QCOMPARE(list.value(u"items"_s).toObject().value(u"allowed"_s).toArray().size(), 4);
}

// A list given as text is resolved as the array and echoed as the array (what the event log keeps):
// Fields of Honor's Kill Number modifiers (Fire Phase).
void TstInputLists::resolutionEchoesTheArray()
{
    const RuleTable table = testing::fohTable();
    const QJsonObject text = obj(
        R"({"weapon":"small-arms","stands":2,"smallArms":"improved","range":"close","fireRating":"A","modifiers":"flank, mounted-target"})");
    QJsonObject array = text;
    array.insert(u"modifiers"_s, QJsonArray({u"flank"_s, u"mounted-target"_s}));
    ScriptedDice d1({2, 5, 3, 4, 6, 6}), d2({2, 5, 3, 4, 6, 6});
    const Resolution a = resolve(u"fields-of-honor"_s, u"fire"_s, text, d1, table, true);
    const Resolution b = resolve(u"fields-of-honor"_s, u"fire"_s, array, d2, table, true);
    QVERIFY2(a.ok(), qPrintable(a.error()));
    QCOMPARE(a.inputs().value(u"modifiers"_s).toArray(), QJsonArray({u"flank"_s, u"mounted-target"_s}));
    QCOMPARE(a.toJson(), b.toJson());
    QVERIFY(a.traceText().contains(u"flank"_s));
}

QTEST_GUILESS_MAIN(TstInputLists)
#include "tst_inputlists.moc"
