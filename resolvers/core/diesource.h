// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVarLengthArray>

#include <exception>
#include <random>

namespace adj {

// The one draw from a logged seed, used by SeededDice and every shuffle: a value in [low, high]
// from std::mt19937_64's output (which the standard fixes bit for bit) by Lemire's multiply and
// shift: the high 64 bits of x * n for n = high - low + 1, drawing x again while the low 64 bits
// fall below 2^64 mod n (rejection, so every value is equally likely). Written out instead of
// std::uniform_int_distribution, whose mapping each standard library chooses, so a seed gives the
// same dice everywhere; it is the mapping libstdc++ 11 and later use, so seeds logged before keep
// their dice.
int draw(std::mt19937_64 &engine, int low, int high);

// One kind of die: a d6 reads 1..6; a zero-based d10 reads 0..9 (One If By Land).
struct DieSpec
{
    int sides = 6;
    bool zeroBased = false;

    int low() const { return zeroBased ? 0 : 1; }
    int high() const { return zeroBased ? sides - 1 : sides; }
    QString name() const; // "d6", "d10 (0-9)"
    friend bool operator==(const DieSpec &, const DieSpec &) = default;
};

// Which faces lead to the same outcome: classes[face - low] is a small class id. Only a hint
// for the exact-odds enumerator (it walks one face per class); other sources ignore it.
using DieClasses = QVarLengthArray<quint8, 12>;

// Dice values as a trace writes them: "5,5,6".
QString diceText(const QList<int> &values);

// One die used by a resolution.
struct DieRecord
{
    enum class Source { Rolled, Entered, Scripted, Enumerated };
    DieSpec die;
    int value = 0;
    Source source = Source::Rolled;
    QString purpose;
    QString step; // the action's dice-plan step it belongs to ("attack"), empty when undeclared

    QJsonObject toJson() const;
    static QString sourceId(Source s);
};

// Thrown by a dice source when it cannot give the die asked for; the entry points catch it
// and turn it into a Resolution error, so it never crosses a Qt boundary.
class DiceError final : public std::exception
{
public:
    // The die asked for when the typed-in dice ran out: what the guided entry asks next.
    struct Missing
    {
        int position = 0; // 0-based: the count of dice read before it
        DieSpec die;
        QString step;
        QString purpose;
    };

    explicit DiceError(QString message)
        : m_message(std::move(message))
    {}
    DiceError(QString message, Missing missing)
        : m_message(std::move(message))
        , m_missing(std::move(missing))
        , m_isMissing(true)
    {}
    const QString &message() const { return m_message; }
    bool isMissing() const { return m_isMissing; }
    const Missing &missing() const { return m_missing; }
    const char *what() const noexcept override { return "adj::DiceError"; }

private:
    QString m_message;
    Missing m_missing;
    bool m_isMissing = false;
};

// The resolver asks for dice as it goes, so a later die may depend on an earlier one.
class DiceSource
{
public:
    virtual ~DiceSource();

    int roll(int sides, const QString &purpose) { return roll(DieSpec{sides, false}, purpose); }
    int roll(const DieSpec &die, const QString &purpose, const DieClasses &classes = {});
    // `count` dice rolled together whose order does not matter to the resolver.
    QList<int> rollPool(int count, const DieSpec &die, const QString &purpose,
                        const DieClasses &classes = {});

    // Names the dice-plan step of the dice asked for next ("attack"): a string literal that
    // lives as long as the program. `dice.forStep("attack").rollPool(3, d6, ...)`.
    DiceSource &forStep(const char *step)
    {
        m_step = step;
        return *this;
    }
    const char *step() const { return m_step; }

