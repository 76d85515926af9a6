#pragma once

#include "core/actionschema.h"
#include "core/ruleset.h"

#include <QCoreApplication>

namespace adj {

// Fire combat (8.1): range and hit numbers by type, dice (7.5.1 column, 11.3, 11.8), terrain on each
// die (2.2.1, 11.4-11.7, 11.9), hits to the higher-MP unit (8.1.2), elite absorption (3.4.1),
// leader casualty (9.3.1), 11.10 advance.
class FhgFire
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgFire)
public:
    static ActionSchema schema();
    static RuleSet::Runner bind(const QJsonObject &inputs, const RuleTable &table);
};

} // namespace adj
