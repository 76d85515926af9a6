// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What a person cannot read whole on screen (issues 13 and 31): a label, check box or button whose
// text is wider than the room it was given. Shared by the offscreen laptop test and the one under a
// real window manager.
#include <QAbstractButton>
#include <QLabel>
#include <QStringList>
#include <QWidget>

namespace adj::testing {

inline QStringList cutWidgets(QWidget *root)
{
    using namespace Qt::StringLiterals;
    QStringList out;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(root) || w->width() == 0)
            continue;
        const auto *label = qobject_cast<QLabel *>(w);
        if (label && (label->wordWrap() || label->text().isEmpty()))
            continue;
        const auto *button = qobject_cast<QAbstractButton *>(w);
        if (!label && (!button || button->text().isEmpty()))
            continue;
        const QString text = label ? label->text() : button->text();
        if (w->width() < w->minimumSizeHint().width() || w->width() + 1 < w->sizeHint().width())
            out << u"%1 \"%2\" (%3 of %4 px)"_s.arg(w->objectName(), text)
                       .arg(w->width())
                       .arg(w->sizeHint().width());
    }
    return out;
}

} // namespace adj::testing
