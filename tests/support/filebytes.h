// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A file's bytes, for the tests: written whole (a file that is no battle, a roster, a scenario), and
// their SHA-256, to show that a refused command or open left a file byte for byte as it was.
#include <QByteArray>
#include <QCryptographicHash>
#include <QFile>
#include <QString>

namespace adj::testing {

// False when `path` could not be written whole.
inline bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A file's SHA-256, empty when it cannot be read.
inline QByteArray digest(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                                       : QByteArray();
}

} // namespace adj::testing
