// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Nothing English where a German or French referee reads (issue 31): every demo battle opened in
// German and in French, every action of its rule set chosen in the action panel, and every text
// the window shows walked: the menus and their entries, the docks' titles, the tabs, the labels,
// the buttons, the group boxes, the fields' placeholders, the tables' headers and the turn bar.
// A text fails when, with the battle's own names and the rule sets' titles taken out, it still
// holds an English word that neither language uses ("the", "of", "with", ...).
#include "actionpanel.h"
#include "battledocument.h"
#include "demobattles.h"
#include "mainwindow.h"
#include "support/englishwalk.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTabBar>
#include <QTest>
#include <QTextDocument>

#include <set>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

void menuTexts(const QMenu *menu, QStringList *out)
{
    for (QAction *a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        *out << a->text();
        if (a->menu())
            menuTexts(a->menu(), out);
    }
}

// Every text the window shows now.
QStringList shown(MainWindow &window)
{
    QStringList out;
    for (QAction *a : window.menuBar()->actions()) {
        out << a->text();
        if (a->menu())
            menuTexts(a->menu(), &out);
    }
    for (QWidget *w : window.findChildren<QWidget *>()) {
        if (!w->isVisible())
            continue;
        if (auto *l = qobject_cast<QLabel *>(w))
            out << testing::plain(l->text());
        else if (auto *b = qobject_cast<QAbstractButton *>(w))
            out << b->text();
        else if (auto *g = qobject_cast<QGroupBox *>(w))
            out << g->title();
        else if (auto *e = qobject_cast<QLineEdit *>(w))
            out << e->placeholderText();
        else if (auto *d = qobject_cast<QDockWidget *>(w))
            out << d->windowTitle();
        else if (auto *t = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < t->count(); ++i)
                out << t->tabText(i);
        else if (auto *h = qobject_cast<QHeaderView *>(w); h && h->model())
            for (int i = 0; i < h->count(); ++i)
                out << h->model()->headerData(i, h->orientation()).toString();
    }
    return out;
}

} // namespace

class TestVisibleEnglish final : public testing::EnglishWalk
{
    Q_OBJECT

private slots:
    void nothingEnglish();
};

void TestVisibleEnglish::nothingEnglish()
{
    QFETCH(QString, language);
    QFETCH(QString, demo);

    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openDemoBattle(demo), qPrintable(demo));

    const QStringList names = testing::battleNames(window.document()->state());

    std::set<QString> english; // each text once, however many actions show it
    auto *actions = window.actionPanel()->findChild<QComboBox *>(u"actionCombo"_s);
    QVERIFY(actions);
    for (int i = 0; i < std::max(1, actions->count()); ++i) {
        if (actions->count() > 0)
            actions->setCurrentIndex(i);
        QCoreApplication::processEvents();
        for (const QString &text : shown(window)) {
            const QStringList words = testing::englishIn(text, names);
            if (!words.isEmpty())
                english.insert(u"\""_s + text.simplified() + u"\" ("_s + words.join(u", "_s) + u")"_s);
        }
    }
    QStringList all(english.begin(), english.end());
    QVERIFY2(all.isEmpty(), qPrintable(demo + u" in "_s + language + u": "_s + all.join(u"; "_s)));
}

} // namespace adj

QTEST_MAIN(adj::TestVisibleEnglish)
#include "support/moc_englishwalk.cpp"
#include "support/moc_guitest.cpp"
#include "tst_visibleenglish.moc"
