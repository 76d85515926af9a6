// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The campaign window (File ▸ Campaign) and Battle ▸ End Battle…: the battles listed with their
// state and what counts for the campaign (rule 12), a refused change shown and the file left as it
// was, and the end of a battle recorded from the dialog as one action that reverts.
#include "battledocument.h"
#include "campaign/campaign.h"
#include "campaignview.h"
#include "endbattledialog.h"
#include "pagedprint.h"
#include "samesidedialog.h"
#include "scenario.h"
#include "support/demobattlefile.h"
#include "victory.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

class TestCampaignView final : public QObject
{
    Q_OBJECT

private slots:
    void endBattleDialogRecordsTheEnd();
    void endBattleDialogOffersTheTimeWin();
    void endBattleDialogAsksForAShortVictory();
    void listsTheBattlesAndTotals();
    void namesDamagedBattlesAndLoneSides();
    void sameSideSaidInTheWindow();
    void exportsTheSummaryByKeys();

private:
    QString battle(const QString &name, int us, int uk, const QString &ending, const QString &winner);
    QString niagara();
    QString fortErie(const QString &name);
    QTemporaryDir m_dir;
};

QString TestCampaignView::battle(const QString &name, int us, int uk, const QString &ending,
                                 const QString &winner)
{
    const QString path = m_dir.filePath(name + u".adjutant"_s);
    QJsonObject json{
        {u"name"_s, name},
        {u"ruleset"_s, u"fhg-land"_s},
        {u"victory"_s, QJsonObject{{u"vpToWin"_s, 8}, {u"turnLimit"_s, 10}}},
        {u"sides"_s,
         QJsonArray{QJsonObject{{u"name"_s, u"American"_s}, {u"counters"_s, QJsonObject{{u"VP"_s, us}}}},
                    QJsonObject{{u"name"_s, u"British"_s}, {u"counters"_s, QJsonObject{{u"VP"_s, uk}}}}}}};
    if (ending == u"time"_s) { // the time win comes at turn 10's check of victory (5, step 5; 10.C)
        json.insert(u"turn"_s, 10);
        json.insert(u"phase"_s, u"victory"_s);
    }
    if (ending == u"bound"_s) { // 10.C side by side: American must reach 8 VP by turn 10
        json.insert(u"victory"_s, QJsonObject{{u"sides"_s, QJsonArray{QJsonObject{{u"side"_s, u"American"_s},
                                                                                  {u"vpToWin"_s, 8},
                                                                                  {u"byTurn"_s, 10}}}}});
        json.insert(u"turn"_s, winner.isEmpty() ? 1 : 10);
        json.insert(u"phase"_s, u"victory"_s);
    }
    QString error;
    if (!Scenario::createBattle(path, json, &error))
        return {};
    if (!ending.isEmpty() && ending != u"bound"_s) {
        auto doc = BattleDocument::open(path, &error);
        if (!doc || doc->commit(Victory::endBattle(doc->state(), doc->profile(), ending, winner, &error),
                                &error) == 0)
            return {};
    }
    return path;
}

void TestCampaignView::endBattleDialogRecordsTheEnd()
{
    const QString path = battle(u"dialog"_s, 9, 1, {}, {});
    QVERIFY(!path.isEmpty());
    QString error;
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    EndBattleDialog dialog(doc.get());
    // American has 9 of the 8 VP needed: offered as the winner of a victory.
    QCOMPARE(dialog.findChild<QComboBox *>(u"winner"_s)->currentData().toString(), u"American"_s);
    QCOMPARE(dialog.findChild<QComboBox *>(u"ending"_s)->currentData().toString(), u"victory"_s);
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    const Victory::End end = Victory::end(doc->state());
    QCOMPARE(end.winner, u"American"_s);
    QCOMPARE(end.earned.value(u"American"_s), 9);
    // A second end is refused in the dialog, which stays open and says why.
    EndBattleDialog again(doc.get());
    again.accept();
    QCOMPARE(again.result(), int(QDialog::Rejected));
    bool said = false;
    for (const QLabel *l : again.findChildren<QLabel *>())
        said = said || l->text().contains(u"already ended"_s);
    QVERIFY(said);
}

