// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The referee's words for the outcome tags only this rule set's actions give (the shared ones are
// in resolvers/core/vocabulary.cpp).
#include "oneifbyland.h"

#include "core/vocabulary.h"

using namespace Qt::StringLiterals;

namespace adj {

const OwnOutcomeWords *OneIfByLand::ownOutcomeWords() const
{
    static const OwnOutcomeWords words = [] {
        OwnOutcomeWords w;
        w.counts = {
            {u"aCas"_s, QT_TRANSLATE_N_NOOP("adj::Vocabulary", "attacker loses %n figure(s)")},
            {u"dCas"_s, QT_TRANSLATE_N_NOOP("adj::Vocabulary", "defender loses %n figure(s)")},
        };
        w.family = {
            {u"aCas"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "casualties")},
            {u"dCas"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "casualties")},
        };
        w.atLeastOne = {
            {u"dCas"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the defender loses at least one figure")},
            {u"aCas"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the attacker loses at least one figure")},
        };
        return w;
    }();
    return &words;
}

} // namespace adj
