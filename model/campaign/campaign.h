#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace adj {

// A campaign file (issue 19): battles linked in order, each still its own battle file, named by a
// path relative to the campaign file. JSON:
//   {"format": "adjutant-campaign", "version": 1, "name", "ruleset", "battles": [{"file", "name"}]}
// Loading is strict (a damaged file, one from a newer Adjutant, the same battle twice are refused
// with a message naming what is wrong); every change is checked first and written whole (QSaveFile),
// so a refused change leaves the file as it was, byte for byte.
class Campaign final
{
    Q_DECLARE_TR_FUNCTIONS(adj::Campaign)

public:
    static constexpr int kVersion = 1;
    struct Entry
    {
        QString file; // relative to the campaign file's folder (or absolute, when on another drive)
        QString name;
    };

    QString name;
    QString ruleset;
    QList<Entry> battles;

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

private:
    bool checkBattle(const QString &campaignPath, const QString &battlePath, int except,
                     QString *error) const;
};

} // namespace adj