void TestCampaignView::endBattleDialogOffersTheTimeWin()
{
    // Turn 1: the time win is not offered; ending now is the referee's call.
    QString path = battle(u"early"_s, 4, 2, u"bound"_s, {});
    QVERIFY(!path.isEmpty());
    QString error;
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    {
        EndBattleDialog dialog(doc.get());
        auto *ending = dialog.findChild<QComboBox *>(u"ending"_s);
        const auto *model = qobject_cast<const QStandardItemModel *>(ending->model());
        QVERIFY(model && !model->item(1)->isEnabled());
        QVERIFY(ending->itemData(1, Qt::ToolTipRole).toString().contains(u"end of turn 10"_s));
    }
    // Turn 10's check of victory: American has 4 of its 8 VP; British wins on time, offered as such.
    path = battle(u"late"_s, 4, 2, u"bound"_s, u"British"_s);
    QVERIFY(!path.isEmpty());
    doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    EndBattleDialog dialog(doc.get());
    QCOMPARE(dialog.findChild<QComboBox *>(u"ending"_s)->currentData().toString(), u"time"_s);
    QCOMPARE(dialog.findChild<QComboBox *>(u"winner"_s)->currentData().toString(), u"British"_s);
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    const Victory::End end = Victory::end(doc->state());
    QCOMPARE(end.ending, u"time"_s);
    QCOMPARE(end.loser, u"American"_s);
    QCOMPARE(end.vpNeeded, 8);
}

void TestCampaignView::endBattleDialogAsksForAShortVictory()
{
    const QString path = battle(u"short"_s, 3, 5, {}, {});
    QVERIFY(!path.isEmpty());
    QString error;
    auto doc = BattleDocument::open(path, &error);
    QVERIFY2(doc, qPrintable(error));
    EndBattleDialog dialog(doc.get());
    auto *winner = dialog.findChild<QComboBox *>(u"winner"_s);
    winner->setCurrentIndex(winner->findData(u"American"_s));
    QString asked;
    bool answer = false;
    dialog.setConfirmation([&](const QString &question) {
        asked = question;
        return answer;
    });
    // Not confirmed: the dialog stays open, nothing recorded.
    dialog.accept();
    QVERIFY2(asked.startsWith(u"American has 3 of the 8 VP it needs to win and is behind British (5 VP)"_s),
             qPrintable(asked));
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(!Victory::end(doc->state()).isEnded());
    answer = true;
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(Victory::end(doc->state()).winner, u"American"_s);
    QVERIFY(Victory::end(doc->state()).confirmed);
}

// Two ended battles of rule 12: won outright 6-3 by the Americans, then on time by the British
// (4 VP earned against 2, credited the 8 needed). The campaign file's path; empty on failure.
// Fort Erie: its "United States" is a side of that battle only; empty when it was not made.
QString TestCampaignView::fortErie(const QString &name)
{
    const QString path = m_dir.filePath(name + u".adjutant"_s);
    QString error;
    const QJsonObject scenario{{u"name"_s, u"Fort Erie"_s},
                               {u"ruleset"_s, u"fhg-land"_s},
                               {u"sides"_s, QJsonArray{QJsonObject{{u"name"_s, u"United States"_s}},
                                                       QJsonObject{{u"name"_s, u"British"_s}}}}};
    return Scenario::createBattle(path, scenario, &error) ? path : QString();
}

QString TestCampaignView::niagara()
{
    const QString path = m_dir.filePath(u"c.adjcampaign"_s);
    if (QFile::exists(path))
        return path;
    const QString won = battle(u"won"_s, 6, 3, u"victory"_s, u"American"_s);
    const QString time = battle(u"time"_s, 4, 2, u"time"_s, u"British"_s);
    Campaign c;
    c.name = u"Niagara"_s;
    c.ruleset = u"fhg-land"_s;
    QString error;
    if (won.isEmpty() || time.isEmpty() || !c.addBattle(path, won, {}, &error) ||
        !c.addBattle(path, time, {}, &error) || !c.save(path, &error))
        return {};
    return path;
}

