// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLabel>

#include <array>

namespace adj {

// A word-wrapped label that remembers its height for the last few widths it was asked about, until
// its text, font or style changes. QLabel answers each heightForWidth() by laying its whole text
// out twice (at the width asked, then back at its own), and a box layout asks every label several
// times in one pass: on the big battle, the action panel's plan and messages spent 3 ms of an
// undo's 18 there (issue 30). The answer depends only on the width, the text and how it is drawn,
// so it is read from here while those stay the same. A label with no text (a picture) is passed on
// to QLabel each time. A rich text laid out anew in a paint is painted once, not twice (below).
class WrapLabel final : public QLabel
{
    Q_OBJECT

public:
    explicit WrapLabel(QWidget *parent = nullptr);

    int heightForWidth(int width) const override;

    // How many heightForWidth() questions QLabel itself answered (tests count them).
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
        bool operator==(const Text &) const = default;
    };
    Text current() const;

    mutable std::array<Answer, 4> m_answers; // the newest first
    mutable Text m_for;
    mutable int m_measured = 0;
};

} // namespace adj
