#pragma once

#include "diceplan.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace adj {

// One input of an action, enough for the GUI to build a form field and the CLI to check --input.
struct InputSpec
{
    // State: a JSON object of the rule set's bookkeeping (the deck, the plots) that a battle
    // fills from its tracker `tracker`; never a form field.
    enum class Type { Int, Real, Bool, Enum, String, Unit, State };

    QString id;
    Type type = Type::Int;
    QStringList allowed; // Enum values
    QJsonValue min;      // Int/Real, null when unbounded
    QJsonValue max;
    QJsonValue defaultValue; // null when the input is required or optional without default
    bool required = false;   // must be given (no default)
    QString label;           // short, translated
    QString help;            // translated
    QString rule;            // "8.1.1"
    QString option;          // optional rule this input belongs to ("11.9"), empty otherwise
    QString tracker;         // State: the battle's tracker key it is read from ("oibl.deck"); empty when
                             // the rule set's fromBattle() reads it off the battle itself
    QString slot;            // an extra unit of a side the referee adds ("firer2"): its Unit input and
                             // the inputs that describe it carry the slot's id; empty otherwise

    static QString typeId(Type t);
    QJsonObject toJson() const;
};

// An action of a rule set and its inputs.
struct ActionSchema
{
    QString id;
    QString name; // translated
    QString rule;
    QString help; // translated
    QList<InputSpec> inputs;
    QStringList outcomes; // outcome tag patterns the action may produce ("hits=N", "leader-lost")
    // The dice it asks for, in order, with their conditions (the plan shown before the roll);
    // empty for an action without dice. Every die the resolver asks for names one of these steps.
    QList<DiceStep> dice;
    // The inputs only the referee can know, in the order of the rule set's own chart: the form
    // asks these first; what the battle knows and everything else waits behind one line.
    // Empty: every input that is not a unit, the battle's bookkeeping or an optional rule's switch.
    QStringList asked;

    const InputSpec *input(const QString &inputId) const;
    QJsonObject toJson() const;
    // For a battle's fill: sets `key` to what the battle knows when the action has that input, the
    // referee left it out, and the value is one the input allows.
    void putKnown(QJsonObject &inputs, const QString &key, const QJsonValue &value) const;
};

// Checks `given` against the schema: unknown inputs, wrong types, values out of range or not
// allowed, missing required inputs. Fills defaults. Returns an empty string when valid, else a
// translated message naming the input.
class InputValidator
{
    Q_DECLARE_TR_FUNCTIONS(adj::InputValidator)
public:
    // `input`, when given, receives the key a refusal names.
    static QString validate(const ActionSchema &schema, const QJsonObject &given, QJsonObject *filled,
                            QString *input = nullptr);

private:
    static QString checkValue(const InputSpec &spec, QJsonValue *value);
    static QString checkBounds(const InputSpec &spec, double d);
};

} // namespace adj
