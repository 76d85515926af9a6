// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QTextStream>

#include "victory.h"

#include <memory>

namespace adj {

class BattleDocument;

// What every command of adjutant-cli shares: the --battle and --json options and the
// parsing of a command's own options (help printed, errors as usage errors).
struct Parsed
{
    QCommandLineParser parser;
    QString battle;
};

QCommandLineOption battleOption();
QCommandLineOption jsonOption();

// Returns false when it printed help or an error; `exit` then holds the exit code.
bool parseCommand(Parsed &p, const QStringList &args, bool needsBattle, int *exit, QTextStream &out,
                  QTextStream &err);
// Opens a battle with its rule set's checks of new edits installed (stacking, 4.3).
std::unique_ptr<BattleDocument> openBattle(const QString &path, QString *error);
QString json(const QJsonObject &o);
QString json(const QJsonArray &a);
// --vp-to-win and --turn-limit, shared by new and victory (victorycommands.cpp).
void addVictoryOptions(QCommandLineParser &parser);
bool victoryOptionsSet(const QCommandLineParser &parser);
// Reads them into `c` (an option not given leaves its member); false with `error` on a bad value.
bool victoryOptions(const QCommandLineParser &parser, Victory::Conditions *c, QString *error);
// Commits the conditions `new` was given on the battle it made.
bool setNewVictory(const QCommandLineParser &parser, const QString &path, Victory::Conditions c,
                   QString *error);

} // namespace adj
