// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/resolution.h"
#include "hgtable.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <array>

namespace adj {

// A Troop Card in a Unit. `counter` names the player of The Many who gave it (To The Rescue):
// his coloured counter rides on the card and Damage done with it raises his Glory too.
struct HgTroop
{
    QString name;
    int discardValue = 0;
    QString counter;

    QJsonObject toJson() const;
    static HgTroop fromJson(const QJsonObject &o);
    friend bool operator==(const HgTroop &, const HgTroop &) = default;
};

// A Stratagem Card The One chose face down opposite one of The Many; turned over when his
// 'tcts' round beats that player.
struct HgStratagem
{
    QString name;
    int cost = 0;
    bool turned = false;

    QJsonObject toJson() const;
    static HgStratagem fromJson(const QJsonObject &o);
    friend bool operator==(const HgStratagem &, const HgStratagem &) = default;
};

// One player: The One (players[0] of a game) or one of The Many.
struct HgPlayer
{
    QString name; // unique within the game; also the battle's side name
    QString colour;
    bool one = false;
    int armyCost = 0;
    int tacticsMl = 0;                              // the Battle Master's Tactics ML
    std::array<QList<HgTroop>, kHgColumns> columns; // left, centre, right; front rank first
    int discardPile = 0;                            // Troop Cards in the Discard Pile
    QList<int> mpStack;                             // The One: one counter per opponent, top first
    int mp = 0;                                     // The Many: the MP counter
    int damage = 0;
    int glory = 0; // The Many only
    bool beaten = false;
    QStringList terrain;  // The Many: the Terrain Card(s) dealt, the non-Secondary last
    QString combatLevel;  // The Many: the Combat Level on the Terrain Card (entered)
    int vetoesLeft = 0;   // The Many: Terrain vetoes not yet used
    QString theftCounter; // The Many: the player whose coloured counter is on this Battle Master

    int troopCount() const;
    int mpLeft() const; // The One: the sum of his stack; The Many: mp
    // The first Troop Card of that name, searching `prefer` first (names may repeat in a Unit).
    const HgTroop *findTroop(const QString &troop, HgColumn *column = nullptr, int prefer = -1) const;
    // Removes the card findTroop would find; false when there is none.
    bool takeTroop(const QString &troop, HgTroop *out, int prefer = -1);
    QJsonObject toJson() const;
    static HgPlayer fromJson(const QJsonObject &o);
    friend bool operator==(const HgPlayer &, const HgPlayer &) = default;
};

// A column swap owed for a Duration won: `by` may swap two neighbour columns of `owner`'s Unit.
struct HgSwap
{
    QString by;
    QString owner;
    friend bool operator==(const HgSwap &, const HgSwap &) = default;
};

// The whole game's bookkeeping: players, counters, markers and the cards tracked per opponent.
// A value: transitions (HgRules) take one and return the next, never changing their input.
struct HgGame
{
    Q_DECLARE_TR_FUNCTIONS(adj::HgGame)
public:
    QList<HgPlayer> players; // [0] is The One
    int duration = 1;
    int round = 1;      // the next round to resolve in this Duration
    QStringList shaken; // players The One is Shaken against (a Damage Counter opposite them)
    QMap<QString, QStringList> standardUsed;      // opponent -> Standard Cards The One used against him
    QMap<QString, QList<HgStratagem>> stratagems; // opponent -> The One's Stratagem Cards opposite him
    QMap<QString, QString> conflict;              // opponent -> The One's Unit Conflict Card in play
    QStringList conflictOwed;                     // opponents The One won the last Duration against
    QList<HgSwap> swapsOwed;                      // column swaps earned by the last Duration
    bool over = false;
    QStringList winners; // when over: one name, or several for a tie; empty: nobody
    QString result;      // when over: translated summary

    int opponents() const { return int(players.size()) - 1; }
    const HgPlayer &one() const { return players.first(); }
    int indexOf(const QString &name) const; // -1 when absent
    const HgPlayer *player(const QString &name) const;
    QStringList many() const; // names of The Many in seat order

    // Checks the whole state against the rules and the table; empty when sound, else a
    // translated message naming the first fault.
    QString check(const HgTable &t) const;

    QJsonObject toJson() const;
    // Parses and checks; on error returns a default game and sets `error`.
    static HgGame fromJson(const QJsonObject &o, const HgTable &t, QString *error);
    friend bool operator==(const HgGame &, const HgGame &) = default;

private:
    // The steps of check(): each player, his Troop Cards, The One's or one of The Many's
    // counters, the Glory Theft counters, then what the game tallies per player.
    QString playerRefusal(int i, const HgTable &t, QStringList *names, QStringList *colours) const;
    QString troopsRefusal(const HgPlayer &p) const;
    QString oneRefusal(const HgPlayer &p, const HgTable &t) const;
    QString manyRefusal(const HgPlayer &p, const HgTable &t, QStringList *colours) const;
    QString theftCountersRefusal() const;
    QString tallyRefusal(const HgTable &t) const;
};

// A Troop Card discarded at the End of Duration: its printed Discard Value and the value the
// Damage counter was reduced by (The One's: times the number of opponents).
struct HgDiscarded
{
    QString player;
    QString troop;
    int printed = 0;
    int value = 0;
};

// The result of a transition: the next state, or the unchanged state and a message.
struct HgStep
{
    HgGame game;
    QString error;
    QList<TraceLine> trace;
    Effects effects;
    QList<HgDiscarded> discarded; // End of Duration: the discards, in order
    bool ok() const { return error.isEmpty(); }
};

} // namespace adj
