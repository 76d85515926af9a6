// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Bad input, everywhere (issue 17, item 6): for every input of every action of the five rule
// sets, a value of the wrong type, a value far out of its bounds, a value its enum does not allow
// and a key no action has are refused before any die, naming the key (the refusal's `input`, the
// code "invalid-input") and what is accepted; never a crash, a hang or a silent default.
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruleset.h"
#include "core/rulesets.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// A valid value for every required input: what the bad one is put beside.
QJsonValue valid(const adj::InputSpec &spec)
{
    if (!spec.defaultValue.isUndefined() && !spec.defaultValue.isNull())
        return spec.defaultValue;
    switch (spec.type) {
    case adj::InputSpec::Type::Int:
    case adj::InputSpec::Type::Unit:
        return spec.min.isDouble() ? spec.min.toInt() : 1;
    case adj::InputSpec::Type::Real:
        return spec.min.isDouble() ? spec.min.toDouble() : 0.0;
    case adj::InputSpec::Type::Bool:
        return false;
    case adj::InputSpec::Type::Enum:
        return spec.allowed.value(0);
    case adj::InputSpec::Type::String:
        return u"x"_s;
    case adj::InputSpec::Type::State:
        return QJsonObject{};
    case adj::InputSpec::Type::List:
        return QJsonArray{};
    }
    return {};
}

QJsonObject baseline(const adj::ActionSchema &a)
{
    QJsonObject o;
    for (const adj::InputSpec &spec : a.inputs)
        if (spec.required)
            o.insert(spec.id, valid(spec));
    return o;
}

struct Bad
{
    QString what;
    QJsonValue value;
    QString mentions; // a word the message must hold besides the key; empty: the key alone
};

QList<Bad> badValues(const adj::InputSpec &spec)
{
    using T = adj::InputSpec::Type;
    QList<Bad> out;
    switch (spec.type) {
    case T::Int:
    case T::Unit:
        out << Bad{u"text for a number"_s, u"three"_s, {}} << Bad{u"a fraction"_s, 2.5, {}}
            << Bad{u"a list"_s, QJsonArray{1, 2}, {}};
        if (spec.max.isDouble())
            out << Bad{u"10,000 over its most"_s, spec.max.toDouble() + 10000,
                       spec.max.toVariant().toString()};
        if (spec.min.isDouble())
            out << Bad{u"10,000 under its least"_s, spec.min.toDouble() - 10000,
                       spec.min.toVariant().toString()};
        out << Bad{u"beyond 64 bits"_s, 1e30, {}};
        break;
    case T::Real:
        out << Bad{u"text for a number"_s, u"far"_s, {}};
        if (spec.max.isDouble())
            out << Bad{u"10,000 over its most"_s, spec.max.toDouble() + 10000, {}};
        break;
    case T::Bool:
        out << Bad{u"a number for yes or no"_s, 1, {}} << Bad{u"text for yes or no"_s, u"yes"_s, {}};
        break;
    case T::Enum:
        out << Bad{u"a value it does not allow"_s, u"no-such-value"_s, spec.allowed.value(0)}
            << Bad{u"a number"_s, 3, {}};
        break;
    case T::String:
        out << Bad{u"a number for text"_s, 7, {}} << Bad{u"an object for text"_s, QJsonObject{}, {}};
        break;
    case T::State:
        out << Bad{u"text for the battle's bookkeeping"_s, u"deck"_s, {}};
        break;
    case T::List: {
        QJsonArray many;
        for (int i = 0; i < 10000; ++i)
            many.append(spec.item == T::Int ? QJsonValue(1) : QJsonValue(spec.allowed.value(0, u"x"_s)));
        out << Bad{u"a number for a list"_s, 7, {}}
            << Bad{u"10,000 items"_s, many, QString::number(spec.maxItems)}
            << Bad{u"a null item"_s, QJsonArray{QJsonValue()}, {}};
        break;
    }
    }
    return out;
}

} // namespace

class TestBadInputs : public QObject
{
    Q_OBJECT

private slots:
    void everyInputRefusesBadValues();
    void unknownKeysAreNamed();
};

void TestBadInputs::everyInputRefusesBadValues()
{
    int checked = 0;
    for (const adj::RuleSet *rs : adj::RuleSets::all()) {
        QString error;
        const adj::RuleTable table = adj::BattleResolution::table(rs->id(), {}, &error);
        QVERIFY2(table.isValid(), qPrintable(error));
        for (const adj::ActionSchema &a : rs->actions()) {
            for (const adj::InputSpec &spec : a.inputs) {
                for (const Bad &bad : badValues(spec)) {
                    QJsonObject inputs = baseline(a);
                    inputs.insert(spec.id, bad.value);
                    adj::ScriptedDice dice({});
                    const adj::Resolution r = adj::resolve(rs->id(), a.id, inputs, dice, table);
                    const QString where = u"%1 %2 \"%3\" given %4"_s.arg(rs->id(), a.id, spec.id, bad.what);
                    QVERIFY2(!r.ok(), qPrintable(where + u": accepted"_s));
                    QVERIFY2(r.errorCode() == u"invalid-input"_s,
                             qPrintable(where + u": code "_s + r.errorCode() + u": "_s + r.error()));
                    QVERIFY2(r.errorInput() == spec.id, qPrintable(where + u": names "_s + r.errorInput()));
                    QVERIFY2(r.error().contains(spec.id), qPrintable(where + u": "_s + r.error()));
                    if (!bad.mentions.isEmpty())
                        QVERIFY2(r.error().contains(bad.mentions), qPrintable(where + u": "_s + r.error()));
                    QVERIFY2(r.effects().isEmpty() && r.dice().isEmpty(), qPrintable(where));
                    ++checked;
                }
            }
        }
    }
    QVERIFY2(checked > 500, qPrintable(QString::number(checked))); // every rule set's inputs were reached
}

void TestBadInputs::unknownKeysAreNamed()
{
    for (const adj::RuleSet *rs : adj::RuleSets::all()) {
        QString error;
        const adj::RuleTable table = adj::BattleResolution::table(rs->id(), {}, &error);
        for (const adj::ActionSchema &a : rs->actions()) {
            QJsonObject inputs = baseline(a);
            inputs.insert(u"figuresTypo"_s, 10000);
            adj::ScriptedDice dice({});
            const adj::Resolution r = adj::resolve(rs->id(), a.id, inputs, dice, table);
            QVERIFY2(!r.ok() && r.errorInput() == u"figuresTypo"_s, qPrintable(rs->id() + u' ' + a.id));
            QVERIFY(r.error().contains(u"figuresTypo"_s));
            // The message lists the inputs the action has, so the typo can be put right.
            if (!a.inputs.isEmpty())
                QVERIFY2(r.error().contains(a.inputs.first().id), qPrintable(r.error()));
        }
    }
}

QTEST_GUILESS_MAIN(TestBadInputs)
#include "tst_badinputs.moc"
