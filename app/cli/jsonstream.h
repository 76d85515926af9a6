// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTemporaryFile>

#include <map>
#include <memory>

class QTextStream;

namespace adj {

// One JSON object written as QJsonDocument::Indented writes it, byte for byte, but with one of its
// members an array written an item at a time (issue 30): a long output (the log's events, a
// summary's resolutions) is never whole in memory, whatever the length of the battle.
// `rest` holds the object's other members; they are written in Qt's order (sorted by key), before
// and after the array.
class JsonArrayStream final
{
    Q_DISABLE_COPY_MOVE(JsonArrayStream)

public:
    JsonArrayStream(QTextStream &out, const QString &key, const QJsonObject &rest);
    ~JsonArrayStream();

    void append(const QJsonValue &item);
    // Closes the array and writes the members after it; the destructor does it when not called.
    void finish();

private:
    void writeMembers(bool before);

    QTextStream &m_out;
    QString m_key;
    QJsonObject m_rest;
    qint64 m_items = 0;
    bool m_finished = false;
};

// One JSON object written as QJsonDocument::Indented writes it, byte for byte, with several of its
// members arrays filled in any order while the object is read (a summary's resolutions, bookkeeping
// and notes come interleaved from one pass over the log): each array's items go to a temporary file
// of its own as they come, and write() copies them into place among the other members at the end.
// Memory holds one item at a time, whatever the length of the battle (issue 30).
class JsonSpooledObject final
{
    Q_DISABLE_COPY_MOVE(JsonSpooledObject)

public:
    explicit JsonSpooledObject(const QStringList &arrayKeys);
    ~JsonSpooledObject();

    // False when the temporary folder cannot be written; `error` says why.
    bool open(QString *error);
    // One item of the array `key` (one of arrayKeys). False when the spool cannot be written.
    bool append(const QString &key, const QJsonValue &item);
    // The whole object: `rest`'s members and the arrays, in Qt's order (sorted by key).
    bool write(QTextStream &out, const QJsonObject &rest, QString *error);

private:
    struct Spool
    {
        std::unique_ptr<QTemporaryFile> file;
        qint64 items = 0;
    };
    std::map<QString, Spool> m_spools;
    bool m_failed = false;
};

} // namespace adj
