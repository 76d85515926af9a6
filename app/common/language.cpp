#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace adj {

QString installTranslations(QCoreApplication *app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    auto *ours = new QTranslator(app);
    if (ours->load(locale, u"adjutant"_s, u"_"_s, u":/i18n"_s)) {
        QCoreApplication::installTranslator(ours);
    } else {
        delete ours;
        return u"en"_s;
    }
    auto *qt = new QTranslator(app);
    if (qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return QLocale::languageToCode(locale.language());
}

} // namespace adj
