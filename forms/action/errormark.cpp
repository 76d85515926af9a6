// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "errormark.h"

#include "themecolors.h"

#include <QWidget>

namespace adj {

void markError(QWidget *widget, bool error)
{
    if (!error) {
        if (widget->testAttribute(Qt::WA_SetPalette))
            widget->setPalette(QPalette()); // nothing of its own: its parent's again
        return;
    }
    const QWidget *parent = widget->parentWidget();
    const QColor colour = ThemeColors::error(parent ? parent->palette() : widget->palette());
    QPalette own; // only the text roles are its own
    own.setColor(QPalette::WindowText, colour);
    own.setColor(QPalette::Text, colour);
    widget->setPalette(own);
}

} // namespace adj
