// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <gmpxx.h>

#include <compare>
#include <utility>
#include <vector>

namespace adj {

// An exact integer of any size (GMP): dice counts such as 6^80 and the products of a Markov chain.
using Integer = mpz_class;
Integer integer(qint64 v);
Integer power(unsigned long base, unsigned long exponent);
QString toString(const Integer &n); // decimal

// An exact probability: a rational of any size, always in lowest terms with a positive
// denominator (GMP's mpq_class, docs/exact-arithmetic.md). Overflow cannot happen.
class Fraction
{
public:
    Fraction() = default;
    Fraction(qint64 num, qint64 den = 1); // throws std::domain_error when den is 0
    Fraction(const Integer &num, const Integer &den);
    explicit Fraction(mpq_class q); // already canonical (the result of mpq arithmetic)

    const Integer &num() const { return m_q.get_num(); }
    const Integer &den() const { return m_q.get_den(); }
    const mpq_class &value() const { return m_q; }
    bool isZero() const { return sgn(m_q) == 0; }
    double toDouble() const;
    QString toString() const; // "91/216", "0", "1"
    // "91/216" or "3", of any size; false when malformed or the denominator is 0.
    static bool parse(const QString &text, Fraction *out);

    Fraction operator+(const Fraction &o) const { return Fraction(mpq_class(m_q + o.m_q)); }
    Fraction operator-(const Fraction &o) const { return Fraction(mpq_class(m_q - o.m_q)); }
    Fraction operator*(const Fraction &o) const { return Fraction(mpq_class(m_q * o.m_q)); }
    Fraction operator/(const Fraction &o) const; // throws std::domain_error when o is 0
    Fraction &operator+=(const Fraction &o)
    {
        m_q += o.m_q;
        return *this;
    }
    Fraction &operator-=(const Fraction &o)
    {
        m_q -= o.m_q;
        return *this;
    }
    Fraction &operator*=(const Fraction &o)
    {
        m_q *= o.m_q;
        return *this;
    }
    bool operator==(const Fraction &o) const { return m_q == o.m_q; }
    std::strong_ordering operator<=>(const Fraction &o) const { return cmp(m_q, o.m_q) <=> 0; }

private:
    mpq_class m_q;
};

// A sum of many fractions that share a few denominators (sides^dice): whole numerators are added
// per denominator and reduced once, when the value is read, instead of once per term.
class FractionSum
{
public:
    void add(const Integer &num, const Integer &den);
    void add(const FractionSum &o);
    bool isEmpty() const { return m_parts.empty(); }
    // (denominator, numerator) pairs, not reduced.
    const std::vector<std::pair<Integer, Integer>> &parts() const { return m_parts; }
    Fraction value() const;

private:
    std::vector<std::pair<Integer, Integer>> m_parts;
};

} // namespace adj
