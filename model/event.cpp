// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "event.h"

using namespace Qt::StringLiterals;

namespace adj {

QJsonObject Event::toJson() const
{
    QJsonObject o{{u"seq"_s, seq},          {u"turn"_s, turn},       {u"phase"_s, phase},
                  {u"kind"_s, kind},        {u"actor"_s, actor},     {u"summary"_s, summary},
                  {u"inputs"_s, inputs},    {u"dice"_s, dice},       {u"trace"_s, trace},
                  {u"effects"_s, effects},  {u"changes"_s, changes}, {u"undone"_s, undone},
                  {u"created"_s, createdAt}};
    if (target != 0)
        o.insert(u"target"_s, target);
    return o;
}

} // namespace adj
