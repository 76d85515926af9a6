// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "datafolders.h"

#include "datafiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

bool isOurs(const QString &folder)
{
    QFile version(QDir(folder).filePath(u"version"_s));
    return version.open(QIODevice::ReadOnly) &&
           version.readAll().trimmed() == QByteArrayLiteral(ADJUTANT_VERSION);
}

} // namespace

QStringList installDataFolders()
{
    QStringList candidates{QDir::cleanPath(QCoreApplication::applicationDirPath() + u'/' +
                                           QStringLiteral(ADJUTANT_DATA_RELATIVE))};
    candidates << QStandardPaths::locateAll(QStandardPaths::GenericDataLocation, u"adjutant"_s,
                                            QStandardPaths::LocateDirectory);
    QStringList found;
    for (const QString &folder : std::as_const(candidates)) {
        const QString clean = QDir::cleanPath(folder);
        if (!found.contains(clean) && isOurs(clean))
            found << clean;
    }
    DataFiles::setFolders(found);
    return found;
}

} // namespace adj
