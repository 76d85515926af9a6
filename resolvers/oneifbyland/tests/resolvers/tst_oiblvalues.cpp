// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// One If By Land typed results (issue 17, docs/values/oneifbyland.md). The text has no worked
// examples with dice; the rows pinned by tst_oiblfire, tst_oiblmorale and tst_oiblmelee (the Combat
// Chart, the Morale Numbers, the walk-through charge) give their values here, and every dice action's
// values.rolls holds exactly the dice the resolution read, step by step.
#include "../walkthrough.h"
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "oneifbyland/oneifbyland.h"
#include "support/datarows.h"
#include "support/resolutionvalues.h"
#include "support/ruletables.h"
#include "support/testjson.h"
#include "support/valuerows.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;
using namespace adj::testing;

class TstOiblValues : public QObject
{
    Q_OBJECT
private slots:
    void pinnedRows_data();
    void pinnedRows();
    void rollsAreTheDiceUsed_data();
    void rollsAreTheDiceUsed();
    void quietCarriesNoValues();

private:
    const RuleTable m_table = oiblTable();
};

void TstOiblValues::pinnedRows_data()
{
    addRows<PinnedValuesRow>({
        {"Combat Chart: 12 figures in close order, die 6: 2 casualties, a panic marker",
         {u"fire"_s,
          obj(R"({"firerQuality":"regular","firerFormation":"close","figures":12,"range":5,"target":7})"),
          QList<int>{6}, obj(R"({"firingFigures":12,"casualties":2,
                   "rolls":[{"step":"fire","dice":[6],"modified":6,"result":"casualties=2","role":"firer"}],
                   "units":{"target":{"unit":7,"casualties":2,"markers":["panic"]}}})")}},
        {"Firing modifiers firer Wretched -4: die 3 -> -1 misses",
         {u"fire"_s, obj(R"({"firerQuality":"wretched","figures":12,"range":5,"targetFigures":12})"),
          QList<int>{3}, obj(R"({"casualties":0,
                   "rolls":[{"step":"fire","dice":[3],"modified":-1,"result":"casualties=0","role":"firer"}],
                   "units":{"target":{"strengthBefore":12,"strengthAfter":12,"eliminated":false}}})")}},
        {"Morale Results Regular 8 fails by 1",
         {u"morale-test"_s, obj(R"({"quality":"regular"})"), QList<int>{8},
          obj(R"({"moraleNumber":7,"morale":"failed-by-1",
                   "rolls":[{"step":"morale","dice":[8],"modified":8,"needed":7,"result":"failed-by-1","role":"unit"}],
                   "units":{"unit":{"morale":"failed-by-1"}}})")}},
        {"Morale Results Regular 9 fails by 2: routs, routing and panic markers",
         {u"morale-test"_s, obj(R"({"quality":"regular"})"), QList<int>{9},
          obj(R"({"moraleNumber":7,"morale":"routed",
                   "units":{"unit":{"morale":"routing","markers":["routing","panic"]}}})")}},
        {"Morale Tests heavy cover -2: 9 -> 7 passes",
         {u"morale-test"_s, obj(R"({"quality":"regular","cover":"heavy"})"), QList<int>{9},
          obj(R"({"morale":"passed",
                   "rolls":[{"step":"morale","dice":[9],"modified":7,"needed":7,"result":"passed","role":"unit"}]})")}},
        {"Morale Results: a routing unit that passes rallies and reforms",
         {u"morale-test"_s, obj(R"({"quality":"regular","routing":true})"), QList<int>{2},
          obj(R"({"morale":"rallied","units":{"unit":{"morale":"reforming","markers":["reforming"]}}})")}},
        {"Melee: the walk-through charge, attacker 5 lost, the Poor militia 6 and rout",
         {u"charge"_s, walkThrough(), QList<int>{3, 5, 4, 6, 5, 6, 4, 2, 7},
          obj(R"({"winner":"attacker","margin":3,"casualties":6,
                   "rolls":[{"step":"charge-test","dice":[3],"modified":3,"needed":7,"result":"passed","role":"attacker"},
                            {"step":"defender-test","dice":[5],"modified":5,"needed":6,"result":"passed","role":"defender"},
                            {"step":"defender-fire","dice":[4],"modified":4,"result":"casualties=2","role":"defender"},
                            {"step":"close-test","dice":[6],"modified":6,"needed":7,"result":"passed","role":"attacker"},
                            {"step":"round1-attackers","dice":[5],"modified":8,"result":"casualties=3","role":"attacker"},
                            {"step":"round1-defenders","dice":[6],"modified":7,"result":"casualties=2","role":"defender"},
                            {"step":"round2-attackers","dice":[4],"modified":7,"result":"casualties=3","role":"attacker"},
                            {"step":"round2-defenders","dice":[2],"modified":3,"result":"casualties=1","role":"defender"},
                            {"step":"after-melee","dice":[7],"modified":7,"needed":7,"result":"passed","role":"attacker"}],
                   "units":{"attacker":{"unit":1,"strengthBefore":24,"strengthAfter":19,"casualties":5,
                                        "eliminated":false,"morale":"passed","markers":["panic"]},
                            "defender":{"unit":2,"strengthBefore":20,"strengthAfter":14,"casualties":6,
                                        "eliminated":false,"morale":"routing","markers":["panic","routing"]}}})")}},
        {"Melee 2 the attacker fails: the charge ends before contact",
         {u"charge"_s, walkThrough(), QList<int>{8},
          obj(R"({"rolls":[{"step":"charge-test","dice":[8],"modified":8,"needed":7,"result":"failed-by-1","role":"attacker"}],
                   "units":{"attacker":{"strengthBefore":24,"strengthAfter":24,"morale":"failed-by-1","markers":["panic"]}}})")}},
        {"Risk to Generals: 3 hits, two dice, a 1 and the wound die 6: killed",
         {u"general-risk"_s, obj(R"({"hits":3})"), QList<int>{1, 5, 6}, obj(R"({"generalWound":"killed",
                   "rolls":[{"step":"general-risk","dice":[1],"result":"danger","role":"general"},
                            {"step":"general-risk","dice":[5],"result":"safe","role":"general"},
                            {"step":"general-wound","dice":[6],"result":"killed","role":"general"}],
                   "units":{"general":{"eliminated":true}}})")}},
    });
}

void TstOiblValues::pinnedRows()
{
    checkPinnedValues(u"oneifbyland"_s, fetchRow<PinnedValuesRow>(), m_table);
}

void TstOiblValues::rollsAreTheDiceUsed_data()
{
    addRows<ActionRow>({
        {"fire with a general, over 30 figures",
         {u"fire"_s,
          obj(R"({"firerQuality":"regular","figures":47,"range":2,"targetFigures":20,"generalWithTarget":true})")}},
        {"fire, cannon on artillery: counter-battery",
         {u"fire"_s,
          obj(R"({"weapon":"cannon","firerQuality":"regular","firerFormation":"unlimbered","gunPounds":12,"range":3,"targetArtillery":true})")}},
        {"charge, the walk-through", {u"charge"_s, walkThrough()}},
        {"charge, two attackers of different quality",
         {u"charge"_s,
          obj(R"({"fromContact":true,"aUnit":1,"aQuality":"veteran","aFigures":12,"aStartFigures":12,"aFrontFigures":6,
                   "a2Unit":2,"a2Quality":"regular","a2Figures":12,"a2StartFigures":12,"a2FrontFigures":6,
                   "dUnit":4,"dQuality":"regular","dFigures":20,"dStartFigures":20,"dFrontFigures":12})")}},
        {"morale-test", {u"morale-test"_s, obj(R"({"quality":"poor","outflanked":true})")}},
        {"morale-test, routing", {u"morale-test"_s, obj(R"({"quality":"veteran","routing":true})")}},
        {"general-risk", {u"general-risk"_s, obj(R"({"hits":9})")}},
        {"movement", {u"movement"_s, obj(R"({"rate":"column"})")}},
        {"deck-shuffle",
         {u"deck-shuffle"_s, obj(R"({"roster":{"units":[{"id":1,"side":"American","brigade":"Gist"},
                   {"id":2,"side":"British","brigade":"Tarleton"},{"id":3,"side":"British","brigade":"Webster"}]}})")}},
    });
}

// Seeded dice over many seeds reach the branches (a failed charge, a rout, a killed general, a
// destroyed cannon): each time the rolls hold each die read, once, in order and under its step.
void TstOiblValues::rollsAreTheDiceUsed()
{
    const ActionRow row = fetchRow<ActionRow>();
    const int resolved =
        checkRollsAreTheDiceUsed(u"oneifbyland"_s, row, m_table, 300, [&](const Resolution &r) {
            if (row.action == u"deck-shuffle"_s) // the whole deck, each card once
                QCOMPARE(r.values().value(u"pile"_s).toArray().size(), r.dice().size() + 1);
        });
    QCOMPARE(resolved, 300);
}

// The odds walk resolves quietly: no values are built there, and its odds are unchanged in shape.
void TstOiblValues::quietCarriesNoValues()
{
    Resolution out;
    out.setQuiet(true);
    out.set(u"casualties"_s, 2);
    out.roll(Roll{u"fire"_s, {3}});
    checkQuietCarriesNoValues(out, u"oneifbyland"_s, u"morale-test"_s, obj(R"({"quality":"regular"})"),
                              m_table, 3);
}

QTEST_GUILESS_MAIN(TstOiblValues)
#include "tst_oiblvalues.moc"
