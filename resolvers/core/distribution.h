#pragma once

#include "fraction.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace adj {

// The exact odds of an action: each joint outcome (a Resolution's outcome key, e.g.
// "hits=2 eliminated:target") with its exact probability. Tags are also summed into
// marginals ("leader-lost" whatever else happened). Built by enumeration, never sampling.
class Distribution
{
public:
    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    void setError(const QString &e) { m_error = e; }

    void add(const QStringList &tags, const Fraction &p);
    // Joint outcome key -> probability, keys sorted.
    const QMap<QString, Fraction> &outcomes() const { return m_outcomes; }
    Fraction probability(const QString &key) const { return m_outcomes.value(key); }
    // Probability that an outcome carries `tag` ("hits=1", "leader-lost").
    Fraction marginal(const QString &tag) const { return m_marginals.value(tag); }
    const QMap<QString, Fraction> &marginals() const { return m_marginals; }
    Fraction total() const;
    // The probability of all outcomes whose key satisfies `pred`.
    template <typename Pred> Fraction sumIf(Pred pred) const
    {
        Fraction s;
        for (auto it = m_outcomes.cbegin(); it != m_outcomes.cend(); ++it)
            if (pred(it.key()))
                s += it.value();
        return s;
    }
    // Rule sets whose exact arithmetic outgrows 64-bit fractions (40 d6 and then their sum:
    // 6^80 rolls) add outcomes as exact fraction text with its value; the accessors below
    // read both kinds, and toJson() prints the exact text.
    void addExact(const QStringList &tags, const QString &fraction, double p);
    void addExactMarginal(const QString &tag, const QString &fraction, double p);
    bool isExactText() const { return !m_textOutcomes.isEmpty(); }
    QStringList keys() const;
    QStringList marginalTags() const;
    double p(const QString &key) const;
    double marginalP(const QString &tag) const;
    QString text(const QString &key) const; // "91/216"
    QString marginalText(const QString &tag) const;

    qint64 paths() const { return m_paths; }
    void setPaths(qint64 n) { m_paths = n; }

    // {"ok":true,"paths":N,"outcomes":[{"key","tags":[..],"fraction":"91/216","num","den","p"}],
    //  "marginals":[{"tag","fraction","num","den","p"}]}
    QJsonObject toJson() const;

private:
    QString m_error;
    QMap<QString, Fraction> m_outcomes;
    QMap<QString, Fraction> m_marginals;
    qint64 m_paths = 0;
    struct Text
    {
        QString fraction;
        double p = 0;
    };
    QMap<QString, Text> m_textOutcomes;
    QMap<QString, Text> m_textMarginals;
};

} // namespace adj
