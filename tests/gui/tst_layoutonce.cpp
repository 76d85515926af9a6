// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// LayoutOnce (issue 30): children of a panel shown and hidden in one change lay the window out once,
// when the change ends and before any event is processed, and end where QWidget::setVisible alone
// puts them; QWidget::setVisible lays the window out at every child shown. Counted by the window's
// layout passes, never timed.
#include "layoutonce.h"
#include "support/paintcount.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QTest>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {

// The window's own layout, counting its passes.
class CountingLayout : public QVBoxLayout
{
public:
    using QVBoxLayout::QVBoxLayout;
    void setGeometry(const QRect &r) override
    {
        ++passes;
        QVBoxLayout::setGeometry(r);
    }
    int passes = 0;
};

// A window, a frame in it, a panel in the frame and three lines in the panel: the first two shown,
// the third hidden, as the action panel's plan, chart and trace.
struct Window
{
    QWidget window;
    CountingLayout *layout = new CountingLayout(&window);
    QWidget *frame = new QWidget;
    QWidget *panel = new QWidget;
    QList<QLabel *> lines;

    Window()
    {
        layout->addWidget(frame);
        layout->addStretch();
        auto *inFrame = new QVBoxLayout(frame);
        inFrame->addWidget(panel);
        auto *inPanel = new QVBoxLayout(panel);
        for (int i = 0; i < 3; ++i) {
            lines << new QLabel(u"line %1\nof two rows"_s.arg(i));
            inPanel->addWidget(lines.last());
        }
        lines.at(2)->hide();
        window.resize(300, 400);
        window.show();
        settle();
        layout->passes = 0;
    }
    static void settle()
    {
        // A layout request posted while posted events are sent waits for the next round.
        for (int i = 0; i < 4; ++i)
            QCoreApplication::sendPostedEvents();
    }
    // The change: the first line hidden, the third shown, the second hidden and shown again.
    void change()
    {
        lines.at(0)->hide();
        lines.at(2)->show();
        lines.at(1)->hide();
        lines.at(1)->show();
    }
    QList<QRect> geometries() const
    {
        QList<QRect> out{frame->geometry(), panel->geometry()};
        for (const QLabel *l : lines)
            out << (l->isVisible() ? l->geometry() : QRect());
        return out;
    }
};

} // namespace

class TestLayoutOnce : public QObject
{
    Q_OBJECT

private slots:
    void oneLayoutPassForTheChange();
    void nestedLeaveItToTheOutermost();
    void panelWithoutLayout();
    void otherLayoutsBeforeThePaint();
    void requestsPostedOnTheWayLaidOut();
    void childShownPaintedWithTheChange();
};

void TestLayoutOnce::oneLayoutPassForTheChange()
{
    Window atOnce;
    atOnce.change();
    const int passesAtOnce = atOnce.layout->passes;
    Window::settle();

    Window once;
    {
        const LayoutOnce layoutOnce(once.panel);
        once.change();
        QCOMPARE(once.layout->passes, 0); // nothing above the panel laid out yet
    }
    QCOMPARE(once.layout->passes, 1); // at once, not in the event loop
    qInfo("window layout passes for the change: %d with setVisible alone, 1 with LayoutOnce", passesAtOnce);
    QVERIFY2(passesAtOnce >= 2,
             "setVisible no longer lays the window out at each child shown: LayoutOnce is not needed");
    QCOMPARE(once.geometries(), atOnce.geometries());
    Window::settle();
    QCOMPARE(once.layout->passes, 1);
    QCOMPARE(once.geometries(), atOnce.geometries());
}

void TestLayoutOnce::nestedLeaveItToTheOutermost()
{
    Window w;
    {
        const LayoutOnce outer(w.panel);
        {
            const LayoutOnce inner(w.panel);
            w.lines.at(2)->show();
        }
        QCOMPARE(w.layout->passes, 0);
        w.lines.at(0)->hide();
    }
    QCOMPARE(w.layout->passes, 1);
    QVERIFY(w.panel->layout()->isEnabled());
}

void TestLayoutOnce::otherLayoutsBeforeThePaint()
{
    // A bar beside the panel, with a layout of its own, whose label grows in the same change (the
    // turn bar's counters after an undo): laid out when the change ends, not after the next paint.
    Window w;
    auto *bar = new QWidget;
    auto *inBar = new QHBoxLayout(bar);
    auto *counters = new QLabel(u"AP 1"_s);
    inBar->addWidget(counters);
    inBar->addStretch();
    w.layout->insertWidget(0, bar);
    Window::settle();
    const int before = counters->width();
    {
        const LayoutOnce window(&w.window); // the whole change: an undo in the main window
        {
            const LayoutOnce layoutOnce(w.panel); // the panel's part of it
            w.change();
            counters->setText(u"AP 16 · command AP 12 · leaders lost 7"_s);
            QCOMPARE(counters->width(), before); // Qt lays the bar out later, when its request is sent
        }
        QCOMPARE(counters->width(), before); // the change goes on: not yet
    }
    QCOMPARE(counters->width(), counters->sizeHint().width());
    QVERIFY(counters->width() > before);
}

void TestLayoutOnce::requestsPostedOnTheWayLaidOut()
{
    // A label deep in a box beside the panel grows: its box is laid out first, and that asks for
    // the layout around the box, which asks for the window's. Qt sends each request only after the
    // round that posted it: all are laid out when the change ends (the form's scroll area, whose
    // bar showed, then the panel around it, after each undo on the big battle).
    Window w;
    auto *outer = new QWidget;
    auto *inner = new QWidget;
    auto *label = new QLabel(u"one line"_s);
    (new QVBoxLayout(outer))->addWidget(inner);
    (new QVBoxLayout(inner))->addWidget(label);
    w.layout->insertWidget(0, outer);
    Window::settle();
    const int before = inner->height();
    {
        const LayoutOnce layoutOnce(w.panel);
        w.change();
        label->setText(u"now\nfour\nlines\nlong"_s);
    }
    QVERIFY(inner->height() > before);
    QCOMPARE(inner->height(), inner->sizeHint().height());
    QCOMPARE(outer->height(), outer->sizeHint().height());
    QCOMPARE(label->height(), label->sizeHint().height());
}

void TestLayoutOnce::childShownPaintedWithTheChange()
{
    // A child shown asks Qt for its paint later: sent when the change ends, it is painted with the
    // change's paint, not once more after it (the odds chart after each undo on the big battle).
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    Window::settle();
    testing::PaintCount paints({w.lines.at(2)});
    {
        const LayoutOnce layoutOnce(w.panel);
        w.change(); // shows the third line
    }
    w.window.repaint();
    testing::sendPostedRounds();
    QCOMPARE(paints.of(w.lines.at(2)), 1);
}

void TestLayoutOnce::panelWithoutLayout()
{
    // A widget without a layout of its own: nothing is held, the children show as Qt shows them.
    Window w;
    {
        const LayoutOnce layoutOnce(w.lines.at(0));
        w.lines.at(2)->show();
    }
    QVERIFY(w.lines.at(2)->isVisible());
    QVERIFY(w.layout->passes >= 1);
}

QTEST_MAIN(TestLayoutOnce)
#include "tst_layoutonce.moc"
