// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "quickrange.h"

#include "core/actionschema.h"
#include "core/ruleset.h"

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
        *error = distance == u"hexes"_s
                     ? tr("\"%1\" is not a range: type the hexes, 3 or 3h").arg(text.trimmed())
                     : tr("\"%1\" is not a range: type 7 (inches), 7.5in or 18cm").arg(text.trimmed());
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

bool QuickRange::read(const QString &text, const InputSpec &spec, const RuleSet &ruleset, QJsonValue *value,
                      QString *error)
{
    const QString t = text.trimmed();
    if (spec.type == InputSpec::Type::Enum) {
        // A band, by its id or the referee's word for it; a unique beginning is enough.
        QStringList hits;
        QStringList words;
        for (const QString &band : spec.allowed) {
            const QString word = ruleset.valueLabel(band);
            words << word;
            if (band.compare(t, Qt::CaseInsensitive) == 0 || word.compare(t, Qt::CaseInsensitive) == 0) {
                hits = {band};
                break;
            }
            if (!t.isEmpty() &&
                (band.startsWith(t, Qt::CaseInsensitive) || word.startsWith(t, Qt::CaseInsensitive)))
                hits << band;
        }
        if (hits.size() == 1) {
            *value = hits.first();
            return true;
        }
        double inches = 0;
        QString ignored;
        if (hits.isEmpty() && parse(t, ruleset.distance(), &inches, &ignored)) {
            QString band;
            if (ruleset.rangeBand(inches, &band, error)) {
                *value = band;
                return true;
            }
            return false;
        }
        *error = tr("\"%1\" is not a range band: type %2").arg(t, words.join(tr(", ")));
        return false;
    }
    double number = 0;
    if (!parse(t, ruleset.distance(), &number, error))
        return false;
    *value = spec.type == InputSpec::Type::Int ? QJsonValue(qRound(number)) : QJsonValue(number);
    return true;
}

} // namespace adj
