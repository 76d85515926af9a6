// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "campaign.h"
#include "campaignrules.h"

#include "battledocument.h"
#include "rulesetprofile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

constexpr qint64 kMaxFileSize = 4 * 1024 * 1024;
constexpr int kMaxBattles = 1000;

bool refused(QString *error, const QString &message)
{
    *error = message;
    return false;
}

// The same file, however it is named (a relative path, a symbolic link, ./ in it).
QString canonical(const QString &path)
{
    const QFileInfo fi(path);
    const QString c = fi.canonicalFilePath();
    return c.isEmpty() ? fi.absoluteFilePath() : c;
}

QString rulesetLabel(const QString &id)
{
    const RuleSetProfile *p = Profiles::find(id);
    return p ? Profiles::label(p->name) : id;
}

bool parseEntry(const QJsonValue &v, const QString &where, Campaign::Entry *out, QString *error)
{
    if (!v.isObject())
        return refused(error, Campaign::tr("%1: a battle is an object {\"file\", \"name\"}").arg(where));
    const QJsonObject o = v.toObject();
    const QJsonValue file = o.value(u"file"_s);
    if (!file.isString() || file.toString().trimmed().isEmpty())
        return refused(error, Campaign::tr("%1.file: the battle file's path is missing").arg(where));
    const QJsonValue name = o.value(u"name"_s);
    if (!name.isUndefined() && !name.isString())
        return refused(error, Campaign::tr("%1.name: a battle's name is text").arg(where));
    out->file = file.toString();
    out->name = name.toString();
    return true;
}

// "sameSides": [["American", "United States"], ...]: each a side named two or more ways, each name
// once in the whole list.
bool parseSameSides(const QJsonValue &v, const QString &where, QList<QStringList> *out, QString *error)
{
    if (!v.isArray())
        return refused(error, Campaign::tr("%1: the campaign file is damaged (a list of lists of side names "
                                           "is expected)")
                                  .arg(where));
    const QJsonArray groups = v.toArray();
    if (groups.size() > kMaxBattles)
        return refused(error, Campaign::tr("%1: at most %2 lists").arg(where).arg(kMaxBattles));
    QStringList seen;
    for (int i = 0; i < groups.size(); ++i) {
        const QJsonArray names = groups.at(i).toArray();
        if (!groups.at(i).isArray() || names.size() < 2 || names.size() > kMaxBattles)
            return refused(error, Campaign::tr("%1[%2]: a side's names, two or more").arg(where).arg(i));
        QStringList group;
        for (const QJsonValue &n : names) {
            const QString name = n.toString().trimmed();
            if (!n.isString() || name.isEmpty())
                return refused(error, Campaign::tr("%1[%2]: a side's name is text").arg(where).arg(i));
            if (seen.contains(name))
                return refused(error, Campaign::tr("%1[%2]: \"%3\" is named twice; a side is one side")
                                          .arg(where)
                                          .arg(i)
                                          .arg(name));
            seen << name;
            group << name;
        }
        out->append(group);
    }
    return true;
}

} // namespace

bool Campaign::load(const QString &path, Campaign *out, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return refused(error, tr("%1: %2").arg(path, f.errorString()));
    if (f.size() > kMaxFileSize)
        return refused(
            error,
            tr("%1: a campaign file is at most %2 bytes; this one is damaged").arg(path).arg(kMaxFileSize));
    if (!parse(f.readAll(), path, out, error))
        return false;
    // The same battle twice, under two names: refused like a damaged file (it would count twice).
    for (int i = 0; i < out->battles.size(); ++i)
        for (int j = 0; j < i; ++j)
            if (canonical(out->battlePath(path, i)) == canonical(out->battlePath(path, j)))
                return refused(error, tr("%1: battles[%2] is the same battle as battles[%3] (%4); a battle "
                                         "counts once in a campaign")
                                          .arg(path)
                                          .arg(i)
                                          .arg(j)
                                          .arg(out->battles.at(i).file));
    return true;
}

