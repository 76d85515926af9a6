// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wfageometry.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace adj {

QString WfaGeometry::arcId(Arc a)
{
    switch (a) {
    case Arc::Bow:
        return u"bow"_s;
    case Arc::Stern:
        return u"stern"_s;
    case Arc::Port:
        return u"port"_s;
    case Arc::Starboard:
        return u"starboard"_s;
    }
    return {};
}

QString WfaGeometry::arcName(Arc a)
{
    switch (a) {
    case Arc::Bow:
        return tr("bow");
    case Arc::Stern:
        return tr("stern");
    case Arc::Port:
        return tr("port");
    case Arc::Starboard:
        return tr("starboard");
    }
    return {};
}

int WfaGeometry::wrap(int heading, int count)
{
    return ((heading - 1) % count + count) % count + 1;
}

bool WfaGeometry::hasWindGauge(int heading, int wind)
{
    return wind == heading || wind == turnLeft(heading) || wind == turnRight(heading);
}

Hex WfaGeometry::headingVector(const WfaTable &t, int heading)
{
    // Cube directions run counter-clockwise on the screen, so clockwise headings count down.
    return hex::direction(((t.firstDirection - (wrap(heading) - 1)) % 6 + 6) % 6);
}

Hex WfaGeometry::ahead(const WfaTable &t, Hex from, int heading, int hexes)
{
    const Hex v = headingVector(t, heading);
    Hex h = from;
    for (int i = 0; i < hexes; ++i)
        h = h + v;
    return h;
}

namespace {
// The sign of the cross product in axial coordinates equals the sign on the screen for both hex
// orientations (the axial-to-pixel maps have a positive determinant): > 0 means to the right.
int cross(Hex a, Hex b)
{
    return a.q * b.r - a.r * b.q;
}
int dot(Hex a, Hex b)
{
    return a.q * b.q + a.r * b.r + a.s * b.s;
}
} // namespace

WfaGeometry::Arc WfaGeometry::arcOf(const WfaTable &t, Hex from, int heading, Hex to)
{
    const Hex v = headingVector(t, heading);
    const Hex d = to - from;
    const int c = cross(v, d);
    if (c > 0)
        return Arc::Starboard;
    if (c < 0)
        return Arc::Port;
    return dot(v, d) >= 0 ? Arc::Bow : Arc::Stern;
}

bool WfaGeometry::crossingT(const WfaTable &t, Hex firer, Hex target, int targetHeading)
{
    return firer != target && cross(headingVector(t, targetHeading), firer - target) == 0;
}

bool WfaGeometry::parseHexes(const Board &board, const QString &labels, QList<Hex> *out, QString *error)
{
    out->clear();
    static const QRegularExpression sep(u"[,;\\s]+"_s);
    const QStringList parts = labels.split(sep, Qt::SkipEmptyParts);
    for (const QString &p : parts) {
        Hex h;
        if (!board.parseLabel(p.trimmed(), &h)) {
            *error = tr("\"%1\" is not a hex of the %2 x %3 board (labels are CCRR, e.g. 0304)")
                         .arg(p.trimmed())
                         .arg(board.width())
                         .arg(board.height());
            return false;
        }
        out->append(h);
    }
    return true;
}

} // namespace adj
