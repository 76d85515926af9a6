// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "datafiles.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QStringList &searchFolders()
{
    static QStringList folders;
    return folders;
}

} // namespace

void DataFiles::setFolders(const QStringList &folders)
{
    searchFolders() = folders;
}

QStringList DataFiles::folders()
{
    return searchFolders();
}

QString DataFiles::locate(const QString &relative)
{
    if (relative.startsWith(u":/"_s) || QDir::isAbsolutePath(relative))
        return relative; // a resource or a file named whole (a test's own rule set)
    for (const QString &folder : std::as_const(searchFolders())) {
        const QString path = QDir(folder).filePath(relative);
        if (QFileInfo(path).isFile())
            return path;
    }
    return u":/"_s + relative;
}

QStringList DataFiles::locateAll(const QString &relative)
{
    QStringList found;
    for (const QString &folder : std::as_const(searchFolders())) {
        const QString path = QDir(folder).filePath(relative);
        if (QFileInfo(path).isDir())
            found << path;
    }
    found << u":/"_s + relative;
    return found;
}

} // namespace adj
