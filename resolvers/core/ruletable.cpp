// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ruletable.h"

#include "ruleset.h"
#include "rulesets.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMutex>
#include <QMutexLocker>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QString jsonKind(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Bool:
        return u"true/false"_s;
    case QJsonValue::Double:
        return u"number"_s;
    case QJsonValue::String:
        return u"text"_s;
    case QJsonValue::Array:
        return u"list"_s;
    case QJsonValue::Object:
        return u"object"_s;
    default:
        return u"null"_s;
    }
}

// Sets `value` at `keys[i..]` inside `v`; false when a parent is missing or not an object.
bool setPath(QJsonValue &v, const QStringList &keys, qsizetype i, const QJsonValue &value, QJsonValue *old)
{
    if (!v.isObject())
        return false;
    QJsonObject o = v.toObject();
    const QString &k = keys.at(i);
    if (i == keys.size() - 1) {
        *old = o.value(k);
        o.insert(k, value);
    } else {
        QJsonValue child = o.value(k);
        if (!setPath(child, keys, i + 1, value, old))
            return false;
        o.insert(k, child);
    }
    v = o;
    return true;
}

// The tables built in (":/rulesets/..."), each read and compiled once per process: they cannot change
// while it runs, and the window's start, every action prepared and every odds computed ask for one.
// A table on disk is read each time, so that an edited file is seen.
struct BuiltInTables
{
    QMutex mutex;
    QHash<QString, RuleTable> byPath;
};

BuiltInTables &builtInTables()
{
    static BuiltInTables tables;
    return tables;
}

} // namespace

RuleTable RuleTable::fromFile(const QString &path, QString *error)
{
    const bool builtIn = path.startsWith(u":/"_s);
    if (builtIn) {
        BuiltInTables &cache = builtInTables();
        QMutexLocker lock(&cache.mutex);
        if (const auto it = cache.byPath.constFind(path); it != cache.byPath.cend())
            return *it;
    }
    RuleTable t = read(path, error);
    if (builtIn && t.isValid()) {
        BuiltInTables &cache = builtInTables();
        QMutexLocker lock(&cache.mutex);
        cache.byPath.insert(path, t);
    }
    return t;
}

RuleTable RuleTable::read(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("cannot read the rule table %1: %2").arg(path, f.errorString());
        return {};
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = tr("the rule table %1 is not a JSON object: %2 at offset %3")
                         .arg(path, pe.errorString())
                         .arg(pe.offset);
        return {};
    }
    return fromJson(doc.object(), error);
}

RuleTable RuleTable::fromJson(const QJsonObject &json, QString *error)
{
    RuleTable t;
    QSet<QString> read;
    QString e;
    if (!t.compile(json, &e, &read)) {
        if (error)
            *error = e;
        return {};
    }
    t.m_json = json;
    return t;
}

QString RuleTable::id() const
{
    return m_json.value(u"id"_s).toString();
}

QJsonValue RuleTable::value(const QString &path) const
{
    QJsonValue v = m_json;
    for (const QString &k : path.split(u'.')) {
        if (!v.isObject())
            return QJsonValue(QJsonValue::Undefined);
        v = v.toObject().value(k);
    }
    return v;
}

bool RuleTable::compile(const QJsonObject &json, QString *error, QSet<QString> *read)
{
    const QString rid = json.value(u"id"_s).toString();
    const RuleSet *rs = RuleSets::find(rid);
    if (!rs) {
        *error = tr("the rule table names rule set \"%1\", which Adjutant does not implement").arg(rid);
        return false;
    }
    auto compiled = rs->compileTable(json, error, read);
    if (!compiled) {
        *error = tr("the %1 rule table: %2").arg(rid, *error); // which table, whatever the reader said
        return false;
    }
    m_compiled = std::move(compiled);
    return true;
}

bool RuleTable::applyOverrides(const QJsonObject &overrides, QString *error)
{
    auto fail = [error](const QString &m) {
        if (error)
            *error = m;
        return false;
    };
    if (!isValid())
        return fail(tr("no rule table loaded"));
    QJsonValue root = m_json;
    for (auto it = overrides.constBegin(); it != overrides.constEnd(); ++it) {
        const QString path = it.key();
        if (path == u"id"_s)
            return fail(tr("house rule \"%1\": the rule set id cannot be overridden").arg(path));
        const QStringList keys = path.split(u'.');
        if (keys.contains(QString()))
            return fail(tr("house rule \"%1\": not a table entry path").arg(path));
        QJsonValue old;
        if (!setPath(root, keys, 0, it.value(), &old))
            return fail(tr("house rule \"%1\": no such entry in the %2 table").arg(path, id()));
        if (!old.isUndefined() && old.type() != it.value().type())
            return fail(tr("house rule \"%1\": must be a %2 like the entry it replaces, not a %3")
                            .arg(path, jsonKind(old), jsonKind(it.value())));
    }
    RuleTable next;
    QSet<QString> read;
    QString e;
    if (!next.compile(root.toObject(), &e, &read))
        return fail(tr("house rules refused: %1").arg(e));
    // An override the rule set never reads is a typo or an entry that does not exist.
    for (auto it = overrides.constBegin(); it != overrides.constEnd(); ++it) {
        const QString path = it.key();
        bool used = read.contains(path);
        if (!used) {
            const QString prefix = path + u'.';
            for (const QString &r : std::as_const(read))
                if (r.startsWith(prefix)) {
                    used = true;
                    break;
                }
        }
        if (!used)
            return fail(tr("house rule \"%1\": no such entry in the %2 table").arg(path, id()));
    }
    m_json = root.toObject();
    for (auto it = overrides.constBegin(); it != overrides.constEnd(); ++it)
        m_overrides.insert(it.key(), it.value());
    m_compiled = next.m_compiled;
    return true;
}

} // namespace adj
