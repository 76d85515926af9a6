// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The fire tests' broadside (tst_wfafire, tst_wfavalues): the inputs of a shot at 1 hex from port,
// no positions.
#include <QJsonObject>
#include <QString>

namespace adj::testing {

inline QJsonObject shot(int guns, int damage, int start, int targetDamage, int targetStart)
{
    return QJsonObject{{QStringLiteral("firerGuns"), guns},
                       {QStringLiteral("firerDamage"), damage},
                       {QStringLiteral("firerStart"), start},
                       {QStringLiteral("targetDamage"), targetDamage},
                       {QStringLiteral("targetStart"), targetStart},
                       {QStringLiteral("firerSide"), QStringLiteral("port")},
                       {QStringLiteral("firerAspect"), QStringLiteral("broadside")},
                       {QStringLiteral("range"), 1}};
}

} // namespace adj::testing
