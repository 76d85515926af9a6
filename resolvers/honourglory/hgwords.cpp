// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The referee's words for the outcome tags only this rule set's actions give (the shared ones are
// in resolvers/core/vocabulary.cpp).
#include "honourglory.h"

#include "core/vocabulary.h"

using namespace Qt::StringLiterals;

namespace adj {

const OwnOutcomeWords *HonourGlory::ownOutcomeWords() const
{
    static const OwnOutcomeWords words = [] {
        OwnOutcomeWords w;
        w.exact = {
            {u"theft=won"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the theft succeeds")},
            {u"theft=lost"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the theft fails")},
            {u"theft=guarded"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the theft is guarded")},
        };
        w.counts = {
            {u"oneMp"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "The One at %1 MP")},
        };
        w.roles = {
            {u"beaten"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "%1 beaten")},
            {u"duration"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "duration: %1")},
        };
        return w;
    }();
    return &words;
}

} // namespace adj
