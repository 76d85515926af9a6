// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One If By Land's walk-through charge (tst_oiblmelee, tst_oiblvalues): British Regulars in close
// order charge Poor militia in open order (no bayonets).
#include "support/testjson.h"

#include <QJsonObject>

namespace adj::testing {

inline QJsonObject walkThrough()
{
    return obj(
        R"({"aQuality":"regular","aFormation":"close","aFigures":24,"aStartFigures":24,"aFrontFigures":12,"aOverlapFigures":6,"aUnit":1,
            "dQuality":"poor","dFormation":"open","dFigures":20,"dStartFigures":20,"dFrontFigures":12,"dOverlapFigures":4,"dBayonets":false,"dUnit":2})");
}

} // namespace adj::testing
