// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "hex.h"

#include <array>

using namespace Qt::StringLiterals;

namespace adj {

QString Hex::toString() const
{
    return u"(%1,%2,%3)"_s.arg(q).arg(r).arg(s);
}

namespace hex {

namespace {
constexpr std::array<Hex, 6> kDirections{Hex(1, 0, -1), Hex(1, -1, 0), Hex(0, -1, 1),
                                         Hex(-1, 0, 1), Hex(-1, 1, 0), Hex(0, 1, -1)};
}

Hex direction(int d)
{
    return kDirections[size_t(((d % 6) + 6) % 6)];
}

Hex neighbor(Hex h, int d)
{
    return h + direction(d);
}

Hex round(FractionalHex h)
{
    int q = int(std::round(h.q));
    int r = int(std::round(h.r));
    int s = int(std::round(h.s));
    const double dq = std::abs(q - h.q);
    const double dr = std::abs(r - h.r);
    const double ds = std::abs(s - h.s);
    if (dq > dr && dq > ds)
        q = -r - s;
    else if (dr > ds)
        r = -q - s;
    else
        s = -q - r;
    return Hex(q, r, s);
}

FractionalHex lerp(FractionalHex a, FractionalHex b, double t)
{
    return FractionalHex{a.q * (1 - t) + b.q * t, a.r * (1 - t) + b.r * t, a.s * (1 - t) + b.s * t};
}

QList<Hex> linedraw(Hex a, Hex b, int nudge)
{
    const int n = distance(a, b);
    const double e = 1e-6 * nudge;
    const FractionalHex an{a.q + e, a.r + e, a.s - 2 * e};
    const FractionalHex bn{b.q + e, b.r + e, b.s - 2 * e};
    QList<Hex> out;
    out.reserve(n + 1);
    const double step = 1.0 / std::max(n, 1);
    for (int i = 0; i <= n; ++i)
        out.append(round(lerp(an, bn, step * i)));
    return out;
}

OffsetCoord toOffset(Hex h, OffsetLayout layout)
{
    switch (layout) {
    case OffsetLayout::EvenRows:
        return OffsetCoord{h.q + (h.r + (h.r & 1)) / 2, h.r};
    case OffsetLayout::OddRows:
        return OffsetCoord{h.q + (h.r - (h.r & 1)) / 2, h.r};
    case OffsetLayout::EvenColumns:
        return OffsetCoord{h.q, h.r + (h.q + (h.q & 1)) / 2};
    case OffsetLayout::OddColumns:
        return OffsetCoord{h.q, h.r + (h.q - (h.q & 1)) / 2};
    }
    return {};
}

Hex fromOffset(OffsetCoord c, OffsetLayout layout)
{
    switch (layout) {
    case OffsetLayout::EvenRows:
        return Hex::axial(c.col - (c.row + (c.row & 1)) / 2, c.row);
    case OffsetLayout::OddRows:
        return Hex::axial(c.col - (c.row - (c.row & 1)) / 2, c.row);
    case OffsetLayout::EvenColumns:
        return Hex::axial(c.col, c.row - (c.col + (c.col & 1)) / 2);
    case OffsetLayout::OddColumns:
        return Hex::axial(c.col, c.row - (c.col - (c.col & 1)) / 2);
    }
    return {};
}

QString layoutId(OffsetLayout l)
{
    switch (l) {
    case OffsetLayout::EvenRows:
        return u"even-r"_s;
    case OffsetLayout::OddRows:
        return u"odd-r"_s;
    case OffsetLayout::EvenColumns:
        return u"even-q"_s;
    case OffsetLayout::OddColumns:
        return u"odd-q"_s;
    }
    return {};
}

bool layoutFromId(const QString &id, OffsetLayout *out)
{
    for (OffsetLayout l :
         {OffsetLayout::EvenRows, OffsetLayout::OddRows, OffsetLayout::EvenColumns, OffsetLayout::OddColumns})
        if (layoutId(l) == id) {
            *out = l;
            return true;
        }
    return false;
}

} // namespace hex
} // namespace adj
