// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QSysInfo>

using namespace Qt::StringLiterals;

namespace adj {

QString ClubWriter::keyPath()
{
    const QString env = qEnvironmentVariable("ADJ_CLUB_KEY_FILE");
    if (!env.isEmpty())
        return env;
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + u"/club-writer.key"_s;
}

QString ClubWriter::key(QString *error)
{
    static const QRegularExpression kShape(u"^[0-9a-f]{64}$"_s);
    const QString path = keyPath();
    QFile f(path);
    if (f.exists()) {
        if (!f.open(QIODevice::ReadOnly)) {
            *error = tr("this laptop's club key %1 cannot be read: %2").arg(path, f.errorString());
            return {};
        }
        const QString k = QString::fromLatin1(f.read(200)).trimmed();
        if (!kShape.match(k).hasMatch()) {
            *error = tr("this laptop's club key %1 is damaged (64 hex digits expected)").arg(path);
            return {};
        }
        return k;
    }
    quint32 words[8];
    QRandomGenerator::system()->fillRange(words);
    const QByteArray k = QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) ||
        !out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner) || out.write(k + '\n') < 0 ||
        !out.commit()) {
        *error = tr("this laptop's club key %1 cannot be written: %2").arg(path, out.errorString());
        return {};
    }
    return QString::fromLatin1(k);
}

QString ClubWriter::name()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = qEnvironmentVariable("USERNAME");
    const QString host = QSysInfo::machineHostName();
    return user.isEmpty() ? host : user + u'@' + host;
}

} // namespace adj