bool Campaign::parse(const QByteArray &text, const QString &where, Campaign *out, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &pe);
    if (pe.error != QJsonParseError::NoError)
        return refused(error, tr("%1: the campaign file is damaged: %2 at byte %3")
                                  .arg(where, pe.errorString())
                                  .arg(pe.offset));
    const QJsonObject o = doc.object();
    if (!doc.isObject() || o.value(u"format"_s).toString() != u"adjutant-campaign"_s)
        return refused(
            error, tr("%1: not an Adjutant campaign (\"format\" must be \"adjutant-campaign\")").arg(where));
    const QJsonValue version = o.value(u"version"_s);
    if (!version.isDouble() || version.toDouble() != version.toInt() || version.toInt() < 1)
        return refused(
            error,
            tr("%1: version: the campaign file is damaged (a version is a whole number from 1)").arg(where));
    if (version.toInt() > kVersion)
        return refused(error,
                       tr("%1: made by a newer Adjutant (campaign version %2; this one reads version %3 "
                          "and older). Open it with that Adjutant or a newer one.")
                           .arg(where)
                           .arg(version.toInt())
                           .arg(kVersion));
    Campaign c;
    c.name = o.value(u"name"_s).toString().trimmed();
    if (c.name.isEmpty())
        return refused(error, tr("%1: name: a campaign needs a name").arg(where));
    c.ruleset = o.value(u"ruleset"_s).toString();
    if (!Profiles::find(c.ruleset))
        return refused(error,
                       tr("%1: ruleset: \"%2\" is not a rule set Adjutant knows").arg(where, c.ruleset));
    const QJsonValue battles = o.value(u"battles"_s);
    if (!battles.isArray())
        return refused(
            error,
            tr("%1: battles: the campaign file is damaged (a list of battles is expected)").arg(where));
    const QJsonArray list = battles.toArray();
    if (list.size() > kMaxBattles)
        return refused(error,
                       tr("%1: battles: at most %2 battles in a campaign").arg(where).arg(kMaxBattles));
    for (int i = 0; i < list.size(); ++i) {
        Entry e;
        if (!parseEntry(list.at(i), u"%1: battles[%2]"_s.arg(where).arg(i), &e, error))
            return false;
        c.battles << e;
    }
    if (o.contains(u"sameSides"_s) &&
        !parseSameSides(o.value(u"sameSides"_s), u"%1: sameSides"_s.arg(where), &c.sameSides, error))
        return false;
    *out = c;
    return true;
}

