// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Battle ▸ Table Link as the referee sees it: a QR code and the plain address per side, each
// side's state and never its choice ("British: sent ✓ · American: waiting"), the reveal offered
// only when every side is in, and a new code per side. It follows what other programs do to the
// battle file (issue 32): a code renewed elsewhere shows as the new address, a file deleted under
// the link is said on the status line and offers no reveal.
#include "battledocument.h"
#include "qrcode.h"
#include "support/demobattlefile.h"
#include "support/linkclient.h"
#include "tablelink.h"
#include "tablelinkwindow.h"

#include <QApplication>
#include <QFileInfo>
#include <QGroupBox>
#include <QJsonArray>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using adj::testing::LinkClient;

namespace adj {

class TestTableLinkWindow : public QObject
{
    Q_OBJECT

private slots:
    void aQrCodeHoldsTheAddress()
    {
        const QString url = u"http://192.168.178.20:8765/s/0123456789abcdef0123456789abcdef/"_s;
        const QImage img = qrCode(url, 4);
        QVERIFY(!img.isNull());
        QCOMPARE(img.width(), img.height());
        // Version 4 (33 modules) holds 60 bytes at level M; four modules of quiet zone each side.
        QCOMPARE(img.width(), (33 + 8) * 4);
        QCOMPARE(img.pixelIndex(0, 0), 0);             // the quiet zone is white
        QCOMPARE(img.pixelIndex(4 * 4, 4 * 4), 1);     // the finder pattern's corner is black
        QVERIFY(qrCode(QString(5000, u'x')).isNull()); // too long for any QR code
    }

    void theWindowShowsStatesNeverChoices()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"erie.adjutant"_s);
        QString error;
        QVERIFY2(testing::writeDemoBattle(u":/demo/wfa-lake-erie.json"_s, path, &error), qPrintable(error));
        // The starting wind, then turn 1's wind change (3.1, 4.1): the plot can be asked for.
        for (const QStringList &args : {QStringList{u"track"_s, u"--battle"_s, path, u"--set"_s, u"wind=4"_s},
                                        QStringList{u"resolve"_s, u"--battle"_s, path, u"--action"_s,
                                                    u"wind-change"_s, u"--dice"_s, u"3"_s, u"--apply"_s}}) {
            QProcess cli;
            cli.start(QStringLiteral(ADJ_CLI_PATH), args);
            QVERIFY(cli.waitForFinished(30000));
            QCOMPARE(cli.exitCode(), 0);
        }
        auto doc = BattleDocument::open(path, &error);
        QVERIFY(doc);
        TableLinkWindow w(doc.get());
        w.resize(1280 * 6 / 10, 560);
        w.show();
        QVERIFY(!w.revealButton()->isEnabled());
        QVERIFY2(w.switchOn(u"127.0.0.1"_s, 0, &error), qPrintable(error));
        const QList<TableLink::SideStatus> sides = w.link()->status();
        const QList<QGroupBox *> boxes = w.findChildren<QGroupBox *>();
        QCOMPARE(boxes.size(), 2);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(boxes.at(i)->title(), sides.at(i).name);
            bool hasQr = false, hasUrl = false;
            for (const QLabel *l : boxes.at(i)->findChildren<QLabel *>()) {
                hasQr |= !l->pixmap().isNull() && l->pixmap().width() > 100;
                hasUrl |= l->text() == w.link()->url(sides.at(i).sideId);
            }
            QVERIFY(hasQr && hasUrl);
        }
        QVERIFY(w.statusLine().contains(sides.at(0).name + u": waiting"_s));

        QList<std::shared_ptr<LinkClient>> pages;
        for (int i = 0; i < 2; ++i)
            pages << std::make_shared<LinkClient>(w.link()->url(sides.at(i).sideId));
        QTRY_VERIFY_WITH_TIMEOUT(pages[0]->count(u"state"_s) == 1 && pages[1]->count(u"state"_s) == 1, 5000);
        const QStringList cycle{u"S"_s, u"X"_s, u"R"_s, u"S"_s, u"X"_s, u"L"_s, u"S"_s, u"X"_s, u"R"_s};
        for (int i = 0; i < 2; ++i) {
            const QJsonObject form = pages[i]->last(u"state"_s)[u"form"_s].toObject();
            pages[i]->send({{u"type"_s, u"submit"_s},
                            {u"id"_s, u"window-test-%1"_s.arg(i)},
                            {u"formKey"_s, form[u"key"_s]},
                            {u"inputs"_s, QJsonObject{{u"markers"_s, QJsonArray::fromStringList(cycle.mid(
                                                                         0, form[u"count"_s].toInt()))}}}});
            QTRY_COMPARE_WITH_TIMEOUT(pages[i]->count(u"ack"_s), 1, 5000);
            if (i == 0) {
                QVERIFY(w.statusLine().contains(sides.at(0).name + u": sent ✓"_s));
                QVERIFY(w.statusLine().contains(sides.at(1).name + u": waiting"_s));
                QVERIFY(!w.revealButton()->isEnabled());
            }
        }
        // Nothing of a choice is on the referee's screen before the reveal.
        for (const QLabel *l : w.findChildren<QLabel *>())
            for (const QString &word : {u"Straight"_s, u"straight"_s, u"starboard"_s, u"S, X"_s, u"\"S\""_s})
                QVERIFY2(!l->text().contains(word), qPrintable(l->text()));
        QVERIFY(w.revealButton()->isEnabled());
        const qint64 before = doc->store().eventCount();
        QTest::mouseClick(w.revealButton(), Qt::LeftButton);
        QCOMPARE(doc->store().eventCount(), before + 2);
        QTRY_VERIFY(w.statusLine().contains(sides.at(0).name + u": in the battle"_s));
        QVERIFY(!w.revealButton()->isEnabled());
    }

    void theWindowFollowsOtherProgramsAndTheFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"erie.adjutant"_s);
        QString error;
        QVERIFY2(testing::writeDemoBattle(u":/demo/wfa-lake-erie.json"_s, path, &error), qPrintable(error));
        auto doc = BattleDocument::open(path, &error);
        QVERIFY(doc);
        TableLinkWindow w(doc.get());
        w.show();
        QVERIFY2(w.switchOn(u"127.0.0.1"_s, 0, &error), qPrintable(error));
        const TableLink::SideStatus side = w.link()->status().at(0);
        const QString old = w.link()->url(side.sideId);
        const auto shown = [&](const QString &text) {
            const QList<QLabel *> labels = w.findChildren<QLabel *>();
            return std::any_of(labels.begin(), labels.end(),
                               [&](const QLabel *l) { return l->text() == text; });
        };
        QVERIFY(shown(old));
        QProcess renew;
        renew.start(QStringLiteral(ADJ_CLI_PATH),
                    {u"link"_s, u"renew"_s, u"--battle"_s, path, u"--side"_s, side.name});
        QVERIFY(renew.waitForFinished(30000));
        QCOMPARE(renew.exitCode(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!shown(old) && shown(w.link()->url(side.sideId)), 2000);

        QVERIFY(QFile::remove(path));
        const QLabel *status = w.findChild<QLabel *>(u"linkStatus"_s);
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(path) && status->text().contains(u"deleted"_s),
                                 1000);
        QVERIFY(!w.revealButton()->isEnabled());
        QVERIFY(!QFileInfo::exists(path + u"-wal"_s) && !QFileInfo::exists(path + u"-shm"_s));
    }
};

} // namespace adj

QTEST_MAIN(adj::TestTableLinkWindow)
#include "tst_tablelinkwindow.moc"
