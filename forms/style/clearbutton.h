// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLineEdit>

#include <memory>

namespace adj {

// A line edit's clear button, given the first time the edit holds text. The button shows only
// over text, and Qt looks its icon up in the icon theme: the first look-up reads the theme's
// index (about 3 ms), which the window's first paint need not wait for (issue 30).
inline void clearButtonOnText(QLineEdit *edit)
{
    if (!edit->text().isEmpty()) {
        edit->setClearButtonEnabled(true);
        return;
    }
    auto once = std::make_shared<QMetaObject::Connection>();
    *once = QObject::connect(edit, &QLineEdit::textChanged, edit, [edit, once](const QString &text) {
        if (text.isEmpty())
            return;
        QObject::disconnect(*once);
        edit->setClearButtonEnabled(true);
    });
}

} // namespace adj
