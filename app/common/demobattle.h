// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace adj {

// A bundled demo battle (see DemoBattles), copied into the user's data folder on first
// use. `id` is a demo id or a rule set id; empty: the first one listed, the first start's.
// Returns the battle file's path, or an empty string with `error` set.
QString ensureDemoBattle(QString *error, const QString &id = {});
QString dataFolder();

} // namespace adj
