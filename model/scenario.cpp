// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "scenario.h"

#include "battledocument.h"
#include "edits.h"
#include "stateindex.h"
#include "victory.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// The JSON type a key must have, checked as strictly as the CSV importer checks its columns:
// "abc" or 2.5 for a strength, "ten" for a rating, null anywhere are errors naming the entry.
enum class Kind { Text, Whole, Object, Array, TextArray };

QString kindWord(Kind k)
{
    switch (k) {
    case Kind::Text:
        return Scenario::tr("text");
    case Kind::Whole:
        return Scenario::tr("a whole number");
    case Kind::Object:
        return Scenario::tr("an object");
    case Kind::Array:
        return Scenario::tr("a list");
    case Kind::TextArray:
        return Scenario::tr("a list of names");
    }
    return {};
}

QString shown(const QJsonValue &v)
{
    const QString text = QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
    return text.mid(1, text.size() - 2).left(40);
}

bool isKind(const QJsonValue &v, Kind k)
{
    switch (k) {
    case Kind::Text:
        return v.isString();
    case Kind::Whole: {
        const double d = v.toDouble();
        return v.isDouble() && std::floor(d) == d && std::abs(d) <= 1e9;
    }
    case Kind::Object:
        return v.isObject();
    case Kind::Array:
        return v.isArray();
    case Kind::TextArray: {
        if (!v.isArray())
            return false;
        const QJsonArray a = v.toArray();
        return std::all_of(a.begin(), a.end(), [](const QJsonValue &x) { return x.isString(); });
    }
    }
    return false;
}

void expect(const QJsonObject &o, const QString &where, const QList<std::pair<QString, Kind>> &keys,
            QStringList *errors)
{
    for (const auto &[key, kind] : keys) {
        if (!o.contains(key))
            continue;
        const QJsonValue v = o.value(key);
        if (!isKind(v, kind))
            *errors << Scenario::tr("%1.%2: %3 is not %4").arg(where, key, shown(v), kindWord(kind));
    }
}

QStringList checkTypes(const QJsonObject &json)
{
    QStringList errors;
    expect(json, u"scenario"_s,
           {{u"name"_s, Kind::Text},
            {u"ruleset"_s, Kind::Text},
            {u"scale"_s, Kind::Text},
            {u"notes"_s, Kind::Text},
            {u"options"_s, Kind::TextArray},
            {u"board"_s, Kind::Object},
            {u"victory"_s, Kind::Object},
            {u"turn"_s, Kind::Whole},
            {u"phase"_s, Kind::Text},
            {u"sides"_s, Kind::Array}},
           &errors);
    const QJsonArray sides = json.value(u"sides"_s).toArray();
    for (int i = 0; i < sides.size(); ++i) {
        const QString where = u"sides[%1]"_s.arg(i);
        if (!sides.at(i).isObject()) {
            errors << Scenario::tr("%1: a side is an object").arg(where);
            continue;
        }
        const QJsonObject side = sides.at(i).toObject();
        expect(side, where,
               {{u"name"_s, Kind::Text},
                {u"color"_s, Kind::Text},
                {u"units"_s, Kind::Array},
                {u"leaders"_s, Kind::Array},
                {u"counters"_s, Kind::Object}},
               &errors);
        const QJsonArray units = side.value(u"units"_s).toArray();
        for (int j = 0; j < units.size(); ++j) {
            const QString uw = u"%1.units[%2]"_s.arg(where).arg(j);
            if (!units.at(j).isObject()) {
                errors << Scenario::tr("%1: a unit is an object").arg(uw);
                continue;
            }
            expect(units.at(j).toObject(), uw,
                   {{u"name"_s, Kind::Text},
                    {u"type"_s, Kind::Text},
                    {u"strength"_s, Kind::Whole},
                    {u"start"_s, Kind::Whole},
                    {u"attributes"_s, Kind::Object},
                    {u"position"_s, Kind::Text},
                    {u"markers"_s, Kind::TextArray}},
                   &errors);
        }
        const QJsonArray leaders = side.value(u"leaders"_s).toArray();
        for (int j = 0; j < leaders.size(); ++j) {
            const QString lw = u"%1.leaders[%2]"_s.arg(where).arg(j);
            if (!leaders.at(j).isObject()) {
                errors << Scenario::tr("%1: a leader is an object").arg(lw);
                continue;
            }
            expect(leaders.at(j).toObject(), lw,
                   {{u"name"_s, Kind::Text},
                    {u"rating"_s, Kind::Whole},
                    {u"unit"_s, Kind::Text},
                    {u"position"_s, Kind::Text}},
                   &errors);
        }
        const QJsonObject counters = side.value(u"counters"_s).toObject();
        for (auto it = counters.begin(); it != counters.end(); ++it)
            if (!isKind(it.value(), Kind::Whole))
                errors << Scenario::tr("%1.counters.%2: %3 is not %4")
                              .arg(where, it.key(), shown(it.value()), kindWord(Kind::Whole));
    }
    return errors;
}

} // namespace

