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
    return {text(), textFormat(), wordWrap(), indent(), margin(), alignment()};
}

int WrapLabel::heightForWidth(int width) const
{
    if (text().isEmpty() || width < 0)
        return QLabel::heightForWidth(width);
    // A new text empties the answers: QLabel's setters are not virtual, what they set is compared.
    Text now = current();
    if (!(now == m_for)) {
        m_answers.fill({});
        m_for = std::move(now);
    }
    const auto known = std::find_if(m_answers.begin(), m_answers.end(),
                                    [width](const Answer &a) { return a.width == width; });
    if (known != m_answers.end())
        return known->height;
    const int height = QLabel::heightForWidth(width);
    ++m_measured;
    std::move_backward(m_answers.begin(), m_answers.end() - 1, m_answers.end());
    m_answers.front() = {width, height};
    return height;
}

void WrapLabel::changeEvent(QEvent *event)
{
    // Anything that changes how the text is drawn changes its height at every width.
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::ContentsRectChange:
    case QEvent::LayoutDirectionChange:
        m_answers.fill({});
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
