// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A battle with a long log, for the guards of issue 30 (tests that fail when what opening a battle
// or reading its log costs grows with the log again): 2 sides, 20 units, and edits in play that
// leave the state the same size whatever the length of the log (strengths, counters, the phase),
// with undos and redos among them (the last event an undo), each carrying a resolution's dice and
// trace, until the log holds `events` events. Written without waiting for the disk, as the
// benchmarks' battles are.
#include "battledocument.h"
#include "edits.h"

#include <QString>
#include <QTemporaryDir>

#include <random>

#include <QJsonArray>
#include <QJsonObject>

namespace adj::testing {

// `resolutions`: every third change of strength is logged as a fire resolution of one unit at
// another, with a note for the referee (the summary's lines that grow with the battle).
inline bool writeLongBattle(const QString &path, int events, QString *error, bool resolutions = false)
{
    using namespace Qt::StringLiterals;
    auto doc = BattleDocument::create(path, {u"Long: %1 events"_s.arg(events), u"fhg-land"_s}, error);
    if (!doc || !doc->store().setSyncedCommits(false, error))
        return false;
    for (const QString &side : {u"American"_s, u"British"_s})
        if (doc->commit(Edits::addSide(doc->state(), side, {}, error), error) == 0)
            return false;
    for (int i = 0; i < 20 && doc->store().eventCount() < events; ++i) {
        const Edit e = Edits::addUnit(
            doc->state(), doc->profile(),
            {i % 2 ? u"British"_s : u"American"_s, u"Unit %1"_s.arg(i), u"regular"_s, 4, 4, {}, {}}, error);
        if (e.isEmpty() || doc->commit(e, error) == 0)
            return false;
    }
    // The history kept here, as a window's undo stack would (revert and reapply take the edit as
    // written), so that the same battle is written whatever reads its history.
    struct Step
    {
        qint64 seq = 0;
        Edit edit;
    };
    QList<Step> standing, undone;
    std::mt19937 rng{quint32(events)};
    while (doc->store().eventCount() < events) {
        const qint64 n = doc->store().eventCount();
        // The last event an undo too: the history then has both ends, an undo and a redo.
        if ((n % 10 == 0 || n == events - 1) && !standing.isEmpty()) {
            const Step s = standing.takeLast();
            if (doc->revert(s.edit, s.seq, error) == 0)
                return false;
            undone << s;
            continue;
        }
        if (n % 25 == 0 && !undone.isEmpty()) {
            const Step s = undone.takeLast();
            if (doc->reapply(s.edit, s.seq, error) == 0)
                return false;
            standing << s;
            continue;
        }
        Edit e;
        if (n % 100 == 0) {
            e = Edits::advancePhase(doc->state(), doc->profile());
        } else if (n % 7 == 0 && !doc->profile().counterKinds.isEmpty()) {
            const Side &side = doc->state().sides.value(1 + Id(rng() % 2));
            e = Edits::setCounter(doc->state(), doc->profile(), side.id, {},
                                  doc->profile().counterKinds.first(), int(rng() % 20), error);
        } else {
            Unit u = *std::next(doc->state().units.cbegin(), qsizetype(rng() % doc->state().units.size()));
            u.strength = int(rng() % (u.strengthStart + 1));
            e = Edits::updateUnit(doc->state(), doc->profile(), u, error);
            if (resolutions && n % 3 == 0 && !e.isEmpty()) {
                const Unit &firer =
                    *std::next(doc->state().units.cbegin(), qsizetype(rng() % doc->state().units.size()));
                e.kind = u"resolve.fire"_s;
                e.actor = doc->state().sides.value(firer.side).name;
                e.summary = u"%1 fires at %2"_s.arg(firer.name, u.name);
                e.inputs =
                    QJsonObject{{u"_actors"_s, QJsonArray{firer.id}}, {u"_targets"_s, QJsonArray{u.id}}};
                Effect note;
                note.text = u"check the morale of %1"_s.arg(u.name);
                e.effects = {note};
            }
        }
        if (e.isEmpty())
            continue; // nothing to change (the same strength drawn): draw again
        e.dice = QJsonArray{QJsonObject{{u"sides"_s, 6}, {u"value"_s, 5}, {u"source"_s, u"rolled"_s}},
                            QJsonObject{{u"sides"_s, 6}, {u"value"_s, 2}, {u"source"_s, u"rolled"_s}}};
        e.trace = QJsonArray{QJsonObject{{u"text"_s, u"3 dice at 1 hex need 5-6"_s}, {u"rule"_s, u"8.1.1"_s}},
                             QJsonObject{{u"text"_s, u"forest: -1 on each die"_s}, {u"rule"_s, u"2.3.5"_s}}};
        Step s;
        if ((s.seq = doc->commit(e, error, &s.edit)) == 0)
            return false;
        standing << s;
        undone.clear(); // a new action drops the redo branch
    }
    return true;
}

// What the guards compare: a battle of 100 events and one of 10,000, in a folder of their own.
struct ShortAndLongBattles
{
    QTemporaryDir dir;
    QString shortBattle; // short.adjutant
    QString longBattle;  // long.adjutant

    // `resolutions` as writeLongBattle's.
    bool write(QString *error, bool resolutions = false)
    {
        shortBattle = dir.filePath(QStringLiteral("short.adjutant"));
        longBattle = dir.filePath(QStringLiteral("long.adjutant"));
        return writeLongBattle(shortBattle, 100, error, resolutions) &&
               writeLongBattle(longBattle, 10'000, error, resolutions);
    }
};

} // namespace adj::testing
