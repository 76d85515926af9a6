#include "wfabignum.h"

#include <algorithm>
#include <bit>
#include <cmath>

using namespace Qt::StringLiterals;

namespace adj {

WfaBigUInt::WfaBigUInt(std::uint64_t v)
{
    while (v) {
        m_limbs.push_back(std::uint32_t(v));
        v >>= 32;
    }
}

WfaBigUInt WfaBigUInt::power(std::uint64_t base, int exp)
{
    WfaBigUInt r(1), b(base);
    while (exp > 0) {
        if (exp & 1)
            r = r * b;
        exp >>= 1;
        if (exp)
            b = b * b;
    }
    return r;
}

void WfaBigUInt::trim()
{
    while (!m_limbs.empty() && m_limbs.back() == 0)
        m_limbs.pop_back();
}

int WfaBigUInt::bits() const
{
    if (m_limbs.empty())
        return 0;
    return int(m_limbs.size() - 1) * 32 + (32 - std::countl_zero(m_limbs.back()));
}

std::int64_t WfaBigUInt::toInt64() const
{
    std::uint64_t v = 0;
    for (size_t i = std::min<size_t>(m_limbs.size(), 2); i-- > 0;)
        v = (v << 32) | m_limbs[i];
    return std::int64_t(v);
}

double WfaBigUInt::toDouble() const
{
    double d = 0;
    for (size_t i = m_limbs.size(); i-- > 0;)
        d = d * 4294967296.0 + m_limbs[i];
    return d;
}

WfaBigUInt operator+(const WfaBigUInt &a, const WfaBigUInt &b)
{
    WfaBigUInt r;
    const size_t n = std::max(a.m_limbs.size(), b.m_limbs.size());
    r.m_limbs.resize(n + 1);
    std::uint64_t carry = 0;
    for (size_t i = 0; i < n; ++i) {
        const std::uint64_t s = std::uint64_t(i < a.m_limbs.size() ? a.m_limbs[i] : 0) +
                                (i < b.m_limbs.size() ? b.m_limbs[i] : 0) + carry;
        r.m_limbs[i] = std::uint32_t(s);
        carry = s >> 32;
    }
    r.m_limbs[n] = std::uint32_t(carry);
    r.trim();
    return r;
}

WfaBigUInt operator-(const WfaBigUInt &a, const WfaBigUInt &b)
{
    WfaBigUInt r = a;
    std::int64_t borrow = 0;
    for (size_t i = 0; i < r.m_limbs.size(); ++i) {
        std::int64_t s = std::int64_t(r.m_limbs[i]) - (i < b.m_limbs.size() ? b.m_limbs[i] : 0) - borrow;
        borrow = s < 0 ? 1 : 0;
        if (s < 0)
            s += std::int64_t(1) << 32;
        r.m_limbs[i] = std::uint32_t(s);
    }
    r.trim();
    return r;
}

WfaBigUInt operator*(const WfaBigUInt &a, const WfaBigUInt &b)
{
    WfaBigUInt r;
    if (a.isZero() || b.isZero())
        return r;
    r.m_limbs.assign(a.m_limbs.size() + b.m_limbs.size(), 0);
    for (size_t i = 0; i < a.m_limbs.size(); ++i) {
        std::uint64_t carry = 0;
        for (size_t j = 0; j < b.m_limbs.size(); ++j) {
            const std::uint64_t t = std::uint64_t(a.m_limbs[i]) * b.m_limbs[j] + r.m_limbs[i + j] + carry;
            r.m_limbs[i + j] = std::uint32_t(t);
            carry = t >> 32;
        }
        r.m_limbs[i + b.m_limbs.size()] = std::uint32_t(carry);
    }
    r.trim();
    return r;
}

int compare(const WfaBigUInt &a, const WfaBigUInt &b)
{
    if (a.m_limbs.size() != b.m_limbs.size())
        return a.m_limbs.size() < b.m_limbs.size() ? -1 : 1;
    for (size_t i = a.m_limbs.size(); i-- > 0;)
        if (a.m_limbs[i] != b.m_limbs[i])
            return a.m_limbs[i] < b.m_limbs[i] ? -1 : 1;
    return 0;
}

void WfaBigUInt::shiftRight(int n)
{
    const size_t words = size_t(n / 32);
    const int bitsN = n % 32;
    if (words >= m_limbs.size()) {
        m_limbs.clear();
        return;
    }
    m_limbs.erase(m_limbs.begin(), m_limbs.begin() + std::ptrdiff_t(words));
    if (bitsN) {
        for (size_t i = 0; i < m_limbs.size(); ++i) {
            const std::uint32_t hi = i + 1 < m_limbs.size() ? m_limbs[i + 1] : 0;
            m_limbs[i] = (m_limbs[i] >> bitsN) | (hi << (32 - bitsN));
        }
    }
    trim();
}

void WfaBigUInt::shiftLeft(int n)
{
    if (isZero())
        return;
    const size_t words = size_t(n / 32);
    const int bitsN = n % 32;
    if (bitsN) {
        std::uint32_t carry = 0;
        for (auto &l : m_limbs) {
            const std::uint32_t next = l >> (32 - bitsN);
            l = (l << bitsN) | carry;
            carry = next;
        }
        if (carry)
            m_limbs.push_back(carry);
    }
    m_limbs.insert(m_limbs.begin(), words, 0);
}

int WfaBigUInt::trailingZeros() const
{
    for (size_t i = 0; i < m_limbs.size(); ++i)
        if (m_limbs[i])
            return int(i) * 32 + std::countr_zero(m_limbs[i]);
    return 0;
}

WfaBigUInt WfaBigUInt::gcd(WfaBigUInt a, WfaBigUInt b)
{
    if (a.isZero())
        return b;
    if (b.isZero())
        return a;
    const int za = a.trailingZeros(), zb = b.trailingZeros();
    const int shift = std::min(za, zb);
    a.shiftRight(za);
    b.shiftRight(zb);
    // Binary GCD: both odd here.
    while (!b.isZero()) {
        if (compare(a, b) > 0)
            std::swap(a, b);
        b = b - a;
        if (!b.isZero())
            b.shiftRight(b.trailingZeros());
    }
    a.shiftLeft(shift);
    return a;
}

WfaBigUInt WfaBigUInt::divide(const WfaBigUInt &a, const WfaBigUInt &b, WfaBigUInt *remainder)
{
    WfaBigUInt q, r;
    for (int i = a.bits() - 1; i >= 0; --i) {
        r.shiftLeft(1);
        if (a.bit(i)) {
            if (r.isZero())
                r.m_limbs.push_back(1);
            else
                r.m_limbs[0] |= 1u;
        }
        q.shiftLeft(1);
        if (compare(r, b) >= 0) {
            r = r - b;
            if (q.isZero())
                q.m_limbs.push_back(1);
            else
                q.m_limbs[0] |= 1u;
        }
    }
    if (remainder)
        *remainder = r;
    return q;
}

std::uint32_t WfaBigUInt::divSmall(std::uint32_t d)
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

QString WfaBigUInt::toString() const
{
    if (isZero())
        return u"0"_s;
    WfaBigUInt v = *this;
    QStringList chunks;
    while (!v.isZero()) {
        const std::uint32_t r = v.divSmall(1000000000u);
        chunks.prepend(v.isZero() ? QString::number(r) : u"%1"_s.arg(r, 9, 10, QChar(u'0')));
    }
    return chunks.join(QString());
}

WfaBigFraction WfaBigFraction::reduced(const WfaBigUInt &num, const WfaBigUInt &den)
{
    WfaBigFraction f;
    if (num.isZero()) {
        f.num = WfaBigUInt();
        f.den = WfaBigUInt(1);
        return f;
    }
    const WfaBigUInt g = WfaBigUInt::gcd(num, den);
    f.num = WfaBigUInt::divide(num, g);
    f.den = WfaBigUInt::divide(den, g);
    return f;
}

QString WfaBigFraction::toString() const
{
    if (den == WfaBigUInt(1))
        return num.toString();
    return num.toString() + u'/' + den.toString();
}

double WfaBigFraction::toDouble() const
{
    // Scale both to doubles without overflow: drop the same number of low bits.
    const int drop = std::max(0, std::max(num.bits(), den.bits()) - 900);
    WfaBigUInt n = num, d = den;
    n.shiftRight(drop);
    d.shiftRight(drop);
    return d.isZero() ? 0.0 : n.toDouble() / d.toDouble();
}

} // namespace adj
