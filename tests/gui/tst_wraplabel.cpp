// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// WrapLabel (issue 30): a word-wrapped label answers heightForWidth() exactly as QLabel does, lays
// its text out once for a width asked again, and answers anew once its text, its font or how it
// lays the text out changes; its size hints are QLabel's, and a text shown again (an undo brings
// back the plan before the action) is not laid out again; a rich text resized is painted once,
// where QLabel paints it twice.
// Counted by the label's own measurements and paints, never timed.
#include "support/paintcount.h"
#include "wraplabel.h"

#include <QApplication>
#include <QTest>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using namespace adj;

namespace {

const QString kPlan = u"Roll <b>3d6 attack dice (8.1.1)</b><br>then, if an attack die hits, "
                      u"<b>1d6 for each hit</b> to see what it does to the target (8.1.4)"_s;

// A QLabel set up as `label` is.
void copyTo(const QLabel &label, QLabel &plain)
{
    plain.setFont(label.font());
    plain.setTextFormat(label.textFormat());
    plain.setWordWrap(label.wordWrap());
    plain.setTextInteractionFlags(label.textInteractionFlags());
    plain.setText(label.text());
}

// The height a QLabel set up as `label` is gives for `width`.
int plainHeight(const QLabel &label, int width)
{
    QLabel plain;
    copyTo(label, plain);
    return plain.heightForWidth(width);
}

// Its size hint and minimum size hint.
std::pair<QSize, QSize> plainHints(const QLabel &label)
{
    QLabel plain;
    copyTo(label, plain);
    return {plain.sizeHint(), plain.minimumSizeHint()};
}

// The action panel's plan: rich text, wrapped.
void showPlan(WrapLabel &label)
{
    label.setWordWrap(true);
    label.setTextFormat(Qt::RichText);
    label.setText(kPlan);
}

} // namespace

class TestWrapLabel final : public QObject
{
    Q_OBJECT

private slots:
    void sameAnswersAsQLabel();
    void askedAgainMeasuresOnce();
    void newTextFontOrFormatMeasureAgain();
    void noTextIsPassedOn();
    void textShownAgainMeasuredOnce();
    void resizedRichTextPaintedOnce();
};

void TestWrapLabel::sameAnswersAsQLabel()
{
    for (const Qt::TextFormat format : {Qt::RichText, Qt::PlainText}) {
        WrapLabel label;
        label.setWordWrap(true);
        label.setTextFormat(format);
        label.setTextInteractionFlags(Qt::TextSelectableByMouse);
        label.setText(kPlan);
        for (const int width : {60, 120, 240, 480, 120, 60, 2000})
            QCOMPARE(label.heightForWidth(width), plainHeight(label, width));
        QCOMPARE(std::pair(label.sizeHint(), label.minimumSizeHint()), plainHints(label));
        // The narrower, the taller: the answers are not one height for every width.
        QVERIFY(label.heightForWidth(60) > label.heightForWidth(480));
    }
}

void TestWrapLabel::askedAgainMeasuresOnce()
{
    WrapLabel label;
    showPlan(label);
    const int at200 = label.heightForWidth(200);
    const int at300 = label.heightForWidth(300);
    QCOMPARE(label.measured(), 2);
    // A layout pass asks each width several times: QLabel would lay the text out each time.
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(label.heightForWidth(200), at200);
        QCOMPARE(label.heightForWidth(300), at300);
    }
    QCOMPARE(label.measured(), 2);
    // Four widths are remembered; a fifth pushes the oldest out.
    for (const int width : {400, 500, 600})
        label.heightForWidth(width);
    QCOMPARE(label.measured(), 5);
    label.heightForWidth(200);
    QCOMPARE(label.measured(), 6);
}

