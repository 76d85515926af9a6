// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli undo and redo: the same logged undo as the GUI's, across restarts. The undo
// history is the battle's event log (BattleDocument::undo reads its two ends, issue 30), so an
// undo after the battle was closed, in the GUI or here, takes back the last action that stands;
// each undo and redo is an event of its own. An undo that a later change by another writer
// conflicts with is refused by BattleDocument, naming that change.
#include "cli.h"
#include "clicommand.h"

#include "battledocument.h"

using namespace Qt::StringLiterals;

namespace adj {

int Cli::cmdUndoRedo(const QStringList &args, bool redo)
{
    Parsed p;
    p.parser.setApplicationDescription(
        redo ? tr("Puts back the last action undone, as the GUI's Redo does, even after the battle was "
                  "closed. The redo is logged as an event of its own.")
             : tr("Takes back the last action that stands, as the GUI's Undo does, even after the battle "
                  "was closed. The undo is logged as an event of its own."));
    int exit = Ok;
    if (!parseCommand(p, args, true, &exit, m_out, m_err))
        return exit;
    QString error;
    const auto doc = openBattle(p.battle, &error);
    if (!doc)
        return failed(error);
    // Nothing to take back is said before any write; the step itself is read again inside it.
    const BattleStore::HistoryStep offered = redo ? doc->store().toRedo(&error) : doc->store().toUndo(&error);
    if (!error.isEmpty())
        return failed(error);
    if (offered.seq == 0)
        return failed(redo
                          ? tr("nothing to redo in %1: no action was undone since the last one").arg(p.battle)
                          : tr("nothing to undo in %1: no action stands").arg(p.battle),
                      redo ? u"nothing-to-redo"_s : u"nothing-to-undo"_s);
    qint64 target = 0;
    const qint64 seq = redo ? doc->redo(&error, 0, &target) : doc->undo(&error, 0, &target);
    if (seq == 0) {
        const QString action = target == 0 || target == offered.seq
                                   ? offered.summary
                                   : doc->store().events(target, 1).value(0).summary;
        return failed(redo ? tr("could not redo \"%1\": %2").arg(action, error)
                           : tr("could not undo \"%1\": %2").arg(action, error));
    }
    const QString summary = doc->store().events(seq, 1).value(0).summary; // as the log words it
    return done({{u"event"_s, seq},
                 {u"kind"_s, redo ? u"redo"_s : u"undo"_s},
                 {u"target"_s, target},
                 {u"summary"_s, summary}},
                summary);
}

} // namespace adj
