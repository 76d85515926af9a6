// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The program's translation for a GUI test, switched as the test goes ("en": none); the translator
// goes with the object that holds it.
#include <QCoreApplication>
#include <QLocale>
#include <QString>
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

} // namespace adj::testing
