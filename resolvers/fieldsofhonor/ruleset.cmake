# SPDX-FileCopyrightText: 2026 The Adjutant maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# Fields of Honor: an open table in inches at a choice of scales, stands, BMUGs.
# Its profile, resolvers, rule table, demo battle and tests; registered by its line in ADJ_RULESETS
# (resolvers/CMakeLists.txt), through registerFieldsOfHonor() (fohregister.cpp).
adj_ruleset(fieldsofhonor
    REGISTER registerFieldsOfHonor
    TABLE fields-of-honor.json
    DEMOS demo/foh-chippawa.json
    SOURCES
        fohwords.cpp
        fieldsofhonor.cpp fieldsofhonor.h
        fohbattle.cpp fohbattle.h
        fohcasualties.cpp fohcasualties.h
        fohcharge.cpp fohcharge.h
        fohchargephase.cpp fohchargephase.h
        fohcharges.cpp fohcharges.h
        fohsecret.cpp
        fohfire.cpp fohfire.h
        fohinputs.cpp fohinputs.h
        fohmelee.cpp fohmelee.h
        fohmorale.cpp fohmorale.h
        fohmovement.cpp fohmovement.h
        fohmovementphase.cpp fohmovementphase.h
        fohodds.cpp fohodds.h
        fohowed.cpp fohowed.h
        fohprofile.cpp fohregister.cpp
        fohrecord.cpp fohrecord.h
        fohroster.cpp fohroster.h
        fohscale.cpp fohscale.h
        fohtable.cpp fohtable.h
        fohturn.cpp fohturn.h
)
