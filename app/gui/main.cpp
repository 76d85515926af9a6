// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "actionpanel.h"
#include "clubmenu.h"
#include "datafolders.h"
#include "demobattle.h"
#include "eventlogmodel.h"
#include "eventlogview.h"
#include "houserulesdialog.h"
#include "language.h"
#include "logpanel.h"
#include "mainwindow.h"
#include "preferencesdialog.h"
#include "rangespanel.h"
#include "refereeapplication.h"
#include "summaryview.h"
#include "tablelinkmenu.h"
#include "tablelinkwindow.h"
#include "unitdialog.h"

#include <QApplication>
#include <QComboBox>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

// Grabs the window (or the dialog shown over it) once painted, for the docs and the tests.
void screenshotAndQuit(QWidget *window, const QString &png)
{
    QTimer::singleShot(800, window, [window, png] {
        const bool ok = window->grab().save(png);
        if (!ok)
            qWarning("cannot write the screenshot %s", qPrintable(png));
        QCoreApplication::exit(ok ? 0 : 1);
    });
}

// The battle to start with: the one named, else the last one, else the demo. A campaign file named
// opens its window over the last battle.
void openFirstBattle(adj::MainWindow *window, QStringList files)
{
    if (!files.isEmpty() && files.first().endsWith(u".adjcampaign"_s)) {
        const QString campaign = files.takeFirst();
        QTimer::singleShot(0, window, [window, campaign] { window->showCampaign(campaign); });
    }
    if (!files.isEmpty()) {
        window->openBattle(files.first());
        return;
    }
    const QString last = QSettings().value(u"lastBattle"_s).toString();
    if (!last.isEmpty() && QFileInfo::exists(last) && window->openBattle(last, true))
        return;
    QString error;
    const QString demo = adj::ensureDemoBattle(&error);
    if (demo.isEmpty())
        QMessageBox::warning(window, adj::MainWindow::tr("Cannot Open Battle"),
                             adj::MainWindow::tr("The demo battle could not be prepared:\n\n%1").arg(error));
    else
        window->openBattle(demo);
}

// A dark Fusion palette, for checking (and showing) that the workbench reads well on one; the
// platform's own dark theme is used without this whenever the desktop has one.
void useDarkPalette()
{
    QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
    QPalette p;
    const QColor window(0x35, 0x35, 0x35);
    const QColor base(0x2a, 0x2a, 0x2a);
    const QColor text(0xe8, 0xe8, 0xe8);
    const QColor disabled(0x80, 0x80, 0x80);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x32, 0x32, 0x32));
    p.setColor(QPalette::ToolTipBase, QColor(0x20, 0x20, 0x20));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x50, 0x50, 0x50));
    p.setColor(QPalette::Midlight, QColor(0x45, 0x45, 0x45));
    p.setColor(QPalette::Mid, QColor(0x60, 0x60, 0x60));
    p.setColor(QPalette::Dark, QColor(0x23, 0x23, 0x23));
    p.setColor(QPalette::Shadow, QColor(0x14, 0x14, 0x14));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7a, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb4, 0x9a, 0xff));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    QApplication::setPalette(p);
}

} // namespace

