// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "demobattles.h"

#include "datafiles.h"
#include "scenario.h"

#include <QDir>
#include <QFile>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
std::deque<DemoBattle> &registry()
{
    static std::deque<DemoBattle> demos;
    return demos;
}
} // namespace

const std::deque<DemoBattle> &DemoBattles::all()
{
    return registry();
}

bool DemoBattles::add(DemoBattle demo)
{
    for (const DemoBattle &d : registry())
        if (d.id == demo.id)
            return false;
    registry().push_back(std::move(demo));
    return true;
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
    const DemoBattle *demo = find(id.isEmpty() ? all().front().id : id);
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
