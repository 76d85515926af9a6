// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "eventreader.h"

#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/rulesets.h"
#include "model/battledocument.h"
#include "model/edits.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// An effect as the log keeps it, without its words (which are in the language it was logged in).
QJsonObject withoutText(QJsonObject o)
{
    o.remove(u"text"_s);
    return o;
}

QStringList rules(const QJsonArray &trace)
{
    QStringList out;
    for (const QJsonValue &line : trace)
        out << line.toObject().value(u"rule"_s).toString();
    return out;
}
} // namespace

EventReader::EventReader(BattleDocument *doc)
    : m_doc(doc)
{}

const RuleTable *EventReader::table() const
{
    const BattleState &s = m_doc->state();
    if (!m_tableBuilt || m_tableFor != s.info.overrides) {
        QString error;
        m_table = BattleResolution::table(s.info.ruleset, s.info.overrides, &error);
        m_tableFor = s.info.overrides;
        m_tableBuilt = true;
    }
    return m_table.isValid() ? &m_table : nullptr;
}

bool EventReader::readAction(Event *e) const
{
    const RuleTable *t = table();
    if (!t || (e->dice.isEmpty() && e->trace.isEmpty()))
        return false;
    const QString action = e->kind.mid(u"resolve."_s.size());
    // The inputs the resolver was given: the log's own keys ("_actors", "_diceSource") aside.
    QJsonObject inputs;
    for (auto it = e->inputs.constBegin(); it != e->inputs.constEnd(); ++it)
        if (!it.key().startsWith(u'_'))
            inputs.insert(it.key(), it.value());
    QList<int> values;
    for (const QJsonValue &d : std::as_const(e->dice))
        values << d.toObject().value(u"value"_s).toInt();
    ScriptedDice dice(values);
    const Resolution r = resolve(m_doc->state().info.ruleset, action, inputs, dice, *t);
    if (!r.ok() || r.dice().size() != e->dice.size() || r.trace().size() != e->trace.size() ||
        r.effects().size() > e->effects.size())
        return false;
    QJsonArray trace;
    for (const TraceLine &l : r.trace())
        trace.append(l.toJson());
    if (rules(trace) != rules(e->trace))
        return false;
    for (qsizetype i = 0; i < r.effects().size(); ++i)
        if (withoutText(r.effects().at(i).toJson()) != withoutText(e->effects.at(i).toObject()))
            return false;
    e->trace = trace;
    e->summary = BattleResolution::summary(r);
    return true;
}

Event EventReader::read(const Event &e) const
{
    Event out = e;
    if (e.kind.startsWith(u"resolve."_s)) {
        readAction(&out);
    } else if (e.kind == u"undo"_s || e.kind == u"redo"_s) {
        const Event target = m_doc->store().events(e.target, 1).value(0);
        if (target.seq == e.target && target.kind != u"undo"_s && target.kind != u"redo"_s)
            out.summary = BattleDocument::stepSummary(e.kind == u"redo"_s, read(target).summary);
    } else if (const QString line = Edits::summary(e, m_doc->state(), m_doc->profile()); !line.isEmpty()) {
        out.summary = line;
    }
    return out;
}

} // namespace adj
