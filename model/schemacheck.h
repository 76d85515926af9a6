// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVariant>

namespace adj {

// A battle file is data, never code: what a file holds is compared with what this version of
// Adjutant writes before anything else reads it, and every value is range-checked before it sizes
// anything (issue 16). The limits are also checked on every write, so no file Adjutant writes is
// one it would refuse.
class SchemaCheck final
{
    Q_DECLARE_TR_FUNCTIONS(adj::SchemaCheck)

public:
    static constexpr int kMaxTurn = 9'999;      // turns of one battle
    static constexpr qint64 kMaxRows = 100'000; // rows of one state table (the big battle has 5,000 units)
    static constexpr qint64 kMaxSeq = 1'000'000'000; // events of one battle; numbers never wrap
    static constexpr int kMaxStrength = 1'000'000;
    static constexpr int kMaxShortText = 1'000;       // names, kinds, labels of one line
    static constexpr int kMaxLongText = 1'000'000;    // notes, tracker lines
    static constexpr int kMaxJsonText = 4'000'000;    // attributes, boards, trackers' values
    static constexpr int kMaxValueBytes = 64'000'000; // any one value in the file (SQLite's length limit)

    // One row of sqlite_schema.
    struct Object
    {
        QString type, name, table, sql;
    };
    // Empty when `objects` are exactly those of a battle file of `version` (tables, their
    // columns and constraints, indexes), else the sentence naming what is not (a trigger, a
    // view, a table, a changed column).
    static QString compare(int version, const QList<Object> &objects);
    // Empty when `value` may stand in `column` of `table` (type, range, length), else why not.
    static QString checkValue(const QString &table, const QString &column, const QVariant &value);

    struct Rule; // what one column may hold (schemacheck.cpp)

    // The rules of a table's columns, looked up once: the values of a whole table are checked
    // against them without looking each one's rule up by name (issue 30: that lookup was most of
    // the check of a long battle). Refuses in checkValue's words.
    class Columns final
    {
    public:
        Columns(const QString &table, const QStringList &columns);
        // Empty when `value` may stand in the `i`th of the columns, else why not.
        QString check(qsizetype i, const QVariant &value) const;

    private:
        QString m_table;
        QStringList m_columns;
        QList<const Rule *> m_rules; // null: not a column of a battle
    };
    // "#rrggbb" or empty: the only colours a battle holds (they go into HTML and style sheets).
    static bool isColor(const QString &color);
    // The normalised top-level items ("name text not null", "check(turn>=1)") of a CREATE TABLE.
    static QStringList tableItems(const QString &createSql, QString *head);
    static QString normalise(const QString &sql);

private:
    // checkValue's check of `value` against a column's rule (null: a column no battle has).
    static QString checkRule(const Rule *rule, const QString &table, const QString &column,
                             const QVariant &value);
};

} // namespace adj
