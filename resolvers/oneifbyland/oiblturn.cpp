// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oiblturn.h"
#include "oiblturnparts.h"

#include "core/inputbuilders.h"
#include "core/resolution.h"
#include "oibldeck.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

using namespace inputs;

namespace oiblturn {

InputSpec stateInput(const QString &id, const QString &tracker, const QString &label)
{
    return inputs::stateInput(id, tracker, label, {}, kRule);
}

InputSpec rosterInput()
{
    InputSpec s = stateInput(u"roster"_s, {}, OiblTurn::tr("The battle's units and their commands"));
    s.help = OiblTurn::tr("{\"units\": [{\"id\", \"name\", \"side\", \"brigade\", \"division\", \"army\", "
                          "\"panic\", \"routing\"}]}; read off the battle.");
    return s;
}

InputSpec turnInput()
{
    return intInput(u"battleTurn"_s, 0, 100000, 0, OiblTurn::tr("Battle turn"),
                    OiblTurn::tr("The battle's turn (read off the battle; 0 when unknown)."), kRule);
}

// The deck as stored: the deck itself plus the battle turn it was shuffled for.
QJsonObject deckValue(const OiblDeck &d, int battleTurn)
{
    QJsonObject o = d.toJson();
    o.insert(u"battleTurn"_s, battleTurn);
    return o;
}

QString deckLabel(const OiblDeck &d, int battleTurn)
{
    const int turn = battleTurn > 0 ? battleTurn : d.turn();
    if (d.drawn().isEmpty())
        return OiblTurn::tr("Turn %1 deck: %2 cards, none drawn").arg(turn).arg(d.cards().size());
    return OiblTurn::tr("Turn %1 deck: %2 of %3 cards left; last drawn: %4")
        .arg(turn)
        .arg(d.pile().size())
        .arg(d.cards().size())
        .arg(d.drawn().constLast());
}

QString namesOf(const QJsonArray &units)
{
    QStringList l;
    for (const QJsonValue &v : units)
        l.append(v.toObject().value(u"name"_s).toString());
    return l.isEmpty() ? OiblTurn::tr("none") : l.join(u", "_s);
}

QString kindId(OiblDeck::Kind k)
{
    return k == OiblDeck::Kind::Army ? u"army"_s
                                     : (k == OiblDeck::Kind::Division ? u"division"_s : u"brigade"_s);
}

// The stored id ("division") as the referee reads it.
QString kindName(const QString &id)
{
    return id == u"army"_s ? OiblTurn::tr("army")
                           : (id == u"division"_s ? OiblTurn::tr("division") : OiblTurn::tr("brigade"));
}

QString kindName(OiblDeck::Kind k)
{
    return kindName(kindId(k));
}

// "Card: Smallwood (brigade, 3 left) — step 2 of 7: charge declarations: 2nd Maryland, 1st Delaware"
QString sequenceLabel(const QJsonObject &seq)
{
    const QJsonArray steps = seq.value(u"steps"_s).toArray();
    const int step = seq.value(u"step"_s).toInt();
    if (step < 1 || step > steps.size())
        return OiblTurn::tr("Turn %1: no card drawn yet").arg(seq.value(u"battleTurn"_s).toInt());
    const QJsonObject s = steps.at(step - 1).toObject();
    return OiblTurn::tr("Card: %1 (%2, %3 left) — step %4 of %5: %6: %7")
        .arg(seq.value(u"card"_s).toString(), kindName(seq.value(u"kind"_s).toString()))
        .arg(seq.value(u"left"_s).toInt())
        .arg(step)
        .arg(steps.size())
        .arg(OiblTurn::stepName(s.value(u"id"_s).toString()), namesOf(s.value(u"units"_s).toArray()));
}

Effect tracker(const QString &key, const QJsonObject &value, const QString &label)
{
    return Effect::setTracker(key, value, label, kRule);
}

// The activated units in one step of the sequence: the panic-marked test first, the routing make
// their compulsory routs, every other step is for the units not routing.
QJsonArray stepUnits(const QString &step, const QList<qint64> &active,
                     const QList<OiblTurn::RosterUnit> &units)
{
    QJsonArray list;
    for (const OiblTurn::RosterUnit &u : units) {
        if (!active.contains(u.id))
            continue;
        const bool on = step == u"panic"_s ? u.panic : (step == u"routs"_s ? u.routing : !u.routing);
        if (on)
            list.append(QJsonObject{{u"id"_s, u.id}, {u"name"_s, u.name}});
    }
    return list;
}

} // namespace oiblturn

QString OiblTurn::stepName(const QString &step)
{
    if (step == u"panic"_s)
        return tr("panic-marked units test");
    if (step == u"charge-declare"_s)
        return tr("charge declarations");
    if (step == u"charge-move"_s)
        return tr("charging units move into contact");
    if (step == u"move"_s)
        return tr("all other units' movement");
    if (step == u"fire"_s)
        return tr("firing");
    if (step == u"melee"_s)
        return tr("melee");
    if (step == u"routs"_s)
        return tr("compulsory routs");
    return step;
}

QList<OiblTurn::RosterUnit> OiblTurn::roster(const QJsonObject &o)
{
    QList<RosterUnit> out;
    for (const QJsonValue &v : o.value(u"units"_s).toArray()) {
        const QJsonObject u = v.toObject();
        RosterUnit r;
        r.id = u.value(u"id"_s).toInteger();
        r.name = u.value(u"name"_s).toString();
        if (r.name.isEmpty())
            r.name = QString::number(r.id);
        r.side = u.value(u"side"_s).toString();
        r.brigade = u.value(u"brigade"_s).toString().trimmed();
        r.division = u.value(u"division"_s).toString().trimmed();
        r.army = u.value(u"army"_s).toString().trimmed();
        r.panic = u.value(u"panic"_s).toBool();
        r.routing = u.value(u"routing"_s).toBool();
        out.append(r);
    }
    return out;
}

QJsonObject OiblTurn::rosterJson(const QList<RosterUnit> &units)
{
    QJsonArray a;
    for (const RosterUnit &r : units)
        a.append(QJsonObject{{u"id"_s, r.id},
                             {u"name"_s, r.name},
                             {u"side"_s, r.side},
                             {u"brigade"_s, r.brigade},
                             {u"division"_s, r.division},
                             {u"army"_s, r.army},
                             {u"panic"_s, r.panic},
                             {u"routing"_s, r.routing}});
    return QJsonObject{{u"units"_s, a}};
}

} // namespace adj
