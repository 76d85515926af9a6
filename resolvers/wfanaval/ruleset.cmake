# SPDX-FileCopyrightText: 2026 The Adjutant maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Wars for America, naval: ships on a hex board, the wind, plotted moves, boarding.
# Its profile, resolvers, rule table, demo battle and tests; registered by its line in ADJ_RULESETS
# (resolvers/CMakeLists.txt), through registerWfaNaval() (wfaregister.cpp).
adj_ruleset(wfanaval
    REGISTER registerWfaNaval
    TABLE wfa-naval.json
    DEMOS demo/wfa-lake-erie.json
    SOURCES
        wfawords.cpp
        wfabattle.cpp wfabattle.h
        wfabattleodds.cpp wfabattleodds.h
        wfaboarding.cpp wfaboarding.h
        wfaboardingbattle.cpp
        wfaboardrules.cpp wfaboardrules.h
        wfacommand.cpp wfacommand.h
        wfafire.cpp wfafire.h
        wfafireplan.cpp
        wfafirevolley.cpp
        wfageometry.cpp wfageometry.h
        wfainputs.h
        wfanaval.cpp wfanaval.h
        wfaplot.cpp wfaplot.h
        wfaplotactions.cpp wfaplotactions.h
        wfaplotreveal.cpp
        wfaplottrackers.h
        wfaprofile.cpp wfaregister.cpp
        wfatable.cpp wfatable.h
        wfasecret.cpp
        wfatrackers.cpp
        wfaturn.cpp wfaturn.h
        wfavalues.cpp
        wfawind.cpp wfawind.h
)
