// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace adj {

// One logged referee action. The log is append-only: undo and redo are events of their
// own that name their target; `undone` is the target's current standing, kept for reading.
struct Event
{
    qint64 seq = 0; // 1, 2, 3, ... in the order committed
    int turn = 0;
    QString phase;
    QString kind;
    QString actor;
    QString summary;
    QJsonObject inputs;
    QJsonArray dice;
    QJsonArray trace;
    QJsonArray effects; // requested effects
    QJsonArray changes; // the row changes applied
    bool undone = false;
    qint64 target = 0; // for "undo" and "redo": the event they act on
    QString createdAt; // UTC, ISO 8601

    QJsonObject toJson() const;
};

// An event's JSON members as the log holds them: QJsonDocument's compact text, in UTF-8.
struct EventText
{
    QByteArray inputs, dice, trace, effects, changes;
};

} // namespace adj
