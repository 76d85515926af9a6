// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The smallest battle a test of the file itself needs (a crash, a power cut, a hostile copy): For
// Honor and Glory, one side and one regular unit of strength 4 on it, written and closed.
#include "battledocument.h"
#include "edits.h"

#include <QString>

namespace adj::testing {

// The battle at `path` named `name`: the side `side` (its colour `colour`, or none) and its unit
// `unit` (at `hex`, or off the board); false with `error` saying what failed.
inline bool writeOneUnitBattle(const QString &path, const QString &name, const QString &side,
                               const QString &unit, QString *error, const QString &colour = {},
                               const QString &hex = {})
{
    auto doc = BattleDocument::create(path, {name, QStringLiteral("fhg-land")}, error);
    return doc && doc->commit(Edits::addSide(doc->state(), side, colour, error), error) > 0 &&
           doc->commit(Edits::addUnit(doc->state(), doc->profile(),
                                      {side, unit, QStringLiteral("regular"), 4, 4, {}, hex}, error),
                       error) > 0;
}

} // namespace adj::testing
