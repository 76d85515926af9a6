// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The icons the window does not need before its first paint are looked up when they are needed
// (issue 30): a theme icon when it is first drawn or asked about, a line edit's clear button with
// its first text.
#include "clearbutton.h"
#include "themeicon.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

class TestDeferredIcons : public QObject
{
    Q_OBJECT

private slots:
    void themeIconLooksUpWhenDrawn();
    void clearButtonComesWithText();
    void clearButtonAtOnceOverText();
};

// Made before its theme is there, the icon is the theme's once drawn: nothing was looked up early.
void TestDeferredIcons::themeIconLooksUpWhenDrawn()
{
    const QIcon icon = themeIcon(u"adj-test-flag"_s);
    QCOMPARE(icon.name(), u"adj-test-flag"_s);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString theme = dir.filePath(u"adjtest"_s);
    QVERIFY(QDir().mkpath(theme + u"/16x16/actions"_s));
    QFile index(theme + u"/index.theme"_s);
    QVERIFY(index.open(QIODevice::WriteOnly));
    index.write("[Icon Theme]\nName=adjtest\nDirectories=16x16/actions\n\n"
                "[16x16/actions]\nSize=16\nType=Fixed\n");
    index.close();
    QImage red(16, 16, QImage::Format_ARGB32);
    red.fill(Qt::red);
    QVERIFY(red.save(theme + u"/16x16/actions/adj-test-flag.png"_s));
    QIcon::setThemeSearchPaths({dir.path()});
    QIcon::setThemeName(u"adjtest"_s);

    QVERIFY(!icon.isNull());
    const QImage drawn = icon.pixmap(16, 16).toImage();
    QCOMPARE(drawn.pixelColor(8, 8), QColor(Qt::red));
    QVERIFY(themeIcon(u"adj-no-such-icon"_s).isNull());
}

void TestDeferredIcons::clearButtonComesWithText()
{
    QLineEdit edit;
    clearButtonOnText(&edit);
    QVERIFY(!edit.isClearButtonEnabled());
    edit.setText(u""_s);
    QVERIFY(!edit.isClearButtonEnabled());
    QTest::keyClicks(&edit, u"0507"_s);
    QVERIFY(edit.isClearButtonEnabled());
    edit.clear(); // it stays for the next text
    QVERIFY(edit.isClearButtonEnabled());
}

void TestDeferredIcons::clearButtonAtOnceOverText()
{
    QLineEdit edit(u"49th"_s);
    clearButtonOnText(&edit);
    QVERIFY(edit.isClearButtonEnabled());
}

} // namespace adj

QTEST_MAIN(adj::TestDeferredIcons)
#include "tst_deferredicons.moc"
