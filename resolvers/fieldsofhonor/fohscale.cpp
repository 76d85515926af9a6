// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohscale.h"

#include "model/rulesetprofile.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const ScaleSpec *find(const QString &scale)
{
    const RuleSetProfile *p = Profiles::find(u"fields-of-honor"_s);
    return p ? p->scale(scale) : nullptr;
}
} // namespace

bool FohScale::isScale(const QString &scale)
{
    return find(scale) != nullptr;
}

double FohScale::yards(const QString &scale, double inches)
{
    const ScaleSpec *s = find(scale);
    return s ? inches * s->yardsPerInch : -1;
}

QString FohScale::describe(const QString &scale)
{
    const ScaleSpec *s = find(scale);
    if (!s)
        return {};
    return tr("%1 scale: 1\" = %2 yards, about %3 men a stand, turns of %4; the BMU is the %5, the BMUG the "
              "%6")
        .arg(Profiles::label(s->label))
        .arg(s->yardsPerInch)
        .arg(s->menPerStand)
        .arg(Profiles::label(s->turnLength), Profiles::label(s->bmu), Profiles::label(s->bmug));
}

} // namespace adj
