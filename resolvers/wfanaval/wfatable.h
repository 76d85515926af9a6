// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/compiledtable.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>

#include <memory>

namespace adj {

class RuleTable;

// The wfa-naval table (resolvers/wfanaval/wfa-naval.json) compiled and checked. Every number the
// rule text gives (hit numbers, wind faces, boarding margin, plotted-move changes) lives there.
struct WfaTable : CompiledTable
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaTable)
public:
    int sides = 6;
    int headings = 6;       // 3.1: six hex sides
    int firstDirection = 2; // the cube direction (hex/hex.h) heading 1 points to; clockwise after it
    int windRightFace = 1, windLeftFace = 6;   // 3.1
    int range = 2;                             // 6.3
    QList<int> broadside, crossingT;           // [range-1] -> hit number (6.4)
    int crippledDiceLoss = 1, minimumDice = 1; // 6.6
    int crippledNum = 1, crippledDen = 2;      // 6.6: crippled at or below num/den of the start
    int straightHexes = 1, shipsPerHex = 2;    // 3.2, 3.4
    int plotWindGauge = 1, plotCrippledCommand = 1, plotCommandLost = 1, markersPerType = 3,
        plotMinimum = 0; // 3.1.1, 6.6, 9.5, 1.2.1
    int plotBase = 3;    // 5.6: the scenario's plotted moves a turn (a house rule per battle)
    // 7.1: the side the scenario gives the commander's advantage, "a" (the battle's first side) or
    // "b"; empty when it names none (a house rule per battle: scenario.commanderAdvantage).
    QString commanderAdvantage;
    int boardingDice = 2, boardingMargin = 7, boardingPerHex = 1;                  // 8.4, 8.7
    int battleFirstHit = 5, battleHit = 6, intrinsicDefence = 1, intrinsicHit = 6; // 8.6, 8.6.1

    int hitNumber(bool crossing, int hexes) const
    {
        const QList<int> &l = crossing ? crossingT : broadside;
        return hexes >= 1 && hexes <= l.size() ? l.at(hexes - 1) : 0;
    }
    // 6.6: crippled at half (or the table's fraction) of the starting rating or less.
    bool crippled(int current, int start) const
    {
        return qint64(current) * crippledDen <= qint64(start) * crippledNum;
    }

    static std::shared_ptr<const WfaTable> compile(const QJsonObject &json, QString *error,
                                                   QSet<QString> *read);
    static const WfaTable *of(const RuleTable &table);
};

} // namespace adj
