#include "fohbig.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace adj {

FohBig::FohBig(std::uint64_t v)
{
    while (v) {
        m_limbs.push_back(std::uint32_t(v));
        v >>= 32;
    }
}

FohBig FohBig::fromU128(U128 v)
{
    FohBig b;
    while (v) {
        b.m_limbs.push_back(std::uint32_t(v));
        v >>= 32;
    }
    return b;
}

FohBig FohBig::pow(std::uint32_t base, int exponent)
{
    FohBig b(1);
    for (int i = 0; i < exponent; ++i)
        b.mulSmall(base);
    return b;
}

void FohBig::trim()
{
    while (!m_limbs.empty() && m_limbs.back() == 0)
        m_limbs.pop_back();
}

FohBig &FohBig::operator+=(const FohBig &o)
{
    if (m_limbs.size() < o.m_limbs.size())
        m_limbs.resize(o.m_limbs.size(), 0);
    std::uint64_t carry = 0;
    for (size_t i = 0; i < m_limbs.size(); ++i) {
        const std::uint64_t s = std::uint64_t(m_limbs[i]) + (i < o.m_limbs.size() ? o.m_limbs[i] : 0) + carry;
        m_limbs[i] = std::uint32_t(s);
        carry = s >> 32;
        if (!carry && i >= o.m_limbs.size())
            break;
    }
    if (carry)
        m_limbs.push_back(std::uint32_t(carry));
    return *this;
}

FohBig FohBig::operator+(const FohBig &o) const
{
    FohBig r = *this;
    r += o;
    return r;
}

FohBig FohBig::operator*(const FohBig &o) const
{
    FohBig r;
    if (isZero() || o.isZero())
        return r;
    r.m_limbs.assign(m_limbs.size() + o.m_limbs.size(), 0);
    for (size_t i = 0; i < m_limbs.size(); ++i) {
        std::uint64_t carry = 0;
        for (size_t j = 0; j < o.m_limbs.size(); ++j) {
            const std::uint64_t cur = std::uint64_t(m_limbs[i]) * o.m_limbs[j] + r.m_limbs[i + j] + carry;
            r.m_limbs[i + j] = std::uint32_t(cur);
            carry = cur >> 32;
        }
        size_t k = i + o.m_limbs.size();
        while (carry) {
            const std::uint64_t cur = std::uint64_t(r.m_limbs[k]) + carry;
            r.m_limbs[k++] = std::uint32_t(cur);
            carry = cur >> 32;
        }
    }
    r.trim();
    return r;
}

FohBig &FohBig::mulSmall(std::uint32_t m)
{
    std::uint64_t carry = 0;
    for (std::uint32_t &l : m_limbs) {
        const std::uint64_t cur = std::uint64_t(l) * m + carry;
        l = std::uint32_t(cur);
        carry = cur >> 32;
    }
    if (carry)
        m_limbs.push_back(std::uint32_t(carry));
    trim();
    return *this;
}

std::uint32_t FohBig::divSmall(std::uint32_t d)
{
    std::uint64_t rem = 0;
    for (size_t i = m_limbs.size(); i-- > 0;) {
        const std::uint64_t cur = (rem << 32) | m_limbs[i];
        m_limbs[i] = std::uint32_t(cur / d);
        rem = cur % d;
    }
    trim();
    return std::uint32_t(rem);
}

std::uint32_t FohBig::modSmall(std::uint32_t d) const
{
    std::uint64_t rem = 0;
    for (size_t i = m_limbs.size(); i-- > 0;)
        rem = ((rem << 32) | m_limbs[i]) % d;
    return std::uint32_t(rem);
}

bool FohBig::fitsInt64() const
{
    return m_limbs.size() < 2 || (m_limbs.size() == 2 && (m_limbs[1] >> 31) == 0);
}

std::int64_t FohBig::toInt64() const
{
    std::uint64_t v = 0;
    for (size_t i = std::min<size_t>(m_limbs.size(), 2); i-- > 0;)
        v = (v << 32) | m_limbs[i];
    return std::int64_t(v);
}

double FohBig::toDouble() const
{
    double v = 0;
    for (size_t i = m_limbs.size(); i-- > 0;)
        v = v * 4294967296.0 + m_limbs[i];
    return v;
}

QString FohBig::toString() const
{
    if (isZero())
        return QStringLiteral("0");
    FohBig t = *this;
    QString digits;
    while (!t.isZero()) {
        const std::uint32_t chunk = t.divSmall(1000000000u);
        QString part = QString::number(chunk);
        if (!t.isZero())
            part = part.rightJustified(9, u'0');
        digits.prepend(part);
    }
    return digits;
}

FohRatio FohRatio::reduced(FohBig num, FohBig den)
{
    if (num.isZero())
        return FohRatio{FohBig(), FohBig(1)};
    for (std::uint32_t p : {2u, 3u}) {
        while (num.modSmall(p) == 0 && den.modSmall(p) == 0) {
            num.divSmall(p);
            den.divSmall(p);
        }
    }
    return FohRatio{std::move(num), std::move(den)};
}

QString FohRatio::toString() const
{
    if (den == FohBig(1))
        return num.toString();
    return num.toString() + u'/' + den.toString();
}

double FohRatio::toDouble() const
{
    // Scale both down together so that 6^80 does not lose the ratio to rounding of huge doubles.
    return num.toDouble() / den.toDouble();
}

} // namespace adj
