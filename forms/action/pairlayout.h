// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLayout>
#include <QList>

namespace adj {

// Two widgets side by side, each in half of the width, while both fit their half; one above the
// other when the panel is too narrow for that (issue 31: a pair of long check boxes made the action
// form wider than the dock at 1280x720). The least it asks for is its widest item's least, never
// their sum; the halves line up from one pair to the next like a chart's columns.
class PairLayout final : public QLayout
{
public:
    explicit PairLayout(QWidget *parent = nullptr);
    ~PairLayout() override;
    Q_DISABLE_COPY_MOVE(PairLayout)

    void addItem(QLayoutItem *item) override;
    int count() const override { return int(m_items.size()); }
    QLayoutItem *itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return Qt::Horizontal; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    QList<QLayoutItem *> visibleItems() const;
    // Whether the items stand side by side in `width` (the inner width, without margins).
    bool sideBySide(int width) const;
    int gap() const;

    QList<QLayoutItem *> m_items;
};

} // namespace adj
