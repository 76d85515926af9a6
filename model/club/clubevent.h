// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "event.h"

#include <QByteArray>
#include <QString>

namespace adj::club {

// An event as the club's server holds it (docs/club.md): its payload is the compact JSON of the
// logged event without `undone` (which a later undo changes), and its digest the SHA-256 of that
// payload in hex, written to the outbox in the event's own transaction and checked by the server.
QByteArray payload(const Event &event);
// payload() of an event whose JSON members are `text` (its own are not read), written without
// parsing them back: Qt writes again, byte for byte, the compact text it parses. What each commit
// of a battle in a club writes to its outbox (issue 30).
QByteArray payload(const Event &event, const EventText &text);
QString digest(const QByteArray &payload);
// The event a payload holds (seq, turn, phase, kind, ..., changes, target, created). False when
// it is not an event's payload.
bool eventOf(const QByteArray &payload, Event *event);

} // namespace adj::club
