#include "demobattles.h"

#include "datafiles.h"
#include "scenario.h"

#include <QDir>
#include <QFile>

using namespace Qt::StringLiterals;

namespace adj {

const QList<DemoBattle> &DemoBattles::all()
{
    // The first is the one Adjutant opens on its first start (its file name predates the others).
    // `resource` is relative to the data folders (DataFiles::locate): share/adjutant or ":/".
    static const QList<DemoBattle> kAll{
        {u"fhg-queenston"_s, u"fhg-land"_s,
         QT_TRANSLATE_NOOP("adj::Demo", "Queenston Heights, 1812 (For Honor and Glory)"),
         u"demo/fhg-queenston.json"_s, u"demo-queenston.adjutant"_s},
        {u"wfa-lake-erie"_s, u"wfa-naval"_s,
         QT_TRANSLATE_NOOP("adj::Demo", "Lake Erie, 1813 (Wars for America, naval)"),
         u"demo/wfa-lake-erie.json"_s, u"demo-lake-erie.adjutant"_s},
        {u"oneifbyland-cowpens"_s, u"oneifbyland"_s,
         QT_TRANSLATE_NOOP("adj::Demo", "Cowpens, 1781 (One If By Land)"), u"demo/oneifbyland-cowpens.json"_s,
         u"demo-cowpens.adjutant"_s},
        {u"foh-chippawa"_s, u"fields-of-honor"_s,
         QT_TRANSLATE_NOOP("adj::Demo", "Chippawa, 1814 (Fields of Honor, battalion scale)"),
         u"demo/foh-chippawa.json"_s, u"demo-chippawa.adjutant"_s},
        {u"hg-ford-of-edadh"_s, u"honour-glory"_s,
         QT_TRANSLATE_NOOP("adj::Demo", "The Ford at Carrow Vale (Honour & Glory)"),
         u"demo/hg-ford-of-edadh.json"_s, u"demo-carrow-vale.adjutant"_s},
    };
    return kAll;
}

const DemoBattle *DemoBattles::find(const QString &id)
{
    for (const DemoBattle &d : all())
        if (d.id == id || d.ruleset == id)
            return &d;
    return nullptr;
}

QString DemoBattles::title(const DemoBattle &demo)
{
    return QCoreApplication::translate("adj::Demo", demo.title);
}

QString DemoBattles::ensure(const QString &id, const QString &folder, QString *error)
{
    const DemoBattle *demo = find(id.isEmpty() ? all().first().id : id);
    if (!demo) {
        QStringList ids;
        for (const DemoBattle &d : all())
            ids << d.id;
        *error = tr("There is no demo battle \"%1\" (%2).").arg(id, ids.join(u", "_s));
        return {};
    }
    if (!QDir().mkpath(folder)) {
        *error = tr("Cannot create the data folder %1.").arg(folder);
        return {};
    }
    const QString path = QDir(folder).filePath(demo->fileName);
    if (QFile::exists(path))
        return path;
    QFile source(DataFiles::locate(demo->resource));
    if (!source.open(QIODevice::ReadOnly)) {
        *error = tr("The demo battle is missing from this build.");
        return {};
    }
    QJsonObject json;
    if (!Scenario::parse(source.readAll(), source.fileName(), &json, error) ||
        !Scenario::createBattle(path, json, error))
        return {};
    return path;
}

} // namespace adj
