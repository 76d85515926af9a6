// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The program's translation for a GUI test, switched as the test goes ("en": none); the translator
// goes with the object that holds it; and the rows of a test run in each language on every demo.
#include "demobattles.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>
#include <QTest>
#include <QTranslator>

#include <memory>

namespace adj::testing {

class UiLanguage
{
public:
    // False when the language's translation is not there or not installed.
    bool use(const QString &language)
    {
        if (m_translator)
            QCoreApplication::removeTranslator(m_translator.get());
        m_translator.reset();
        if (language == u"en")
            return true;
        m_translator = std::make_unique<QTranslator>();
        return m_translator->load(QLocale(language), QStringLiteral("adjutant"), QStringLiteral("_"),
                                  QStringLiteral(":/i18n")) &&
               QCoreApplication::installTranslator(m_translator.get());
    }

private:
    std::unique_ptr<QTranslator> m_translator;
};

// Rows of every demo battle in each of `languages` (columns "language" and "demo"): "de fhg-queenston".
inline void addLanguageDemoRows(const QStringList &languages = {QStringLiteral("de"), QStringLiteral("fr")})
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("demo");
    for (const QString &language : languages)
        for (const DemoBattle &demo : DemoBattles::all())
            QTest::addRow("%s %s", qPrintable(language), qPrintable(demo.id)) << language << demo.id;
}

// For a row of addLanguageDemoRows: its language put in use in `ui` and its demo opened by
// `open(demo)`; false when either failed.
template <class Open> bool openRowDemo(UiLanguage &ui, Open open)
{
    QFETCH(QString, language);
    QFETCH(QString, demo);
    return ui.use(language) && open(demo);
}

} // namespace adj::testing
