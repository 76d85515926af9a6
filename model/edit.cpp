#include "edit.h"

#include <QJsonValue>

using namespace Qt::StringLiterals;

namespace adj {

QJsonObject RowChange::toJson() const
{
    QJsonObject o{{u"table"_s, tableName(table)}, {u"id"_s, id}};
    if (!before.isEmpty())
        o.insert(u"before"_s, QJsonObject::fromVariantMap(before));
    if (!after.isEmpty())
        o.insert(u"after"_s, QJsonObject::fromVariantMap(after));
    return o;
}

RowChange RowChange::fromJson(const QJsonObject &o)
{
    RowChange c;
    tableFromName(o.value(u"table"_s).toString(), &c.table);
    c.id = o.value(u"id"_s).toInteger();
    c.before = o.value(u"before"_s).toObject().toVariantMap();
    c.after = o.value(u"after"_s).toObject().toVariantMap();
    return c;
}

} // namespace adj
