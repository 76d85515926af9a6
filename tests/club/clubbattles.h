#pragma once
// Battles for the club's tests: made, joined and played through the same document the GUI and
// the command line write with.
#include "battledocument.h"
#include "club/clubjoin.h"
#include "club/clubsender.h"
#include "edits.h"
#include "undohistory.h"

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
    UndoHistory h;
    QString error;
    if (!UndoHistory::read(doc.store(), &h, &error) || !h.toUndo())
        return 0;
    return doc.revert(h.toUndo()->edit, h.toUndo()->seq, &error);
}

inline qint64 redo(BattleDocument &doc)
{
    UndoHistory h;
    QString error;
    if (!UndoHistory::read(doc.store(), &h, &error) || !h.toRedo())
        return 0;
    return doc.reapply(h.toRedo()->edit, h.toRedo()->seq, &error);
}

inline bool join(BattleDocument &doc, const QString &url, const QString &club, QString *error)
{
    ClubAddress a;
    ClubStore::Membership m;
    return ClubAddress::parse(url, &a, error) && ClubJoin::join(doc.store(), a, club, &m, error);
}

} // namespace adj::testing
