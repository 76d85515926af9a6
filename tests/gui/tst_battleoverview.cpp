// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The battle overview's side cards (the main window's centre): per side the units in play (and
// those out of it by status), strength now against the start, the active markers, the leaders
// (a dozen at most) and the counters, counted from the battle and recounted after an edit.
#include "battledocument.h"
#include "battleoverview.h"
#include "edits.h"
#include "support/demobattlefile.h"

#include <QFormLayout>
#include <QFrame>
#include <QLabel>
#include <QProgressBar>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

class TestBattleOverview final : public QObject
{
    Q_OBJECT

private slots:
    void cardsCountEachSide();

private:
    // The card of `side`: its rows' labels mapped to their values (the strength bar's text).
    static QMap<QString, QString> rows(const BattleOverview &o, const QString &side);
};

QMap<QString, QString> TestBattleOverview::rows(const BattleOverview &o, const QString &side)
{
    QMap<QString, QString> out;
    for (const QFrame *card : o.findChildren<QFrame *>(u"sideCard"_s)) {
        const auto *form = card->findChild<QFormLayout *>();
        const auto labels = card->findChildren<QLabel *>();
        if (!form || labels.isEmpty() || labels.first()->text() != side)
            continue;
        for (int r = 0; r < form->rowCount(); ++r) {
            auto *label = qobject_cast<QLabel *>(form->itemAt(r, QFormLayout::LabelRole)->widget());
            QWidget *field = form->itemAt(r, QFormLayout::FieldRole)->widget();
            if (auto *bar = qobject_cast<QProgressBar *>(field))
                out.insert(label->text(), bar->text());
            else if (auto *value = qobject_cast<QLabel *>(field))
                out.insert(label->text(), value->text());
        }
    }
    return out;
}

void TestBattleOverview::cardsCountEachSide()
{
    testing::isolateSettings(u"tst_battleoverview"_s);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"queenston.adjutant"_s);
    QString error;
    QVERIFY2(testing::writeDemoBattle(u":/demo/fhg-queenston.json"_s, path, &error), qPrintable(error));
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    BattleOverview overview;
    overview.setDocument(doc.get());
    overview.resize(1000, 700);
    overview.show();
    QVERIFY(QTest::qWaitForWindowExposed(&overview));
    QCOMPARE(overview.findChildren<QFrame *>(u"sideCard"_s).size(), doc->state().sides.size());

    // Counted by hand from the battle, side by side.
    const BattleState &s = doc->state();
    for (const Side &side : s.sides) {
        int units = 0, inPlay = 0, now = 0, start = 0, leaders = 0;
        for (const Unit &u : s.units)
            if (u.side == side.id) {
                ++units;
                inPlay += u.status.isEmpty() ? 1 : 0;
                now += u.strength;
                start += u.strengthStart;
            }
        for (const Leader &l : s.leaders)
            leaders += l.side == side.id ? 1 : 0;
        const QMap<QString, QString> card = rows(overview, side.name);
        QVERIFY2(card.value(u"Units in play:"_s).startsWith(u"%1 of %2"_s.arg(inPlay).arg(units)),
                 qPrintable(side.name + u": "_s + card.value(u"Units in play:"_s)));
        QVERIFY2(card.value(u"Strength:"_s).startsWith(u"%1 / %2 "_s.arg(now).arg(start)),
                 qPrintable(card.value(u"Strength:"_s)));
        QCOMPARE(card.contains(u"Leaders:"_s), leaders > 0);
        if (leaders > 0)
            QCOMPARE(card.value(u"Leaders:"_s).count(u'\n') + 1, std::min(leaders, 12));
    }

    // An edit is recounted: the first unit loses 1, gets a marker, and the card says so.
    const Unit first = s.units.first();
    const QString sideName = s.sides.value(first.side).name;
    const QMap<QString, QString> before = rows(overview, sideName);
    Unit hit = first;
    hit.strength = first.strength - 1;
    QVERIFY(doc->commit(Edits::updateUnit(doc->state(), doc->profile(), hit, &error), &error) > 0);
    const QString kind = doc->profile().markerKinds.first();
    QVERIFY2(doc->commit(Edits::placeMarker(doc->state(), doc->profile(), first.id, kind, &error), &error) >
                 0,
             qPrintable(error));
    QTRY_VERIFY(rows(overview, sideName).value(u"Strength:"_s) != before.value(u"Strength:"_s));
    const QMap<QString, QString> after = rows(overview, sideName);
    const int wasNow = before.value(u"Strength:"_s).section(u' ', 0, 0).toInt();
    QCOMPARE(after.value(u"Strength:"_s).section(u' ', 0, 0).toInt(), wasNow - 1);
    QVERIFY2(after.value(u"Active markers:"_s) != u"none"_s, qPrintable(after.value(u"Active markers:"_s)));
}

} // namespace adj

QTEST_MAIN(adj::TestBattleOverview)
#include "tst_battleoverview.moc"
