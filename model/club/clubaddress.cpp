// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubaddress.h"

#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// libpq's own keys that an address may carry; a password is never one of them.
bool allowedKey(const QString &key)
{
    static const QStringList kKeys{u"host"_s,
                                   u"hostaddr"_s,
                                   u"port"_s,
                                   u"dbname"_s,
                                   u"user"_s,
                                   u"service"_s,
                                   u"sslmode"_s,
                                   u"sslrootcert"_s,
                                   u"sslcert"_s,
                                   u"sslkey"_s,
                                   u"sslcrl"_s,
                                   u"connect_timeout"_s,
                                   u"application_name"_s,
                                   u"target_session_attrs"_s,
                                   u"passfile"_s,
                                   u"gssencmode"_s,
                                   u"channel_binding"_s,
                                   u"keepalives"_s,
                                   u"keepalives_idle"_s};
    return kKeys.contains(key);
}

QString quotedValue(const QString &v)
{
    QString q = v;
    q.replace(u"\\"_s, u"\\\\"_s).replace(u"'"_s, u"\\'"_s);
    return u"'"_s + q + u"'"_s;
}

} // namespace

bool ClubAddress::parse(const QString &text, ClubAddress *out, QString *error)
{
    const QString t = text.trimmed();
    if (!t.startsWith(u"postgresql://"_s) && !t.startsWith(u"postgres://"_s)) {
        *error = tr("the club's server is given as postgresql://host/database, not \"%1\"").arg(t.left(200));
        return false;
    }
    const QUrl url(t, QUrl::StrictMode);
    if (!url.isValid()) {
        *error = tr("\"%1\" is not a valid address: %2").arg(t.left(200), url.errorString());
        return false;
    }
    if (!url.password().isEmpty()) {
        *error = tr("the address holds a password: put it in ~/.pgpass (or the file PGPASSFILE names) "
                    "instead, so that the battle file never holds it");
        return false;
    }
    ClubAddress a;
    a.m_text = t;
    a.m_host = url.host(QUrl::FullyDecoded);
    a.m_port = url.port(-1);
    a.m_user = url.userName(QUrl::FullyDecoded);
    a.m_database = url.path(QUrl::FullyDecoded).mid(1);
    bool timeout = false;
    for (const auto &[key, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
        if (key == u"password"_s) {
            *error = tr("the address holds a password: put it in ~/.pgpass (or the file PGPASSFILE names) "
                        "instead, so that the battle file never holds it");
            return false;
        }
        if (!allowedKey(key)) {
            *error = tr("the address's option \"%1\" is not one Adjutant passes on to the server")
                         .arg(key.left(60));
            return false;
        }
        if (value.contains(u';')) {
            *error = tr("the address's option \"%1\" holds a semicolon").arg(key);
            return false;
        }
        timeout = timeout || key == u"connect_timeout"_s;
        a.m_options << key + u'=' + quotedValue(value);
    }
    if (!timeout)
        a.m_options << u"connect_timeout=5"_s; // the mirror tries again; nobody waits long
    a.m_options << u"application_name=adjutant"_s;
    *out = a;
    return true;
}

QSqlDatabase ClubAddress::connection(const QString &name, const QString &role) const
{
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, name);
    db.setHostName(m_host);
    if (m_port > 0)
        db.setPort(m_port);
    db.setDatabaseName(m_database);
    db.setUserName(role.isEmpty() ? m_user : role);
    db.setConnectOptions(m_options.join(u';'));
    return db;
}

QString ClubAddress::where() const
{
    QString host = m_host;
    for (const QString &o : m_options)
        if (o.startsWith(u"host="_s) || o.startsWith(u"service="_s))
            host = o.section(u'=', 1).remove(u'\'');
    if (host.isEmpty())
        host = u"localhost"_s;
    return u"%1%2/%3"_s.arg(host, m_port > 0 ? u":%1"_s.arg(m_port) : QString(), m_database);
}

} // namespace adj
