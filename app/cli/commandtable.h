// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "clicommand.h"

#include <QList>
#include <QString>

namespace adj {

// The table of adjutant-cli's commands, in the order --help lists them. Each entry is declared
// beside its command, in the file of its job; a new command is one entry there and one line here.
namespace commands {
extern const CliCommandEntry newBattle, show, addSide;            // battlecommands.cpp
extern const CliCommandEntry addUnit, editUnit, removeUnit, mark; // unitcommands.cpp
extern const CliCommandEntry advance, owed;                       // turncommands.cpp
extern const CliCommandEntry track;                               // trackcommand.cpp
extern const CliCommandEntry undo, redo;                          // undocommands.cpp
extern const CliCommandEntry log, rulesets, demo;                 // lookupcommands.cpp
extern const CliCommandEntry resolve, board, houseRule, range;    // resolvecommands.cpp
extern const CliCommandEntry move;                                // movecommand.cpp
extern const CliCommandEntry summary;                             // summarycommand.cpp
extern const CliCommandEntry importRoster, exportRoster;          // rostercommands.cpp
extern const CliCommandEntry schema;                              // schemacommand.cpp
extern const CliCommandEntry serve, link;                         // linkcommands.cpp
extern const CliCommandEntry victory, end;                        // victorycommands.cpp
extern const CliCommandEntry campaign;                            // campaigncommands.cpp
extern const CliCommandEntry club;                                // clubcli.cpp
} // namespace commands

const QList<const CliCommandEntry *> &commandTable();
// The entry of `word` in `table`, or null.
const CliCommandEntry *findCommand(const QList<const CliCommandEntry *> &table, const QString &word);
// The commands with their one-line help, under their headings (--help, an unknown command).
QString commandList();

} // namespace adj
