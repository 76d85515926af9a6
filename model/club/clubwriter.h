// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>

namespace adj {

// This laptop as a club's writer (docs/club.md): a random key of its own, kept in the user's
// configuration folder (readable by the user alone), never in a battle file. The server keeps
// only its SHA-256 and accepts a battle's events from the laptop whose key joined it (or took it
// over): a battle file copied to another laptop is refused there until a takeover.
class ClubWriter final
{
    Q_DECLARE_TR_FUNCTIONS(adj::ClubWriter)

public:
    // The key, made the first time; empty with `error` when it cannot be read or written.
    static QString key(QString *error);
    // The name the club sees for this laptop ("user@host"), for the takeover's question.
    static QString name();
    // Where the key is kept (ADJ_CLUB_KEY_FILE, else the configuration folder's club-writer.key).
    static QString keyPath();
};

} // namespace adj
