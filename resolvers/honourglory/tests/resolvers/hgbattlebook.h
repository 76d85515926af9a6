// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The fixture of the Honour & Glory battle-book tests (tst_hgbattlebook, tst_hgterrainbook): a real
// battle file with Kael (The One) against Ann, Ben and Cat, and the steps every test takes.
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "honourglory/hgbook.h"
#include "model/battledocument.h"
#include "model/edits.h"
#include "support/newbattle.h"
#include "support/ruletables.h"
#include "support/testjson.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

namespace adj::testing {

using namespace Qt::StringLiterals;

struct Played
{
    Resolution r;
    Edit edit;
    qint64 seq = 0;
    QString error;
};

class HgBattleBook : public QObject
{
protected:
    // A fresh battle for each test function (init).
    void setUpBattle();
    Played play(const QString &action, const QJsonObject &given);
    void mustPlay(const QString &action, const QJsonObject &given);
    void addPlayer(const QString &side, const QString &unit, const QString &type, const QString &colour,
                   int ml, const QString &left, const QString &centre, const QString &right,
                   int armyCost = 40);
    int counter(const QString &side, const QString &kind) const;
    QJsonObject game() const;
    // The game set up and the terrain of the Setup example dealt, the cut given (no die): cut at 1 →
    // Marsh, Ford, Hill, Forest, Plain, River, Wood. Ann: Marsh (Secondary) gets another card; Ford, a
    // second Secondary, goes to the bottom; then Hill. Ben: Forest, Cat: Plain.
    Played dealTheSetupExample();
    QJsonObject player(const QString &name) const;

    QTemporaryDir m_dir;
    RuleTable m_table = hgTable();
    std::unique_ptr<BattleDocument> m_doc;
};

// Kael (The One, Tactics ML 6) against Ann (ML 4), Ben (ML 5) and Cat (ML 3). Ann has 5 Troop
// Cards, Ben 2 and Cat 3, so Ann may rescue Ben.
inline void HgBattleBook::setUpBattle()
{
    if (!newBattle(m_doc, m_dir.filePath(u"hg.adjutant"_s),
                   {.name = u"Carrow Vale"_s, .ruleset = u"honour-glory"_s}, {}))
        return;
    addPlayer(u"Kael"_s, u"Host"_s, u"the-one"_s, u"black"_s, 6, u"Pikes=10, Guard=20"_s, u"Archers=5"_s,
              u"Horse=15"_s);
    addPlayer(u"Ann"_s, u"Levy"_s, u"the-many"_s, u"red"_s, 4, u"Spears=5, Axes=5"_s, u"Bows=5"_s,
              u"Knights=10, Slings=2"_s);
    addPlayer(u"Ben"_s, u"Household"_s, u"the-many"_s, u"blue"_s, 5, u"Blades=5"_s, u""_s, u"Lances=5"_s);
    addPlayer(u"Cat"_s, u"Fenmen"_s, u"the-many"_s, u"green"_s, 3, u"Reeds=2"_s, u"Nets=2"_s, u"Bows=5"_s);
}

inline void HgBattleBook::addPlayer(const QString &side, const QString &unit, const QString &type,
                                    const QString &colour, int ml, const QString &left, const QString &centre,
                                    const QString &right, int armyCost)
{
    QString error;
    Edit e = Edits::addSide(m_doc->state(), side, {}, &error);
    QVERIFY2(m_doc->commit(e, &error) > 0, qPrintable(error));
    const QJsonObject attrs{{u"colour"_s, colour},   {u"armyCost"_s, armyCost},   {u"tacticsMl"_s, ml},
                            {u"troopsLeft"_s, left}, {u"troopsCentre"_s, centre}, {u"troopsRight"_s, right}};
    e = Edits::addUnit(
        m_doc->state(), m_doc->profile(),
        {side, unit, type, type == u"the-one"_s ? 150 : 50, type == u"the-one"_s ? 150 : 50, attrs, {}},
        &error);
    QVERIFY2(!e.isEmpty(), qPrintable(error));
    QVERIFY2(m_doc->commit(e, &error) > 0, qPrintable(error));
}

inline Played HgBattleBook::play(const QString &action, const QJsonObject &given)
{
    Played p;
    const QJsonObject inputs = BattleResolution::inputs(action, given, m_doc->state(), m_table, &p.error);
    if (!p.error.isEmpty())
        return p;
    ScriptedDice dice({});
    p.r = adj::resolve(u"honour-glory"_s, action, inputs, dice, m_table);
    if (!p.r.ok()) {
        p.error = p.r.error();
        return p;
    }
    p.edit = BattleResolution::edit(p.r, m_doc->state(), m_doc->profile(), &p.error);
    if (p.edit.isEmpty())
        return p;
    p.seq = m_doc->commit(p.edit, &p.error);
    return p;
}

inline void HgBattleBook::mustPlay(const QString &action, const QJsonObject &given)
{
    const Played p = play(action, given);
    QVERIFY2(p.seq > 0, qPrintable(action + u": "_s + p.error));
}

inline Played HgBattleBook::dealTheSetupExample()
{
    mustPlay(u"game-setup"_s, {});
    return play(u"game-terrain-deal"_s, obj(R"({"deck":"Wood, Marsh, Ford, Hill, Forest, Plain, River",
                                               "secondary":"Marsh, Ford","shuffle":false,"cut":1})"));
}

inline int HgBattleBook::counter(const QString &side, const QString &kind) const
{
    const Side *s = m_doc->state().sideByName(side);
    const Counter *c = s ? m_doc->state().counter(s->id, {}, kind) : nullptr;
    return c ? c->value : 0;
}

inline QJsonObject HgBattleBook::game() const
{
    const Tracker *t = m_doc->state().tracker(u"hg.game"_s);
    return t ? t->value : QJsonObject();
}

inline QJsonObject HgBattleBook::player(const QString &name) const
{
    for (const QJsonValue &v : game().value(u"players"_s).toArray())
        if (v.toObject().value(u"name"_s).toString() == name)
            return v.toObject();
    return {};
}

} // namespace adj::testing
