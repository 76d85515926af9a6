// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLabel>

#include <array>

namespace adj {

// A label that remembers its size hints and, word-wrapped, its height for the last few widths it was
// asked about, for each of its last few texts, until its font or style changes. QLabel answers each
// heightForWidth() by laying its whole text out twice (at the width asked, then back at its own),
// and a box layout asks every label several times in one pass; each new text lays it out three
// times more for the size hints: on the big battle, the action panel's plan and messages spent 3 ms
// of an undo's 18 there (issue 30). The answers depend only on the width, the text and how it is
// drawn, so they are read from here while those stay the same, and an undo that brings back the
// text shown before the action finds them still here. A label with no text (a picture) is passed
// on to QLabel each time. A rich text laid out anew in a paint is painted once, not twice (below).
// The action panel's plan, message and odds, and the turn bar's counters and phase, are these.
class WrapLabel final : public QLabel
{
    Q_OBJECT

public:
    explicit WrapLabel(QWidget *parent = nullptr);

    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // How many heightForWidth() and size hint questions QLabel itself answered (tests count them).
    int measured() const { return m_measured; }

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    struct Answer
    {
        int width = -1;
        int height = 0;
    };
    // What the answers are for: the text and the properties that lay it out.
    struct Text
    {
        QString text;
        Qt::TextFormat format = Qt::AutoText;
        bool wrap = false;
        int indent = -1;
        int margin = 0;
        Qt::Alignment alignment;
        int maximumWidth = 0; // QLabel's size hint tries a wrapped text's width up to it
        bool operator==(const Text &) const = default;
    };
    Text current() const;
    // What is remembered of one text.
    struct Measures
    {
        Text text;
        std::array<Answer, 4> answers; // the newest first
        QSize hint;                    // invalid: not asked yet
        QSize minimum;
    };
    // The current text's, made the newest; a text not remembered takes the oldest's place.
    Measures &measures() const;
    // The current text's size hint `which`, asked of QLabel (`ask`) the first time.
    template <typename Ask> QSize remembered(QSize Measures::*which, Ask ask) const;

    mutable std::array<Measures, 3> m_texts; // the newest first
    mutable int m_measured = 0;
};

} // namespace adj
