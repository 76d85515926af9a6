// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "demobattle.h"

#include "demobattles.h"

#include <QStandardPaths>

namespace adj {

QString dataFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString ensureDemoBattle(QString *error, const QString &id)
{
    return DemoBattles::ensure(id, dataFolder(), error);
}

} // namespace adj
