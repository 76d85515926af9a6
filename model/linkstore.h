// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace adj {

// The table link's own rows in a battle file (schema v5, docs/tablelink.md): one token per side
// and the sides' sealed choices. They are not the battle's state: nothing here is undone or
// logged; a choice enters the battle only at the reveal, as the events the referee's entry makes.
// A connection of its own to the file: the battle's writers are not disturbed.
class LinkStore final
{
    Q_DECLARE_TR_FUNCTIONS(adj::LinkStore)

public:
    struct Choice
    {
        qint64 id = 0;
        qint64 sideId = 0;
        QString formKey;
        QString submission;
        QJsonObject inputs;
    };
    enum class Seal { Sealed, Duplicate, Failed };

    LinkStore() = default;
    ~LinkStore();
    LinkStore(const LinkStore &) = delete;
    LinkStore &operator=(const LinkStore &) = delete;

    // Opens the battle file (already at schema v5: open it with BattleDocument first). A battle
    // that is read-only (`readOnly`: its file or folder cannot be written) is read as BattleStore
    // reads it, and nothing is written.
    bool open(const QString &battlePath, QString *error, bool readOnly = false);
    bool isOpen() const { return m_db.isOpen(); }

    // What the link's own rows are now (each side's token, which choices are sealed), to tell
    // another program's renewal or seal: read again only when another connection has committed.
    struct Marks
    {
        QString tokens;
        QString sealed;
    };
    bool othersWrote();
    Marks marks();
    // Why the file open here is no longer the battle at its path ("… was deleted or moved"), by
    // its inode and SQLite's own view; empty while it is.
    QString lost();
    // Once lost: what the -wal holds is written into the file open here (a moved battle keeps
    // it), and the -wal and -shm left at the old path are removed while they are still this
    // file's. False while another connection's reading holds the -wal (try again later).
    bool release();

    // The side's token; one is made (128 random bits) when the side has none.
    QString token(qint64 sideId, QString *error);
    // A new token for the side: the old one stops working at once.
    QString renewToken(qint64 sideId, QString *error);
    // The side a token belongs to, or 0.
    qint64 sideOfToken(const QString &token);

    // Seals a side's choice, replacing the side's earlier sealed one. A submission id seen
    // before (sealed, replaced or revealed) counts once: Duplicate, nothing written.
    Seal seal(const Choice &choice, QString *error);
    // Whether a submission id was seen before (sealed, replaced, revealed or discarded).
    bool hasSubmission(const QString &submission);
    // The sealed choices, at most one per side.
    QList<Choice> sealed(QString *error = nullptr);
    // After the reveal committed the choice as event `seq`.
    bool markRevealed(qint64 choiceId, qint64 seq, QString *error);
    // A side's sealed choice that can no longer be revealed (the referee entered it himself).
    bool discard(qint64 sideId, QString *error);

    static bool isToken(const QString &text);
    static bool isSubmissionId(const QString &text);

private:
    struct FileId
    {
        quint64 device = 0;
        quint64 inode = 0;
        bool operator==(const FileId &) const = default;
    };
    static FileId idOf(const QString &path);
    bool exec(const QString &sql, const QVariantList &binds, QString *error);

    QString m_connection;
    QSqlDatabase m_db;
    QString m_path;
    FileId m_file, m_wal, m_shm;
    qint64 m_dataVersion = -1;
};

} // namespace adj