bool Scenario::parse(const QByteArray &text, const QString &where, QJsonObject *out, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &pe);
    if (pe.error != QJsonParseError::NoError) {
        const int line = int(text.left(pe.offset).count('\n')) + 1;
        *error = tr("%1, line %2: %3").arg(where).arg(line).arg(pe.errorString());
        return false;
    }
    if (!doc.isObject()) {
        *error = tr("%1: a scenario is a JSON object").arg(where);
        return false;
    }
    *out = doc.object();
    return true;
}

bool Scenario::readInfo(const QJsonObject &json, BattleInfo *info, QString *error)
{
    if (const QStringList bad = checkTypes(json); !bad.isEmpty()) {
        *error = bad.first();
        return false;
    }
    info->name = json.value(u"name"_s).toString().trimmed();
    info->ruleset = json.value(u"ruleset"_s).toString();
    info->scale = json.value(u"scale"_s).toString();
    info->notes = json.value(u"notes"_s).toString();
    for (const auto &o : json.value(u"options"_s).toArray())
        info->options << o.toString();
    if (json.contains(u"board"_s)) {
        // The shape is checked here; the terrain names by the rule set when it resolves.
        const QJsonObject board = json.value(u"board"_s).toObject();
        const int w = board.value(u"width"_s).toInt();
        const int h = board.value(u"height"_s).toInt();
        if (w < 1 || h < 1 || w > 200 || h > 200) {
            *error = tr("board: width and height must be 1 to 200 hexes");
            return false;
        }
        const QJsonObject tiles = board.value(u"tiles"_s).toObject();
        for (auto it = tiles.begin(); it != tiles.end(); ++it) {
            if (!it.value().isString()) {
                *error = tr("board.tiles.%1: a terrain is a name").arg(it.key());
                return false;
            }
        }
        info->board = board;
    }
    const RuleSetProfile *p = Profiles::find(info->ruleset);
    if (!p) {
        *error = tr("ruleset: \"%1\" is not a rule set Adjutant knows").arg(info->ruleset);
        return false;
    }
    if (info->name.isEmpty()) {
        *error = tr("name: a battle needs a name");
        return false;
    }
    for (const QString &o : std::as_const(info->options)) {
        if (!p->optionalRules.contains(o)) {
            *error = tr("options: \"%1\" is not an optional rule of %2").arg(o, Profiles::label(p->name));
            return false;
        }
    }
    // Where the scenario starts: its turn and the phase of it (else turn 1, the first phase).
    if (json.contains(u"turn"_s)) {
        info->turn = json.value(u"turn"_s).toInt();
        if (info->turn < 1 || info->turn > 9999) {
            *error = tr("turn: a battle starts at turn 1 to 9999, not %1").arg(info->turn);
            return false;
        }
    }
    if (json.contains(u"phase"_s)) {
        info->phase = json.value(u"phase"_s).toString();
        if (p->phaseIndex(info->phase) < 0) {
            QStringList ids;
            for (const PhaseSpec &ph : p->phases)
                ids << ph.id;
            *error = tr("phase: \"%1\" is not a phase of %2 (%3)")
                         .arg(info->phase, Profiles::label(p->name), ids.join(u", "_s));
            return false;
        }
    }
    return true;
}

Edit Scenario::importEdit(const BattleState &start, const RuleSetProfile &p, const QJsonObject &json,
                          QString *error)
{
    QStringList errors;
    Edit e = importEdit(start, p, json, &errors);
    if (!errors.isEmpty())
        *error = errors.first();
    return e;
}