QByteArray Campaign::toJson() const
{
    QJsonArray list;
    for (const Entry &e : battles)
        list.append(QJsonObject{{u"file"_s, e.file}, {u"name"_s, e.name}});
    QJsonObject o{{u"format"_s, u"adjutant-campaign"_s},
                  {u"version"_s, sameSides.isEmpty() ? 1 : kVersion}, // an older Adjutant reads version 1
                  {u"name"_s, name},
                  {u"ruleset"_s, ruleset},
                  {u"battles"_s, list}};
    if (!sameSides.isEmpty()) {
        QJsonArray same;
        for (const QStringList &names : sameSides)
            same.append(QJsonArray::fromStringList(names));
        o.insert(u"sameSides"_s, same);
    }
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

bool Campaign::save(const QString &path, QString *error) const
{
    QSaveFile f(path);
    const QByteArray text = toJson();
    if (f.open(QIODevice::WriteOnly) && f.write(text) == text.size() && f.commit())
        return true;
    return refused(error, tr("%1 could not be written: %2").arg(path, f.errorString()));
}

QString Campaign::battlePath(const QString &campaignPath, int i) const
{
    return QFileInfo(campaignPath).absoluteDir().absoluteFilePath(battles.at(i).file);
}

QString Campaign::relativeTo(const QString &campaignPath, const QString &battlePath)
{
    return QFileInfo(campaignPath).absoluteDir().relativeFilePath(QFileInfo(battlePath).absoluteFilePath());
}

QString Campaign::rule() const
{
    const CampaignRules::Rule *r = CampaignRules::find(ruleset);
    return r ? r->rule : u"total"_s;
}

bool Campaign::checkBattle(const QString &campaignPath, const QString &path, int except, QString *error) const
{
    if (!QFileInfo(path).isFile())
        return refused(error, tr("%1: there is no battle file there").arg(path));
    QString why;
    const auto doc = BattleDocument::open(path, &why, true);
    if (!doc)
        return refused(error, tr("%1: not a battle Adjutant can open: %2").arg(path, why));
    const QString other = doc->state().info.ruleset;
    if (other != ruleset)
        return refused(error, rule() != u"total"_s
                                  ? tr("%1 is a battle of %2; rule %4 links battles of %3 only")
                                        .arg(path, rulesetLabel(other), rulesetLabel(ruleset), rule())
                                  : tr("%1 is a battle of %2; this campaign totals battles of %3")
                                        .arg(path, rulesetLabel(other), rulesetLabel(ruleset)));
    for (int i = 0; i < battles.size(); ++i)
        if (i != except && canonical(battlePath(campaignPath, i)) == canonical(path))
            return refused(error,
                           tr("%1 is already battle %2 (\"%3\") of this campaign; a battle counts once")
                               .arg(path)
                               .arg(i + 1)
                               .arg(battles.at(i).name));
    return true;
}

bool Campaign::addBattle(const QString &campaignPath, const QString &path, const QString &battleName,
                         QString *error)
{
    if (battles.size() >= kMaxBattles)
        return refused(error, tr("at most %1 battles in a campaign").arg(kMaxBattles));
    if (!checkBattle(campaignPath, path, -1, error))
        return false;
    QString entryName = battleName.trimmed();
    if (entryName.isEmpty()) {
        QString why;
        if (const auto doc = BattleDocument::open(path, &why, true))
            entryName = doc->state().info.name;
    }
    battles << Entry{relativeTo(campaignPath, path), entryName};
    return true;
}

bool Campaign::removeBattle(int index, QString *error)
{
    if (index < 0 || index >= battles.size())
        return refused(error,
                       tr("battle %1: the campaign has %2 battle(s)").arg(index + 1).arg(battles.size()));
    battles.removeAt(index);
    return true;
}

bool Campaign::relink(const QString &campaignPath, int index, const QString &path, QString *error)
{
    if (index < 0 || index >= battles.size())
        return refused(error,
                       tr("battle %1: the campaign has %2 battle(s)").arg(index + 1).arg(battles.size()));
    if (!checkBattle(campaignPath, path, index, error))
        return false;
    battles[index].file = relativeTo(campaignPath, path);
    return true;
}

int Campaign::indexOf(const QString &numberOrName, QString *error) const
{
    bool isNumber = false;
    const int n = numberOrName.toInt(&isNumber);
    if (isNumber && n >= 1 && n <= battles.size())
        return n - 1;
    for (int i = 0; i < battles.size(); ++i)
        if (battles.at(i).name == numberOrName || battles.at(i).file == numberOrName)
            return i;
    refused(error, tr("no battle \"%1\" in the campaign (give its number from 1 to %2, its name or its file)")
                       .arg(numberOrName)
                       .arg(battles.size()));
    return -1;
}

QStringList Campaign::missing(const QString &campaignPath) const
{
    QStringList out;
    for (int i = 0; i < battles.size(); ++i)
        if (!QFileInfo(battlePath(campaignPath, i)).isFile())
            out << tr("battle %1 (\"%2\"): its file %3 is missing (moved or deleted); point the campaign to "
                      "where it is now")
                       .arg(i + 1)
                       .arg(battles.at(i).name, battles.at(i).file);
    return out;
}

} // namespace adj
