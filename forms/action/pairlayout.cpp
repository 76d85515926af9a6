// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "pairlayout.h"

#include <QStyle>
#include <QWidget>

namespace adj {

PairLayout::PairLayout(QWidget *parent)
    : QLayout(parent)
{
    setContentsMargins(0, 0, 0, 0);
}

PairLayout::~PairLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void PairLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
}

QLayoutItem *PairLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    QLayoutItem *item = m_items.takeAt(index);
    invalidate();
    return item;
}

QList<QLayoutItem *> PairLayout::visibleItems() const
{
    QList<QLayoutItem *> out;
    for (QLayoutItem *item : m_items)
        if (!item->isEmpty())
            out << item;
    return out;
}

int PairLayout::gap() const
{
    const int s = spacing();
    if (s >= 0)
        return s;
    const QWidget *w = parentWidget();
    return w ? w->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, w) : 6;
}

bool PairLayout::sideBySide(int width) const
{
    const QList<QLayoutItem *> items = visibleItems();
    if (items.size() < 2)
        return true;
    const int half = (width - gap()) / 2;
    for (QLayoutItem *item : items)
        if (item->sizeHint().width() > half)
            return false;
    return true;
}

int PairLayout::heightForWidth(int width) const
{
    const QMargins m = contentsMargins();
    const int inner = width - m.left() - m.right();
    int tall = 0;
    int stacked = 0;
    const QList<QLayoutItem *> items = visibleItems();
    for (QLayoutItem *item : items) {
        tall = std::max(tall, item->sizeHint().height());
        stacked += item->sizeHint().height();
    }
    if (items.size() > 1)
        stacked += spacing() >= 0 ? spacing() : 2;
    return (sideBySide(inner) ? tall : stacked) + m.top() + m.bottom();
}

QSize PairLayout::minimumSize() const
{
    int width = 0;
    int height = 0;
    for (QLayoutItem *item : visibleItems()) {
        width = std::max(width, item->minimumSize().width());
        height = std::max(height, item->minimumSize().height());
    }
    const QMargins m = contentsMargins();
    return {width + m.left() + m.right(), height + m.top() + m.bottom()};
}

QSize PairLayout::sizeHint() const
{
    // Side by side in equal halves: twice the wider item.
    int widest = 0;
    int height = 0;
    const QList<QLayoutItem *> items = visibleItems();
    for (QLayoutItem *item : items) {
        widest = std::max(widest, item->sizeHint().width());
        height = std::max(height, item->sizeHint().height());
    }
    const int width = items.size() > 1 ? 2 * widest + gap() : widest;
    const QMargins m = contentsMargins();
    return {width + m.left() + m.right(), height + m.top() + m.bottom()};
}

void PairLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    const QRect inner = rect.marginsRemoved(contentsMargins());
    const QList<QLayoutItem *> items = visibleItems();
    if (sideBySide(inner.width())) {
        // Each item in its half, so that the second column starts at the same place in every pair.
        const int half = items.size() > 1 ? (inner.width() - gap()) / 2 : inner.width();
        int x = inner.x();
        for (QLayoutItem *item : items) {
            item->setGeometry(QRect(x, inner.y(), half, inner.height()));
            x += half + gap();
        }
        return;
    }
    const int between = spacing() >= 0 ? spacing() : 2;
    int y = inner.y();
    for (QLayoutItem *item : items) {
        const int h = item->sizeHint().height();
        item->setGeometry(QRect(inner.x(), y, inner.width(), h));
        y += h + between;
    }
}

} // namespace adj
