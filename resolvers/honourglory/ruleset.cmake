# SPDX-FileCopyrightText: 2026 The Adjutant maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Honour & Glory: no board, Troop Cards, the Glory race.
# Its profile, resolvers, rule table, demo battle and tests; registered by its line in ADJ_RULESETS
# (resolvers/CMakeLists.txt), through registerHonourGlory() (hgregister.cpp).
adj_ruleset(honourglory
    REGISTER registerHonourGlory
    TABLE honour-glory.json
    DEMOS demo/hg-ford-of-edadh.json
    SOURCES
        hgwords.cpp
        hgactions.cpp hgactions.h
        hgbook.cpp hgbook.h
        hgcalcfill.cpp hgcalcfill.h
        hgcards.cpp
        hgchecks.cpp
        hggame.cpp hggame.h
        hggameactions.cpp hggameactions.h
        hggamecards.cpp hggamecards.h
        hggameterrain.cpp
        hgmastery.cpp hgmastery.h
        hginputs.h
        hgprofile.cpp hgregister.cpp
        hground.cpp hgrules.h
        hgsetup.cpp
        hgtable.cpp hgtable.h
        hgterrain.cpp hgterrain.h
        hgterraincalc.cpp
        hgterraindraw.cpp hgterraindraw.h
        hgturn.cpp hgturn.h
        hgvalues.cpp hgvalues.h
        honourglory.cpp honourglory.h
)
