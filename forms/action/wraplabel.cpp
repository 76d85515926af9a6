// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wraplabel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPaintEvent>

#include <algorithm>

namespace adj {

WrapLabel::WrapLabel(QWidget *parent)
    : QLabel(parent)
{}

WrapLabel::Text WrapLabel::current() const
{
    return {text(), textFormat(), wordWrap(), indent(), margin(), alignment(), maximumWidth()};
}

WrapLabel::Measures &WrapLabel::measures() const
{
    // QLabel's setters are not virtual: what they set is compared.
    Text now = current();
    auto it =
        std::find_if(m_texts.begin(), m_texts.end(), [&now](const Measures &m) { return m.text == now; });
    if (it == m_texts.end()) {
        it = m_texts.end() - 1;
        *it = Measures{std::move(now), {}, {}, {}};
    }
    std::rotate(m_texts.begin(), it, it + 1);
    return m_texts.front();
}

int WrapLabel::heightForWidth(int width) const
{
    if (text().isEmpty() || width < 0)
        return QLabel::heightForWidth(width);
    std::array<Answer, 4> &answers = measures().answers;
    const auto known =
        std::find_if(answers.begin(), answers.end(), [width](const Answer &a) { return a.width == width; });
    if (known != answers.end())
        return known->height;
    const int height = QLabel::heightForWidth(width);
    ++m_measured;
    std::move_backward(answers.begin(), answers.end() - 1, answers.end());
    answers.front() = {width, height};
    return height;
}

template <typename Ask> QSize WrapLabel::remembered(QSize Measures::*which, Ask ask) const
{
    QSize &size = measures().*which;
    if (!size.isValid()) {
        size = ask();
        ++m_measured;
    }
    return size;
}

QSize WrapLabel::sizeHint() const
{
    if (text().isEmpty())
        return QLabel::sizeHint();
    return remembered(&Measures::hint, [this] { return QLabel::sizeHint(); });
}

QSize WrapLabel::minimumSizeHint() const
{
    if (text().isEmpty())
        return QLabel::minimumSizeHint();
    return remembered(&Measures::minimum, [this] { return QLabel::minimumSizeHint(); });
}

void WrapLabel::changeEvent(QEvent *event)
{
    // Anything that changes how the text is drawn changes its height at every width.
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::ContentsRectChange:
    case QEvent::LayoutDirectionChange:
        m_texts.fill({});
        break;
    default:
        break;
    }
    QLabel::changeEvent(event);
}

void WrapLabel::paintEvent(QPaintEvent *event)
{
    QLabel::paintEvent(event);
    // QLabel lays a rich text out in its paint after each new text or size, and the document laid
    // out asks for the whole label to be painted from inside this paint: Qt posts that, and the
    // label was painted a second time after the window's paint (issue 30: each undo on the big
    // battle). A paint of the whole label has already drawn what it asked for.
    if ((QRegion(rect()) - event->region()).isEmpty())
        QCoreApplication::removePostedEvents(this, QEvent::UpdateLater);
}

} // namespace adj
