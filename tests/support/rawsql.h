// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

namespace adj::testing {

// Runs `statements` on the battle file `path` behind Adjutant's back, as another program (or a
// hostile sender) would: a plain SQLite connection of its own, closed again before it returns.
// False with `error` naming the statement that failed.
inline bool rawSql(const QString &path, const QStringList &statements, QString *error)
{
    const QString name = QStringLiteral("adj-test-raw");
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open();
        if (!ok)
            *error = path + QStringLiteral(": ") + db.lastError().text();
        QSqlQuery q(db);
        for (const QString &sql : statements) {
            if (ok && !q.exec(sql)) {
                *error = sql + QStringLiteral(": ") + q.lastError().text();
                ok = false;
            }
        }
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace adj::testing
