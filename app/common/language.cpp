#include "language.h"

#include "datafiles.h"

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
    // English is the source language, but "%n hit(s)" needs its plural forms: adjutant_en holds
    // only those, and serves every locale without a translation of its own (C and POSIX too).
    // The installed translations first (share/adjutant/i18n), the compiled-in ones last (DataFiles).
    const QStringList folders = DataFiles::locateAll(u"i18n"_s);
    const auto load = [&] {
        for (const QString &folder : folders)
            if (ours->load(locale, u"adjutant"_s, u"_"_s, folder))
                return true;
        for (const QString &folder : folders)
            if (ours->load(u"adjutant_en"_s, folder))
                return true;
        return false;
    };
    if (!load()) {
        delete ours;
        return u"en"_s;
    }
    QCoreApplication::installTranslator(ours);
    // Qt's own translation comes only with a real one (German, French): English leaves Qt as it was.
    if (QLocale(ours->language()).language() == QLocale::English)
        return u"en"_s;
    auto *qt = new QTranslator(app);
    if (qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return QLocale::languageToCode(locale.language());
}

} // namespace adj
