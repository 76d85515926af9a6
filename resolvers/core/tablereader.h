// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QStringList>

namespace adj {

// Reads a rule table by dotted path ("hit.artillery.2"), remembers every path it read (so that
// an override of a path nobody reads is refused) and keeps the first error, naming the entry.
// Each rule set's table reader builds on it with its own kinds of entry.
class TableReader
{
    Q_DECLARE_TR_FUNCTIONS(adj::TableReader)

public:
    TableReader(const QJsonObject &root, QSet<QString> *read);

    QString error; // the first problem found, empty while the table reads well

    QJsonValue at(const QString &path);
    bool has(const QString &path) const;
    void fail(const QString &message);
    int integer(const QString &path, int min, int max);
    bool boolean(const QString &path);
    QString text(const QString &path, const QStringList &allowed);
    QStringList list(const QString &path, const QStringList &allowed);

private:
    QJsonValue lookup(const QString &path) const;

    const QJsonObject &m_root;
    QSet<QString> *m_read;
};

} // namespace adj
