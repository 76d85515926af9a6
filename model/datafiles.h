// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace adj {

// Where the data Adjutant reads is found: rule tables (rulesets/), demo battles (demo/) and compiled
// translations (i18n/). An installed Adjutant reads the copies installed beside it
// (<prefix>/share/adjutant); the copies compiled into the programs (":/") are the last resort, and
// the only ones a build folder or a test has. The programs set the folders once at start
// (installDataFolders in app/common); until then only ":/" is searched.
class DataFiles final
{
public:
    // Folders to search, in order, before ":/".
    static void setFolders(const QStringList &folders);
    static QStringList folders();
    // `relative` ("rulesets/fhg-land.json") in the first folder that has it, else ":/" + relative.
    static QString locate(const QString &relative);
    // Every folder that has the sub-folder `relative` ("i18n"), in search order, ":/" + relative last.
    static QStringList locateAll(const QString &relative);
};

} // namespace adj
