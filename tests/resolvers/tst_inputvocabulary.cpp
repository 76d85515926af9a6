// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// One vocabulary of input words (docs/vocabulary.md): every input of the five rule sets whose id
// names one of the shared words carries it as its term, distances carry their measure, and no
// input is a list written as text. New inputs cannot drift from the words.
#include "core/actionschema.h"
#include "core/ruleset.h"
#include "core/rulesets.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {
// The stems an input id must not carry without its term (switches, Bool, are exempt: they say
// whether something holds, such as "formationChange", and are not the word itself).
const QStringList kStems{u"quality"_s, u"cover"_s, u"range"_s, u"formation"_s, u"strength"_s};

template <class Check> void eachInput(Check check)
{
    for (const RuleSet *rs : RuleSets::all())
        for (const ActionSchema &a : rs->actions())
            for (const InputSpec &in : a.inputs)
                check(rs->id() + u'/' + a.id + u'/' + in.id, in);
}
} // namespace

class TstInputVocabulary : public QObject
{
    Q_OBJECT
private slots:
    void everyRuleSetIsChecked();
    void stemsCarryTheirTerm();
    void termsAndMeasuresAreTheListed();
    void someOfEachSharedWord();
    void listsAreNotText();
};

void TstInputVocabulary::everyRuleSetIsChecked()
{
    QStringList ids;
    for (const RuleSet *rs : RuleSets::all())
        ids << rs->id();
    for (const QString &id :
         {u"fhg-land"_s, u"wfa-naval"_s, u"oneifbyland"_s, u"fields-of-honor"_s, u"honour-glory"_s})
        QVERIFY2(ids.contains(id), qPrintable(id));
}

void TstInputVocabulary::stemsCarryTheirTerm()
{
    QStringList missing;
    eachInput([&](const QString &where, const InputSpec &in) {
        if (in.type == InputSpec::Type::Bool)
            return;
        for (const QString &stem : kStems)
            if (in.id.contains(stem, Qt::CaseInsensitive) && in.term.isEmpty())
                missing << where;
    });
    QVERIFY2(missing.isEmpty(), qPrintable(u"inputs without a term: "_s + missing.join(u", "_s)));
}

void TstInputVocabulary::termsAndMeasuresAreTheListed()
{
    QStringList wrong;
    eachInput([&](const QString &where, const InputSpec &in) {
        if (!in.term.isEmpty() && !InputSpec::terms().contains(in.term))
            wrong << where + u" term "_s + in.term;
        if (!in.measure.isEmpty() && !InputSpec::measures().contains(in.measure))
            wrong << where + u" measure "_s + in.measure;
        if (!in.measure.isEmpty() && in.term != u"range"_s)
            wrong << where + u" has a measure but is no range"_s;
        // A distance given as a number says in what; a band is an Enum of band names.
        const bool number = in.type == InputSpec::Type::Int || in.type == InputSpec::Type::Real;
        if (in.term == u"range"_s && number && in.measure.isEmpty())
            wrong << where + u" is a range without its measure"_s;
        if (in.measure == u"band"_s && in.type != InputSpec::Type::Enum)
            wrong << where + u" is a band but no Enum"_s;
        if (!in.term.isEmpty() && in.toJson().value(u"term"_s).toString() != in.term)
            wrong << where + u" toJson() has no term"_s;
    });
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u"; "_s)));
}

// Each shared word is used by some rule set (a word nobody uses is not a shared word).
void TstInputVocabulary::someOfEachSharedWord()
{
    QSet<QString> used;
    eachInput([&](const QString &, const InputSpec &in) { used.insert(in.term); });
    for (const QString &term : InputSpec::terms())
        QVERIFY2(used.contains(term), qPrintable(term));
    // The distances of the five rule sets: hexes, inches and range bands.
    QSet<QString> measures;
    eachInput([&](const QString &, const InputSpec &in) { measures.insert(in.measure); });
    for (const QString &m : {u"hex"_s, u"in"_s, u"band"_s})
        QVERIFY2(measures.contains(m), qPrintable(m));
}

// A text input whose help asks for several values separated by commas is a list in disguise.
void TstInputVocabulary::listsAreNotText()
{
    QStringList text;
    eachInput([&](const QString &where, const InputSpec &in) {
        if (in.type == InputSpec::Type::String &&
            (in.help.contains(u"comma separated"_s) || in.help.contains(u"separated by commas"_s) ||
             in.help.contains(u"comma-separated"_s) || in.help.contains(u", ...\""_s)))
            text << where;
        if (in.type == InputSpec::Type::List && in.maxItems < 1)
            text << where + u" holds no item"_s;
    });
    QVERIFY2(text.isEmpty(), qPrintable(u"lists given as text: "_s + text.join(u", "_s)));
}

QTEST_GUILESS_MAIN(TstInputVocabulary)
#include "tst_inputvocabulary.moc"
