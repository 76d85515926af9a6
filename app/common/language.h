// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

class QCoreApplication;

namespace adj {

// Installs Adjutant's and Qt's own translations for `language` ("de", "fr", "en"),
// or for the system locale when it is empty, in place of those a call before installed (a switch at
// run time: Qt tells every window with LanguageChange), with dates and numbers in its format
// (QLocale's default). Returns the language in use. English, and any
// locale Adjutant has no translation for, gets the English plural forms ("1 hit", "2 hits").
QString installTranslations(QCoreApplication *app, const QString &language);

} // namespace adj