Edit Scenario::importEdit(const BattleState &start, const RuleSetProfile &p, const QJsonObject &json,
                          QStringList *errors)
{
    // Each part is built against the state as it will be after the parts before it. A bad
    // entry is named and skipped so that the next ones are checked too; any bad entry and
    // the whole import is refused.
    const qsizetype before = errors->size();
    if (const QStringList bad = checkTypes(json); !bad.isEmpty()) {
        *errors << bad;
        return {};
    }
    // A roster of another rule set would fail unit by unit; say it once.
    if (const QString ruleset = json.value(u"ruleset"_s).toString(); !ruleset.isEmpty() && ruleset != p.id) {
        const RuleSetProfile *other = Profiles::find(ruleset);
        *errors << tr("ruleset: the roster is for %1, the battle is %2")
                       .arg(other ? Profiles::label(other->name) : ruleset, Profiles::label(p.name));
        return {};
    }
    BattleState s = start;
    Edit all;
    all.kind = u"roster.import"_s;
    QSet<QString> badUnits; // so that a leader of a refused unit is not blamed for it
    auto take = [&](const Edit &e, const QString &where, const QString &why) {
        if (e.isEmpty()) {
            *errors << tr("%1: %2").arg(where, why);
            return false;
        }
        for (const RowChange &c : e.changes) {
            s.apply(c);
            all.changes << c;
        }
        return true;
    };
    const QJsonArray sides = json.value(u"sides"_s).toArray();
    int unitCount = 0;
    for (int i = 0; i < sides.size(); ++i) {
        const QJsonObject side = sides.at(i).toObject();
        const QString where = u"sides[%1]"_s.arg(i);
        QString sideName = side.value(u"name"_s).toString();
        QString why;
        if (!s.sideByName(sideName)) {
            const Edit added = Edits::addSide(s, sideName, side.value(u"color"_s).toString(), &why);
            if (!take(added, where, why))
                continue;
            // The name as the side was added (trimmed): what the units and counters below look up.
            sideName = added.changes.constFirst().after.value(u"name"_s).toString();
        }
        const QJsonArray units = side.value(u"units"_s).toArray();
        for (int j = 0; j < units.size(); ++j) {
            const QJsonObject u = units.at(j).toObject();
            Edits::UnitInput in;
            in.side = sideName;
            in.name = u.value(u"name"_s).toString();
            in.type = u.value(u"type"_s).toString();
            in.strength = u.value(u"strength"_s).toInt(-1);
            in.strengthStart = u.value(u"start"_s).toInt(in.strength);
            in.attrs = u.value(u"attributes"_s).toObject();
            in.position = u.value(u"position"_s).toString();
            const QString uw = u"%1.units[%2]"_s.arg(where).arg(j);
            const Edit addedUnit = Edits::addUnit(s, p, in, &why);
            if (!take(addedUnit, uw, why)) {
                badUnits.insert(in.name);
                continue;
            }
            ++unitCount;
            const Id id = addedUnit.changes.constFirst().id; // the unit's row, as added
            for (const auto &mk : u.value(u"markers"_s).toArray()) {
                take(Edits::placeMarker(s, p, id, mk.toString(), &why), uw, why);
            }
        }
        const QJsonArray leaders = side.value(u"leaders"_s).toArray();
        for (int j = 0; j < leaders.size(); ++j) {
            const QJsonObject l = leaders.at(j).toObject();
            const QString unit = l.value(u"unit"_s).toString();
            if (badUnits.contains(unit))
                continue;
            Edit added = Edits::addLeader(s, sideName, l.value(u"name"_s).toString(),
                                          l.value(u"rating"_s).toInt(1), unit, &why);
            // A leader alone stands in a hex of his own (9.1); with a unit he is where it is.
            const QString position = l.value(u"position"_s).toString();
            if (!added.isEmpty() && unit.isEmpty() && !position.isEmpty())
                added.changes.first().after.insert(u"position"_s, position);
            take(added, u"%1.leaders[%2]"_s.arg(where).arg(j), why);
        }
        const QJsonObject counters = side.value(u"counters"_s).toObject();
        for (auto it = counters.begin(); it != counters.end(); ++it) {
            take(Edits::setCounter(s, p, s.sideByName(sideName)->id, {}, it.key(), it.value().toInt(), &why),
                 u"%1.counters.%2"_s.arg(where, it.key()), why);
        }
    }
    if (errors->size() > before)
        return {};
    if (all.changes.isEmpty()) {
        *errors << tr("sides: the scenario has no sides");
        return {};
    }
    all.summary = importSummary(unitCount);
    all.inputs = {{u"sides"_s, sides.size()}, {u"units"_s, unitCount}};
    return all;
}

