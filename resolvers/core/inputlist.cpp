// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Lists of an action's inputs (InputSpec::Type::List): their text form, their check by the
// validator, and the shared words of docs/vocabulary.md.
#include "actionschema.h"

#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
QString shown(const QJsonValue &v)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}
} // namespace

const QStringList &InputSpec::terms()
{
    static const QStringList kTerms{u"strength"_s, u"quality"_s, u"formation"_s, u"cover"_s,
                                    u"terrain"_s,  u"range"_s,   u"morale"_s,    u"leader"_s};
    return kTerms;
}

const QStringList &InputSpec::measures()
{
    static const QStringList kMeasures{u"in"_s, u"cm"_s, u"hex"_s, u"band"_s};
    return kMeasures;
}

InputSpec InputSpec::withTerm(const QString &word, const QString &unit) const
{
    Q_ASSERT(terms().contains(word));
    Q_ASSERT(unit.isEmpty() || measures().contains(unit));
    InputSpec s = *this;
    s.term = word;
    s.measure = unit;
    return s;
}

QJsonArray InputSpec::listFromText(const QString &text) const
{
    QStringList parts;
    if (fromText) {
        parts = fromText(text);
    } else if (separators.isEmpty()) {
        parts = QStringList{text};
    } else {
        // Split at any of the separators by hand: a QRegularExpression built here was compiled on
        // every validation, a tenth of a small action's odds.
        qsizetype from = 0;
        for (qsizetype i = 0; i < text.size(); ++i) {
            if (separators.contains(text.at(i))) {
                parts.append(text.mid(from, i - from));
                from = i + 1;
            }
        }
        parts.append(text.mid(from));
    }
    QJsonArray out;
    for (const QString &raw : std::as_const(parts)) {
        const QString p = raw.trimmed();
        if (p.isEmpty())
            continue;
        bool ok = false;
        const qint64 n = item == Type::Int ? p.toLongLong(&ok) : 0;
        out.append(ok ? QJsonValue(n) : QJsonValue(p));
    }
    return out;
}

QString InputSpec::listToText(const QJsonArray &items) const
{
    QStringList parts;
    for (const QJsonValue &v : items)
        parts.append(v.isString() ? v.toString() : shown(v));
    const QChar sep = separators.isEmpty() ? QChar(u',') : separators.at(0);
    QString joint(sep);
    if (sep != u' ')
        joint.append(u' ');
    return parts.join(joint);
}

// One item of a list: its type, its allowed values or bounds, its pattern. Numbered from 1.
QString InputValidator::checkItem(const InputSpec &spec, int index, QJsonValue *item)
{
    const QJsonValue v = *item;
    if (v.isNull() || v.isUndefined())
        return tr("input \"%1\": item %2 is null; every item must be given").arg(spec.id).arg(index);
    switch (spec.item) {
    case InputSpec::Type::Int: {
        if (!v.isDouble() || std::floor(v.toDouble()) != v.toDouble())
            return tr("input \"%1\": item %2 must be a whole number, not %3")
                .arg(spec.id)
                .arg(index)
                .arg(shown(v));
        const double d = v.toDouble();
        if ((spec.min.isDouble() && d < spec.min.toDouble()) ||
            (spec.max.isDouble() && d > spec.max.toDouble()))
            return tr("input \"%1\": item %2 is %3, not from %4 to %5")
                .arg(spec.id)
                .arg(index)
                .arg(d)
                .arg(spec.min.toDouble())
                .arg(spec.max.toDouble());
        *item = QJsonValue(qint64(d));
        return {};
    }
    case InputSpec::Type::Enum:
        if (!v.isString() || !spec.allowed.contains(v.toString()))
            return tr("input \"%1\": item %2 is %3, not one of %4")
                .arg(spec.id)
                .arg(index)
                .arg(shown(v), spec.allowed.join(u", "_s));
        return {};
    default:
        if (!v.isString())
            return tr("input \"%1\": item %2 must be text, not %3").arg(spec.id).arg(index).arg(shown(v));
        if (!spec.itemPattern.isEmpty() &&
            !QRegularExpression(spec.itemPattern).match(v.toString()).hasMatch())
            return tr("input \"%1\": item %2 is \"%3\"; an item reads %4")
                .arg(spec.id)
                .arg(index)
                .arg(v.toString(), spec.itemFormat);
        return {};
    }
}

// A list: a JSON array, or its legacy text form turned into the array; its size, then each item.
QString InputValidator::checkList(const InputSpec &spec, QJsonValue *value)
{
    QJsonArray items;
    if (value->isArray())
        items = value->toArray();
    else if (value->isString() && !spec.separators.isEmpty())
        items = spec.listFromText(value->toString());
    else
        return tr("input \"%1\" must be a list (a JSON array), not %2").arg(spec.id, shown(*value));
    if (items.size() > spec.maxItems)
        return tr("input \"%1\" has %2 items; it holds at most %3")
            .arg(spec.id)
            .arg(items.size())
            .arg(spec.maxItems);
    for (qsizetype i = 0; i < items.size(); ++i) {
        QJsonValue v = items.at(i);
        if (const QString why = checkItem(spec, int(i + 1), &v); !why.isEmpty())
            return why;
        items.replace(i, v);
    }
    *value = items;
    return {};
}

} // namespace adj
