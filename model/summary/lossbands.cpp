// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "lossbands.h"

using namespace Qt::StringLiterals;

namespace adj {

QString LossBands::band(int lost, int strengthStart)
{
    if (lost <= 0)
        return u"none"_s;
    if (strengthStart > 0 && lost * 10 < strengthStart)
        return u"light"_s;
    if (strengthStart > 0 && lost * 3 <= strengthStart)
        return u"heavy"_s;
    return u"crippling"_s;
}

QString LossBands::label(const QString &band)
{
    if (band == u"none"_s)
        return tr("no losses seen");
    if (band == u"light"_s)
        return tr("light losses");
    if (band == u"heavy"_s)
        return tr("heavy losses");
    if (band == u"crippling"_s)
        return tr("crippling losses");
    return band;
}

const QStringList &LossBands::disorderMarkers()
{
    static const QStringList kinds{u"routed"_s, u"routing"_s, u"panic"_s, u"shaken"_s};
    return kinds;
}

QString LossBands::disorderLabel()
{
    return tr("in disorder");
}

} // namespace adj
