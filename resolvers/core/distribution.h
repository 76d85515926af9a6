// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fraction.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace adj {

// The exact odds of an action: each joint outcome (a Resolution's outcome key, e.g.
// "hits=2 eliminated:target") with its exact probability. Tags are also summed into
// marginals ("leader-lost" whatever else happened). Built by enumeration, convolution or a
// Markov chain, never sampling; every query answers exactly, however large the fractions.
class Distribution
{
public:
    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    void setError(const QString &e) { m_error = e; }

    // The outcome's key is its tags joined by spaces; a tag may hold spaces of its own (a
    // player's name), so the tags are kept as given.
    void add(const QStringList &tags, const Fraction &p);
    // The two halves of add(), for a builder that sums the marginals itself (EnumeratingDice): the
    // outcome alone, and a tag's marginal.
    void addOutcome(const QStringList &tags, const Fraction &p);
    // The same with the key already joined (tags joined by a space; "none" for no tags).
    void addOutcome(const QString &key, const QStringList &tags, const Fraction &p);
    void addMarginal(const QString &tag, const Fraction &p) { m_marginals[tag] += p; }
    // Joint outcome key -> probability, keys sorted.
    const QMap<QString, Fraction> &outcomes() const { return m_outcomes; }
    QStringList tags(const QString &key) const { return m_tags.value(key); }
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
    // For views: the keys and tags, and each value as a double or as exact text ("91/216").
    QStringList keys() const { return m_outcomes.keys(); }
    QStringList marginalTags() const { return m_marginals.keys(); }
    double p(const QString &key) const { return probability(key).toDouble(); }
    double marginalP(const QString &tag) const { return marginal(tag).toDouble(); }
    QString text(const QString &key) const { return probability(key).toString(); }
    QString marginalText(const QString &tag) const { return marginal(tag).toString(); }

    // Room for `outcomes` outcomes, so that adding them does not grow the tags' table step by step.
    void reserve(qsizetype outcomes) { m_tags.reserve(outcomes); }

    qint64 paths() const { return m_paths; }
    void setPaths(qint64 n) { m_paths = n; }

    // {"ok":true,"paths":N,"outcomes":[{"key","tags":[..],"fraction":"91/216","num","den","p"}],
    //  "marginals":[{"tag","fraction","num","den","p"}]}; "num" and "den" only while a JSON
    // number holds them exactly (up to 2^53), "fraction" always.
    QJsonObject toJson() const;

private:
    QString m_error;
    QMap<QString, Fraction> m_outcomes;
    QMap<QString, Fraction> m_marginals;
    QHash<QString, QStringList> m_tags;
    qint64 m_paths = 0;
};

} // namespace adj