void TestWrapLabel::newTextFontOrFormatMeasureAgain()
{
    WrapLabel label;
    showPlan(label);
    const int before = label.heightForWidth(150);

    // Setting the same text again changes nothing.
    label.setText(kPlan);
    QCOMPARE(label.heightForWidth(150), before);
    QCOMPARE(label.measured(), 1);

    // A shorter text is one line shorter at least.
    label.setText(u"Roll <b>2d6</b> (9.1)"_s);
    QVERIFY(label.heightForWidth(150) < before);
    QCOMPARE(label.heightForWidth(150), plainHeight(label, 150));
    QCOMPARE(label.measured(), 2);

    // A bigger font: taller at the same width.
    label.setText(kPlan);
    const int small = label.heightForWidth(150);
    QFont big = label.font();
    big.setPointSizeF(big.pointSizeF() * 2);
    label.setFont(big);
    QVERIFY(label.heightForWidth(150) > small);
    QCOMPARE(label.heightForWidth(150), plainHeight(label, 150));

    // Shown as plain text, the tags are words too: the answer is QLabel's for plain text.
    label.setTextFormat(Qt::PlainText);
    QCOMPARE(label.heightForWidth(150), plainHeight(label, 150));
    // Not wrapped: one line, whatever the width.
    label.setWordWrap(false);
    QCOMPARE(label.heightForWidth(150), plainHeight(label, 150));
    QCOMPARE(label.heightForWidth(150), label.heightForWidth(1500));
}

void TestWrapLabel::noTextIsPassedOn()
{
    WrapLabel label;
    label.setWordWrap(true);
    QCOMPARE(label.heightForWidth(100), QLabel().heightForWidth(100));
    QCOMPARE(label.measured(), 0);
}

// An undo brings back the plan shown before the action, a redo the trace's message: each text is
// laid out once, not each time it comes back; a text not among the last three is measured anew.
void TestWrapLabel::textShownAgainMeasuredOnce()
{
    WrapLabel label;
    showPlan(label);
    const QString other = u"Roll <b>2d6</b> (9.1)"_s;
    auto ask = [&label] {
        return std::tuple(label.sizeHint(), label.minimumSizeHint(), label.heightForWidth(200));
    };
    const auto plan = ask();
    QCOMPARE(label.measured(), 3);
    label.setText(other);
    const auto short_ = ask();
    QCOMPARE(label.measured(), 6);
    QCOMPARE(std::pair(label.sizeHint(), label.minimumSizeHint()), plainHints(label));
    QVERIFY(std::get<2>(short_) < std::get<2>(plan));
    for (int round = 0; round < 3; ++round) {
        label.setText(kPlan);
        QCOMPARE(ask(), plan);
        label.setText(other);
        QCOMPARE(ask(), short_);
    }
    QCOMPARE(label.measured(), 6);
    // Two more texts push the plan out: it is measured again, and answers as QLabel does.
    for (const QString &text : {u"Roll <b>1d6</b>"_s, u"Roll <b>4d6</b>"_s}) {
        label.setText(text);
        ask();
    }
    QCOMPARE(label.measured(), 12);
    label.setText(kPlan);
    QCOMPARE(ask(), plan);
    QCOMPARE(label.measured(), 15);
    QCOMPARE(std::pair(label.sizeHint(), label.minimumSizeHint()), plainHints(label));
    // A new font forgets every text.
    QFont big = label.font();
    big.setPointSizeF(big.pointSizeF() * 2);
    label.setFont(big);
    label.setText(other);
    QVERIFY(std::get<2>(ask()) > std::get<2>(short_));
    QCOMPARE(std::pair(label.sizeHint(), label.minimumSizeHint()), plainHints(label));
}

// The plan is laid out again at each new width: QLabel does it in its paint, and the document asks
// from there for a paint of the whole label, which Qt posts; the label was painted twice for each
// undo on the big battle (issue 30).
void TestWrapLabel::resizedRichTextPaintedOnce()
{
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *wrap = new WrapLabel;
    auto *plain = new QLabel;
    for (QLabel *label : {static_cast<QLabel *>(wrap), plain}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        label->setText(kPlan);
        layout->addWidget(label);
    }
    layout->addStretch();
    window.resize(400, 400);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    testing::sendPostedRounds();

    testing::PaintCount paints({wrap, plain});
    window.resize(260, 400); // narrower: both labels wrap anew
    window.repaint();
    testing::sendPostedRounds();
    QVERIFY2(paints.of(plain) >= 2, "QLabel no longer paints a rich text twice after a resize: "
                                    "WrapLabel::paintEvent is not needed");
    QCOMPARE(paints.of(wrap), 1);

    // A paint of part of the label leaves what the document asked for: the rest is painted too.
    const int before = paints.of(wrap);
    window.resize(200, 400);
    wrap->repaint(QRect(0, 0, 10, 10));
    testing::sendPostedRounds();
    QVERIFY(paints.of(wrap) > before);
}

QTEST_MAIN(TestWrapLabel)
#include "tst_wraplabel.moc"
