// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Fields of Honor: one charge of the Charge Phase as a value (FohCharge), step by step.
#include "fieldsofhonor/fohcharge.h"
#include "support/datarows.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstFohCharge : public QObject
{
    Q_OBJECT
private slots:
    void confederateExample();
    void outcomes_data();
    void outcomes();
    void flankOnlySquare();
    void refusesOutOfOrder();
    void json();
};

void TstFohCharge::confederateExample()
{
    // Charge Phase example: the test passes (3 against 2), the brigade reaches the Union line, the
    // Union stands and fires (3 hits), both units pass their Morale Tests: contact for the melee.
    QString e;
    FohCharge c = FohCharge::declare(u"Confederate cavalry"_s, u"Union infantry"_s, false);
    c = c.chargeTest(true, &e).move(true, &e).react(FohCharge::Reaction::StandAndFire, &e);
    c = c.opportunityFire(3, &e).endOpportunityFire(&e).attackerMorale(true, &e).defenderMorale(true, &e);
    QVERIFY2(e.isEmpty(), qPrintable(e));
    QCOMPARE(c.stage(), FohCharge::Stage::Done);
    QCOMPARE(c.result(), FohCharge::Result::Contact);
    QCOMPARE(c.opportunityHits(), 3);
}

struct OutcomesRow
{
    QString steps;
    int result;
};

void TstFohCharge::outcomes_data()
{
    addRows<OutcomesRow>({
        {"Charge Phase: failed Charge Test stays", {u"test-"_s, int(FohCharge::Result::TestFailed)}},
        {"Charge Phase: falls short", {u"test+ move-"_s, int(FohCharge::Result::FellShort)}},
        {"Charge Phase: attacker fails its Morale Test and withdraws",
         {u"test+ move+ stand fire:4 end att-"_s, int(FohCharge::Result::AttackerWithdrew)}},
        {"Charge Phase: defender fails and retreats",
         {u"test+ move+ stand end att+ def-"_s, int(FohCharge::Result::DefenderBroke)}},
        {"Charge Phase: fire and retire passes: mob, orderly retreat",
         {u"test+ move+ retire fire:1 end att+ def+"_s, int(FohCharge::Result::DefenderRetired)}},
        {"Charge Phase: countercharge fails, stays, melee",
         {u"test+ move+ counter- end att+ def+"_s, int(FohCharge::Result::Contact)}},
    });
}

void TstFohCharge::outcomes()
{
    const auto [steps, result] = fetchRow<OutcomesRow>();
    QString e;
    FohCharge c = FohCharge::declare(u"A"_s, u"B"_s, false);
    for (const QString &s : steps.split(u' ')) {
        const bool plus = s.endsWith(u'+');
        if (s.startsWith(u"test"_s))
            c = c.chargeTest(plus, &e);
        else if (s.startsWith(u"move"_s))
            c = c.move(plus, &e);
        else if (s == u"stand"_s)
            c = c.react(FohCharge::Reaction::StandAndFire, &e);
        else if (s == u"retire"_s)
            c = c.react(FohCharge::Reaction::FireAndRetire, &e);
        else if (s.startsWith(u"counter"_s))
            c = c.react(FohCharge::Reaction::Countercharge, &e).counterchargeTest(plus, &e);
        else if (s.startsWith(u"fire:"_s))
            c = c.opportunityFire(s.mid(5).toInt(), &e);
        else if (s == u"end"_s)
            c = c.endOpportunityFire(&e);
        else if (s.startsWith(u"att"_s))
            c = c.attackerMorale(plus, &e);
        else if (s.startsWith(u"def"_s))
            c = c.defenderMorale(plus, &e);
        QVERIFY2(e.isEmpty(), qPrintable(s + u": "_s + e));
    }
    QCOMPARE(int(c.result()), result);
    QVERIFY(c.stage() == FohCharge::Stage::Done);
}

void TstFohCharge::flankOnlySquare()
{
    QString e;
    FohCharge c = FohCharge::declare(u"A"_s, u"B"_s, true).chargeTest(true, &e).move(true, &e);
    const FohCharge same = c.react(FohCharge::Reaction::StandAndFire, &e);
    QVERIFY(e.contains(u"flank"_s));
    QVERIFY(same == c);
    e.clear();
    c = c.react(FohCharge::Reaction::FormSquare, &e).squareRoll(false, &e);
    QVERIFY(e.isEmpty());
    QCOMPARE(c.reaction(), FohCharge::Reaction::StandAndFire); // a failed roll must Stand and Fire
    QVERIFY(!c.defenderInSquare());
    QCOMPARE(c.stage(), FohCharge::Stage::OpportunityFire);
}

void TstFohCharge::refusesOutOfOrder()
{
    QString e;
    const FohCharge c = FohCharge::declare(u"A"_s, u"B"_s, false);
    QVERIFY(c.attackerMorale(true, &e) == c);
    QVERIFY(e.contains(u"charge-test"_s));
    e.clear();
    const FohCharge r = c.chargeTest(true, &e).move(true, &e);
    QVERIFY(r.react(FohCharge::Reaction::None, &e) == r);
    QVERIFY(!e.isEmpty());
    e.clear();
    const FohCharge f = r.react(FohCharge::Reaction::StandAndFire, &e);
    QVERIFY(f.opportunityFire(-1, &e) == f);
    QVERIFY(e.contains(u"-1"_s));
}

void TstFohCharge::json()
{
    QString e;
    FohCharge c = FohCharge::declare(u"A"_s, u"B"_s, false).chargeTest(true, &e).move(true, &e);
    c = c.react(FohCharge::Reaction::FireAndRetire, &e).opportunityFire(2, &e);
    const FohCharge back = FohCharge::fromJson(c.toJson(), &e);
    QVERIFY2(e.isEmpty(), qPrintable(e));
    QVERIFY(back == c);
    QJsonObject bad = c.toJson();
    bad.insert(u"result"_s, u"contact"_s); // a result before the charge is done
    FohCharge::fromJson(bad, &e);
    QVERIFY(!e.isEmpty());
}

QTEST_APPLESS_MAIN(TstFohCharge)
#include "tst_fohcharge.moc"