int main(int argc, char *argv[])
{
    adj::RefereeApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"adjutant"_s);
    QCoreApplication::setOrganizationName(u"adjutant"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));
    adj::installDataFolders();
    QGuiApplication::setApplicationDisplayName(u"Adjutant"_s);
    QGuiApplication::setDesktopFileName(u"adjutant"_s);
    QGuiApplication::setWindowIcon(QIcon(u":/icons/adjutant.svg"_s));
    adj::installTranslations(&app, adj::PreferencesDialog::storedLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(adj::MainWindow::tr("The referee's books for a miniatures battle."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"file"_s, adj::MainWindow::tr("The battle file to open."), u"[FILE]"_s);
    QCommandLineOption screenshot(u"screenshot"_s,
                                  adj::MainWindow::tr("Save a picture of the window and quit."), u"png"_s);
    screenshot.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(screenshot);
    // For the screenshots in docs/: an action chosen in the panel, or the house-rules dialog open.
    QList<QCommandLineOption> staging{
        {u"action"_s, u"Action id to choose."_s, u"id"_s},
        {u"actor"_s, u"Acting unit's name."_s, u"name"_s},
        {u"target"_s, u"Target unit's name."_s, u"name"_s},
        {u"range"_s, u"Quick range text."_s, u"range"_s},
        {u"dice"_s, u"Dice to enter."_s, u"dice"_s},
        {u"house-rules"_s, u"Open the house-rules dialog."_s},
        {u"measure"_s, u"Record a range: FROM,TO,RANGE."_s, u"from,to,range"_s},
        {u"log-kind"_s, u"Filter the log by this event kind."_s, u"kind"_s},
        {u"unit-dialog"_s, u"Open the unit dialog on a unit."_s, u"name"_s},
        {u"dark"_s, u"Use a dark Fusion palette."_s},
        {u"summary"_s, u"Show the Summary dock."_s, u"report|charts"_s},
        {u"table-link"_s, u"Switch the table link on at this address."_s, u"ip"_s}};
    for (QCommandLineOption &o : staging) {
        o.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(o);
    }
    parser.process(app);
    if (parser.isSet(u"dark"_s) || qEnvironmentVariable("ADJUTANT_PALETTE") == u"dark"_s)
        useDarkPalette();

    adj::MainWindow window;
    window.setLanguageSwitch([&app](const QString &language) { adj::installTranslations(&app, language); });
    adj::connectTableLink(window);
    adj::installClub(window);
    openFirstBattle(&window, parser.positionalArguments());
    window.show();
    QWidget *shot = &window;
    std::unique_ptr<adj::HouseRulesDialog> houseRules;
    std::unique_ptr<adj::UnitDialog> unitDialog;
    if (adj::BattleDocument *doc = window.document()) {
        for (const QString &measure : parser.values(u"measure"_s)) {
            const QStringList parts = measure.split(u',');
            const adj::Unit *from = doc->state().unitByName(parts.value(0));
            const adj::Unit *to = doc->state().unitByName(parts.value(1));
            adj::RangesPanel *ranges = window.rangesPanel();
            ranges->chooseUnits(from ? from->id : 0, to ? to->id : 0);
            ranges->rangeEdit()->setText(parts.value(2));
            if (!ranges->record())
                qWarning("--measure %s: %s", qPrintable(measure), qPrintable(ranges->message()));
        }
        if (parser.isSet(u"log-kind"_s)) {
            adj::LogPanel *log = window.logPanel();
            log->kindFilter()->setCurrentIndex(
                qMax(0, log->kindFilter()->findData(parser.value(u"log-kind"_s))));
            log->applyFilter();
            const QAbstractItemModel *shown = log->view()->model();
            log->view()->setCurrentIndex(shown->index(shown->rowCount() - 1, adj::EventLogModel::Seq));
        }
        adj::ActionPanel *panel = window.actionPanel();
        if (parser.isSet(u"action"_s) && panel->chooseAction(parser.value(u"action"_s))) {
            const adj::Unit *actor = doc->state().unitByName(parser.value(u"actor"_s));
            const adj::Unit *target = doc->state().unitByName(parser.value(u"target"_s));
            panel->chooseUnits(actor ? actor->id : 0, target ? target->id : 0);
            if (parser.isSet(u"range"_s))
                panel->setRangeText(parser.value(u"range"_s));
            if (parser.isSet(u"dice"_s))
                panel->enterDice(parser.value(u"dice"_s));
        }
        if (parser.isSet(u"summary"_s)) {
            if (auto *dock = window.findChild<QDockWidget *>(u"summaryDock"_s)) {
                dock->show();
                dock->raise();
                window.resizeDocks({dock}, {window.height() * 45 / 100}, Qt::Vertical);
            }
            if (auto *tabs = window.summaryView()->findChild<QTabWidget *>())
                tabs->setCurrentIndex(parser.value(u"summary"_s) == u"charts"_s ? 1 : 0);
        }
        if (parser.isSet(u"house-rules"_s)) {
            houseRules = std::make_unique<adj::HouseRulesDialog>(doc, &window);
            houseRules->show();
            shot = houseRules.get();
        }
        if (parser.isSet(u"table-link"_s)) {
            if (adj::TableLinkWindow *link = adj::showTableLink(window)) {
                QString error;
                if (!link->switchOn(parser.value(u"table-link"_s), 8765, &error))
                    qWarning("--table-link: %s", qPrintable(error));
                shot = link;
            }
        }
        if (parser.isSet(u"unit-dialog"_s)) {
            const adj::Unit *unit = doc->state().unitByName(parser.value(u"unit-dialog"_s));
            unitDialog = std::make_unique<adj::UnitDialog>(doc, unit ? unit->id : 0, 0, &window);
            unitDialog->show();
            shot = unitDialog.get();
        }
    }
    if (parser.isSet(screenshot))
        screenshotAndQuit(shot, parser.value(screenshot));
    return QApplication::exec();
}
