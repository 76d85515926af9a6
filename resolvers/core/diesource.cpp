#include "diesource.h"

#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace adj {

QString DieSpec::name() const
{
    if (zeroBased)
        return u"d%1 (%2-%3)"_s.arg(sides).arg(low()).arg(high());
    return u"d%1"_s.arg(sides);
}

QString DieRecord::sourceId(Source s)
{
    switch (s) {
    case Source::Rolled:
        return u"rolled"_s;
    case Source::Entered:
        return u"entered"_s;
    case Source::Scripted:
        return u"scripted"_s;
    case Source::Enumerated:
        return u"enumerated"_s;
    }
    return {};
}

QJsonObject DieRecord::toJson() const
{
    QJsonObject o{{u"sides"_s, die.sides},
                  {u"value"_s, value},
                  {u"source"_s, sourceId(source)},
                  {u"purpose"_s, purpose}};
    if (die.zeroBased)
        o.insert(u"zeroBased"_s, true);
    return o;
}

DiceSource::~DiceSource() = default;

int DiceSource::roll(const DieSpec &die, const QString &purpose, const DieClasses &classes)
{
    const int v = next(die, purpose, classes);
    if (wantsText())
        m_used.append(DieRecord{die, v, source(), purpose});
    return v;
}

QList<int> DiceSource::rollPool(int count, const DieSpec &die, const QString &purpose,
                                const DieClasses &classes)
{
    QList<int> values = nextPool(count, die, purpose, classes);
    if (wantsText()) {
        for (int v : std::as_const(values))
            m_used.append(DieRecord{die, v, source(), purpose});
    }
    return values;
}

QList<int> DiceSource::nextPool(int count, const DieSpec &die, const QString &purpose,
                                const DieClasses &classes)
{
    QList<int> values;
    values.reserve(count);
    for (int i = 0; i < count; ++i)
        values.append(next(die, purpose, classes));
    return values;
}

QJsonObject DiceSource::describe() const
{
    return QJsonObject{{u"kind"_s, kind()}};
}

// ---- seeded

QString SeededDice::kind() const
{
    return u"seeded"_s;
}

QJsonObject SeededDice::describe() const
{
    // A string: a 64-bit seed does not survive a JSON double.
    return QJsonObject{{u"kind"_s, kind()}, {u"seed"_s, QString::number(m_seed)}};
}

int SeededDice::next(const DieSpec &die, const QString &, const DieClasses &)
{
    std::uniform_int_distribution<int> d(die.low(), die.high());
    return d(m_engine);
}

// ---- entered and scripted

int checkedDie(const QList<int> &values, int pos, const DieSpec &die, const QString &purpose)
{
    if (pos >= values.size()) {
        throw DiceError(
            QCoreApplication::translate("adj::EnteredDice", "needs more dice: die %1 (a %2) for %3; %4 given")
                .arg(pos + 1)
                .arg(die.name(), purpose)
                .arg(values.size()));
    }
    const int v = values.at(pos);
    if (v < die.low() || v > die.high()) {
        throw DiceError(QCoreApplication::translate("adj::EnteredDice",
                                                    "die %1 reads %2, which a %3 cannot show (%4-%5); "
                                                    "it was for %6")
                            .arg(pos + 1)
                            .arg(v)
                            .arg(die.name())
                            .arg(die.low())
                            .arg(die.high())
                            .arg(purpose));
    }
    return v;
}

bool EnteredDice::parse(const QString &text, QList<int> *values, QString *error)
{
    values->clear();
    static const QRegularExpression sep(u"[\\s,;]+"_s);
    const QStringList parts = text.split(sep, Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < parts.size(); ++i) {
        bool ok = false;
        const int v = parts.at(i).toInt(&ok);
        if (!ok) {
            if (error)
                *error = tr("die %1: \"%2\" is not a number").arg(i + 1).arg(parts.at(i));
            return false;
        }
        values->append(v);
    }
    return true;
}

QString EnteredDice::kind() const
{
    return u"entered"_s;
}

QJsonObject EnteredDice::describe() const
{
    QJsonArray given;
    for (int v : m_values)
        given.append(v);
    return QJsonObject{{u"kind"_s, kind()}, {u"given"_s, given}};
}

int EnteredDice::next(const DieSpec &die, const QString &purpose, const DieClasses &)
{
    const int v = checkedDie(m_values, m_pos, die, purpose);
    ++m_pos;
    return v;
}

QString ScriptedDice::kind() const
{
    return u"scripted"_s;
}

int ScriptedDice::next(const DieSpec &die, const QString &purpose, const DieClasses &)
{
    const int v = checkedDie(m_values, m_pos, die, purpose);
    ++m_pos;
    return v;
}

} // namespace adj
