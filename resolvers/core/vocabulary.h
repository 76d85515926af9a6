// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QHash>
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

// A rule set's own outcome words (RuleSet::ownOutcomeWords()), as tables of source texts
// marked with QT_TRANSLATE_NOOP("adj::Vocabulary", ...) (QT_TRANSLATE_N_NOOP for a "%n" count):
// the same context as the shared words, so that each is translated once.
struct OwnOutcomeWords
{
    QHash<QString, const char *> exact;  // the whole tag: "charge=passed" -> "Charge Test passed"
    QHash<QString, const char *> counts; // "key=N": "bmugs" -> "%n BMUG(s) may move", "wind" -> "... %1"
    QHash<QString, const char *> roles;  // "kind:role": "gauge" -> "%1 has the wind gauge"
    QHash<QString, const char *> family; // a counted family's name on the odds' axis: "dCas" -> "casualties"
    QHash<QString, const char *> atLeastOne; // "dCas" -> "the defender loses at least one figure"
    // The word for `tag`, or empty when the tables have none.
    QString outcome(const QString &tag) const;
    QString familyName(const QString &key) const;
    QString atLeastOneOf(const QString &key) const;
};

} // namespace adj
