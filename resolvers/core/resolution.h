// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "diesource.h"
#include "model/effect.h"
#include "model/refusal.h"
#include "resultvalues.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace adj {

// One line of the trace a referee can read aloud, with the rule it comes from.
struct TraceLine
{
    QString text;
    QString rule; // "8.1.1", empty when none

    QJsonObject toJson() const;
};

// What a resolver returns: ok or an error, the trace, the dice used, the Effects to apply and
// the outcome tags ("hits=2", "eliminated:target", "leader-lost") the odds are counted over.
// A failed resolution never carries effects or outcomes.
class Resolution
{
public:
    Resolution() = default;
    static Resolution failure(const QString &ruleset, const QString &action, const QString &message);

    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    // Drops effects, outcomes and values, keeps trace and dice. `code` is the stable word scripts
    // read (docs/errors.md: "refused" for a rule's refusal, "invalid-input", "dice", ...); `input`
    // the input the refusal names, when one does. The rule is read off the message's "(8.1.3)".
    void fail(const QString &message, const QString &code = QStringLiteral("refused"),
              const QString &input = {});
    const QString &errorCode() const { return m_errorCode; }
    const QString &errorInput() const { return m_errorInput; }
    QString errorRule() const;
    // The refusal as data (empty when ok); errorJson() is its JSON, rule and input null when none.
    Refusal refusal() const;
    QJsonObject errorJson() const;

    // Quiet resolutions (the exact-odds walk) skip trace lines and effects; outcomes are kept.
    bool quiet() const { return m_quiet; }
    void setQuiet(bool q) { m_quiet = q; }

    void line(const QString &text, const QString &rule = {});
    void effect(const Effect &e);
    void outcome(const QString &tag) { m_outcomes.append(tag); }

    // Typed results for scripts, in the shared vocabulary (resultvalues.h, docs/json.md):
    // set("killNumber", 4) for the action as a whole, unit("target", "strengthAfter", 2) for the
    // state one unit ends in, roll(Roll{...}) for each roll the rules read. Quiet resolutions (the
    // odds walk) skip them.
    void set(const QString &key, const QJsonValue &value);
    void unit(const QString &role, const QString &key, const QJsonValue &value);
    void roll(const Roll &r);
    QJsonObject values() const; // the keys set, with "units" and "rolls" when any were given

    const QList<TraceLine> &trace() const { return m_trace; }
    const Effects &effects() const { return m_effects; }
    const QStringList &outcomes() const { return m_outcomes; }
    QString outcomeKey() const; // the tags in order, joined by a space; "none" when empty
    const QList<DieRecord> &dice() const { return m_dice; }
    void setDice(const QList<DieRecord> &dice) { m_dice = dice; }
    const QJsonObject &diceSource() const { return m_diceSource; }
    void setDiceSource(const QJsonObject &d) { m_diceSource = d; }

    QString ruleset() const { return m_ruleset; }
    QString action() const { return m_action; }
    void setAction(const QString &ruleset, const QString &action);
    const QJsonObject &inputs() const { return m_inputs; }
    void setInputs(const QJsonObject &inputs) { m_inputs = inputs; }

    QString traceText() const; // every line, "text (rule)", one per line
    QJsonObject toJson() const;

private:
    QString m_ruleset;
    QString m_action;
    QJsonObject m_inputs;
    QString m_error;
    QString m_errorCode;
    QString m_errorInput;
    QJsonObject m_values;
    QMap<QString, QJsonObject> m_units; // kept apart, so that each roll or unit key costs no copy
    QJsonArray m_rolls;
    bool m_quiet = false;
    QList<TraceLine> m_trace;
    QList<DieRecord> m_dice;
    QJsonObject m_diceSource;
    Effects m_effects;
    QStringList m_outcomes;
};

} // namespace adj
