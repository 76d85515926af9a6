// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "secretform.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

QJsonObject SecretOption::toJson() const
{
    QJsonObject o{{u"id"_s, id}, {u"label"_s, label}};
    if (!symbol.isEmpty())
        o.insert(u"symbol"_s, symbol);
    return o;
}

SecretField SecretField::sequence(const QString &id, const QString &label, const QString &help,
                                  const QList<SecretOption> &options, int count, int maxEach)
{
    SecretField f{Kind::Sequence, id, label, help, options, count, count, maxEach, {}, {}, {}, {}};
    return f;
}

SecretField SecretField::rows(const QString &id, const QString &label, const QString &help,
                              const QList<SecretField> &columns, int max)
{
    SecretField f{Kind::Rows, id, label, help, {}, 0, max, 0, columns, {}, {}, {}};
    return f;
}

SecretField SecretField::pick(const QString &id, const QString &label, const QString &help,
                              const QList<SecretOption> &options)
{
    SecretField f{Kind::Pick, id, label, help, options, 1, 1, 0, {}, {}, {}, {}};
    return f;
}

SecretField SecretField::text(const QString &id, const QString &label, const QString &help, int min, int max)
{
    SecretField f{Kind::Text, id, label, help, {}, min, max, 0, {}, {}, {}, {}};
    return f;
}

SecretField SecretField::tick(const QString &id, const QString &label, const QString &help)
{
    SecretField f{Kind::Tick, id, label, help, {}, 0, 0, 0, {}, {}, {}, {}};
    return f;
}

QString SecretField::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Sequence:
        return u"sequence"_s;
    case Kind::Rows:
        return u"rows"_s;
    case Kind::Pick:
        return u"pick"_s;
    case Kind::Text:
        return u"text"_s;
    case Kind::Tick:
        return u"tick"_s;
    }
    return {};
}

QJsonObject SecretField::toJson() const
{
    QJsonObject o{{u"id"_s, id}, {u"kind"_s, kindName(kind)}, {u"label"_s, label}, {u"help"_s, help}};
    if (kind != Kind::Tick && kind != Kind::Pick) {
        o.insert(u"min"_s, min);
        o.insert(u"max"_s, max);
    }
    if (kind == Kind::Sequence)
        o.insert(u"maxEach"_s, maxEach);
    if (!options.isEmpty() || kind == Kind::Sequence || kind == Kind::Pick) {
        QJsonArray list;
        for (const SecretOption &option : options)
            list.append(option.toJson());
        o.insert(u"options"_s, list);
    }
    if (kind == Kind::Rows) {
        QJsonArray list;
        for (const SecretField &column : columns)
            list.append(column.toJson());
        o.insert(u"columns"_s, list);
        o.insert(u"add"_s, addLabel);
        o.insert(u"remove"_s, removeLabel);
        o.insert(u"empty"_s, emptyLabel);
    }
    return o;
}

QJsonObject SecretForm::toJson() const
{
    if (!isOpen())
        return {};
    QJsonObject o = data;
    o.insert(u"kind"_s, kind);
    o.insert(u"key"_s, key);
    o.insert(u"rule"_s, rule);
    o.insert(u"title"_s, title);
    o.insert(u"help"_s, help);
    QJsonArray list;
    for (const SecretField &field : fields)
        list.append(field.toJson());
    o.insert(u"fields"_s, list);
    return o;
}

} // namespace adj
