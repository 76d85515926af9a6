// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QString>
#include <QVariantMap>

namespace adj {

using Id = qint64;

// Value records of the battle, one per table row. Each converts to and from the
// column map the store binds, so that one generic row change serves every table.
// fromColumns reads a record from a row's values in schema::columns' order for its table, by
// position: how BattleStore::load reads a long battle without a map per row; fromRow hands its
// map's values to it in that order, so each record is read in one place.

struct BattleInfo
{
    QString name;
    QString ruleset; // a registered profile's id (Profiles::find)
    QString scale;   // the profile's scale id, for rule sets played at a choice of scales; else empty
    int turn = 1;
    QString phase;
    QStringList options;   // optional rules switched on
    QJsonObject overrides; // house-rule table entries, path -> value
    QString notes;
    QJsonObject board; // hex rule sets: {"width", "height", "layout", "tiles": {"0304": "forest"}}

    QVariantMap toRow() const;
    static BattleInfo fromRow(const QVariantMap &row);
    static BattleInfo fromColumns(const QVariant *values);
    bool operator==(const BattleInfo &) const = default;
};

struct Side
{
    Id id = 0;
    QString name;
    QString color;
    int sort = 0;

    QVariantMap toRow() const;
    static Side fromRow(const QVariantMap &row);
    static Side fromColumns(const QVariant *values);
    bool operator==(const Side &) const = default;
};

struct Unit
{
    Id id = 0;
    Id side = 0;
    QString name;
    QString type;
    QJsonObject attrs; // the rule set's profile attributes, validated
    int strength = 0;  // now, in the rule set's measure
    int strengthStart = 0;
    QString position; // hex label or free text
    QString status;   // "" (in play), "eliminated", "routed", "captured", "sunk"
    int sort = 0;

    QVariantMap toRow() const;
    static Unit fromRow(const QVariantMap &row);
    static Unit fromColumns(const QVariant *values);
    bool operator==(const Unit &) const = default;
};

struct Leader
{
    Id id = 0;
    Id side = 0;
    Id unit = 0; // 0: alone
    QString name;
    int rating = 1;
    QString status; // "" (in play), "wounded", "lost"
    QString position;

    QVariantMap toRow() const;
    static Leader fromRow(const QVariantMap &row);
    static Leader fromColumns(const QVariant *values);
    bool operator==(const Leader &) const = default;
};

struct Marker
{
    Id id = 0;
    Id unit = 0;
    QString kind;
    int placedTurn = 0;
    int liftedTurn = 0; // 0: still on the table

    bool active() const { return liftedTurn == 0; }
    QVariantMap toRow() const;
    static Marker fromRow(const QVariantMap &row);
    static Marker fromColumns(const QVariant *values);
    bool operator==(const Marker &) const = default;
};

struct Counter
{
    Id id = 0;
    Id side = 0;   // 0 when it belongs to a player, or to nobody (wind)
    QString owner; // player name, when not a side's
    QString kind;  // "VP", "Glory", "AP", "wind", ...
    int value = 0;

    QVariantMap toRow() const;
    static Counter fromRow(const QVariantMap &row);
    static Counter fromColumns(const QVariant *values);
    bool operator==(const Counter &) const = default;
};

struct MeasuredRange
{
    Id id = 0;
    Id from = 0;
    Id to = 0;
    double value = 0; // as measured
    QString measure;  // "in", "cm", "hex"
    int turn = 0;
    double ground = 0;  // in the rule set's ground scale
    QString groundUnit; // "yd", "hex"

    QVariantMap toRow() const;
    static MeasuredRange fromRow(const QVariantMap &row);
    static MeasuredRange fromColumns(const QVariant *values);
    bool operator==(const MeasuredRange &) const = default;
};

// A rule set's own bookkeeping across turns (the brigade-card deck, the plotted moves, the
// movement phase, the card game's counters), one JSON object per key. Resolvers read it from
// the battle and write it back through a SetTracker effect, so it is logged and undone like
// every other change. `label` is the one line the turn bar and the summary show.
struct Tracker
{
    Id id = 0;
    QString key; // "oibl.deck", "wfa.plots", ...
    QJsonObject value;
    QString label; // translated when written
    int turn = 0;  // the turn it last changed

    QVariantMap toRow() const;
    static Tracker fromRow(const QVariantMap &row);
    static Tracker fromColumns(const QVariant *values);
    bool operator==(const Tracker &) const = default;
};

} // namespace adj
