// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// An action run on a battle as the program runs it (ActionRunner: checked, resolved and committed),
// its dice entered as a player types them: the step the rule sets' whole-turn tests take again and
// again.
#include "core/diesource.h"
#include "model/battledocument.h"
#include "runner/actionrunner.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace adj::testing {

// `action` on `doc` with `inputs`, on the dice `dice` in the order they are read (EnteredDice).
inline ActionOutcome runEntered(BattleDocument &doc, const QString &action, const QJsonObject &inputs,
                                const QList<int> &dice = {})
{
    EnteredDice entered(dice);
    return ActionRunner::run(doc, ActionRequest{action, inputs}, entered);
}

} // namespace adj::testing
