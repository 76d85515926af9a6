// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What the game's card actions share (hggamecards.cpp, and the Terrain deck's actions in
// hggameterrain.cpp). Not part of the rule set's interface.

#include "core/action.h"
#include "core/actionschema.h"
#include "core/inputs.h"

#include <QList>
#include <QString>

namespace adj::hg {

// A card action's schema: the game's State inputs (stateInputs()), then `inputs`.
ActionSchema cardSchema(const QString &id, const QString &name, const QString &rule, const QString &help,
                        const QList<InputSpec> &inputs);
// A text input, trimmed.
QString inputText(const Inputs &in, const QString &key);

// The Terrain deal, the veto and Move Terrain (hggameterrain.cpp), in the order gameCardActions() lists them.
QList<Action> terrainDeckActions();

} // namespace adj::hg
