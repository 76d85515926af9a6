#include "quickrange.h"

#include <QRegularExpression>

#include <cmath>

using namespace Qt::StringLiterals;

namespace adj {

bool QuickRange::parse(const QString &text, const QString &distance, double *value, QString *error)
{
    static const QRegularExpression re(uR"(^\s*(\d+(?:[.,]\d+)?)\s*(in|inch|inches|"|cm|h|hex|hexes)?\s*$)"_s,
                                       QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch()) {
        *error = tr("\"%1\" is not a range: type 7, 7.5in, 18cm or 3h").arg(text.trimmed());
        return false;
    }
    const double number = QString(m.captured(1)).replace(u',', u'.').toDouble();
    const QString unit = m.captured(2).toLower();
    const bool hexes = distance == u"hexes"_s;
    if (distance == u"none"_s) {
        *error = tr("this rule set does not measure ranges");
        return false;
    }
    if (unit.isEmpty()) {
        *value = number;
    } else if (unit.startsWith(u'h')) {
        if (!hexes) {
            *error = tr("this rule set measures in inches, not hexes: type 7 or 18cm");
            return false;
        }
        *value = number;
    } else if (hexes) {
        *error =
            tr("this rule set counts hexes: type the number of hexes (3 or 3h), not %1").arg(text.trimmed());
        return false;
    } else {
        *value = unit == u"cm"_s ? number / 2.54 : number;
    }
    if (hexes && *value != std::floor(*value)) {
        *error = tr("a range in hexes is a whole number, not %1").arg(number);
        return false;
    }
    return true;
}

} // namespace adj
