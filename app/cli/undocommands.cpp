// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli undo and redo: the same logged undo as the GUI's, across restarts. The undo
// history is the battle's event log (BattleDocument::undo reads its two ends, issue 30), so an
// undo after the battle was closed, in the GUI or here, takes back the last action that stands;
// each undo and redo is an event of its own. An undo that a later change by another writer
// conflicts with is refused by BattleDocument, naming that change.
#include "cli.h"
#include "clicommand.h"
#include "commandtable.h"

#include "battledocument.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// undo and redo: one class, the word typed telling which.
class UndoRedoCommand final : public CliCommand
{
    const bool m_redo;

public:
    explicit UndoRedoCommand(bool redo)
        : m_redo(redo)
    {}

    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(
            m_redo
                ? Cli::tr(
                      "Puts back the last action undone, as the GUI's Redo does, even after the battle was "
                      "closed. The redo is logged as an event of its own.")
                : Cli::tr(
                      "Takes back the last action that stands, as the GUI's Undo does, even after the battle "
                      "was closed. The undo is logged as an event of its own."));
    }

    int run(CliCall &c) override
    {
        const bool redo = m_redo;
        BattleDocument &doc = *c.doc;
        QString error;
        // Nothing to take back is said before any write; the step itself is read again inside it.
        const BattleStore::HistoryStep offered =
            redo ? doc.store().toRedo(&error) : doc.store().toUndo(&error);
        if (!error.isEmpty())
            return c.failed(error);
        if (offered.seq == 0)
            return c.failed(
                redo ? Cli::tr("nothing to redo in %1: no action was undone since the last one").arg(c.battle)
                     : Cli::tr("nothing to undo in %1: no action stands").arg(c.battle),
                redo ? u"nothing-to-redo"_s : u"nothing-to-undo"_s);
        qint64 target = 0;
        const qint64 seq = redo ? doc.redo(&error, 0, &target) : doc.undo(&error, 0, &target);
        if (seq == 0) {
            const QString action = target == 0 || target == offered.seq
                                       ? offered.summary
                                       : doc.store().events(target, 1).value(0).summary;
            return c.failed(redo ? Cli::tr("could not redo \"%1\": %2").arg(action, error)
                                 : Cli::tr("could not undo \"%1\": %2").arg(action, error));
        }
        const QString summary = doc.store().events(seq, 1).value(0).summary; // as the log words it
        return c.done({{u"event"_s, seq},
                       {u"kind"_s, redo ? u"redo"_s : u"undo"_s},
                       {u"target"_s, target},
                       {u"summary"_s, summary}},
                      summary);
    }
};

} // namespace

namespace commands {
const CliCommandEntry undo{
    "undo", QT_TRANSLATE_NOOP("adj::Cli", "take back the last action that stands, even after a restart"),
    CliGroup::Battle, CliBattle::Opened, makeCommand<UndoRedoCommand, false>};
const CliCommandEntry redo{"redo", QT_TRANSLATE_NOOP("adj::Cli", "put back the last action undone"),
                           CliGroup::Battle, CliBattle::Opened, makeCommand<UndoRedoCommand, true>};
} // namespace commands

} // namespace adj
