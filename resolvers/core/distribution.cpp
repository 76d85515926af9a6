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
