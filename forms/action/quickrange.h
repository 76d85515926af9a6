// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>

namespace adj {

struct InputSpec;
class RuleSet;

// The quick range field: what the referee read off the tape or counted on the board,
// "7", "7.5in", "18cm" or "3h", turned into the rule set's own measure.
class QuickRange final
{
    Q_DECLARE_TR_FUNCTIONS(adj::QuickRange)

public:
    // `distance` is the rule set's measure ("hexes", "inches", "none"). A bare number is in
    // that measure. On a hex board inches and centimetres are refused (count the hexes);
    // on an open table hexes are. False with a message saying why.
    static bool parse(const QString &text, const QString &distance, double *value, QString *error);
    // The quick range for the action's range input `spec`: a number in the rule set's measure
    // (rounded for whole hexes), or, where the rule set reads bands, a band by its id or its
    // word ("short", "kurz") or a distance its table converts. False with a message naming the
    // forms accepted, in the referee's words.
    static bool read(const QString &text, const InputSpec &spec, const RuleSet &ruleset, QJsonValue *value,
                     QString *error);
};

} // namespace adj
