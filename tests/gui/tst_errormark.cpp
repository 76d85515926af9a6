// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// markError (issue 30): a label marked as an error reads in the error colour of its parent's
// palette, light or dark, and in its parent's colours again after; no style sheet is set (a
// WrapLabel forgets its measures with its style), and a later palette of the parent reaches it.
#include "errormark.h"
#include "support/darkpalette.h"
#include "themecolors.h"
#include "wraplabel.h"

#include <QStyleFactory>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TestErrorMark final : public QObject
{
    Q_OBJECT

private slots:
    void takesParentsColours();
    void labelKeepsItsMeasures();
};

void TestErrorMark::takesParentsColours()
{
    for (const QPalette &palette :
         {QStyleFactory::create(u"Fusion"_s)->standardPalette(), testing::darkPalette()}) {
        QWidget parent;
        parent.setPalette(palette);
        auto *label = new QLabel(u"Not possible"_s, &parent);
        const QColor normal = label->palette().color(QPalette::WindowText);
        QCOMPARE(normal, palette.color(QPalette::WindowText));
        markError(label, true);
        QCOMPARE(label->palette().color(QPalette::WindowText), ThemeColors::error(palette));
        QCOMPARE(label->palette().color(QPalette::Text), ThemeColors::error(palette));
        QCOMPARE(label->palette().color(QPalette::Window), palette.color(QPalette::Window));
        QVERIFY(label->styleSheet().isEmpty());
        markError(label, false);
        QCOMPARE(label->palette().color(QPalette::WindowText), normal);
        QVERIFY(!label->testAttribute(Qt::WA_SetPalette));
        QPalette other = palette;
        other.setColor(QPalette::WindowText, Qt::blue);
        parent.setPalette(other);
        QCOMPARE(label->palette().color(QPalette::WindowText), QColor(Qt::blue));
    }
}

// The plan turns red when the action is refused and back when it is possible again: its measures
// for the text it shows again are still known.
void TestErrorMark::labelKeepsItsMeasures()
{
    QWidget parent;
    auto *plan = new WrapLabel(&parent);
    plan->setWordWrap(true);
    plan->setText(u"Roll <b>3d6 attack dice (8.1.1)</b>"_s);
    const QSize hint = plan->sizeHint();
    plan->heightForWidth(200);
    const int measured = plan->measured();
    plan->setText(u"Not possible: the unit has already been activated this turn (6.1.4)"_s);
    markError(plan, true);
    plan->heightForWidth(200);
    plan->setText(u"Roll <b>3d6 attack dice (8.1.1)</b>"_s);
    markError(plan, false);
    QCOMPARE(plan->sizeHint(), hint);
    plan->heightForWidth(200);
    QCOMPARE(plan->measured(), measured + 1);
}

QTEST_MAIN(TestErrorMark)
#include "tst_errormark.moc"
