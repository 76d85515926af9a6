// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The club in the window (docs/club.md): File ▸ Club… joins the open battle, the status bar says
// what the mirror does ("club: up to date", and how many events wait while the server is away),
// and a second laptop's Take Over… asks before it takes the battle.
#include "battledocument.h"
#include "clubdialog.h"
#include "clubmenu.h"
#include "clubstatus.h"
#include "edits.h"
#include "mainwindow.h"
#include "support/demobattlefile.h"

#include "club/clubmirror.h"
#include "club/clubstore.h"
#include "support/clubtest.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace adj;

class TestClubWindow final : public testing::ClubTest
{
    Q_OBJECT

public:
    TestClubWindow()
        : ClubTest(u"window"_s)
    {}

private:
    void setUp() override
    {
        testing::isolateSettings(u"tst_clubwindow"_s);
        QString error;
        m_path = m_dir.filePath(u"queenston.adjutant"_s);
        QVERIFY2(testing::writeDemoBattle(u":/demo/fhg-queenston.json"_s, m_path, &error), qPrintable(error));
    }

    QString m_path;

    // Answers the next message box with `button` as soon as it shows.
    static void answerNextBox(QMessageBox::StandardButton button, QString *text = nullptr)
    {
        QTimer::singleShot(100, [button, text] {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
                    if (text)
                        *text = box->text();
                    box->button(button)->click();
                    return;
                }
            answerNextBox(button, text);
        });
    }
    QLabel *statusLabel(MainWindow &w) { return w.statusBar()->findChild<QLabel *>(u"clubStatus"_s); }

private slots:
    void joinFromTheWindow()
    {
        MainWindow w;
        installClub(w);
        QVERIFY(w.openBattle(m_path, true));
        QVERIFY(w.findChild<QAction *>(u"clubAction"_s));
        QVERIFY(statusLabel(w)->isHidden()); // a battle in no club says nothing of clubs
        ClubDialog dialog(w.document(), &w);
        QVERIFY(dialog.joinButton()->isVisible() || !dialog.joinButton()->isHidden());
        dialog.serverEdit()->setText(m_url);
        dialog.clubEdit()->setText(u"harbour"_s);
        QObject::connect(&dialog, &ClubDialog::membershipChanged, &w,
                         [&w] { clubStatus(w)->setDocument(w.document()); });
        dialog.joinButton()->click();
        QVERIFY2(dialog.statusText().contains(u"this laptop writes it"_s), qPrintable(dialog.statusText()));
        QTRY_COMPARE_WITH_TIMEOUT(statusLabel(w)->text(), u"club: up to date"_s, 20000);
        // An action at the table, and the server away: the status bar counts what waits.
        QVERIFY(m_cluster.control(u"halt"_s));
        QString error;
        QVERIFY(w.document()->submit(Edits::setNotes(w.document()->state(), u"the river rises"_s), &error) >
                0);
        QTRY_VERIFY_WITH_TIMEOUT(statusLabel(w)->text().startsWith(u"club: 1 event"_s), 20000);
        QVERIFY(m_cluster.control(u"resume"_s));
        QTRY_COMPARE_WITH_TIMEOUT(statusLabel(w)->text(), u"club: up to date"_s, 30000);
    }

    void secondLaptopTakesOverAfterAsking()
    {
        const QString copy = m_dir.filePath(u"queenston-b.adjutant"_s);
        QVERIFY(QFile::copy(m_path, copy));
        testing::useKeyFile(m_dir.filePath(u"laptop-b.key"_s));
        MainWindow w;
        installClub(w);
        QVERIFY(w.openBattle(copy, true));
        QTRY_VERIFY_WITH_TIMEOUT(statusLabel(w)->text().contains(u"another laptop"_s), 20000);
        ClubDialog dialog(w.document(), &w);
        QVERIFY(dialog.takeOverButton()->isEnabled());
        QVERIFY2(dialog.statusText().contains(u"take it over"_s), qPrintable(dialog.statusText()));
        QString asked;
        answerNextBox(QMessageBox::No, &asked); // asked, and declined: nothing changes
        dialog.takeOverButton()->click();
        QVERIFY2(asked.contains(u"Take it over?"_s), qPrintable(asked));
        QVERIFY(dialog.takeOverButton()->isEnabled());
        answerNextBox(QMessageBox::Yes);
        dialog.takeOverButton()->click();
        QVERIFY2(dialog.statusText().contains(u"this laptop writes it"_s), qPrintable(dialog.statusText()));
        clubStatus(w)->setDocument(w.document());
        QTRY_COMPARE_WITH_TIMEOUT(statusLabel(w)->text(), u"club: up to date"_s, 20000);
    }
};

QTEST_MAIN(TestClubWindow)
#include "support/moc_clubtest.cpp"
#include "tst_clubwindow.moc"
