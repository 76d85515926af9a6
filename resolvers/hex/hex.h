// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QHashFunctions>
#include <QList>
#include <QString>

#include <cmath>

namespace adj {

// A hex in cube coordinates (q + r + s == 0), after Red Blob Games' "Hexagonal Grids".
struct Hex
{
    int q = 0;
    int r = 0;
    int s = 0;

    constexpr Hex() = default;
    constexpr Hex(int q_, int r_, int s_)
        : q(q_)
        , r(r_)
        , s(s_)
    {}
    static constexpr Hex axial(int q, int r) { return Hex(q, r, -q - r); }
    constexpr bool isValid() const { return q + r + s == 0; }

    friend constexpr bool operator==(const Hex &, const Hex &) = default;
    friend constexpr Hex operator+(Hex a, Hex b) { return Hex(a.q + b.q, a.r + b.r, a.s + b.s); }
    friend constexpr Hex operator-(Hex a, Hex b) { return Hex(a.q - b.q, a.r - b.r, a.s - b.s); }
    QString toString() const; // "(1,-5,4)"
};

inline size_t qHash(const Hex &h, size_t seed = 0)
{
    return qHashMulti(seed, h.q, h.r);
}

struct FractionalHex
{
    double q = 0, r = 0, s = 0;
};

namespace hex {

constexpr int length(Hex h)
{
    return (std::abs(h.q) + std::abs(h.r) + std::abs(h.s)) / 2;
}
constexpr int distance(Hex a, Hex b)
{
    return length(a - b);
}
Hex direction(int d);       // 0..5
Hex neighbor(Hex h, int d); // 0..5
Hex round(FractionalHex h);
FractionalHex lerp(FractionalHex a, FractionalHex b, double t);
// The hexes on the straight line from a to b, both included. `nudge` shifts both ends by
// +/- epsilon so a line along a hex side falls consistently to one side (+1 or -1; 0 none).
QList<Hex> linedraw(Hex a, Hex b, int nudge = 1);

} // namespace hex

// Offset coordinates as printed on a board: columns and rows.
struct OffsetCoord
{
    int col = 0;
    int row = 0;
    friend constexpr bool operator==(const OffsetCoord &, const OffsetCoord &) = default;
};

// Which rows (pointy-top hexes) or columns (flat-top hexes) are shoved by half a hex.
enum class OffsetLayout { EvenRows, OddRows, EvenColumns, OddColumns };

namespace hex {
OffsetCoord toOffset(Hex h, OffsetLayout layout);
Hex fromOffset(OffsetCoord c, OffsetLayout layout);
QString layoutId(OffsetLayout l); // "even-r", "odd-r", "even-q", "odd-q"
bool layoutFromId(const QString &id, OffsetLayout *out);
} // namespace hex

} // namespace adj
