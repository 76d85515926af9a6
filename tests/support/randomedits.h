// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A seeded stream of valid referee edits over every kind of change the model has:
// used by the undo and crash-safety tests and by the benchmark generator.
#include "battlestate.h"
#include "edits.h"

#include <random>

namespace adj::testing {

// With `rosterChanges` false it never adds or removes units (a battle in play, not in setup).
inline Edit randomEdit(const BattleState &s, const RuleSetProfile &p, std::mt19937 &rng, int serial,
                       bool rosterChanges = true)
{
    using namespace Qt::StringLiterals;
    auto pick = [&rng](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
    auto anyUnit = [&]() -> const Unit * {
        if (s.units.isEmpty())
            return nullptr;
        return &*std::next(s.units.cbegin(), pick(int(s.units.size())));
    };
    QString error;
    for (int attempt = 0; attempt < 50; ++attempt) {
        Edit e;
        const int kind = pick(10);
        if (!rosterChanges && (kind <= 1 || kind == 4))
            continue;
        switch (kind) {
        case 0:
        case 1: {
            if (p.types.isEmpty() || s.sides.isEmpty())
                break;
            const Side &side = *std::next(s.sides.cbegin(), pick(int(s.sides.size())));
            const UnitTypeSpec &t = p.types.at(pick(int(p.types.size())));
            const int start = t.minStrength + pick(t.maxStrength - t.minStrength + 1);
            e = Edits::addUnit(
                s, p,
                {side.name,
                 u"Unit %1"_s.arg(serial),
                 t.id,
                 pick(start + 1),
                 start,
                 {},
                 u"%1%2"_s.arg(pick(30), 2, 10, QChar(u'0')).arg(pick(30), 2, 10, QChar(u'0'))},
                &error);
            break;
        }
        case 2:
        case 3: {
            if (const Unit *u = anyUnit()) {
                Unit c = *u;
                c.strength = pick(c.strengthStart + 1);
                if (pick(4) == 0)
                    c.name = u"Renamed %1"_s.arg(serial);
                e = Edits::updateUnit(s, p, c, &error);
            }
            break;
        }
        case 4:
            if (s.units.size() > 4)
                if (const Unit *u = anyUnit())
                    e = Edits::removeUnit(s, u->id, &error);
            break;
        case 5:
            if (p.markerKinds.isEmpty())
                break;
            if (const Unit *u = anyUnit())
                e = Edits::placeMarker(s, p, u->id, p.markerKinds.at(pick(int(p.markerKinds.size()))),
                                       &error);
            break;
        case 6:
            for (const Marker &m : s.markers)
                if (m.active() && pick(3) == 0) {
                    e = Edits::liftMarker(s, m.id, &error);
                    break;
                }
            break;
        case 7: {
            if (p.counterKinds.isEmpty() || s.sides.isEmpty())
                break;
            const Side &side = *std::next(s.sides.cbegin(), pick(int(s.sides.size())));
            e = Edits::setCounter(s, p, side.id, {}, p.counterKinds.at(pick(int(p.counterKinds.size()))),
                                  pick(20), &error);
            break;
        }
        case 8:
            e = Edits::advancePhase(s, p);
            break;
        case 9: {
            const Unit *a = anyUnit();
            const Unit *b = anyUnit();
            if (a && b && a->id != b->id) {
                if (pick(2) == 0)
                    e = Edits::recordRange(s, p, a->id, b->id, 1 + pick(6), u"hex"_s, &error);
                else
                    e = Edits::addLeader(s, s.sides.value(a->side).name, u"Leader %1"_s.arg(serial), 1,
                                         a->name, &error);
            }
            break;
        }
        }
        if (!e.isEmpty())
            return e;
    }
    return Edits::advancePhase(s, p);
}

} // namespace adj::testing
