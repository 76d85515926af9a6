// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/actionschema.h"
#include "core/inputbuilders.h"
#include "fhgtable.h"

#include <QJsonArray>
#include <QJsonObject>

// FHG readers for checked inputs beside the shared builders (core/inputbuilders.h; internal).
namespace adj::fhg {

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

template <class Object> // QJsonObject or Inputs
inline FhgType getType(const Object &o, const QString &key)
{
    FhgType t = FhgType::Regular;
    fhgTypeFromId(o.value(key).toString(), &t);
    return t;
}
template <class Object> inline FhgTerrain getTerrain(const Object &o, const QString &key)
{
    FhgTerrain t = FhgTerrain::Clear;
    fhgTerrainFromId(o.value(key).toString(), &t);
    return t;
}

} // namespace adj::fhg
