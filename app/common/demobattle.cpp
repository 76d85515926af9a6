#include "demobattle.h"

#include "scenario.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace adj {

QString dataFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString ensureDemoBattle(QString *error)
{
    const QString folder = dataFolder();
    if (!QDir().mkpath(folder)) {
        *error = QCoreApplication::translate("adj::Demo", "Cannot create the data folder %1.").arg(folder);
        return {};
    }
    const QString path = folder + u"/demo-queenston.adjutant"_s;
    if (QFile::exists(path))
        return path;
    QFile source(u":/demo/fhg-queenston.json"_s);
    if (!source.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("adj::Demo", "The demo battle is missing from this build.");
        return {};
    }
    QJsonObject json;
    if (!Scenario::parse(source.readAll(), source.fileName(), &json, error) ||
        !Scenario::createBattle(path, json, error))
        return {};
    return path;
}

} // namespace adj
