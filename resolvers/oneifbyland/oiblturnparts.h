// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What the turn's actions (One If By Land, Sequence of Play) share: the trackers they keep, their
// common inputs and the labels of the deck and the card in play. Defined in oiblturn.cpp, used by
// oiblturnshuffle.cpp (deck-shuffle), oiblturndraw.cpp (deck-draw) and oiblturnstep.cpp
// (deck-step). Not part of the rule set's interface.

#include "core/actionschema.h"
#include "core/resolution.h"
#include "oibldeck.h"
#include "oiblturn.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace adj::oiblturn {

// The trackers the turn keeps and the rule its actions cite.
inline const QString kDeck = QStringLiteral("oibl.deck");
inline const QString kSequence = QStringLiteral("oibl.sequence");
inline const QString kRule = QStringLiteral("Sequence of Play");

InputSpec stateInput(const QString &id, const QString &tracker, const QString &label);
InputSpec rosterInput();
InputSpec turnInput();
// The deck as stored: the deck itself plus the battle turn it was shuffled for.
QJsonObject deckValue(const OiblDeck &d, int battleTurn);
QString deckLabel(const OiblDeck &d, int battleTurn);
QString namesOf(const QJsonArray &units);
QString kindId(OiblDeck::Kind k);
// The stored id ("division") as the referee reads it.
QString kindName(const QString &id);
QString kindName(OiblDeck::Kind k);
// "Card: Smallwood (brigade, 3 left) — step 2 of 7: charge declarations: 2nd Maryland, 1st Delaware"
QString sequenceLabel(const QJsonObject &seq);
Effect tracker(const QString &key, const QJsonObject &value, const QString &label);
// The activated units in one step of the sequence: the panic-marked test first, the routing make
// their compulsory routs, every other step is for the units not routing.
QJsonArray stepUnits(const QString &step, const QList<qint64> &active,
                     const QList<OiblTurn::RosterUnit> &units);

} // namespace adj::oiblturn