void TestCampaignView::listsTheBattlesAndTotals()
{
    const QString path = niagara();
    QVERIFY(!path.isEmpty());
    QString error;
    CampaignView *view = CampaignView::open(path, nullptr, &error);
    QVERIFY2(view, qPrintable(error));
    const std::unique_ptr<CampaignView> owned(view);
    const QTableWidget *table = view->findChild<QTableWidget *>(u"campaignBattles"_s);
    QCOMPARE(table->rowCount(), 2);
    QVERIFY2(table->item(1, 2)->text().contains(u"ended on time: British won"_s),
             qPrintable(table->item(1, 2)->text()));
    // Rule 12: the British, on time, are given the 8 VP needed; the running totals are 10 and 11.
    QCOMPARE(table->item(1, 4)->text(), u"American 4, British 8 (American 10, British 11)"_s);
    bool leads = false;
    for (const QLabel *l : view->findChildren<QLabel *>())
        leads = leads || l->text().contains(u"British leads."_s);
    QVERIFY(leads);
}

void TestCampaignView::namesDamagedBattlesAndLoneSides()
{
    // Chippawa's Americans and a battle whose file is there but damaged; then Fort Erie's "United
    // States", a side of that battle only.
    const QString won = battle(u"lone-won"_s, 6, 3, u"victory"_s, u"American"_s);
    const QString broken = battle(u"broken"_s, 1, 1, {}, {});
    QVERIFY(!won.isEmpty() && !broken.isEmpty());
    const QString erie = fortErie(u"erie"_s);
    QVERIFY(!erie.isEmpty());
    QString error;
    Campaign c;
    c.name = u"Lone"_s;
    c.ruleset = u"fhg-land"_s;
    const QString path = m_dir.filePath(u"lone.adjcampaign"_s);
    for (const QString &b : {won, broken, erie})
        QVERIFY2(c.addBattle(path, b, {}, &error), qPrintable(error));
    QVERIFY(c.save(path, &error));
    QFile f(broken);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QByteArray(4096, 'z'));
    f.close();
    std::unique_ptr<CampaignView> view(CampaignView::open(path, nullptr, &error));
    QVERIFY2(view, qPrintable(error));
    view->setAttribute(Qt::WA_DeleteOnClose, false);
    const QTableWidget *table = view->findChild<QTableWidget *>(u"campaignBattles"_s);
    QCOMPARE(table->item(1, 2)->text(), u"damaged"_s);
    QVERIFY(table->item(1, 2)->toolTip().contains(u"is damaged"_s));
    const QString problems = view->findChild<QLabel *>(u"problems"_s)->text();
    QVERIFY2(problems.contains(u"broken.adjutant is damaged"_s) && !problems.contains(u"moved"_s),
             qPrintable(problems));
    const QString note = view->findChild<QLabel *>(u"sidesNote"_s)->text();
    QVERIFY2(note.contains(u"United States fights in battle 3 (\"Fort Erie\") only"_s), qPrintable(note));
    QVERIFY2(note.contains(u"American fights in battle 1"_s), qPrintable(note));
}

void TestCampaignView::sameSideSaidInTheWindow()
{
    const QString won = battle(u"same-won"_s, 6, 3, u"victory"_s, u"American"_s);
    const QString erie = fortErie(u"same-erie"_s);
    QVERIFY(!erie.isEmpty());
    QString error;
    Campaign c;
    c.name = u"Same"_s;
    c.ruleset = u"fhg-land"_s;
    const QString path = m_dir.filePath(u"same.adjcampaign"_s);
    QVERIFY(c.addBattle(path, won, {}, &error) && c.addBattle(path, erie, {}, &error));
    SameSideDialog dialog(path, c);
    auto *side = dialog.findChild<QComboBox *>(u"side"_s);
    auto *as = dialog.findChild<QComboBox *>(u"sameAs"_s);
    // Two sides of one battle: refused in the dialog, which stays open.
    side->setCurrentIndex(side->findData(u"United States"_s));
    as->setCurrentIndex(as->findData(u"British"_s));
    dialog.makeSame();
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    bool said = false;
    for (const QLabel *l : dialog.findChildren<QLabel *>())
        said = said || l->text().contains(u"both fight in battle 2"_s);
    QVERIFY(said);
    QVERIFY(dialog.campaign().sameSides.isEmpty());
    as->setCurrentIndex(as->findData(u"American"_s));
    dialog.makeSame();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.campaign().sameSides, (QList<QStringList>{{u"American"_s, u"United States"_s}}));
    // Listed as one side, and counted on its own again from there.
    SameSideDialog again(path, dialog.campaign());
    auto *list = again.findChild<QListWidget *>(u"sameSides"_s);
    QCOMPARE(list->count(), 1);
    QCOMPARE(list->item(0)->text(), u"United States, counted as American"_s);
    list->setCurrentRow(0);
    again.separate();
    QCOMPARE(again.result(), int(QDialog::Accepted));
    QVERIFY(again.campaign().sameSides.isEmpty());
}

