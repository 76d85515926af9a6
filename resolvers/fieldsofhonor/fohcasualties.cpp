// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohcasualties.h"

#include "fohinputs.h"
#include "fohtable.h"

using namespace Qt::StringLiterals;

namespace adj {

using namespace foh;

QList<InputSpec> FohCasualties::inputs()
{
    auto held = [](InputSpec i) { return i.heldOf(u"unit"_s); };
    return {
        intInput(
            u"casualtyPercent"_s, 0, 100, {}, tr("Casualties (%)"),
            tr("The unit's casualties as a percentage, when counted by hand; else counted from its hits and "
               "stands. The largest band of the table reached applies."),
            u"Morale Phase"_s),
        held(intInput(u"tempHits"_s, 0, 999, {}, tr("Temporary hits"),
                      tr("Hits taken this turn, not yet distributed."), u"Morale Phase"_s)),
        held(intInput(u"permHits"_s, 0, 99, {}, tr("Permanent hits kept"),
                      tr("Permanent hits kept from earlier turns."), u"Morale Phase"_s)),
        held(intInput(u"stands"_s, 0, 99, {}, tr("Stands now"), tr("Stands the unit has now."),
                      u"Morale Phase"_s)
                 .withTerm(u"strength"_s)),
        held(intInput(u"startStands"_s, 1, 99, {}, tr("Stands at the start"),
                      tr("Stands the unit had at the start: its size in hits."), u"Morale Phase"_s)
                 .withTerm(u"strength"_s)),
    };
}

bool FohCasualties::count(const Inputs &in, const FohTable &t, FohCasualties *out, QString *error)
{
    if (has(in, u"casualtyPercent"_s)) {
        out->percent = getInt(in, u"casualtyPercent"_s);
        out->text = tr("casualties %1% (as counted by the referee)").arg(out->percent);
        return true;
    }
    for (const QString &key : {u"tempHits"_s, u"permHits"_s, u"stands"_s, u"startStands"_s})
        if (!has(in, key)) {
            *error =
                tr("input \"%1\": the unit's casualties are counted from its hits and stands; name the unit, "
                   "or give them or casualtyPercent (Morale Phase)")
                    .arg(key);
            return false;
        }
    const int temp = getInt(in, u"tempHits"_s), perm = getInt(in, u"permHits"_s);
    const int stands = getInt(in, u"stands"_s), start = getInt(in, u"startStands"_s);
    if (stands > start) {
        *error = tr("input \"stands\" is %1, more than the %2 the unit started with").arg(stands).arg(start);
        return false;
    }
    const int per = t.hitsPerStand, lost = start - stands;
    const int hits = temp + perm + lost * per, size = start * per;
    out->percent = std::min(100, hits * 100 / size);
    out->text =
        tr("casualties: %1 temporary hits this turn + %2 permanent kept + %3 stands lost x %4 = %5 hits "
           "of %6 (%7 stands x %4): %8%")
            .arg(temp)
            .arg(perm)
            .arg(lost)
            .arg(per)
            .arg(hits)
            .arg(size)
            .arg(start)
            .arg(out->percent);
    return true;
}

} // namespace adj
