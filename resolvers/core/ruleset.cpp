#include "ruleset.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

RuleSet::~RuleSet() = default;

const ActionSchema *RuleSet::action(const QString &actionId) const
{
    if (m_actions.isEmpty())
        m_actions = actions();
    for (const ActionSchema &a : std::as_const(m_actions))
        if (a.id == actionId)
            return &a;
    return nullptr;
}

QJsonObject RuleSet::toJson() const
{
    QJsonArray acts;
    for (const ActionSchema &a : actions())
        acts.append(a.toJson());
    QJsonArray opts;
    for (const QJsonObject &o : options())
        opts.append(o);
    return QJsonObject{{u"id"_s, id()},
                       {u"name"_s, name()},
                       {u"distance"_s, distance()},
                       {u"table"_s, QString(u":/rulesets/"_s + id() + u".json"_s)},
                       {u"options"_s, opts},
                       {u"actions"_s, acts}};
}

} // namespace adj
