// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace adj {

// A campaign file (issue 19): battles linked in order, each still its own battle file, named by a
// path relative to the campaign file. JSON:
//   {"format": "adjutant-campaign", "version": 1, "name", "ruleset", "battles": [{"file", "name"}]}
// and, when the referee has said which sides of its battles are the same (issue 29), version 2 with
//   "sameSides": [["American", "United States"]]  (each list one side; its first name is shown)
// A campaign without them is still written as version 1, so that an older Adjutant reads it; one
// with them is refused there as newer rather than totalled as two sides.
// Loading is strict (a damaged file, one from a newer Adjutant, the same battle twice are refused
// with a message naming what is wrong); every change is checked first and written whole (QSaveFile),
// so a refused change leaves the file as it was, byte for byte.
class Campaign final
{
    Q_DECLARE_TR_FUNCTIONS(adj::Campaign)

public:
    static constexpr int kVersion = 2;
    struct Entry
    {
        QString file; // relative to the campaign file's folder (or absolute, when on another drive)
        QString name;
    };

    QString name;
    QString ruleset;
    QList<Entry> battles;
    QList<QStringList> sameSides; // names the referee said are one side, the first the one shown

    static bool load(const QString &path, Campaign *out, QString *error);
    static bool parse(const QByteArray &text, const QString &where, Campaign *out, QString *error);
    bool save(const QString &path, QString *error) const;
    QByteArray toJson() const;

    // The battle file of entry `i`, seen from the campaign file at `campaignPath`.
    QString battlePath(const QString &campaignPath, int i) const;
    static QString relativeTo(const QString &campaignPath, const QString &battlePath);
    // Whether the rule set totals its campaigns by a rule of its own (For Honor and Glory: "12").
    QString rule() const;

    // The checked edits: each refuses with a message and leaves the campaign as it was.
    // Adds a battle file (it must exist, be a battle of the campaign's rule set and not be in it yet).
    bool addBattle(const QString &campaignPath, const QString &battlePath, const QString &battleName,
                   QString *error);
    bool removeBattle(int index, QString *error);
    // Points entry `index` to where its battle file is now (a moved or renamed file).
    bool relink(const QString &campaignPath, int index, const QString &battlePath, QString *error);
    // The entry a 1-based number or a name names; -1 with `error` when none does.
    int indexOf(const QString &numberOrName, QString *error) const;
    // The entries whose battle files are missing, each as a sentence naming it.
    QStringList missing(const QString &campaignPath) const;

    // The name the campaign gives a battle's side: the first of its sameSides, else its own.
    QString sideName(const QString &battleSide) const;
    // Says that `names` (two or more, each a side of a battle of the campaign) are one side, shown
    // as the first. Refused when a name is no battle's side, or two of them fight in one battle.
    bool sameSide(const QString &campaignPath, const QStringList &names, QString *error);
    // Takes `side` out of the side it was said to be the same as: it counts on its own again.
    bool separateSide(const QString &side, QString *error);
    // Each battle's side names, read from its file (empty for a battle that cannot be read).
    QList<QStringList> battleSides(const QString &campaignPath) const;

private:
    bool checkBattle(const QString &campaignPath, const QString &battlePath, int except,
                     QString *error) const;
};

} // namespace adj
