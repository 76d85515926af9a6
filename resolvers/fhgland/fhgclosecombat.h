#pragma once

#include "core/actionschema.h"
#include "core/ruleset.h"

#include <QCoreApplication>

namespace adj {

// Infantry close combat (8.3, 8.4): 2 AP, adjacency, the defenders' retreat checks before the
// attack (8.3.2, 8.3.4, 8.3.5, 9.2, 8.4.4), hits on 4-6 with terrain (8.3.3), elite absorption,
// leader casualty, retreat/elimination/advance for the referee (8.4), and 11.1, 11.3, 11.4, 11.7,
// 11.8, 11.9, 11.12.
class FhgCloseCombat
{
    Q_DECLARE_TR_FUNCTIONS(adj::FhgCloseCombat)
public:
    static ActionSchema schema();
    static RuleSet::Runner bind(const QJsonObject &inputs, const RuleTable &table);
};

} // namespace adj
