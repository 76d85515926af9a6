// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Battles for the club's tests: made, joined and played through the same document the GUI and
// the command line write with.
#include "battledocument.h"
#include "club/clubjoin.h"
#include "club/clubsender.h"
#include "edits.h"

#include <QTest>

namespace adj::testing {

inline std::unique_ptr<BattleDocument> newBattle(const QString &path, const QString &name,
                                                 const QString &ruleset = QStringLiteral("fhg-land"))
{
    BattleInfo info;
    info.name = name;
    info.ruleset = ruleset;
    QString error;
    auto doc = BattleDocument::create(path, info, &error);
    if (!doc)
        qWarning("%s", qPrintable(error));
    return doc;
}

// One event: the battle's notes changed.
inline qint64 note(BattleDocument &doc, const QString &text)
{
    QString error;
    const qint64 seq = doc.commit(Edits::setNotes(doc.state(), text), &error);
    if (seq == 0)
        qWarning("%s", qPrintable(error));
    return seq;
}

inline qint64 undo(BattleDocument &doc)
{
    QString error;
    return doc.undo(&error);
}

inline qint64 redo(BattleDocument &doc)
{
    QString error;
    return doc.redo(&error);
}

inline bool join(BattleDocument &doc, const QString &url, const QString &club, QString *error)
{
    ClubAddress a;
    ClubStore::Membership m;
    return ClubAddress::parse(url, &a, error) && ClubJoin::join(doc.store(), a, club, &m, error);
}

} // namespace adj::testing
