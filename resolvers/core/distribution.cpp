#include "distribution.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

void Distribution::add(const QStringList &tags, const Fraction &p)
{
    const QString key = tags.isEmpty() ? u"none"_s : tags.join(u' ');
    m_outcomes[key] += p;
    for (const QString &t : tags)
        m_marginals[t] += p;
}

void Distribution::addExact(const QStringList &tags, const QString &fraction, double p)
{
    m_textOutcomes.insert(tags.isEmpty() ? u"none"_s : tags.join(u' '), Text{fraction, p});
}

void Distribution::addExactMarginal(const QString &tag, const QString &fraction, double p)
{
    m_textMarginals.insert(tag, Text{fraction, p});
}

QStringList Distribution::keys() const
{
    return isExactText() ? m_textOutcomes.keys() : m_outcomes.keys();
}

QStringList Distribution::marginalTags() const
{
    return isExactText() ? m_textMarginals.keys() : m_marginals.keys();
}

double Distribution::p(const QString &key) const
{
    return isExactText() ? m_textOutcomes.value(key).p : m_outcomes.value(key).toDouble();
}

double Distribution::marginalP(const QString &tag) const
{
    return isExactText() ? m_textMarginals.value(tag).p : m_marginals.value(tag).toDouble();
}

QString Distribution::text(const QString &key) const
{
    return isExactText() ? m_textOutcomes.value(key).fraction : m_outcomes.value(key).toString();
}

QString Distribution::marginalText(const QString &tag) const
{
    return isExactText() ? m_textMarginals.value(tag).fraction : m_marginals.value(tag).toString();
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
    return QJsonObject{{u"fraction"_s, f.toString()},
                       {u"num"_s, double(f.num())},
                       {u"den"_s, double(f.den())},
                       {u"p"_s, f.toDouble()}};
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
    if (isExactText()) {
        QJsonArray outcomes;
        for (auto it = m_textOutcomes.cbegin(); it != m_textOutcomes.cend(); ++it)
            outcomes.append(QJsonObject{{u"key"_s, it.key()},
                                        {u"tags"_s, QJsonArray::fromStringList(it.key().split(u' '))},
                                        {u"fraction"_s, it->fraction},
                                        {u"p"_s, it->p}});
        QJsonArray marginals;
        for (auto it = m_textMarginals.cbegin(); it != m_textMarginals.cend(); ++it)
            marginals.append(
                QJsonObject{{u"tag"_s, it.key()}, {u"fraction"_s, it->fraction}, {u"p"_s, it->p}});
        o.insert(u"outcomes"_s, outcomes);
        o.insert(u"marginals"_s, marginals);
        return o;
    }
    QJsonArray outcomes;
    for (auto it = m_outcomes.cbegin(); it != m_outcomes.cend(); ++it) {
        QJsonObject e = fractionJson(it.value());
        e.insert(u"key"_s, it.key());
        e.insert(u"tags"_s, QJsonArray::fromStringList(it.key().split(u' ')));
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
