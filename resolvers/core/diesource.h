#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVarLengthArray>

#include <exception>
#include <random>

namespace adj {

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

// One die used by a resolution.
struct DieRecord
{
    enum class Source { Rolled, Entered, Scripted, Enumerated };
    DieSpec die;
    int value = 0;
    Source source = Source::Rolled;
    QString purpose;

    QJsonObject toJson() const;
    static QString sourceId(Source s);
};

// Thrown by a dice source when it cannot give the die asked for; the entry points catch it
// and turn it into a Resolution error, so it never crosses a Qt boundary.
class DiceError final : public std::exception
{
public:
    explicit DiceError(QString message)
        : m_message(std::move(message))
    {}
    const QString &message() const { return m_message; }
    const char *what() const noexcept override { return "adj::DiceError"; }

private:
    QString m_message;
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

// The players' real dice, typed in; each value is checked against the die it is used for.
class EnteredDice final : public DiceSource
{
    Q_DECLARE_TR_FUNCTIONS(adj::EnteredDice)
public:
    explicit EnteredDice(QList<int> values)
        : m_values(std::move(values))
    {}
    // "5,5,6" or "5 5 6"; false with a message naming the bad token.
    static bool parse(const QString &text, QList<int> *values, QString *error);
    int remaining() const { return int(m_values.size()) - m_pos; }
    QString kind() const override;
    QJsonObject describe() const override;

protected:
    int next(const DieSpec &die, const QString &purpose, const DieClasses &classes) override;
    DieRecord::Source source() const override { return DieRecord::Source::Entered; }

private:
    QList<int> m_values;
    int m_pos = 0;
};

// Tests: the same checks as entered dice, recorded as scripted.
class ScriptedDice final : public DiceSource
{
    Q_DECLARE_TR_FUNCTIONS(adj::ScriptedDice)
public:
    explicit ScriptedDice(QList<int> values)
        : m_values(std::move(values))
    {}
    int remaining() const { return int(m_values.size()) - m_pos; }
    QString kind() const override;

protected:
    int next(const DieSpec &die, const QString &purpose, const DieClasses &classes) override;
    DieRecord::Source source() const override { return DieRecord::Source::Scripted; }

private:
    QList<int> m_values;
    int m_pos = 0;
};

// Shared check for typed-in values; throws DiceError naming value, position and die.
int checkedDie(const QList<int> &values, int pos, const DieSpec &die, const QString &purpose);

} // namespace adj
