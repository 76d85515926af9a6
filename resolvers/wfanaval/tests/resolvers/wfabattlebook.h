// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The fixture of the Wars for America battle-book tests (tst_wfabattlebook, tst_wfacommandbook):
// a real battle file with two small squadrons, and the steps every test takes against it.
//
// Board 12 x 12, odd-q: heading 1 is north (row - 1), heading 4 south (row + 1).
// British (side a): HMS Macedonian (frigate 7, command of squadron Carden, heading 1, 0306),
//   HMS Alert (sloop 4, squadron Carden, heading 1, 0508), HMS Java (frigate 7, heading 1, 0805).
// American (side b): USS United States (frigate, 3 of 7: crippled, command, heading 4, 0804),
//   USS Argus (brig 5, heading 4, 0805): Java and Argus share 0805.
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "model/battledocument.h"
#include "model/edits.h"
#include "support/battlebook.h"
#include "support/newbattle.h"
#include "support/ruletables.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace adj::testing {

using namespace Qt::StringLiterals;

class WfaBattleBook : public QObject
{
protected:
    // A fresh battle file with the ships below, for each test function (call from init()).
    void setUpBattle();
    Resolution run(const QString &action, const QJsonObject &given, const QList<int> &dice = {});
    // Resolves and commits; the committed edit and its event (0 when refused, with `error`).
    std::pair<Edit, qint64> apply(const QString &action, const QJsonObject &given,
                                  const QList<int> &dice = {}, QString *error = nullptr);
    void plotBoth();
    // The wind given and kept (roll 3: no change), then both sides plot the counts given,
    // straight and stop in turn.
    void plotCounts(int wind, int british, int american);
    void setHeading(const QString &name, int heading);
    Id unit(const QString &name) const { return m_doc->state().unitByName(name)->id; }
    QString pos(const QString &name) const { return m_doc->state().unitByName(name)->position; }
    int heading(const QString &name) const
    {
        return m_doc->state().unitByName(name)->attrs.value(u"heading"_s).toInt();
    }

    QTemporaryDir m_dir;
    std::unique_ptr<BattleDocument> m_doc;
    RuleTable m_table;
};

inline void WfaBattleBook::setUpBattle()
{
    m_table = wfaTable();
    if (!newBattle(m_doc, m_dir.filePath(u"w.adjutant"_s),
                   {.name = u"Plots"_s,
                    .ruleset = u"wfa-naval"_s,
                    .board = QJsonObject{{u"width"_s, 12}, {u"height"_s, 12}, {u"layout"_s, u"odd-q"_s}}},
                   {u"British"_s, u"American"_s}))
        return;
    QString error;
    auto commit = [&](const Edit &e) { mustCommit(*m_doc, e, &error); };
    auto ship = [&](const QString &side, const QString &name, const QString &type, int damage, int start,
                    const QString &hex, int heading, const QString &squadron, bool command) {
        const QJsonObject attrs{{u"guns"_s, 3},
                                {u"marines"_s, 2},
                                {u"heading"_s, heading},
                                {u"squadron"_s, squadron},
                                {u"command"_s, command}};
        commit(Edits::addUnit(m_doc->state(), m_doc->profile(), {side, name, type, damage, start, attrs, hex},
                              &error));
    };
    ship(u"British"_s, u"HMS Macedonian"_s, u"frigate"_s, 7, 7, u"0306"_s, 1, u"Carden"_s, true);
    ship(u"British"_s, u"HMS Alert"_s, u"sloop"_s, 4, 4, u"0508"_s, 1, u"Carden"_s, false);
    ship(u"British"_s, u"HMS Java"_s, u"frigate"_s, 7, 7, u"0805"_s, 1, QString(), false);
    ship(u"American"_s, u"USS United States"_s, u"frigate"_s, 3, 7, u"0804"_s, 4, u"Decatur"_s, true);
    ship(u"American"_s, u"USS Argus"_s, u"brig"_s, 5, 5, u"0805"_s, 4, u"Decatur"_s, false);
}

inline Resolution WfaBattleBook::run(const QString &action, const QJsonObject &given, const QList<int> &dice)
{
    return resolveOnBattle(*m_doc, u"wfa-naval"_s, action, given, dice, m_table);
}

inline std::pair<Edit, qint64> WfaBattleBook::apply(const QString &action, const QJsonObject &given,
                                                    const QList<int> &dice, QString *error)
{
    return applyOnBattle(*m_doc, u"wfa-naval"_s, action, given, dice, m_table, error);
}

inline void WfaBattleBook::plotBoth()
{
    QString error;
    // 3.1: wind 1 rolls 3: no change. Macedonian (heading 1) has the gauge: 3 + 1 = 4; United
    // States (heading 4) has not and is crippled (3 of 7): 3 - 1 = 2 (3.1.1, 6.6, 9.4).
    QVERIFY2(apply(u"wind-change"_s, QJsonObject{{u"wind"_s, 1}}, {3}, &error).second > 0, qPrintable(error));
    QVERIFY2(
        apply(u"plot"_s,
              QJsonObject{{u"side"_s, u"British"_s}, {u"markers"_s, u"straight, port, straight, stop"_s}}, {},
              &error)
                .second > 0,
        qPrintable(error));
    QVERIFY2(
        apply(u"plot"_s, QJsonObject{{u"side"_s, u"b"_s}, {u"markers"_s, u"straight stop"_s}}, {}, &error)
                .second > 0,
        qPrintable(error));
}

inline void WfaBattleBook::plotCounts(int wind, int british, int american)
{
    QString error;
    QVERIFY2(apply(u"wind-change"_s, QJsonObject{{u"wind"_s, wind}}, {3}, &error).second > 0,
             qPrintable(error));
    const QStringList markers{u"straight"_s, u"stop"_s, u"straight"_s, u"stop"_s};
    QVERIFY2(apply(u"plot"_s,
                   QJsonObject{{u"side"_s, u"British"_s}, {u"markers"_s, markers.mid(0, british).join(u',')}},
                   {}, &error)
                     .second > 0,
             qPrintable(error));
    QVERIFY2(
        apply(u"plot"_s,
              QJsonObject{{u"side"_s, u"American"_s}, {u"markers"_s, markers.mid(0, american).join(u',')}},
              {}, &error)
                .second > 0,
        qPrintable(error));
}

inline void WfaBattleBook::setHeading(const QString &name, int heading)
{
    QString error;
    Unit u = *m_doc->state().unitByName(name);
    u.attrs.insert(u"heading"_s, heading);
    QVERIFY(m_doc->commit(Edits::updateUnit(m_doc->state(), m_doc->profile(), u, &error), &error) > 0);
}

} // namespace adj::testing