    // False while enumerating: resolvers skip building purposes and trace text.
    virtual bool wantsText() const { return true; }
    const QList<DieRecord> &used() const { return m_used; }
    void clearUsed() { m_used.clear(); }
    // How the dice were obtained ("seeded", "entered", "scripted", "enumerated").
    virtual QString kind() const = 0;
    virtual QJsonObject describe() const; // {"kind":..., "seed":"..."}

protected:
    virtual int next(const DieSpec &die, const QString &purpose, const DieClasses &classes) = 0;
    virtual QList<int> nextPool(int count, const DieSpec &die, const QString &purpose,
                                const DieClasses &classes);
    virtual DieRecord::Source source() const = 0;

private:
    QList<DieRecord> m_used;
    const char *m_step = "";
};

// Adjutant rolls: std::mt19937_64 from a seed that is kept for the log.
class SeededDice final : public DiceSource
{
public:
    explicit SeededDice(quint64 seed)
        : m_seed(seed)
        , m_engine(seed)
    {}
    quint64 seed() const { return m_seed; }
    QString kind() const override;
    QJsonObject describe() const override;

protected:
    int next(const DieSpec &die, const QString &purpose, const DieClasses &classes) override;
    DieRecord::Source source() const override { return DieRecord::Source::Rolled; }

private:
    quint64 m_seed;
    std::mt19937_64 m_engine;
};

// Dice given as values (the CLI's --dice, tests) or typed in as text. In text, digits run
// together ("556") or apart ("5 5 6", "5,5,6", "543 624"): a die of up to nine faces reads
// one digit at a time, a larger die (a d12, a deck cut) reads the whole group ("10 4").
class DiceQueue final
{
    Q_DECLARE_TR_FUNCTIONS(adj::EnteredDice)
public:
    DiceQueue() = default;
    explicit DiceQueue(const QList<int> &values);
    // False with a message naming the first group that is not digits.
    static bool fromText(const QString &text, DiceQueue *out, QString *error);

    // The next value for `die`, checked against it; throws DiceError naming the die.
    int take(const DieSpec &die, const QString &step, const QString &purpose);
    int used() const { return m_used; }
    bool atEnd() const;
    // Dice left: a value per group given as values, a die per digit in typed text.
    int remaining() const;
    QString rest() const;                               // what was not read, as typed
    const QList<int> &taken() const { return m_taken; } // the values read so far
    const QString &typed() const { return m_text; }     // the text, when typed

private:
    struct Group
    {
        QString digits;
        bool splits = false; // typed text: may be read digit by digit
    };
    QList<Group> m_groups;
    QList<int> m_taken;
    QString m_text;
    int m_group = 0;
    int m_char = 0;
    int m_used = 0;
};

// The players' real dice, typed in; each value is checked against the die it is used for.
class EnteredDice final : public DiceSource
{
    Q_DECLARE_TR_FUNCTIONS(adj::EnteredDice)
public:
    explicit EnteredDice(QList<int> values)
        : m_queue(values)
    {}
    explicit EnteredDice(DiceQueue queue)
        : m_queue(std::move(queue))
    {}
    // "5,5,6" or "5 5 6": one value per group; false with a message naming the bad token.
    static bool parse(const QString &text, QList<int> *values, QString *error);
    bool atEnd() const { return m_queue.atEnd(); }
    int remaining() const { return m_queue.remaining(); }
    int usedCount() const { return m_queue.used(); }
    QString rest() const { return m_queue.rest(); }
    QString kind() const override;
    QJsonObject describe() const override;

protected:
    int next(const DieSpec &die, const QString &purpose, const DieClasses &classes) override;
    DieRecord::Source source() const override { return DieRecord::Source::Entered; }

private:
    DiceQueue m_queue;
};

// Tests: the same checks as entered dice, recorded as scripted.
class ScriptedDice final : public DiceSource
{
    Q_DECLARE_TR_FUNCTIONS(adj::ScriptedDice)
public:
    explicit ScriptedDice(QList<int> values)
        : m_queue(values)
    {}
    bool atEnd() const { return m_queue.atEnd(); }
    int remaining() const { return m_queue.remaining(); }
    QString kind() const override;

protected:
    int next(const DieSpec &die, const QString &purpose, const DieClasses &classes) override;
    DieRecord::Source source() const override { return DieRecord::Source::Scripted; }

private:
    DiceQueue m_queue;
};

} // namespace adj
