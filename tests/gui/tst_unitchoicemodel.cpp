// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The action panel's unit lists (issue 30): UnitChoiceModel told of each unit that changes holds
// the same rows, in the same order, as one built afresh from the battle, without being built again;
// UnitChoiceFilter offers a combo its side's units in play, and a combo whose unit leaves shows
// "none".
#include "unitchoicefilter.h"
#include "unitchoicemodel.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

class TestUnitChoiceModel final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void orderedBySideThenId();
    void toldOfEachChangeAsIfBuiltAfresh();
    void sidesChangedBuildsAgain();
    void filterOffersASideInPlay();
    void comboWhoseUnitLeavesShowsNone();

private:
    // Applies a change to the battle and tells the model, as BattleDocument::changed does.
    void change(Table table, Id id, const QVariantMap &before, const QVariantMap &after);
    void changeUnit(const Unit &now);
    static QStringList rows(const QAbstractItemModel &m);

    BattleState m_state;
    std::unique_ptr<UnitChoiceModel> m_model;
};

void TestUnitChoiceModel::init()
{
    m_state = {};
    m_state.sides.insert(1, Side{1, u"American"_s, {}, 0});
    m_state.sides.insert(2, Side{2, u"British"_s, {}, 1});
    // Ids across the sides, as a battle adds units: the lists group them by side.
    const QList<std::pair<Id, Id>> units{{1, 2}, {2, 1}, {3, 2}, {4, 1}, {5, 1}};
    for (const auto &[id, side] : units) {
        Unit u;
        u.id = id;
        u.side = side;
        u.name = u"Unit %1"_s.arg(id);
        m_state.units.insert(id, u);
    }
    m_model = std::make_unique<UnitChoiceModel>();
    m_model->setState(&m_state);
}

void TestUnitChoiceModel::change(Table table, Id id, const QVariantMap &before, const QVariantMap &after)
{
    const RowChange c{table, id, before, after};
    m_state.apply(c);
    m_model->apply({c});
}

void TestUnitChoiceModel::changeUnit(const Unit &now)
{
    const auto was = m_state.units.constFind(now.id);
    change(Table::Units, now.id, was == m_state.units.cend() ? QVariantMap() : was->toRow(),
           now.id != 0 ? now.toRow() : QVariantMap());
}

QStringList TestUnitChoiceModel::rows(const QAbstractItemModel &m)
{
    QStringList out;
    for (int i = 0; i < m.rowCount(); ++i) {
        const QModelIndex at = m.index(i, 0);
        out << u"%1|%2|%3"_s.arg(at.data().toString())
                   .arg(at.data(Qt::UserRole).toLongLong())
                   .arg(at.data(UnitChoiceModel::InPlayRole).toBool());
    }
    return out;
}

void TestUnitChoiceModel::orderedBySideThenId()
{
    QCOMPARE(rows(*m_model),
             QStringList({u"none|0|1"_s, u"Unit 2 (American)|2|1"_s, u"Unit 4 (American)|4|1"_s,
                          u"Unit 5 (American)|5|1"_s, u"Unit 1 (British)|1|1"_s, u"Unit 3 (British)|3|1"_s}));
    QVERIFY(!m_model->index(0, 0).data(Qt::UserRole).isValid()); // "none" holds no unit
}

void TestUnitChoiceModel::toldOfEachChangeAsIfBuiltAfresh()
{
    const int builds = m_model->builds();
    QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(m_model.get(), &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    auto check = [this](const char *step) {
        UnitChoiceModel fresh;
        fresh.setState(&m_state);
        QVERIFY2(rows(*m_model) == rows(fresh), step);
    };

    Unit u = m_state.units.value(4);
    u.status = u"eliminated"_s; // out of play: the row stays, marked
    changeUnit(u);
    check("eliminated");
    QCOMPARE(changed.size(), 1);
    u.status.clear(); // its undo
    changeUnit(u);
    check("undone");
    u.name = u"Renamed"_s;
    changeUnit(u);
    check("renamed");
    QCOMPARE(changed.size(), 3);
    u.side = 2; // to the other side: its row moves
    changeUnit(u);
    check("changed side");
    QCOMPARE(removed.size(), 1);
    QCOMPARE(inserted.size(), 1);
    Unit added;
    added.id = 6;
    added.side = 1;
    added.name = u"New"_s;
    changeUnit(added);
    check("added");
    change(Table::Units, 2, m_state.units.value(2).toRow(), {}); // removed
    check("removed");
    Unit lost; // a unit of a side the battle does not have is not offered
    lost.id = 7;
    lost.side = 9;
    lost.name = u"Nowhere"_s;
    changeUnit(lost);
    check("no side");
    change(Table::Markers, 1, {}, {}); // other tables leave the list alone
    check("a marker");
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(removed.size(), 2);
    QCOMPARE(m_model->builds(), builds); // never built again
}

void TestUnitChoiceModel::sidesChangedBuildsAgain()
{
    const int builds = m_model->builds();
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    Side renamed = m_state.sides.value(2);
    renamed.name = u"Crown"_s;
    change(Table::Sides, 2, m_state.sides.value(2).toRow(), renamed.toRow());
    QCOMPARE(reset.size(), 1); // every label names its side
    QCOMPARE(m_model->builds(), builds + 1);
    QCOMPARE(m_model->index(4, 0).data().toString(), u"Unit 1 (Crown)"_s);
}

void TestUnitChoiceModel::filterOffersASideInPlay()
{
    UnitChoiceFilter filter(m_model.get());
    auto ids = [&filter] {
        QList<qint64> out;
        for (int i = 0; i < filter.rowCount(); ++i)
            out << filter.index(i, 0).data(Qt::UserRole).toLongLong();
        return out;
    };
    QCOMPARE(ids(), QList<qint64>({0, 2, 4, 5, 1, 3})); // side 0: every side
    filter.setSide(1, true);
    QCOMPARE(ids(), QList<qint64>({0, 2, 4, 5}));
    filter.setSide(1, false);
    QCOMPARE(ids(), QList<qint64>({0, 1, 3}));
    Unit u = m_state.units.value(3);
    u.status = u"captured"_s;
    changeUnit(u);
    QCOMPARE(ids(), QList<qint64>({0, 1}));
    u.status.clear();
    changeUnit(u);
    QCOMPARE(ids(), QList<qint64>({0, 1, 3}));
}

void TestUnitChoiceModel::comboWhoseUnitLeavesShowsNone()
{
    QComboBox combo;
    UnitChoiceFilter filter(m_model.get());
    filter.attach(&combo);
    combo.setCurrentIndex(combo.findData(Id(4)));
    QCOMPARE(combo.currentData().toLongLong(), 4);
    Unit before = m_state.units.value(2); // a unit listed before it leaves: the combo keeps its own
    Unit gone = before;
    gone.status = u"sunk"_s;
    changeUnit(gone);
    QCOMPARE(combo.currentData().toLongLong(), 4);
    changeUnit(before);
    Unit out = m_state.units.value(4);
    out.status = u"eliminated"_s;
    changeUnit(out);
    QCOMPARE(combo.currentIndex(), 0); // "none", never the unit that came next
    QVERIFY(!combo.currentData().isValid());
}

} // namespace adj

QTEST_MAIN(adj::TestUnitChoiceModel)
#include "tst_unitchoicemodel.moc"
