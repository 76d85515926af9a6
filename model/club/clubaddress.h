// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

namespace adj {

// A club server's address as libpq users write it: postgresql://[user@][host][:port]/database
// [?key=value&...] (host may be a Unix socket's folder, as host=/run/postgresql; service=NAME picks
// a service file's entry). The password never comes in the address: libpq finds it in ~/.pgpass,
// PGPASSFILE or the service file, so the battle file never holds it. TLS when the server offers it
// (libpq's sslmode=prefer, unless the address asks for more).
class ClubAddress final
{
    Q_DECLARE_TR_FUNCTIONS(adj::ClubAddress)

public:
    static bool parse(const QString &text, ClubAddress *out, QString *error);
    // A QPSQL connection named `name`, set up but not opened; `role` (when given) replaces the user.
    QSqlDatabase connection(const QString &name, const QString &role = {}) const;
    QString text() const { return m_text; }
    // Where it is, for a person: "club.example.org:5432/adjutant".
    QString where() const;

private:
    QString m_text;
    QString m_host;
    int m_port = -1;
    QString m_database;
    QString m_user;
    QStringList m_options; // libpq key=value
};

} // namespace adj
