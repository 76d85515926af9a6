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

} // namespace adj::wfa
