// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli.h"
#include "datafolders.h"
#include "language.h"

#include <QApplication>
#include <QCoreApplication>

#include <cstring>
#include <memory>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    // The summary draws charts and pages (Qt Widgets, Charts, PrintSupport): it needs a
    // QApplication, offscreen unless told otherwise, so that it runs without a display.
    std::unique_ptr<QCoreApplication> app;
    if (argc > 1 && (std::strcmp(argv[1], "summary") == 0 || std::strcmp(argv[1], "campaign") == 0)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(u"adjutant"_s);
    QCoreApplication::setOrganizationName(u"adjutant"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));
    adj::installDataFolders();
    adj::installTranslations(app.get(), qEnvironmentVariable("ADJUTANT_LANGUAGE"));
    return adj::Cli(QCoreApplication::arguments()).run();
}
