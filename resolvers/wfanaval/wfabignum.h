#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace adj {

// A non-negative integer of any size, enough for the exact odds of a boarding battle, whose
// fractions outgrow the 64-bit adj::Fraction (8 MP against 8 MP needs about 320 bits).
class WfaBigUInt
{
public:
    WfaBigUInt() = default;
    WfaBigUInt(std::uint64_t v); // NOLINT: implicit from small numbers is the point
    static WfaBigUInt power(std::uint64_t base, int exp);

    bool isZero() const { return m_limbs.empty(); }
    int bits() const;
    QString toString() const; // decimal
    double toDouble() const;
    bool fitsInt64() const { return bits() <= 63; }
    std::int64_t toInt64() const;

    friend WfaBigUInt operator+(const WfaBigUInt &a, const WfaBigUInt &b);
    friend WfaBigUInt operator-(const WfaBigUInt &a, const WfaBigUInt &b); // a >= b
    friend WfaBigUInt operator*(const WfaBigUInt &a, const WfaBigUInt &b);
    WfaBigUInt &operator+=(const WfaBigUInt &b) { return *this = *this + b; }
    friend int compare(const WfaBigUInt &a, const WfaBigUInt &b);
    friend bool operator==(const WfaBigUInt &a, const WfaBigUInt &b) { return a.m_limbs == b.m_limbs; }

    static WfaBigUInt gcd(WfaBigUInt a, WfaBigUInt b);
    // Quotient of an exact division (b divides a), by binary long division.
    static WfaBigUInt divide(const WfaBigUInt &a, const WfaBigUInt &b, WfaBigUInt *remainder = nullptr);

    void shiftRight(int n);

private:
    std::uint32_t divSmall(std::uint32_t d); // in place, returns the remainder
    void trim();
    void shiftLeft(int n);
    int trailingZeros() const;
    bool bit(int i) const { return (m_limbs[size_t(i / 32)] >> (i % 32)) & 1u; }
    std::vector<std::uint32_t> m_limbs; // little endian, no leading zero limbs
};

// An exact non-negative fraction of two big integers, reduced.
struct WfaBigFraction
{
    WfaBigUInt num;
    WfaBigUInt den = WfaBigUInt(1);

    static WfaBigFraction reduced(const WfaBigUInt &num, const WfaBigUInt &den);
    QString toString() const; // "4/11", "0", "1"
    double toDouble() const;
    friend bool operator==(const WfaBigFraction &a, const WfaBigFraction &b)
    {
        return a.num == b.num && a.den == b.den;
    }
};

} // namespace adj
