// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The battle's state as the store reads it: every table's rows, each value checked, in one snapshot.
#include "battlestore.h"

#include "schema.h"
#include "schemacheck.h"

using namespace Qt::StringLiterals;

namespace adj {

bool BattleStore::load(BattleState *state, QString *error)
{
    // One snapshot: the state, the last event number and the data version read together, so
    // that a commit by another writer in between is never half seen nor missed.
    const bool ownTransaction = !m_inWrite;
    QString why;
    if (ownTransaction && !exec(u"BEGIN"_s, &why)) {
        *error = tr("%1 cannot be read: %2").arg(m_path, why);
        return false;
    }
    auto fail = [&](const QString &message) {
        *error = message;
        if (ownTransaction) {
            QString ignored;
            exec(u"ROLLBACK"_s, &ignored);
        }
        return false;
    };
    // The first load after an open that left the values to it refuses in open's words.
    const bool forOpen = std::exchange(m_valuesUnchecked, false);
    BattleState loaded;
    for (Table t : {Table::Battle, Table::Sides, Table::Units, Table::Leaders, Table::Markers,
                    Table::Counters, Table::Ranges, Table::Trackers}) {
        const QString table = tableName(t);
        // The columns in the row map's order, so that each row is built by appending at its end
        // (a QSqlRecord per row built a field per value: a third of a long battle's load).
        QStringList columns = schema::columns(table);
        columns.sort();
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        if (!q.exec(u"SELECT %1 FROM %2 ORDER BY id"_s.arg(columns.join(u", "_s), table)))
            return fail(tr("%1: the table %2 cannot be read: %3").arg(m_path, table, describeFailure(q)));
        const int idColumn = int(columns.indexOf(u"id"_s));
        const SchemaCheck::Columns rules(table, columns); // each column's rule looked up once
        qint64 rows = 0;
        while (q.next()) {
            if (++rows > SchemaCheck::kMaxRows)
                return fail(forOpen
                                ? tr("%1 was refused and left unchanged: the table %2 has more than %3 rows.")
                                      .arg(m_path, table)
                                      .arg(SchemaCheck::kMaxRows)
                                : tr("%1: the table %2 has more than %3 rows")
                                      .arg(m_path, table)
                                      .arg(SchemaCheck::kMaxRows));
            QVariantMap row;
            for (int i = 0; i < columns.size(); ++i) {
                const QVariant value = q.value(i);
                if (const QString bad = rules.check(i, value); !bad.isEmpty())
                    return fail(
                        forOpen ? tr("%1 was refused and left unchanged: it holds a value Adjutant does "
                                     "not accept: %2 (row %3).")
                                      .arg(m_path, bad)
                                      .arg(idColumn < 0 ? QString() : q.value(idColumn).toString().left(20))
                                : tr("%1 holds a value Adjutant does not accept: %2 (row %3)")
                                      .arg(m_path, bad)
                                      .arg(q.value(idColumn).toLongLong()));
                row.insert(row.cend(), columns.at(i), value);
            }
            loaded.apply(RowChange{t, q.value(idColumn).toLongLong(), {}, row});
        }
    }
    if (loaded.info.ruleset.isEmpty())
        return fail(tr("%1 has no battle record: it is damaged.").arg(m_path));
    QSqlQuery last(m_db);
    if (!last.exec(u"SELECT COALESCE(MAX(seq), 0) FROM events"_s) || !last.next())
        return fail(tr("%1 has no event log: %2").arg(m_path, describeFailure(last)));
    const qint64 lastSeq = last.value(0).toLongLong();
    last.finish();
    const qint64 version = dataVersion();
    if (ownTransaction && !exec(u"COMMIT"_s, &why))
        return fail(tr("%1 cannot be read: %2").arg(m_path, why));
    m_eventCount = lastSeq;
    m_dataVersion = version;
    *state = std::move(loaded);
    return true;
}

} // namespace adj