bool Scenario::createBattle(const QString &path, const QJsonObject &json, QString *error,
                            const std::function<void(BattleDocument &)> &prepare)
{
    BattleInfo info;
    if (!readInfo(json, &info, error))
        return false;
    auto doc = BattleDocument::create(path, info, error);
    if (!doc)
        return false;
    if (prepare)
        prepare(*doc);
    // The scenario's victory conditions (rule 10 C's time constraint among them), logged on their own.
    Victory::Conditions victory;
    const bool hasVictory = json.contains(u"victory"_s);
    if (hasVictory && !Victory::readConditions(json.value(u"victory"_s), u"victory"_s, &victory, error))
        victory = {-1, -1};
    const Edit e = victory.vpToWin < 0 ? Edit() : importEdit(doc->state(), doc->profile(), json, error);
    const auto commitVictory = [&] {
        if (!hasVictory)
            return true;
        const Edit v = Victory::setConditions(doc->state(), doc->profile(), victory, error);
        return !v.isEmpty() && doc->commit(v, error) != 0;
    };
    if (e.isEmpty() || doc->commit(e, error) == 0 || !commitVictory()) {
        doc.reset();
        QFile::remove(path);
        QFile::remove(path + u"-wal"_s);
        QFile::remove(path + u"-shm"_s);
        return false;
    }
    return true;
}

QJsonObject Scenario::exportJson(const BattleState &s)
{
    const QHash<Id, QList<Marker>> active = stateindex::activeMarkersByUnit(s);
    QJsonArray sides;
    for (const Side &side : s.sides) {
        QJsonArray units;
        for (const Unit &u : s.units) {
            if (u.side != side.id)
                continue;
            QJsonArray markers;
            for (const Marker &m : active.value(u.id))
                markers.append(m.kind);
            QJsonObject uo{{u"name"_s, u.name},
                           {u"type"_s, u.type},
                           {u"strength"_s, u.strength},
                           {u"start"_s, u.strengthStart},
                           {u"attributes"_s, u.attrs}};
            if (!u.position.isEmpty())
                uo.insert(u"position"_s, u.position);
            if (!markers.isEmpty())
                uo.insert(u"markers"_s, markers);
            units.append(uo);
        }
        QJsonArray leaders;
        for (const Leader &l : s.leaders) {
            if (l.side != side.id)
                continue;
            QJsonObject lo{{u"name"_s, l.name}, {u"rating"_s, l.rating}};
            if (l.unit != 0)
                lo.insert(u"unit"_s, s.units.value(l.unit).name);
            else if (!l.position.isEmpty())
                lo.insert(u"position"_s, l.position);
            leaders.append(lo);
        }
        QJsonObject counters;
        for (const Counter &c : s.counters)
            if (c.side == side.id)
                counters.insert(c.kind, c.value);
        QJsonObject so{{u"name"_s, side.name}, {u"units"_s, units}};
        if (!side.color.isEmpty())
            so.insert(u"color"_s, side.color);
        if (!leaders.isEmpty())
            so.insert(u"leaders"_s, leaders);
        if (!counters.isEmpty())
            so.insert(u"counters"_s, counters);
        sides.append(so);
    }
    QJsonObject o{{u"name"_s, s.info.name}, {u"ruleset"_s, s.info.ruleset}, {u"sides"_s, sides}};
    if (!s.info.scale.isEmpty())
        o.insert(u"scale"_s, s.info.scale);
    if (!s.info.options.isEmpty())
        o.insert(u"options"_s, QJsonArray::fromStringList(s.info.options));
    if (!s.info.board.isEmpty())
        o.insert(u"board"_s, s.info.board);
    if (const Victory::Conditions v = Victory::conditions(s); v.isSet())
        o.insert(u"victory"_s, v.toJson());
    return o;
}

} // namespace adj
