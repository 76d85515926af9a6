// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "action.h"

#include "resolution.h"

namespace adj {

Runner refuse(const QString &message)
{
    return [message](DiceSource &, Resolution &out) { out.fail(message); };
}

} // namespace adj
