// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The big battles the benchmarks generate (bench_store's and bench_summary's): a For Honor and Glory
// battle of two sides and many units, its commits unsynced as a generator's may be, and its log given
// the weight of resolutions (dice and trace); every step says on stderr why it failed.
#include "battledocument.h"
#include "edits.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <functional>
#include <memory>

namespace adj::bench {

// A new battle at `path` named `name`, with the American and British sides (`colours`: theirs, or
// none) and `units` units of each type in turn, `hexOf` placing each (none: off the board).
inline std::unique_ptr<BattleDocument> generatedBattle(const QString &path, const QString &name, int units,
                                                       const QStringList &colours = {QString(), QString()},
                                                       const std::function<QString(int)> &hexOf = {})
{
    using namespace Qt::StringLiterals;
    QString error;
    BattleInfo info;
    info.name = name;
    info.ruleset = u"fhg-land"_s;
    auto doc = BattleDocument::create(path, info, &error);
    if (!doc || !doc->store().setSyncedCommits(false, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return nullptr;
    }
    const QStringList sides{u"American"_s, u"British"_s};
    for (int s = 0; s < 2; ++s)
        doc->commit(Edits::addSide(doc->state(), sides.at(s), colours.value(s), &error), &error);
    const QStringList types{u"elite"_s, u"regular"_s, u"light"_s, u"militia"_s, u"artillery"_s, u"dragoon"_s};
    for (int i = 0; i < units; ++i) {
        const Edit e = Edits::addUnit(doc->state(), doc->profile(),
                                      {sides.at(i % 2),
                                       u"Unit %1"_s.arg(i),
                                       types.at(i % types.size()),
                                       -1,
                                       -1,
                                       {},
                                       hexOf ? hexOf(i) : QString()},
                                      &error);
        if (e.isEmpty() || doc->commit(e, &error) == 0) {
            std::fprintf(stderr, "unit %d: %s\n", i, qPrintable(error));
            return nullptr;
        }
    }
    return doc;
}

// The first `count` of a fire's dice (5, 2, 6 on d6s, rolled) and of the lines of its trace (8.1.1, 2.3.5,
// 8.1.1): what a resolution's log entry carries.
inline QJsonArray fireDice(int count)
{
    QJsonArray dice;
    for (const int value : QList<int>{5, 2, 6}.first(count))
        dice.append(QJsonObject{{QStringLiteral("sides"), 6},
                                {QStringLiteral("value"), value},
                                {QStringLiteral("source"), QStringLiteral("rolled")}});
    return dice;
}
inline QJsonArray fireTrace(int count)
{
    using namespace Qt::StringLiterals;
    const QList<std::pair<QString, QString>> lines{{u"3 dice at 1 hex need 5-6"_s, u"8.1.1"_s},
                                                   {u"forest: -1 on each die"_s, u"2.3.5"_s},
                                                   {u"5,2,6 → 4,1,5: 1 hit"_s, u"8.1.1"_s}};
    QJsonArray trace;
    for (const auto &[text, rule] : lines.first(count))
        trace.append(QJsonObject{{u"text"_s, text}, {u"rule"_s, rule}});
    return trace;
}

// Commits `e`; false, having said why, when it was refused.
inline bool commitGenerated(BattleDocument &doc, const Edit &e)
{
    QString error;
    if (doc.commit(e, &error) != 0)
        return true;
    std::fprintf(stderr, "event: %s\n", qPrintable(error));
    return false;
}

// The line a generator ends with: "generated FILE: 5000 units, 100000 events" and `more`.
inline void sayGenerated(const QString &path, BattleDocument &doc, const QString &more = {})
{
    std::printf("generated %s: %lld units, %lld events%s\n", qPrintable(path),
                static_cast<long long>(doc.state().units.size()),
                static_cast<long long>(doc.store().eventCount()), qPrintable(more));
}

} // namespace adj::bench
