#include "fraction.h"

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
Int128 gcd128(Int128 a, Int128 b)
{
    if (a < 0)
        a = -a;
    if (b < 0)
        b = -b;
    while (b != 0) {
        const Int128 t = a % b;
        a = b;
        b = t;
    }
    return a;
}
} // namespace

Fraction::Fraction(qint64 num, qint64 den)
{
    *this = fromWide(num, den);
}

Fraction Fraction::fromWide(Int128 num, Int128 den)
{
    if (den == 0)
        throw std::domain_error("adj::Fraction: zero denominator");
    if (den < 0) {
        num = -num;
        den = -den;
    }
    const Int128 g = gcd128(num, den);
    if (g > 1) {
        num /= g;
        den /= g;
    }
    constexpr Int128 limit = std::numeric_limits<qint64>::max();
    if (num > limit || num < -limit || den > limit)
        throw std::overflow_error("adj::Fraction: overflow");
    Fraction f;
    f.m_num = qint64(num);
    f.m_den = qint64(den);
    return f;
}

Fraction Fraction::operator+(const Fraction &o) const
{
    if (m_den == o.m_den)
        return fromWide(Int128(m_num) + o.m_num, m_den);
    return fromWide(Int128(m_num) * o.m_den + Int128(o.m_num) * m_den, Int128(m_den) * o.m_den);
}

Fraction Fraction::operator-(const Fraction &o) const
{
    return *this + Fraction(-o.m_num, o.m_den);
}

Fraction Fraction::operator*(const Fraction &o) const
{
    return fromWide(Int128(m_num) * o.m_num, Int128(m_den) * o.m_den);
}

std::strong_ordering Fraction::operator<=>(const Fraction &o) const
{
    return Int128(m_num) * o.m_den <=> Int128(o.m_num) * m_den;
}

QString Fraction::toString() const
{
    if (m_den == 1)
        return QString::number(m_num);
    return QString::number(m_num) + u'/' + QString::number(m_den);
}

bool Fraction::parse(const QString &text, Fraction *out)
{
    const qsizetype slash = text.indexOf(u'/');
    bool okN = false, okD = true;
    const qint64 n = text.left(slash < 0 ? text.size() : slash).trimmed().toLongLong(&okN);
    qint64 d = 1;
    if (slash >= 0)
        d = text.mid(slash + 1).trimmed().toLongLong(&okD);
    if (!okN || !okD || d == 0)
        return false;
    *out = Fraction(n, d);
    return true;
}

} // namespace adj
