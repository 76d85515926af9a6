// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>

namespace adj {

// The words a referee reads for the ids actions use: enum values of the inputs ("clear",
// "musket"), the roles units play ("target") and the outcome tags the odds are counted over
// ("hits=2", "eliminated:target"). Words every rule set shares live here; a rule set adds its
// own through RuleSet::valueLabel() and RuleSet::outcomeLabel(). An id without a word reads as
// itself, so nothing is ever blank.
class Vocabulary final
{
    Q_DECLARE_TR_FUNCTIONS(adj::Vocabulary)

public:
    // Common enum values (none, auto, yes, no, left, right, port, ...); empty when unknown.
    static QString value(const QString &value);
    // "target", "attacker", "firer", "a", "b", ...; the id itself when unknown.
    static QString role(const QString &role);
    // "hits=2" -> "2 hits", "eliminated:target" -> "target eliminated", "leader-lost" ->
    // "leader lost"; empty when the tag is not one of the shared families.
    static QString outcome(const QString &tag);
    // The name of a counted family for the odds chart's axis: "hits" -> "hits"; empty when unknown.
    static QString family(const QString &family);
    // "at least one hit", "at least one casualty"; empty when the family has no phrase.
    static QString atLeastOne(const QString &family);
};

} // namespace adj
