#pragma once

#include <QCoreApplication>
#include <QString>

namespace adj {

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
};

} // namespace adj
