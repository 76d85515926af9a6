# SPDX-FileCopyrightText: 2026 The Adjutant maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# One If By Land: an open table in inches, figures, the brigade-card deck.
# Its profile, resolvers, rule table, demo battle and tests; registered by its line in ADJ_RULESETS
# (resolvers/CMakeLists.txt), through registerOneIfByLand() (oiblregister.cpp).
adj_ruleset(oneifbyland
    REGISTER registerOneIfByLand
    TABLE oneifbyland.json
    DEMOS demo/oneifbyland-cowpens.json
    SOURCES
        oiblwords.cpp
        oiblbattle.cpp oiblbattle.h
        oiblcombat.cpp oiblcombat.h
        oibldeck.cpp oibldeck.h
        oiblfire.cpp oiblfire.h oiblfirespec.h oiblfireschema.cpp
        oiblgeneral.cpp
        oiblmelee.cpp oiblmelee.h oiblmeleespec.h oiblmeleecharge.h
        oiblmeleeschema.cpp oiblmeleeprepare.cpp oiblmeleeodds.cpp
        oiblmeleecontact.cpp oiblmeleerounds.cpp oiblmeleewinner.cpp
        oiblmorale.cpp oiblmorale.h
        oiblprofile.cpp oiblregister.cpp
        oiblrisk.cpp oiblrisk.h
        oiblrules.cpp oiblrules.h
        oiblsequence.cpp oiblsequence.h
        oibltable.cpp oibltable.h
        oiblturn.cpp oiblturn.h oiblturnparts.h
        oiblturnshuffle.cpp oiblturndraw.cpp oiblturnstep.cpp
        oneifbyland.cpp oneifbyland.h
)
