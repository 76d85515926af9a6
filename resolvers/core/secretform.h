// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace adj {

// One thing a field offers to pick: its id as the submitted choice carries it (text or a number,
// as the rule set's calls() reads it) and its words, translated by the rule set.
struct SecretOption
{
    QJsonValue id;
    QString label;
    QString symbol; // a short mark shown where the pick is placed ("S"); empty: the label
    QJsonObject toJson() const;
};

// One field of a secret form (docs/tablelink.md "Forms"): the page draws it from this declaration
// alone, and the submitted choice carries its value under `id`:
// - Sequence: options picked one after another, `min` to `max` of them (WfA's plot: exactly
//   `count`), at most `maxEach` of one option (0: no limit); the value is the list of option ids.
// - Rows: rows the player adds and removes, at most `max` (0: no limit), each made of `columns`
//   (Pick, Tick or Text fields); the value is a list of objects, one member per column.
// - Pick: one of `options`; the value is its id.
// - Text: `min` to `max` characters once trimmed, `options` offered as suggestions; the value is
//   the trimmed text.
// - Tick: true or false.
struct SecretField
{
    enum class Kind { Sequence, Rows, Pick, Text, Tick };
    Kind kind = Kind::Tick;
    QString id;
    QString label;
    QString help;
    QList<SecretOption> options;
    int min = 0;
    int max = 0;
    int maxEach = 0;
    QList<SecretField> columns;                // Rows
    QString addLabel, removeLabel, emptyLabel; // Rows: add a row, remove one, no rows at all

    static SecretField sequence(const QString &id, const QString &label, const QString &help,
                                const QList<SecretOption> &options, int count, int maxEach);
    static SecretField rows(const QString &id, const QString &label, const QString &help,
                            const QList<SecretField> &columns, int max);
    static SecretField pick(const QString &id, const QString &label, const QString &help,
                            const QList<SecretOption> &options);
    static SecretField text(const QString &id, const QString &label, const QString &help, int min, int max);
    static SecretField tick(const QString &id, const QString &label, const QString &help);
    static QString kindName(Kind kind);
    QJsonObject toJson() const;
};

// What a side is asked to choose in secret now: Wars for America's plot (5.7), Fields of Honor's
// written charges (Charge Phase), ... The page shows `title`, `help` and `fields` as declared.
struct SecretForm
{
    QString kind;              // "wfa-plot", "foh-charges"; empty: nothing is asked of the side now
    QString key;               // changes whenever what is asked changes
    QString rule;              // the rule that asks for it
    QString title;             // the form's heading, translated
    QString help;              // under the heading, translated; may be empty
    QList<SecretField> fields; // what the page asks, in order
    QJsonObject data;          // the kind's own facts its calls() reads (the count of markers, ...)
    bool entered = false;      // this turn's choice of the side is already in the battle
    QString waitingFor;        // when nothing is asked yet: what comes first (translated)
    bool isOpen() const { return !kind.isEmpty(); }
    // `data`'s members, then kind, key, rule, title, help and fields (each field's toJson()).
    QJsonObject toJson() const;
};

} // namespace adj
