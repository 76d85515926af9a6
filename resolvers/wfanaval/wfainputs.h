// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/actionschema.h"
#include "core/inputbuilders.h"

#include <QJsonArray>
#include <QJsonObject>

// The shared input builders and readers (core/inputbuilders.h), for wfa-naval (internal).
namespace adj::wfa {

using inputs::boolInput;
using inputs::enumInput;
using inputs::getBool;
using inputs::getId;
using inputs::getInt;
using inputs::getString;
using inputs::has;
using inputs::intInput;
using inputs::realInput;
using inputs::stringInput;
using inputs::unitInput;

// How traces name the ship in `role`: the battle's name for it (the State input "shipNames" the
// battle fills, WfaBattle::fillFire and the others: {"firer": "HMS Java"}), else `fallback`.
inline QString shipName(const Inputs &in, const QString &role, const QString &fallback)
{
    const QString n = in.value(QStringLiteral("shipNames")).toObject().value(role).toString();
    return n.isEmpty() ? fallback : n;
}

} // namespace adj::wfa
