// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The referee's words for the outcome tags only this rule set's actions give (the shared ones are
// in resolvers/core/vocabulary.cpp).
#include "fieldsofhonor.h"

#include "core/vocabulary.h"

using namespace Qt::StringLiterals;

namespace adj {

const OwnOutcomeWords *FieldsOfHonor::ownOutcomeWords() const
{
    static const OwnOutcomeWords words = [] {
        OwnOutcomeWords w;
        w.exact = {
            {u"charge=passed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "Charge Test passed")},
            {u"charge=failed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "Charge Test failed")},
            {u"morale=passed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "passed")},
            {u"morale=suppressed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "suppressed")},
            {u"morale=shaken"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "shaken")},
            {u"morale=routed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "routed")},
            {u"rally=passed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "rallied")},
            {u"rally=failed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "not rallied")},
        };
        w.counts = {
            {u"bmugs"_s, QT_TRANSLATE_N_NOOP("adj::Vocabulary", "%n BMUG(s) may move")},
            {u"charges"_s, QT_TRANSLATE_N_NOOP("adj::Vocabulary", "%n charge(s)")},
            {u"kept"_s, QT_TRANSLATE_N_NOOP("adj::Vocabulary", "%n hit(s) kept")},
        };
        w.family = {
            {u"bmugs"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "BMUGs")},
        };
        return w;
    }();
    return &words;
}

} // namespace adj
