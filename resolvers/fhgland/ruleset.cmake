# SPDX-FileCopyrightText: 2026 The Adjutant maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# For Honor and Glory, land: a hex board, morale points, action points.
# Its profile, resolvers, rule table, demo battle and tests; registered by its line in ADJ_RULESETS
# (resolvers/CMakeLists.txt), through registerFhgLand() (fhgregister.cpp).
adj_ruleset(fhgland
    REGISTER registerFhgLand
    TABLE fhg-land.json
    DEMOS demo/fhg-queenston.json
    SOURCES
        fhgaftermath.cpp fhgaftermath.h
        fhgbattle.cpp fhgbattle.h
        fhgfill.cpp fhgfill.h
        fhgboardrules.cpp fhgboardrules.h
        fhgclosecombat.cpp fhgclosecombat.h
        fhgclosecombatresolve.cpp
        fhgclosecombatspec.h
        fhgcombat.cpp fhgcombat.h
        fhgcommand.cpp fhgcommand.h
        fhgfire.cpp fhgfire.h
        fhgformation.cpp
        fhginputs.h
        fhgland.cpp fhgland.h
        fhgmove.cpp fhgmove.h
        fhgmovepath.cpp fhgmovepath.h
        fhgmoveplan.h
        fhgmovereport.cpp
        fhgowed.cpp
        fhgprofile.cpp fhgregister.cpp
        fhgretreat.cpp fhgretreat.h
        fhgretreataction.cpp fhgretreataction.h
        fhgrules.cpp fhgrules.h
        fhgtable.cpp fhgtable.h
        fhgvalues.cpp
)
