// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/actionschema.h"
#include "core/diesource.h"
#include "core/inputbuilders.h"
#include "core/inputs.h"
#include "fohtable.h"

#include <QJsonObject>

// Small builders for Fields of Honor input schemas and the target-number arithmetic every
// action shares (internal).
namespace adj::foh {

using inputs::boolInput;
using inputs::enumInput;
using inputs::getBool;
using inputs::getId;
using inputs::getInt;
using inputs::getString;
using inputs::has;
using inputs::intInput;
using inputs::listInput;
using inputs::realInput;
using inputs::stringInput;
using inputs::unitInput;

// The largest pool whose exact odds are computed (every count stays within 128 bits).
constexpr int kMaxDice = 48;
// The largest pools the core's dice-tree enumeration may walk (64-bit fractions, path count).
constexpr int kMaxEnumeratedFireDice = 8;
constexpr int kMaxEnumeratedSumDice = 10;

// The dice-tree walk of the generic odds (not the players' dice, nor the dice plan's probe, which
// read a whole pool of any size): it gives up on pools past kMaxEnumerated*Dice.
bool enumerating(const DiceSource &dice);

// A target number (Kill, Charge or Morale Number) with every step for the trace.
struct TargetNumber
{
    int value = 0;
    int unfloored = 0;
    QString text; // "5 +1 (Fire Quality D) -1 (mounted target, Small-Arms Fire) = 3"
};

// A yes or no the battle holds of a unit (a mounted target): no default, so that nothing stands in
// for the unit's own value; unset when no unit is named and the referee says nothing.
InputSpec heldBool(const QString &id, const QString &label, const QString &help, const QString &rule);
// The same input, which must be given (a value the battle holds, asked when no unit is named).
InputSpec required(InputSpec spec);
// A unit's kind (formed, skirmish or mob) as the battle holds it; no default.
InputSpec kindInput(const QString &id, const QString &label, const QString &rule);
// Adds the table's modifier `id`, which what the battle holds of the units implies (a mounted target,
// a formed unit attacking a mob), unless the referee listed it already or the table has no such entry.
void implyModifier(const QMap<QString, FohModifier> &table, const QString &id, QStringList *mods);

// Reads the modifier ids (["flank", "light-cover"]) of the List input `inputId`; false with a message
// naming the input when an id is not in the table or given twice.
bool modifierList(const Inputs &in, const QString &inputId, const QMap<QString, FohModifier> &table,
                  QStringList *out, QString *error);
// base + quality + named modifiers + extra steps (label, value) + other, floored at the table's minimum.
TargetNumber targetNumber(const FohNumberTable &t, const QString &qualityLabel, const QString &quality,
                          const QStringList &mods, const QList<std::pair<QString, int>> &extra, int other,
                          const QString &otherReason);
QString modifierName(const QString &id);
QString signedNumber(int v); // "+1", "-2", "0"
QString joinDice(const QList<int> &dice);
// Classes for an unordered pool where only "value >= need and above the natural miss" matters.
DieClasses passClasses(int need, int naturalMiss);

} // namespace adj::foh
