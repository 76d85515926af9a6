// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The icons the window does not need before its first paint are looked up when they are needed
// (issue 30): a theme icon when it is first drawn or asked about, a line edit's clear button with
// its first text; and the turn bar's icons are drawn, not read from the theme or from images.
#include "clearbutton.h"
#include "glyphicon.h"
#include "themeicon.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QLineEdit>
#include <QPalette>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// An icon theme in `dir` whose `icons` are red squares of `size` pixels, made the current theme.
bool installRedTheme(const QTemporaryDir &dir, int size, const QStringList &icons)
{
    const QString folder = u"%1x%1/actions"_s.arg(size);
    const QString theme = dir.filePath(u"adjtest"_s);
    QFile index(theme + u"/index.theme"_s);
    if (!dir.isValid() || !QDir().mkpath(theme + u'/' + folder) || !index.open(QIODevice::WriteOnly))
        return false;
    index.write(u"[Icon Theme]\nName=adjtest\nDirectories=%1\n\n[%1]\nSize=%2\nType=Fixed\n"_s.arg(folder)
                    .arg(size)
                    .toUtf8());
    index.close();
    QImage red(size, size, QImage::Format_ARGB32);
    red.fill(Qt::red);
    for (const QString &icon : icons)
        if (!red.save(theme + u'/' + folder + u'/' + icon + u".png"_s))
            return false;
    QIcon::setThemeSearchPaths({dir.path()});
    QIcon::setThemeName(u"adjtest"_s);
    return true;
}
} // namespace

class TestDeferredIcons : public QObject
{
    Q_OBJECT

private slots:
    void themeIconLooksUpWhenDrawn();
    void clearButtonComesWithText();
    void clearButtonAtOnceOverText();
    void glyphsAreDrawnNotLookedUp();
};

// Made before its theme is there, the icon is the theme's once drawn: nothing was looked up early.
void TestDeferredIcons::themeIconLooksUpWhenDrawn()
{
    const QIcon icon = themeIcon(u"adj-test-flag"_s);
    QCOMPARE(icon.name(), u"adj-test-flag"_s);

    QTemporaryDir dir;
    QVERIFY(installRedTheme(dir, 16, {u"adj-test-flag"_s}));

    QVERIFY(!icon.isNull());
    const QImage drawn = icon.pixmap(16, 16).toImage();
    QCOMPARE(drawn.pixelColor(8, 8), QColor(Qt::red));
    QVERIFY(themeIcon(u"adj-no-such-icon"_s).isNull());
}

// The style's media icons are theme icons: a theme that has them is never asked for the turn bar's.
void TestDeferredIcons::glyphsAreDrawnNotLookedUp()
{
    QTemporaryDir dir;
    QVERIFY(
        installRedTheme(dir, 32, {u"media-seek-forward"_s, u"media-skip-forward"_s, u"dialog-warning"_s}));

    const QColor ink = QGuiApplication::palette().color(QPalette::Active, QPalette::ButtonText);
    const QColor faded = QGuiApplication::palette().color(QPalette::Disabled, QPalette::ButtonText);
    // The middle of the phase's first triangle and of the turn's bar; the warning's amber above its mark.
    const QImage phase = glyphIcon(Glyph::NextPhase).pixmap(32, 32).toImage();
    QCOMPARE(phase.pixelColor(10, 16), ink);
    QCOMPARE(phase.pixelColor(16, 2).alpha(), 0); // above the triangles: nothing drawn
    const QImage turn = glyphIcon(Glyph::NextTurn).pixmap(32, 32).toImage();
    QCOMPARE(turn.pixelColor(25, 16), ink);
    const QImage owed = glyphIcon(Glyph::Owed).pixmap(32, 32).toImage();
    QCOMPARE(owed.pixelColor(10, 26), QColor(0xe0, 0x9a, 0x12));
    QVERIFY(owed.pixelColor(16, 16) != QColor(0xe0, 0x9a, 0x12)); // the mark
    const QImage disabled = glyphIcon(Glyph::NextTurn).pixmap(QSize(32, 32), QIcon::Disabled).toImage();
    QCOMPARE(disabled.pixelColor(25, 16), faded);
    QIcon::setThemeName(QString());
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
