// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// BattleState's look-ups of a unit's markers on the table and its leaders (issue 30: every action
// asked for a few units' by walking every marker of the battle, lifted ones included) answer what a
// walk of the rows answers, through any row change: a marker placed, lifted, put back by an undo,
// moved to another unit, deleted; a leader attached, detached, lost, deleted; a state reloaded and
// indexed again; and a state whose maps were filled directly, which is walked. Its count of each
// side's units in play by type (the turn bar's AP still owed walked 5,000 units after every change)
// answers what a walk answers through units added, routed, rallied, moved to a side, deleted.
#include "battlestate.h"
#include "edit.h"

#include <QTest>

#include <random>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {

// What the look-ups answered before they were kept: a walk of every row.
QList<Marker> walkedMarkers(const BattleState &s, Id unit)
{
    QList<Marker> out;
    for (const Marker &m : s.markers)
        if (m.unit == unit && m.active())
            out << m;
    return out;
}

QList<Leader> walkedLeaders(const BattleState &s, Id unit)
{
    QList<Leader> out;
    for (const Leader &l : s.leaders)
        if (l.unit == unit)
            out << l;
    return out;
}

QHash<QString, int> walkedInPlay(const BattleState &s, Id side)
{
    QHash<QString, int> out;
    for (const Unit &u : s.units)
        if (u.side == side && u.status.isEmpty())
            ++out[u.type];
    return out;
}

QString differs(const BattleState &s, int units)
{
    for (Id side = 1; side <= 3; ++side)
        if (s.unitsInPlay(side) != walkedInPlay(s, side))
            return u"the units in play of side %1"_s.arg(side);
    QList<Marker> all;
    for (Id u = 0; u <= units; ++u) {
        if (s.activeMarkers(u) != walkedMarkers(s, u))
            return u"the markers of unit %1"_s.arg(u);
        if (s.leadersWith(u) != walkedLeaders(s, u))
            return u"the leaders with unit %1"_s.arg(u);
        all += walkedMarkers(s, u);
    }
    std::sort(all.begin(), all.end(), [](const Marker &a, const Marker &b) { return a.id < b.id; });
    return s.activeMarkers() == all ? QString() : u"the markers on the table"_s;
}

RowChange markerChange(const BattleState &s, const Marker &after, bool remove = false)
{
    const auto it = s.markers.constFind(after.id);
    return {Table::Markers, after.id, it == s.markers.cend() ? QVariantMap() : it->toRow(),
            remove ? QVariantMap() : after.toRow()};
}

RowChange unitChange(const BattleState &s, const Unit &after, bool remove = false)
{
    const auto it = s.units.constFind(after.id);
    return {Table::Units, after.id, it == s.units.cend() ? QVariantMap() : it->toRow(),
            remove ? QVariantMap() : after.toRow()};
}

RowChange leaderChange(const BattleState &s, const Leader &after, bool remove = false)
{
    const auto it = s.leaders.constFind(after.id);
    return {Table::Leaders, after.id, it == s.leaders.cend() ? QVariantMap() : it->toRow(),
            remove ? QVariantMap() : after.toRow()};
}

} // namespace

class TestBattleState : public QObject
{
    Q_OBJECT

private slots:
    void lookUpsFollowEveryRowChange();
    void undoneChangesLeaveTheSameLookUps();
    void stateFilledDirectlyIsWalked();
};

