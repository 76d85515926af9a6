// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Glory Theft examples (Ann the thief, Tactics ML 3) that tst_hgactions checks the effects of and
// tst_hgvalues the values of: one set of inputs for both.
#include "support/testjson.h"

#include <QJsonObject>

namespace adj::testing {

// Ann (Glory 4) beats Ben (ML 2, Glory 10): won.
inline QJsonObject theftWon()
{
    return obj(R"({"thief":"Ann","victim":"Ben","thiefTacticsMl":3,"victimTacticsMl":2,"thiefGlory":4,
                   "victimGlory":10,"beats":true})");
}

// Ann (Glory 8) does not beat Ben (ML 2, Glory 10): lost.
inline QJsonObject theftLost()
{
    return obj(R"({"thief":"Ann","victim":"Ben","thiefTacticsMl":3,"victimTacticsMl":2,"thiefGlory":8,
                   "victimGlory":10})");
}

// Ann (Glory 8) beats Cat (Glory 10), who Guards with a higher Tactics ML (5): guarded.
inline QJsonObject theftGuarded()
{
    return obj(R"({"thief":"Ann","victim":"Cat","thiefTacticsMl":3,"victimTacticsMl":5,"thiefGlory":8,
                   "victimGlory":10,"beats":true,"guarded":true})");
}

} // namespace adj::testing
