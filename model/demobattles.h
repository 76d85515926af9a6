// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <deque>

namespace adj {

// The bundled demo battles, one per rule set, registered by the rule sets at start-up (their
// scenarios are embedded under ":/demo/" and installed under share/adjutant/demo/). Each is copied into a
// battle file in the data folder the first time it is asked for and kept there afterwards, so that the
// referee's changes to it survive.
struct DemoBattle
{
    QString id; // "fhg-queenston", ...
    QString ruleset;
    const char *title = ""; // translated on display (context "adj::Demo")
    QString resource;       // "demo/fhg-queenston.json", in the data folders (DataFiles::locate)
    QString fileName;       // "demo-queenston.adjutant"
};

class DemoBattles final
{
    Q_DECLARE_TR_FUNCTIONS(adj::Demo)

public:
    // In the order registered; the first is the one Adjutant opens on its first start.
    static const std::deque<DemoBattle> &all();
    // false (and nothing changed) when the id is taken.
    static bool add(DemoBattle demo);
    static const DemoBattle *find(const QString &id);
    static QString title(const DemoBattle &demo);
    // The battle file of demo `id` in `folder`, created from its scenario when it does not
    // exist yet. Returns its path, or an empty string with `error` set.
    static QString ensure(const QString &id, const QString &folder, QString *error);
};

} // namespace adj
