// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The battle's state as the store reads it: every table's rows, each value checked, in one snapshot.
#include "battlestore.h"

#include "schema.h"
#include "schemacheck.h"
#include "sqlitelink.h"

#include <QVarLengthArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// The rows come in id order: each record goes in at the end of its map, where inserting is cheapest.
template <typename T> void appendRecord(QMap<Id, T> &map, const QVariant *values)
{
    map.insert(map.cend(), values[0].toLongLong(), T::fromColumns(values));
}

// What BattleState::apply does with a row inserted, from its values by position.
void putRecord(BattleState &s, Table t, const QVariant *values)
{
    switch (t) {
    case Table::Battle:
        s.info = BattleInfo::fromColumns(values);
        break;
    case Table::Sides:
        appendRecord(s.sides, values);
        break;
    case Table::Units:
        appendRecord(s.units, values);
        break;
    case Table::Leaders:
        appendRecord(s.leaders, values);
        break;
    case Table::Markers:
        appendRecord(s.markers, values);
        break;
    case Table::Counters:
        appendRecord(s.counters, values);
        break;
    case Table::Ranges:
        appendRecord(s.ranges, values);
        break;
    case Table::Trackers:
        appendRecord(s.trackers, values);
        break;
    }
}
} // namespace

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
        // The columns in the schema's order, the one each record reads them in by position
        // (fromColumns): no map per row, no look-up by name (half of a long battle's load).
        const QStringList columns = schema::columns(table);
        Q_ASSERT(columns.first() == u"id"_s);
        // Checked in the order of their names, as when each row was a map, so that a row with more
        // than one bad value is refused naming the same one.
        QStringList byName = columns;
        byName.sort();
        QList<qsizetype> position;
        for (const QString &column : std::as_const(byName))
            position << columns.indexOf(column);
        const SchemaCheck::Columns rules(table, byName); // each column's rule looked up once
        sqlite::Rows q(m_db, u"SELECT %1 FROM %2 ORDER BY id"_s.arg(columns.join(u", "_s), table));
        QVarLengthArray<QVariant, 10> values(columns.size());
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
            q.read(values.data(), values.size());
            for (qsizetype k = 0; k < position.size(); ++k) {
                if (const QString bad = rules.check(k, values.at(position.at(k))); !bad.isEmpty())
                    return fail(forOpen
                                    ? tr("%1 was refused and left unchanged: it holds a value Adjutant does "
                                         "not accept: %2 (row %3).")
                                          .arg(m_path, bad)
                                          .arg(values.at(0).toString().left(20))
                                    : tr("%1 holds a value Adjutant does not accept: %2 (row %3)")
                                          .arg(m_path, bad)
                                          .arg(values.at(0).toLongLong()));
            }
            putRecord(loaded, t, values.constData());
        }
        if (q.failure() != 0)
            return fail(
                tr("%1: the table %2 cannot be read: %3").arg(m_path, table, sqlite::explain(q.failure())));
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
    loaded.reindex();
    m_eventCount = lastSeq;
    m_dataVersion = version;
    *state = std::move(loaded);
    return true;
}

} // namespace adj
