// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QJsonObject>

namespace adj {

// Every word the club's board shows, in the language Adjutant runs in (the page holds none).
class ClubWords final
{
    Q_DECLARE_TR_FUNCTIONS(adj::ClubBoard)

public:
    static QJsonObject words();
    static QString language();
};

} // namespace adj