void TestBattleState::lookUpsFollowEveryRowChange()
{
    constexpr int kUnits = 6;
    BattleState s;
    std::mt19937 rng(30);
    QList<RowChange> applied;
    for (int step = 0; step < 3000; ++step) {
        const Id unit = Id(rng() % (kUnits + 1)); // 0 too: a leader standing alone
        RowChange c;
        switch (rng() % 8) {
        case 0: // a marker placed (an id of its own, or one an undo deleted coming back)
        case 1: {
            Marker m{Id(1 + rng() % 80), unit, u"disordered"_s, 1, 0};
            c = markerChange(s, m);
            break;
        }
        case 2: { // a marker lifted, moved or deleted
            if (s.markers.isEmpty())
                continue;
            Marker m = *std::next(s.markers.cbegin(), qsizetype(rng() % s.markers.size()));
            const int what = int(rng() % 3);
            if (what == 0)
                m.liftedTurn = m.active() ? 2 : 0;
            else if (what == 1)
                m.unit = unit;
            c = markerChange(s, m, what == 2);
            break;
        }
        case 3:
        case 4: { // a leader added, attached elsewhere, detached
            Leader l{Id(1 + rng() % 20), 1, unit, u"Leader"_s, 1, {}, {}};
            c = leaderChange(s, l);
            break;
        }
        case 5: { // a leader deleted (half the time: the battle keeps a few)
            if (s.leaders.isEmpty() || rng() % 2)
                continue;
            const Leader l = *std::next(s.leaders.cbegin(), qsizetype(rng() % s.leaders.size()));
            c = leaderChange(s, l, true);
            break;
        }
        case 6: { // a unit added or changed: its side, type, or status (routed, rallied)
            static const QStringList kTypes{u"line"_s, u"militia"_s, u"vp"_s};
            static const QStringList kStatus{QString(), QString(), u"routed"_s, u"eliminated"_s};
            Unit u;
            u.id = Id(1 + rng() % 12);
            u.side = Id(1 + rng() % 3);
            u.name = u"Unit %1"_s.arg(u.id);
            u.type = kTypes.at(int(rng() % kTypes.size()));
            u.status = kStatus.at(int(rng() % kStatus.size()));
            c = unitChange(s, u);
            break;
        }
        case 7: { // a unit deleted (a third of the time)
            if (s.units.isEmpty() || rng() % 3)
                continue;
            const Unit u = *std::next(s.units.cbegin(), qsizetype(rng() % s.units.size()));
            c = unitChange(s, u, true);
            break;
        }
        }
        if (c.before.isEmpty() && c.after.isEmpty())
            continue; // deleting what is not there
        s.apply(c);
        applied << c;
        const QString wrong = differs(s, kUnits);
        QVERIFY2(wrong.isEmpty(), qPrintable(u"step %1: %2"_s.arg(step).arg(wrong)));
    }
    QVERIFY(s.markers.size() > 20 && s.leaders.size() > 10 && s.units.size() > 6);
    QVERIFY(!s.unitsInPlay(1).isEmpty() || !s.unitsInPlay(2).isEmpty());
    // The state as the store loads it (its maps filled, then indexed) answers the same.
    BattleState loaded;
    loaded.units = s.units;
    loaded.markers = s.markers;
    loaded.leaders = s.leaders;
    loaded.reindex();
    QCOMPARE(differs(loaded, kUnits), QString());
    QCOMPARE(loaded, s);
}

void TestBattleState::undoneChangesLeaveTheSameLookUps()
{
    BattleState s;
    s.apply(markerChange(s, Marker{1, 1, u"disordered"_s, 1, 0}));
    s.apply(leaderChange(s, Leader{1, 1, 1, u"Brock"_s, 2, {}, {}}));
    const BattleState before = s;
    // A marker lifted and one placed, a leader moved to another unit: then taken back in reverse.
    const QList<RowChange> changes{markerChange(s, Marker{1, 1, u"disordered"_s, 1, 3}),
                                   markerChange(s, Marker{2, 2, u"shaken"_s, 3, 0}),
                                   leaderChange(s, Leader{1, 1, 2, u"Brock"_s, 2, {}, {}})};
    for (const RowChange &c : changes)
        s.apply(c);
    QCOMPARE(s.activeMarkers(1), QList<Marker>());
    QCOMPARE(s.activeMarkers(2).size(), 1);
    QCOMPARE(s.leadersWith(1), QList<Leader>());
    QCOMPARE(s.leadersWith(2).value(0).name, u"Brock"_s);
    for (auto it = changes.crbegin(); it != changes.crend(); ++it)
        s.apply(it->reversed());
    QCOMPARE(s, before);
    QCOMPARE(s.activeMarkers(1).value(0).kind, u"disordered"_s);
    QCOMPARE(s.activeMarkers(2), QList<Marker>());
    QCOMPARE(s.leadersWith(1).value(0).name, u"Brock"_s);
    QCOMPARE(differs(s, 2), QString());
}

void TestBattleState::stateFilledDirectlyIsWalked()
{
    // The maps are public: a state built by hand (a test's, a tool's) is not indexed, and is walked.
    BattleState s;
    s.markers.insert(1, Marker{1, 1, u"fired"_s, 1, 0});
    s.markers.insert(2, Marker{2, 1, u"moved"_s, 1, 2}); // lifted
    s.leaders.insert(1, Leader{1, 1, 1, u"Scott"_s, 2, {}, {}});
    s.units.insert(1, Unit{1, 1, u"Glengarry"_s, u"militia"_s, {}, 0, 2, {}, {}, 0});
    s.units.insert(2, Unit{2, 1, u"Lincoln"_s, u"militia"_s, {}, 0, 2, {}, u"routed"_s, 0});
    QCOMPARE(s.unitsInPlay(1), (QHash<QString, int>{{u"militia"_s, 1}}));
    QCOMPARE(s.activeMarkers(1).size(), 1);
    QCOMPARE(s.activeMarkers().size(), 1);
    QCOMPARE(s.leadersWith(1).size(), 1);
    // A change applied to it later is still seen (it stays walked until indexed).
    s.apply(markerChange(s, Marker{3, 1, u"shaken"_s, 2, 0}));
    QCOMPARE(s.activeMarkers(1).size(), 2);
    s.reindex();
    QCOMPARE(differs(s, 1), QString());
}

QTEST_GUILESS_MAIN(TestBattleState)
#include "tst_battlestate.moc"
