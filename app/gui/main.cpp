#include "demobattle.h"
#include "language.h"
#include "mainwindow.h"
#include "preferencesdialog.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

// Grabs the window once it has been shown and painted, for the docs and the tests.
void screenshotAndQuit(adj::MainWindow *window, const QString &png)
{
    QTimer::singleShot(800, window, [window, png] {
        const bool ok = window->grab().save(png);
        if (!ok)
            qWarning("cannot write the screenshot %s", qPrintable(png));
        QCoreApplication::exit(ok ? 0 : 1);
    });
}

// The battle to start with: the one named, else the last one, else the demo.
void openFirstBattle(adj::MainWindow *window, const QStringList &files)
{
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

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"adjutant"_s);
    QCoreApplication::setOrganizationName(u"adjutant"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));
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
    parser.process(app);

    adj::MainWindow window;
    openFirstBattle(&window, parser.positionalArguments());
    window.show();
    if (parser.isSet(screenshot))
        screenshotAndQuit(&window, parser.value(screenshot));
    return QApplication::exec();
}
