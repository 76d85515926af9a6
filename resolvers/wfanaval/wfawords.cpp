// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The referee's words for the outcome tags only this rule set's actions give (the shared ones are
// in resolvers/core/vocabulary.cpp).
#include "wfanaval.h"

#include "core/vocabulary.h"

using namespace Qt::StringLiterals;

namespace adj {

const OwnOutcomeWords *WfaNaval::ownOutcomeWords() const
{
    static const OwnOutcomeWords words = [] {
        OwnOutcomeWords w;
        w.exact = {
            {u"next=attacker"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the attacker rolls next")},
            {u"next=defender"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the defender rolls next")},
        };
        w.counts = {
            {u"wind"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "wind to hex side %1")},
            {u"moves"_s, QT_TRANSLATE_N_NOOP("adj::Vocabulary", "%n plotted move(s)")},
            {u"attacker"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "boarders at %1 MP")},
            {u"defender"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "defenders at %1 MP")},
            {u"marker"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "marker %1")},
        };
        w.roles = {
            {u"gauge"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "%1 has the wind gauge")},
            {u"chooser"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "%1 chooses who moves first")},
            {u"boarder"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "%1 boards")},
            {u"plotted"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "%1 has plotted")},
            {u"lost"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "%1 loses its command ship")},
            {u"stopped"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "%1 stopped")},
        };
        w.family = {
            {u"wind"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "wind")},
            {u"moves"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "plotted moves")},
        };
        return w;
    }();
    return &words;
}

} // namespace adj
