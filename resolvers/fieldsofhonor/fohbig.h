#pragma once

#include <QString>

#include <cstdint>
#include <vector>

namespace adj {

// An unsigned integer of any size, just enough for exact dice counts: the odds of 40 accuracy
// dice and 40 kill dice have the denominator 6^80, far beyond the core's 64-bit Fraction.
class FohBig
{
public:
    __extension__ typedef unsigned __int128 U128;

    FohBig() = default;
    FohBig(std::uint64_t v); // NOLINT: counts convert freely
    static FohBig fromU128(U128 v);
    static FohBig pow(std::uint32_t base, int exponent);

    bool isZero() const { return m_limbs.empty(); }
    FohBig &operator+=(const FohBig &o);
    FohBig operator+(const FohBig &o) const;
    FohBig operator*(const FohBig &o) const;
    FohBig &mulSmall(std::uint32_t m);
    // Divides in place, returns the remainder.
    std::uint32_t divSmall(std::uint32_t d);
    std::uint32_t modSmall(std::uint32_t d) const;
    bool operator==(const FohBig &o) const { return m_limbs == o.m_limbs; }
    bool fitsInt64() const;
    std::int64_t toInt64() const; // only when fitsInt64()
    double toDouble() const;
    QString toString() const; // decimal

private:
    void trim();
    std::vector<std::uint32_t> m_limbs; // little-endian, no leading zero limbs
};

// An exact probability num/den in lowest terms (dice of this rule set only ever give
// denominators that are powers of 6, so 2 and 3 are the only common factors to cancel).
struct FohRatio
{
    FohBig num;
    FohBig den{1};

    static FohRatio reduced(FohBig num, FohBig den);
    QString toString() const; // "91/216", "0", "1"
    double toDouble() const;
};

} // namespace adj
