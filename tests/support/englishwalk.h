// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What the three walks for English words (the window, the printed pages, the phone page) share: their
// rows (German and French, every demo), settings of their own, the row's language installed before
// its test and taken out after it, and the row's demo as a battle file of its own. A walk derives
// from it and adds its one test, nothingEnglish(), which reads the columns "language" and "demo".
// Settings of its own and the folder come from GuiTest (guitest.h). The test includes
// "support/moc_guitest.cpp" and "support/moc_englishwalk.cpp" once, so that the slots are its own.
#include "battledocument.h"
#include "support/demobattlefile.h"
#include "support/englishwords.h"
#include "support/guitest.h"
#include "support/uilanguage.h"

#include <QObject>
#include <QString>
#include <QTest>

#include <memory>

namespace adj::testing {

class EnglishWalk : public GuiTest
{
    Q_OBJECT

protected:
    // The row's demo written as a battle file of its own and opened; null with `error` saying why.
    std::unique_ptr<BattleDocument> rowBattle(const QString &language, const QString &demo, QString *error)
    {
        const QString path = m_dir.filePath(language + u'-' + demo + QStringLiteral(".adjutant"));
        if (!writeDemoBattle(QStringLiteral(":/demo/") + demo + QStringLiteral(".json"), path, error))
            return nullptr;
        return BattleDocument::open(path, error);
    }

private slots:
    void nothingEnglish_data() { addLanguageDemoRows(); }
    void init()
    {
        QFETCH(QString, language);
        QVERIFY(m_translation.use(language));
    }
    void cleanup() { m_translation.use(QStringLiteral("en")); }

private:
    UiLanguage m_translation;
};

} // namespace adj::testing
