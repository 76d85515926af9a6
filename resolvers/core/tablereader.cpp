// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tablereader.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

TableReader::TableReader(const QJsonObject &root, QSet<QString> *read)
    : m_root(root)
    , m_read(read)
{}

QJsonValue TableReader::lookup(const QString &path) const
{
    // Objects by key, lists by index ("combat.rows.0.figures").
    QJsonValue v = m_root;
    for (const QString &k : path.split(u'.')) {
        bool index = false;
        const int i = k.toInt(&index);
        if (v.isArray() && index && i >= 0 && i < v.toArray().size())
            v = v.toArray().at(i);
        else if (v.isObject())
            v = v.toObject().value(k);
        else
            return QJsonValue(QJsonValue::Undefined);
    }
    return v;
}

QJsonValue TableReader::at(const QString &path)
{
    if (m_read)
        m_read->insert(path);
    return lookup(path);
}

bool TableReader::has(const QString &path) const
{
    return !lookup(path).isUndefined();
}

void TableReader::fail(const QString &message)
{
    if (error.isEmpty())
        error = message;
}

int TableReader::integer(const QString &path, int min, int max)
{
    const QJsonValue v = at(path);
    if (v.isUndefined()) {
        fail(tr("table entry %1 is missing").arg(path));
        return min;
    }
    const double d = v.toDouble(qQNaN());
    if (!v.isDouble() || d != double(qint64(d))) {
        fail(tr("table entry %1 must be a whole number").arg(path));
        return min;
    }
    if (d < min || d > max) {
        fail(tr("table entry %1 is %2; it must be between %3 and %4").arg(path).arg(d).arg(min).arg(max));
        return min;
    }
    return int(d);
}

bool TableReader::boolean(const QString &path)
{
    const QJsonValue v = at(path);
    if (!v.isBool())
        fail(v.isUndefined() ? tr("table entry %1 is missing").arg(path)
                             : tr("table entry %1 must be true or false").arg(path));
    return v.toBool();
}

QString TableReader::text(const QString &path, const QStringList &allowed)
{
    const QJsonValue v = at(path);
    if (!v.isString() || (!allowed.isEmpty() && !allowed.contains(v.toString()))) {
        fail(v.isUndefined() ? tr("table entry %1 is missing").arg(path)
                             : tr("table entry %1 must be one of %2").arg(path, allowed.join(u", "_s)));
        return {};
    }
    return v.toString();
}

QStringList TableReader::list(const QString &path, const QStringList &allowed)
{
    const QJsonValue v = at(path);
    QStringList out;
    if (!v.isArray()) {
        fail(v.isUndefined() ? tr("table entry %1 is missing").arg(path)
                             : tr("table entry %1 must be a list").arg(path));
        return out;
    }
    for (const QJsonValue &e : v.toArray()) {
        if (!e.isString() || !allowed.contains(e.toString()))
            fail(tr("table entry %1 may only hold %2").arg(path, allowed.join(u", "_s)));
        out.append(e.toString());
    }
    return out;
}

} // namespace adj
