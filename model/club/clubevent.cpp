// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubevent.h"

#include "jsonwriter.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace adj::club {

QByteArray payload(const Event &event)
{
    QJsonObject o = event.toJson();
    o.remove(u"undone"_s); // the target's standing, changed by a later undo or redo
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray payload(const Event &e, const EventText &text)
{
    JsonWriter w;
    w.beginObject(); // Event::toJson()'s members in QJsonObject's order, without `undone`
    w.member(u"actor"_s, e.actor);
    w.key(u"changes"_s);
    w.json(text.changes);
    w.member(u"created"_s, e.createdAt);
    w.key(u"dice"_s);
    w.json(text.dice);
    w.key(u"effects"_s);
    w.json(text.effects);
    w.key(u"inputs"_s);
    w.json(text.inputs);
    w.member(u"kind"_s, e.kind);
    w.member(u"phase"_s, e.phase);
    w.member(u"seq"_s, e.seq);
    w.member(u"summary"_s, e.summary);
    if (e.target != 0)
        w.member(u"target"_s, e.target);
    w.key(u"trace"_s);
    w.json(text.trace);
    w.member(u"turn"_s, e.turn);
    w.endObject();
    return w.take().toUtf8();
}

QString digest(const QByteArray &payload)
{
    return QString::fromLatin1(QCryptographicHash::hash(payload, QCryptographicHash::Sha256).toHex());
}

bool eventOf(const QByteArray &payload, Event *event)
{
    QJsonParseError error;
    const QJsonDocument d = QJsonDocument::fromJson(payload, &error);
    if (error.error != QJsonParseError::NoError || !d.isObject())
        return false;
    const QJsonObject o = d.object();
    if (!o.value(u"seq"_s).isDouble() || !o.value(u"kind"_s).isString())
        return false;
    Event e;
    e.seq = o.value(u"seq"_s).toInteger();
    e.turn = o.value(u"turn"_s).toInt();
    e.phase = o.value(u"phase"_s).toString();
    e.kind = o.value(u"kind"_s).toString();
    e.actor = o.value(u"actor"_s).toString();
    e.summary = o.value(u"summary"_s).toString();
    e.inputs = o.value(u"inputs"_s).toObject();
    e.dice = o.value(u"dice"_s).toArray();
    e.trace = o.value(u"trace"_s).toArray();
    e.effects = o.value(u"effects"_s).toArray();
    e.changes = o.value(u"changes"_s).toArray();
    e.target = o.value(u"target"_s).toInteger();
    e.createdAt = o.value(u"created"_s).toString();
    *event = std::move(e);
    return true;
}

} // namespace adj::club
