// The campaign window (File ▸ Campaign) and Battle ▸ End Battle…: the battles listed with their
// state and what counts for the campaign (rule 12), a refused change shown and the file left as it
// was, and the end of a battle recorded from the dialog as one action that reverts.
#include "battledocument.h"
#include "campaign/campaign.h"
#include "campaignview.h"
#include "endbattledialog.h"
#include "scenario.h"
#include "victory.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
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
    void listsTheBattlesAndTotals();

private:
    QString battle(const QString &name, int us, int uk, const QString &ending, const QString &winner);
    QTemporaryDir m_dir;
};

QString TestCampaignView::battle(const QString &name, int us, int uk, const QString &ending,
                                 const QString &winner)
{
    const QString path = m_dir.filePath(name + u".adjutant"_s);
    const QJsonObject json{
        {u"name"_s, name},
        {u"ruleset"_s, u"fhg-land"_s},
        {u"victory"_s, QJsonObject{{u"vpToWin"_s, 8}, {u"turnLimit"_s, 10}}},
        {u"sides"_s,
         QJsonArray{QJsonObject{{u"name"_s, u"American"_s}, {u"counters"_s, QJsonObject{{u"VP"_s, us}}}},
                    QJsonObject{{u"name"_s, u"British"_s}, {u"counters"_s, QJsonObject{{u"VP"_s, uk}}}}}}};
    QString error;
    if (!Scenario::createBattle(path, json, &error))
        return {};
    if (!ending.isEmpty()) {
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

void TestCampaignView::listsTheBattlesAndTotals()
{
    const QString won = battle(u"won"_s, 6, 3, u"victory"_s, u"American"_s);
    const QString time = battle(u"time"_s, 4, 2, u"time"_s, u"British"_s);
    QVERIFY(!won.isEmpty() && !time.isEmpty());
    const QString path = m_dir.filePath(u"c.adjcampaign"_s);
    Campaign c;
    c.name = u"Niagara"_s;
    c.ruleset = u"fhg-land"_s;
    QString error;
    QVERIFY(c.addBattle(path, won, {}, &error) && c.addBattle(path, time, {}, &error));
    QVERIFY(c.save(path, &error));
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

} // namespace adj

QTEST_MAIN(adj::TestCampaignView)
#include "tst_campaignview.moc"
