// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "language.h"

#include "datafiles.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace adj {

QString installTranslations(QCoreApplication *app, const QString &language)
{
    // One language at a time (issue 31): a switch takes out what the last call installed, and every
    // window is told by Qt's LanguageChange as the new translations go in.
    static QPointer<QTranslator> installedOurs, installedQt;
    for (QPointer<QTranslator> *t : {&installedOurs, &installedQt})
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete t->data();
        }
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    QLocale::setDefault(locale); // dates and numbers in the language's format ("1. Dez. 2026")
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
    installedOurs = ours;
    // Dates and numbers in the language of the words: the system's locale may name another one than
    // the translation its UI languages chose (LANGUAGE=de under LANG=C printed "gedruckt 2 Dec 2026").
    if (const QLocale words(ours->language()); words.language() != locale.language())
        QLocale::setDefault(words);
    // Qt's own translation comes only with a real one (German, French): English leaves Qt as it was.
    if (QLocale(ours->language()).language() == QLocale::English)
        return u"en"_s;
    auto *qt = new QTranslator(app);
    if (qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installedQt = qt;
    } else
        delete qt;
    return QLocale::languageToCode(locale.language());
}

} // namespace adj
