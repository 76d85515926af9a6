// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "diesource.h"

#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace adj {

int draw(std::mt19937_64 &engine, int low, int high)
{
    const quint64 n = quint64(qint64(high) - qint64(low)) + 1;
    // x * n as two 64-bit halves, from 32-bit pieces (no 128-bit type needed).
    auto multiply = [n](quint64 x, quint64 *lo) {
        const quint64 xl = x & 0xFFFFFFFFu, xh = x >> 32, nl = n & 0xFFFFFFFFu, nh = n >> 32;
        const quint64 ll = xl * nl, lh = xl * nh, hl = xh * nl, hh = xh * nh;
        const quint64 mid = (ll >> 32) + (lh & 0xFFFFFFFFu) + (hl & 0xFFFFFFFFu);
        *lo = (mid << 32) | (ll & 0xFFFFFFFFu);
        return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
    };
    quint64 lo = 0;
    quint64 hi = multiply(engine(), &lo);
    if (lo < n) {
        const quint64 threshold = (0 - n) % n; // 2^64 mod n
        while (lo < threshold)
            hi = multiply(engine(), &lo);
    }
    return int(qint64(low) + qint64(hi));
}

QString DieSpec::name() const
{
    if (zeroBased)
        return u"d%1 (%2-%3)"_s.arg(sides).arg(low()).arg(high());
    return u"d%1"_s.arg(sides);
}

QString diceText(const QList<int> &values)
{
    QStringList l;
    for (int v : values)
        l.append(QString::number(v));
    return l.join(u',');
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
    if (!step.isEmpty())
        o.insert(u"step"_s, step);
    if (die.zeroBased)
        o.insert(u"zeroBased"_s, true);
    return o;
}

DiceSource::~DiceSource() = default;

int DiceSource::roll(const DieSpec &die, const QString &purpose, const DieClasses &classes)
{
    const int v = next(die, purpose, classes);
    if (wantsText())
        m_used.append(DieRecord{die, v, source(), purpose, QString::fromLatin1(m_step)});
    return v;
}

QList<int> DiceSource::rollPool(int count, const DieSpec &die, const QString &purpose,
                                const DieClasses &classes)
{
    QList<int> values = nextPool(count, die, purpose, classes);
    if (wantsText()) {
        const QString step = QString::fromLatin1(m_step);
        for (int v : std::as_const(values))
            m_used.append(DieRecord{die, v, source(), purpose, step});
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
    return draw(m_engine, die.low(), die.high());
}

// ---- entered and scripted

DiceQueue::DiceQueue(const QList<int> &values)
{
    m_groups.reserve(values.size());
    for (int v : values)
        m_groups.append(Group{QString::number(v), false});
}

bool DiceQueue::fromText(const QString &text, DiceQueue *out, QString *error)
{
    static const QRegularExpression sep(u"[\\s,;]+"_s);
    static const QRegularExpression digits(u"^\\d+$"_s);
    DiceQueue q;
    const QStringList parts = text.split(sep, Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (!digits.match(parts.at(i)).hasMatch()) {
            if (error)
                *error = tr("\"%1\" is not a number: type the digits the dice show, e.g. 556 or 5 5 6")
                             .arg(parts.at(i));
            return false;
        }
        q.m_groups.append(Group{parts.at(i), true});
    }
    q.m_text = text.trimmed();
    *out = std::move(q);
    return true;
}

bool DiceQueue::atEnd() const
{
    return m_group >= m_groups.size();
}

int DiceQueue::remaining() const
{
    int n = 0;
    for (int g = m_group; g < m_groups.size(); ++g) {
        const Group &group = m_groups.at(g);
        n += group.splits ? int(group.digits.size()) - (g == m_group ? m_char : 0) : 1;
    }
    return n;
}

QString DiceQueue::rest() const
{
    QStringList out;
    for (int g = m_group; g < m_groups.size(); ++g)
        out << (g == m_group ? m_groups.at(g).digits.mid(m_char) : m_groups.at(g).digits);
    return out.join(u' ');
}

int DiceQueue::take(const DieSpec &die, const QString &step, const QString &purpose)
{
    if (atEnd()) {
        throw DiceError(tr("needs more dice: die %1 (a %2) for %3; %4 given")
                            .arg(m_used + 1)
                            .arg(die.name(), purpose)
                            .arg(m_used),
                        DiceError::Missing{m_used, die, step, purpose});
    }
    const Group &g = m_groups.at(m_group);
    QString read;
    // A die of one-digit faces takes one digit of a typed group; a larger die the rest of it.
    if (g.splits && die.high() <= 9) {
        read = g.digits.mid(m_char, 1);
        ++m_char;
    } else {
        read = g.digits.mid(m_char);
        m_char = int(g.digits.size());
    }
    if (m_char >= g.digits.size()) {
        ++m_group;
        m_char = 0;
    }
    bool ok = false;
    const int v = read.toInt(&ok);
    if (!ok || v < die.low() || v > die.high()) {
        throw DiceError(tr("die %1 reads %2, which a %3 cannot show (%4-%5); it was for %6")
                            .arg(m_used + 1)
                            .arg(read)
                            .arg(die.name())
                            .arg(die.low())
                            .arg(die.high())
                            .arg(purpose));
    }
    ++m_used;
    m_taken.append(v);
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
    // Described after the resolution: the dice as each was read, and the text as typed.
    QJsonArray given;
    for (int v : m_queue.taken())
        given.append(v);
    QJsonObject o{{u"kind"_s, kind()}, {u"given"_s, given}};
    if (!m_queue.typed().isEmpty())
        o.insert(u"typed"_s, m_queue.typed());
    return o;
}

int EnteredDice::next(const DieSpec &die, const QString &purpose, const DieClasses &)
{
    return m_queue.take(die, QString::fromLatin1(step()), purpose);
}

QString ScriptedDice::kind() const
{
    return u"scripted"_s;
}

int ScriptedDice::next(const DieSpec &die, const QString &purpose, const DieClasses &)
{
    return m_queue.take(die, QString::fromLatin1(step()), purpose);
}

} // namespace adj
