#pragma once

#include <QString>

class QCoreApplication;

namespace adj {

// Installs Adjutant's and Qt's own translations for `language` ("de", "fr", "en"),
// or for the system locale when it is empty. Returns the language in use.
QString installTranslations(QCoreApplication *app, const QString &language);

} // namespace adj
