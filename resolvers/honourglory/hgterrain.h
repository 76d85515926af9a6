// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/diceplan.h"
#include "core/resolution.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace adj {

class DiceSource;

struct HgTerrainCard
{
    QString name;
    bool secondary = false;
    friend bool operator==(const HgTerrainCard &, const HgTerrainCard &) = default;
};

// The Terrain deck of the Setup: the cards (top first), the cards set aside by vetoes, what each
// player of The Many was dealt (a Secondary Terrain first, then the non-Secondary his Unit is on)
// and the vetoes each has left.
struct HgTerrainDeck
{
    Q_DECLARE_TR_FUNCTIONS(adj::HgTerrainDeck)
public:
    QList<HgTerrainCard> cards;
    QList<HgTerrainCard> setAside;
    QMap<QString, QList<HgTerrainCard>> dealt;
    QMap<QString, int> vetoes;
    QStringList order; // players of The Many in the order they were dealt

    QJsonObject toJson() const;
    static HgTerrainDeck fromJson(const QJsonObject &o, QString *error);
    friend bool operator==(const HgTerrainDeck &, const HgTerrainDeck &) = default;
};

struct HgDeckStep
{
    HgTerrainDeck deck;
    QString error;
    QList<TraceLine> trace;
    QList<Roll> rolls; // each die the step read, with the card it brought (only while dice want text)
    bool ok() const { return error.isEmpty(); }
};

// Pure transitions of the Terrain deck (Setup; Move Terrain Stratagem).
class HgTerrain
{
    Q_DECLARE_TR_FUNCTIONS(adj::HgTerrain)
public:
    // The deck's dice: the shuffle, the cut and cards drawn from a shuffled deck (Setup).
    static QList<DiceStep> deckSteps();
    // A fresh deck; names must be unique and at least one card non-Secondary.
    static HgDeckStep make(const QList<HgTerrainCard> &cards);
    // The One shuffles: Fisher-Yates with one die per card from the top (a d(n), d(n-1), ... d2).
    static HgDeckStep shuffle(const HgTerrainDeck &d, DiceSource &dice);
    // Another player cuts: the top `at` cards (1..n-1) go to the bottom.
    static HgDeckStep cut(const HgTerrainDeck &d, int at);
    static HgDeckStep cut(const HgTerrainDeck &d, DiceSource &dice); // at = a d(n-1)
    // The One deals one Terrain Card to each player in turn; a Secondary gets another card, and a
    // second Secondary goes to the bottom until a non-Secondary is dealt. Each player gets `vetoes`.
    static HgDeckStep deal(const HgTerrainDeck &d, const QStringList &players, int vetoes);
    // A player vetoes what he was dealt: it is set aside, the deck is cut at `cutAt` and he is
    // dealt again by the same rule.
    static HgDeckStep veto(const HgTerrainDeck &d, const QString &player, int cutAt);
    // Move Terrain Stratagem: cut, and the player's Terrain Card is replaced by the next card
    // (the replaced card goes to the bottom; the Unit keeps its Combat Level).
    static HgDeckStep moveTerrain(const HgTerrainDeck &d, const QString &player, int cutAt);
    // The value of a rolled cut: the die is the number of cards lifted; its result the card the
    // cut brings to the top, when that card is known (empty: a shuffled deck not yet turned over).
    static Roll cutRoll(int at, const QString &top);

private:
    static QString dealOne(HgTerrainDeck &d, const QString &player, QList<TraceLine> *trace);
};

} // namespace adj
