// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The hex board on a big battle (run by hand, never by ctest): a 30 x 30 board with 200 For Honor and
// Glory units, and one with 60 Wars for America ships. For each, the medians of: opening the board
// (the scene built and the view painted), one step of a drag with its path, cost preview and
// repaint, and the line of sight under the pointer with its repaint. Targets: a drag step and the
// line of sight each within a frame (16 ms), opening within 100 ms.
//   QT_QPA_PLATFORM=offscreen bench_board
#include "battledocument.h"
#include "benchsupport.h"
#include "boardpanel.h"
#include "boardscene.h"
#include "boardview.h"
#include "core/rulechecks.h"
#include "edits.h"
#include "scenario.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <random>

using namespace Qt::StringLiterals;

namespace {
constexpr int kSize = 30;

const char *g_set = ""; // "For Honor and Glory" or "Wars for America", for the figures

void report(const char *what, const QList<double> &runs, double target = 0)
{
    if (target > 0)
        adj::bench::figure(
            (QString::fromUtf8(g_set) + u" board: "_s + QString::fromUtf8(what)).toUtf8().constData(),
            adj::bench::median(runs), target);
    std::printf("  %-58s median %6.2f ms (max %6.2f ms, %lld runs)\n", what, adj::bench::median(runs),
                *std::max_element(runs.begin(), runs.end()), static_cast<long long>(runs.size()));
    std::fflush(stdout);
}

QString label(int col, int row)
{
    return u"%1%2"_s.arg(col + 1, 2, 10, QChar(u'0')).arg(row + 1, 2, 10, QChar(u'0'));
}

// A battle on a 30 x 30 board: `units` units (or ships) each alone in a hex, a fifth of the hexes
// with terrain for land.
QJsonObject scenario(bool naval, int units)
{
    QRandomGenerator rng(14);
    QJsonObject tiles;
    const QStringList land{u"forest"_s, u"hill"_s, u"town"_s, u"swamp"_s, u"fence"_s};
    const QStringList sea{u"shoal"_s, u"land"_s};
    for (int i = 0; i < kSize * kSize / (naval ? 20 : 5); ++i) {
        const QStringList &kinds = naval ? sea : land;
        tiles.insert(label(rng.bounded(kSize), rng.bounded(kSize)), kinds.at(rng.bounded(int(kinds.size()))));
    }
    QList<int> free;
    for (int i = 0; i < kSize * kSize; ++i)
        free << i;
    std::shuffle(free.begin(), free.end(), std::mt19937(7));
    QJsonArray sides;
    int next = 0;
    for (int s = 0; s < 2; ++s) {
        QJsonArray list;
        for (int i = 0; i < units / 2; ++i) {
            const int hex = free.at(next++);
            QJsonObject u{{u"name"_s, u"%1 unit %2"_s.arg(s ? u"B"_s : u"A"_s).arg(i)},
                          {u"position"_s, label(hex % kSize, hex / kSize)}};
            if (naval) {
                u.insert(u"type"_s, u"brig"_s);
                u.insert(u"strength"_s, 5);
                u.insert(u"attributes"_s, QJsonObject{{u"guns"_s, 4},
                                                      {u"heading"_s, 1 + rng.bounded(6)},
                                                      {u"squadron"_s, s ? u"Barclay"_s : u"Perry"_s},
                                                      {u"command"_s, i == 0}});
            } else {
                u.insert(u"type"_s, i % 5 == 4 ? u"artillery"_s : u"regular"_s);
                u.insert(u"strength"_s, i % 5 == 4 ? 2 : 4);
            }
            list.append(u);
        }
        sides.append(QJsonObject{{u"name"_s, s ? u"British"_s : u"American"_s},
                                 {u"units"_s, list},
                                 {u"counters"_s, naval ? QJsonObject{} : QJsonObject{{u"AP"_s, 6}}}});
    }
    return QJsonObject{{u"name"_s, naval ? u"Big naval battle"_s : u"Big land battle"_s},
                       {u"ruleset"_s, naval ? u"wfa-naval"_s : u"fhg-land"_s},
                       {u"board"_s, QJsonObject{{u"width"_s, kSize},
                                                {u"height"_s, kSize},
                                                {u"layout"_s, u"odd-q"_s},
                                                {u"tiles"_s, tiles}}},
                       {u"sides"_s, sides}};
}

void move(QWidget *viewport, QPoint p, Qt::MouseButtons buttons)
{
    QMouseEvent e(QEvent::MouseMove, p, viewport->mapToGlobal(p), Qt::NoButton, buttons, Qt::NoModifier);
    QApplication::sendEvent(viewport, &e);
}

void button(QWidget *viewport, QEvent::Type type, QPoint p)
{
    QMouseEvent e(type, p, viewport->mapToGlobal(p), Qt::LeftButton,
                  type == QEvent::MouseButtonPress ? Qt::LeftButton : Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &e);
}

int run(bool naval, int units)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"big.adjutant"_s);
    QString error;
    if (!adj::Scenario::createBattle(path, scenario(naval, units), &error)) {
        std::fprintf(stderr, "cannot create the battle: %s\n", qPrintable(error));
        return 1;
    }
    auto doc = adj::BattleDocument::open(path, &error);
    if (!doc)
        return 1;
    adj::RuleChecks::install(*doc);
    g_set = naval ? "Wars for America" : "For Honor and Glory";
    std::printf("%s: %d %s on a %d x %d board\n", naval ? "Wars for America" : "For Honor and Glory", units,
                naval ? "ships" : "units", kSize, kSize);

    adj::BoardPanel panel;
    panel.resize(900, 620);
    panel.show();
    QCoreApplication::processEvents();
    const int kRuns = adj::bench::runs(9, 3);
    QList<double> open;
    for (int i = 0; i < kRuns; ++i) {
        panel.setDocument(nullptr);
        QCoreApplication::processEvents();
        QElapsedTimer t;
        t.start();
        panel.setDocument(doc.get());
        panel.view()->fitToWindow();
        panel.view()->viewport()->repaint();
        open << t.nsecsElapsed() / 1e6;
        QCoreApplication::processEvents();
    }
    report("open the board (scene built, view painted)", open, 100);

    adj::BoardView *view = panel.view();
    adj::BoardScene *scene = panel.scene();
    QWidget *viewport = view->viewport();
    view->setZoom(1.0);
    // A unit in the middle of the window, dragged in small steps across it.
    adj::Id unit = 0;
    QPointF best;
    const QPointF mid = view->mapToScene(viewport->rect().center());
    for (const adj::Unit &u : doc->state().units)
        if (auto *c = scene->counter(u.id);
            c && (unit == 0 || QLineF(c->pos(), mid).length() < QLineF(best, mid).length())) {
            unit = u.id;
            best = c->pos();
        }
    QList<double> drag, enter;
    for (int round = 0; round < adj::bench::runs(3, 1); ++round) {
        const QPoint from = view->mapFromScene(scene->counter(unit)->pos());
        button(viewport, QEvent::MouseButtonPress, from);
        QPoint last = from;
        for (int step = 1; step <= 40; ++step) {
            const QPoint p = from + QPoint(step * 6, (step % 7) * 3 - 9);
            const bool newHex = view->hexAt(p) != view->hexAt(last);
            last = p;
            QElapsedTimer t;
            t.start();
            move(viewport, p, Qt::LeftButton);
            viewport->repaint();
            (newHex ? enter : drag) << t.nsecsElapsed() / 1e6;
        }
        if (round == 0) // what the preview said at the end of the drag, to see that it was worked out
            std::printf("  (the preview at the end of a drag: %s)\n",
                        qPrintable(panel.statusText().left(100)));
        QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
        QApplication::sendEvent(viewport, &escape); // let go without moving: the next round starts alike
        button(viewport, QEvent::MouseButtonRelease, from + QPoint(240, 0));
        QCoreApplication::processEvents();
    }
    report("a drag step within a hex: the counter follows, repaint", drag);
    report("a drag step into a new hex: path, cost preview, repaint", enter, 16);

    // The line of sight under the pointer, hex after hex, with the repaint.
    scene->selectUnits({unit});
    QList<double> sight;
    const QRect r = viewport->rect();
    for (int i = 0; i < adj::bench::runs(120, 20); ++i) {
        const QPoint p(r.left() + 20 + (i * 37) % (r.width() - 40),
                       r.top() + 20 + (i * 53) % (r.height() - 40));
        QElapsedTimer t;
        t.start();
        move(viewport, p, Qt::NoButton);
        viewport->repaint();
        sight << t.nsecsElapsed() / 1e6;
    }
    report("line of sight under the pointer, with the repaint", sight, 16);

    // An edit elsewhere in the battle: only its counter is brought up to date.
    QList<double> edit;
    for (int i = 0; i < kRuns; ++i) {
        adj::Unit u = doc->state().units.value(unit);
        u.strength = u.strength > 1 ? u.strength - 1 : u.strengthStart;
        QElapsedTimer t;
        t.start();
        doc->commit(adj::Edits::updateUnit(doc->state(), doc->profile(), u, &error), &error);
        viewport->repaint();
        edit << t.nsecsElapsed() / 1e6;
    }
    report("an edit committed and the board repainted", edit);
    panel.setDocument(nullptr);
    return 0;
}
} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &message) {
        if (type != QtWarningMsg || !message.contains(u"propagateSizeHints"_s)) // the offscreen platform's
            std::fprintf(stderr, "%s\n", qPrintable(message));
    });
    if (run(false, 200) != 0 || run(true, 60) != 0)
        return 1;
    return 0;
}
