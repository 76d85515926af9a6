#include "cli.h"
#include "language.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"adjutant"_s);
    QCoreApplication::setOrganizationName(u"adjutant"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(ADJUTANT_VERSION));
    adj::installTranslations(&app, qEnvironmentVariable("ADJUTANT_LANGUAGE"));
    return adj::Cli(QCoreApplication::arguments()).run();
}