void TestCampaignView::exportsTheSummaryByKeys()
{
    // The British players' version to JSON, HTML and PDF, each by its key (Alt+U, the side, then
    // Alt+J, Alt+H, Alt+D): the enemy's losses in words only; a cancelled save writes nothing.
    testing::isolateSettings(u"tst_campaignview"_s);
    const QString path = niagara();
    QVERIFY(!path.isEmpty());
    QString error;
    std::unique_ptr<CampaignView> view(CampaignView::open(path, nullptr, &error));
    QVERIFY2(view, qPrintable(error));
    view->setAttribute(Qt::WA_DeleteOnClose, false);
    QTemporaryDir out;
    QString chosen;
    QStringList proposed;
    view->setExportPathChooser([&](const QString &p) {
        proposed << QFileInfo(p).fileName();
        return chosen.isEmpty() ? QString() : out.filePath(chosen);
    });
    QStringList written;
    connect(view.get(), &CampaignView::written, this, [&](const QString &p) { written << p; });
    view->show();
    view->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(view.get()));
    auto *side = view->findChild<QComboBox *>(u"summarySide"_s);
    QCOMPARE(side->count(), 3); // the referee, American, British
    QTest::keyClick(view.get(), Qt::Key_U, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), side);
    QTest::keyClick(side, Qt::Key_Down);
    QTest::keyClick(side, Qt::Key_Down);
    QCOMPARE(side->currentData().toString(), u"British"_s);
    QCOMPARE(view->summary().forSide, u"British"_s);

    // A button's letter clicks it after its 100 ms press animation: hence QTRY.
    QTest::keyClick(view.get(), Qt::Key_J, Qt::AltModifier); // cancelled
    QTRY_COMPARE(proposed, QStringList{u"c campaign summary (British).json"_s});
    QVERIFY(written.isEmpty());
    QVERIFY(QDir(out.path()).isEmpty());

    chosen = u"british.json"_s;
    QTest::keyClick(view.get(), Qt::Key_J, Qt::AltModifier);
    QTRY_COMPARE(written, QStringList{out.filePath(chosen)});
    QFile json(out.filePath(chosen));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(json.readAll()).object();
    QCOMPARE(o.value(u"forSide"_s).toString(), u"British"_s);
    // Rule 12 as in the window: American 6 + 4 = 10, British 3 + 8 = 11.
    for (const QJsonValue &t : o.value(u"totals"_s).toArray()) {
        const bool american = t[u"side"_s].toString() == u"American"_s;
        QCOMPARE(t[u"total"_s].toInt(), american ? 10 : 11);
        QCOMPARE(t[u"exact"_s].toBool(), !american);           // the British see their own losses
        QCOMPARE(t.toObject().contains(u"lost"_s), !american); // the enemy's never as a figure
    }

    chosen = u"british.html"_s;
    QTest::keyClick(view.get(), Qt::Key_H, Qt::AltModifier);
    QTRY_COMPARE(written.size(), 2);
    QFile html(out.filePath(chosen));
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(html.readAll());
    QVERIFY2(page.contains(u"Niagara"_s) && page.contains(u"data:image/png;base64,"_s),
             qPrintable(page.left(400)));

    chosen = u"british.pdf"_s;
    QTest::keyClick(view.get(), Qt::Key_D, Qt::AltModifier);
    QTRY_COMPARE(written.size(), 3);
    QVERIFY(PagedPrint::isWholePdf(out.filePath(chosen)));
    QVERIFY(!QFile::exists(out.filePath(chosen) + u".part"_s));
    auto *said = view->findChild<QLabel *>(u"written"_s);
    QVERIFY(said->isVisible());
    QVERIFY2(said->text().contains(u"british.pdf"_s), qPrintable(said->text()));
}

} // namespace adj

QTEST_MAIN(adj::TestCampaignView)
#include "tst_campaignview.moc"
