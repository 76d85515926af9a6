// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "distribution.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

void Distribution::add(const QStringList &tags, const Fraction &p)
{
    addOutcome(tags, p);
    for (const QString &t : tags)
        addMarginal(t, p);
}

void Distribution::addOutcome(const QStringList &tags, const Fraction &p)
{
    addOutcome(tags.isEmpty() ? u"none"_s : tags.join(u' '), tags, p);
}

void Distribution::addOutcome(const QString &key, const QStringList &tags, const Fraction &p)
{
    // One search: where the key is or goes (a walk adds hundreds of outcomes).
    const auto it = m_outcomes.lowerBound(key);
    if (it != m_outcomes.end() && it.key() == key) {
        *it += p;
    } else {
        m_outcomes.insert(it, key, p);
        m_tags.insert(key, tags.isEmpty() ? QStringList{key} : tags);
    }
}

Fraction Distribution::total() const
{
    Fraction s;
    for (const Fraction &f : m_outcomes)
        s += f;
    return s;
}

namespace {
QJsonObject fractionJson(const Fraction &f)
{
    QJsonObject o{{u"fraction"_s, f.toString()}, {u"p"_s, f.toDouble()}};
    // A JSON number is a double: whole numbers up to 2^53 only.
    constexpr unsigned long exact = 1UL << 53;
    if (mpz_cmpabs_ui(f.num().get_mpz_t(), exact) <= 0 && mpz_cmp_ui(f.den().get_mpz_t(), exact) <= 0) {
        o.insert(u"num"_s, f.num().get_d());
        o.insert(u"den"_s, f.den().get_d());
    }
    return o;
}
} // namespace

QJsonObject Distribution::toJson() const
{
    QJsonObject o{{u"ok"_s, ok()}};
    if (!ok()) {
        o.insert(u"error"_s, m_error);
        return o;
    }
    o.insert(u"paths"_s, double(m_paths));
    QJsonArray outcomes;
    for (auto it = m_outcomes.cbegin(); it != m_outcomes.cend(); ++it) {
        QJsonObject e = fractionJson(it.value());
        e.insert(u"key"_s, it.key());
        e.insert(u"tags"_s, QJsonArray::fromStringList(m_tags.value(it.key())));
        outcomes.append(e);
    }
    o.insert(u"outcomes"_s, outcomes);
    QJsonArray marginals;
    for (auto it = m_marginals.cbegin(); it != m_marginals.cend(); ++it) {
        QJsonObject e = fractionJson(it.value());
        e.insert(u"tag"_s, it.key());
        marginals.append(e);
    }
    o.insert(u"marginals"_s, marginals);
    return o;
}

} // namespace adj
