#pragma once

#include <QString>

namespace adj {

// The bundled demo battle, copied into the user's data folder on first run.
// Returns the battle file's path, or an empty string with `error` set.
QString ensureDemoBattle(QString *error);
QString dataFolder();

} // namespace adj
