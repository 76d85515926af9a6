// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QString>

namespace adj {

// A refusal the referee reads (docs/errors.md): what is wrong in his words, the stable code scripts
// read, the rule that forbids it and the input it names. The same value from the validator to the
// command line's JSON and the table link's pages. An empty code means nothing was refused.
struct Refusal
{
    QString code;    // "refused" (a rule), "invalid-input" (the validator, a name the battle lacks), ...
    QString message; // translated
    QString rule;    // "6.1.4"; empty when no rule forbids it
    QString input;   // the input it names; empty when none

    bool isNull() const { return code.isEmpty(); }
    explicit operator bool() const { return !isNull(); }

    // A rule's refusal: its rule given, or read off the message's closing "(6.1.4)".
    static Refusal byRule(const QString &message, const QString &rule = {});
    // The inputs' refusal: the validator's, or a name the battle does not hold.
    static Refusal invalidInput(const QString &message, const QString &input = {});
    static Refusal of(const QString &code, const QString &message, const QString &input = {});

    // The rule a message cites at its end: "... (8.1.3)", "... (rule 8.1.3)"; empty when none.
    static QString ruleOf(const QString &message);
    // {"code", "message", "rule", "input"}, rule and input null when there are none.
    QJsonObject toJson() const;
    static Refusal fromJson(const QJsonObject &o);
    bool operator==(const Refusal &) const = default;
};

} // namespace adj
