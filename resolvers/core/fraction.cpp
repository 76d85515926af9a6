// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fraction.h"

#include <limits>
#include <stdexcept>

using namespace Qt::StringLiterals;

namespace adj {

Integer integer(qint64 v)
{
    if constexpr (sizeof(long) >= sizeof(qint64)) {
        return Integer(static_cast<long>(v));
    } else {
        // 32-bit long (Windows): the magnitude as one 64-bit word.
        const quint64 magnitude = v < 0 ? 0 - quint64(v) : quint64(v);
        Integer r;
        mpz_import(r.get_mpz_t(), 1, 1, sizeof magnitude, 0, 0, &magnitude);
        return v < 0 ? Integer(-r) : r;
    }
}

Integer power(unsigned long base, unsigned long exponent)
{
    Integer r;
    mpz_ui_pow_ui(r.get_mpz_t(), base, exponent);
    return r;
}

QString toString(const Integer &n)
{
    return QString::fromLatin1(n.get_str(10));
}

Fraction::Fraction(qint64 num, qint64 den)
    : Fraction(integer(num), integer(den))
{}

Fraction::Fraction(const Integer &num, const Integer &den)
{
    if (sgn(den) == 0)
        throw std::domain_error("adj::Fraction: zero denominator");
    m_q.get_num() = num;
    m_q.get_den() = den;
    m_q.canonicalize();
}

Fraction::Fraction(mpq_class q)
    : m_q(std::move(q))
{}

Fraction Fraction::operator/(const Fraction &o) const
{
    if (o.isZero())
        throw std::domain_error("adj::Fraction: division by zero");
    return Fraction(mpq_class(m_q / o.m_q));
}

double Fraction::toDouble() const
{
    // Parts that fit a long divide as doubles, as the 64-bit odds always did; larger ones through
    // GMP (within one unit in the last place).
    if (num().fits_slong_p() && den().fits_slong_p())
        return double(num().get_si()) / double(den().get_si());
    return m_q.get_d();
}

QString Fraction::toString() const
{
    if (den() == 1)
        return adj::toString(num());
    return adj::toString(num()) + u'/' + adj::toString(den());
}

bool Fraction::parse(const QString &text, Fraction *out)
{
    const qsizetype slash = text.indexOf(u'/');
    const QString n = text.left(slash < 0 ? text.size() : slash).trimmed();
    const QString d = slash < 0 ? u"1"_s : text.mid(slash + 1).trimmed();
    auto read = [](const QString &s, Integer *v) {
        // Digits with an optional sign only: GMP would also take spaces and other bases.
        for (qsizetype i = 0; i < s.size(); ++i)
            if (!s.at(i).isDigit() && !(i == 0 && s.size() > 1 && (s.at(0) == u'-' || s.at(0) == u'+')))
                return false;
        if (s.isEmpty())
            return false;
        const QByteArray latin = s.toLatin1();
        return v->set_str(latin.constData() + (latin.startsWith('+') ? 1 : 0), 10) == 0;
    };
    Integer num, den;
    if (!read(n, &num) || !read(d, &den) || sgn(den) == 0)
        return false;
    *out = Fraction(num, den);
    return true;
}

void FractionSum::add(const Integer &num, const Integer &den)
{
    for (auto &[d, n] : m_parts)
        if (d == den) {
            n += num;
            return;
        }
    m_parts.emplace_back(den, num);
}

void FractionSum::add(const FractionSum &o)
{
    for (const auto &[d, n] : o.m_parts)
        add(n, d);
}

Fraction FractionSum::value() const
{
    mpq_class sum, term;
    if (m_parts.size() == 1) { // one denominator: one reduction
        sum.get_num() = m_parts.front().second;
        sum.get_den() = m_parts.front().first;
        sum.canonicalize();
        return Fraction(std::move(sum));
    }
    for (const auto &[d, n] : m_parts) {
        term.get_num() = n;
        term.get_den() = d;
        term.canonicalize(); // mpq arithmetic needs its operands in lowest terms
        sum += term;
    }
    return Fraction(std::move(sum));
}

} // namespace adj
