#pragma once

#include <QString>

#include <compare>
#include <cstdint>

namespace adj {

__extension__ typedef __int128 Int128; // GCC/Clang 128-bit integer for exact products

// An exact probability: a reduced rational with 64-bit parts; products and sums are formed in
// 128 bits and reduced, so dice trees of a few dozen d6 stay exact.
class Fraction
{
public:
    constexpr Fraction() = default;
    Fraction(qint64 num, qint64 den = 1);

    qint64 num() const { return m_num; }
    qint64 den() const { return m_den; }
    double toDouble() const { return double(m_num) / double(m_den); }
    QString toString() const; // "91/216", "0", "1"
    // "91/216" or "3"; false when malformed or the denominator is 0.
    static bool parse(const QString &text, Fraction *out);

    Fraction operator+(const Fraction &o) const;
    Fraction operator-(const Fraction &o) const;
    Fraction operator*(const Fraction &o) const;
    Fraction &operator+=(const Fraction &o) { return *this = *this + o; }
    Fraction &operator*=(const Fraction &o) { return *this = *this * o; }
    bool operator==(const Fraction &o) const { return m_num == o.m_num && m_den == o.m_den; }
    std::strong_ordering operator<=>(const Fraction &o) const;

private:
    static Fraction fromWide(Int128 num, Int128 den);
    qint64 m_num = 0;
    qint64 m_den = 1;
};

} // namespace adj
