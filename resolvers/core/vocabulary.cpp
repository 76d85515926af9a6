// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vocabulary.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// A member-less table of source strings; lupdate reads them in the Vocabulary context.
const QHash<QString, const char *> &values()
{
    static const QHash<QString, const char *> kValues{
        {u"none"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "none")},
        {u"auto"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "automatic")},
        {u"yes"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "yes")},
        {u"no"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "no")},
        {u"unknown"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "unknown")},
        {u"other"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "other")},
        {u"normal"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "normal")},
        {u"left"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "left")},
        {u"right"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "right")},
        {u"centre"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "centre")},
        {u"in"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "inches")},
        {u"cm"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "centimetres")},
        {u"a"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "side A")},
        {u"b"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "side B")},
        {u"attacker"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "attacker")},
        {u"defender"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "defender")},
        {u"target"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "target")},
        {u"second"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "second unit")},
        {u"light"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "light")},
        {u"medium"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "medium")},
        {u"heavy"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "heavy")},
        {u"even-q"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "even columns shifted")},
        {u"odd-q"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "odd columns shifted")},
        {u"even-r"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "even rows shifted")},
        {u"odd-r"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "odd rows shifted")},
    };
    return kValues;
}

const QHash<QString, const char *> &roles()
{
    static const QHash<QString, const char *> kRoles{
        {u"target"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the target")},
        {u"second"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the second unit")},
        {u"firer"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the firer")},
        {u"attacker"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the attacker")},
        {u"defender"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the defender")},
        {u"unit"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the unit")},
        {u"a"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "side A")},
        {u"b"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "side B")},
    };
    return kRoles;
}

// Tags that stand alone ("leader-lost") or as "key=word" ("morale=routed").
const QHash<QString, const char *> &flags()
{
    static const QHash<QString, const char *> kFlags{
        {u"leader-lost"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the leader is lost")},
        {u"attack-aborted"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the attack is called off")},
        {u"rallied"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "rallied")},
        {u"boarded"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "boarded")},
        {u"not-boarded"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "not boarded")},
        {u"captured"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "captured")},
        {u"repulsed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "repulsed")},
        {u"broke-off"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "broke off")},
        {u"continues"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the fight goes on")},
        {u"cannon-destroyed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "cannon destroyed")},
        {u"general-wounded-light"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the general is lightly wounded")},
        {u"general-wounded-serious"_s,
         QT_TRANSLATE_NOOP("adj::Vocabulary", "the general is seriously wounded")},
        {u"general-killed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the general is killed")},
        {u"unhurt"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the general is unhurt")},
        {u"passed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "passed")},
        {u"failed-by-1"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "failed by 1")},
        {u"routed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "routed")},
        {u"still-routing"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "still routing")},
        {u"shuffled"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "shuffled")},
        {u"drawn"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "drawn")},
        {u"charge-failed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the charge fails")},
        {u"charge-stopped"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the charge stops")},
        {u"evaded"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "evaded")},
        {u"defender-routed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the defender routs")},
        {u"attacker-routed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the attacker routs")},
        {u"attacker-retreats"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "the attacker retreats")},
        {u"calamity"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "calamity")},
        {u"fortune"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "fortune")},
        {u"removed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "removed from play")},
        {u"recovered"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "recovered")},
        {u"still-suppressed"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "still suppressed")},
        {u"eliminated"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "eliminated")},
        {u"draw"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "a draw")},
        {u"tie"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "a tie")},
        {u"no-winner"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "no winner yet")},
        {u"moved"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "moved")},
        {u"done"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "done")},
        {u"fired"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "fired")},
        {u"written"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "written")},
        // key=word
    };
    return kFlags;
}

// "role:" tags: %1 is the role's word.
const QHash<QString, const char *> &roleTags()
{
    static const QHash<QString, const char *> kRoleTags{
        {u"eliminated"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "%1 eliminated")},
        {u"retreat"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "%1 retreats")},
        {u"evaded"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "%1 evades")},
        {u"panic"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "panic marker on %1")},
        {u"crippled"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "%1 crippled")},
        {u"sunk"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "%1 sunk")},
        {u"first"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "%1 moves first")},
        {u"winner"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "%1 wins")},
        {u"hits"_s, QT_TRANSLATE_NOOP("adj::Vocabulary", "hits on %1")},
    };
    return kRoleTags;
}

} // namespace

QString Vocabulary::value(const QString &value)
{
    const auto it = values().constFind(value);
    return it == values().cend() ? QString() : tr(*it);
}

QString Vocabulary::role(const QString &role)
{
    const auto it = roles().constFind(role);
    return it == roles().cend() ? role : tr(*it);
}

QString Vocabulary::family(const QString &family)
{
    if (family == u"hits"_s || family == u"defender-hits"_s || family == u"attacker-hits"_s)
        return tr("hits");
    if (family == u"casualties"_s)
        return tr("casualties");
    if (family == u"absorbed"_s)
        return tr("hits absorbed");
    if (family == u"stands-lost"_s)
        return tr("stands lost");
    if (family == u"ap"_s)
        return tr("action points");
    if (family == u"vp"_s)
        return tr("victory points");
    if (family.startsWith(u"hits:"_s))
        return tr("hits on %1").arg(role(family.mid(5)));
    return {};
}

QString Vocabulary::atLeastOne(const QString &family)
{
    if (family == u"hits"_s || family.startsWith(u"hits:"_s))
        return tr("at least one hit");
    if (family == u"defender-hits"_s)
        return tr("at least one hit on the defender");
    if (family == u"attacker-hits"_s)
        return tr("at least one hit on the attacker");
    if (family == u"casualties"_s)
        return tr("at least one casualty");
    if (family == u"stands-lost"_s)
        return tr("at least one stand lost");
    return {};
}

QString Vocabulary::outcome(const QString &tag)
{
    if (const auto it = flags().constFind(tag); it != flags().cend())
        return tr(*it);
    const qsizetype eq = tag.indexOf(u'=');
    if (eq > 0) {
        const QString key = tag.left(eq);
        const QString v = tag.mid(eq + 1);
        if (key == u"inches"_s)
            return tr("%1 inches").arg(v);
        bool number = false;
        const int n = v.toInt(&number);
        if (!number)
            return key == u"winner"_s || key == u"first"_s ? tr("%1 wins").arg(v) : QString();
        if (key == u"hits"_s)
            return tr("%n hit(s)", nullptr, n);
        if (key == u"defender-hits"_s)
            return tr("%n hit(s) on the defender", nullptr, n);
        if (key == u"attacker-hits"_s)
            return tr("%n hit(s) on the attacker", nullptr, n);
        if (key.startsWith(u"hits:"_s))
            return tr("%n hit(s) on %1", nullptr, n).arg(role(key.mid(5)));
        if (key == u"casualties"_s)
            return tr("%n casualty(ies)", nullptr, n);
        if (key == u"absorbed"_s)
            return tr("%n hit(s) absorbed", nullptr, n);
        if (key == u"ap"_s)
            return tr("%1 AP").arg(n);
        if (key == u"stands-lost"_s)
            return tr("%n stand(s) lost", nullptr, n);
        if (key == u"vp"_s)
            return tr("%1 VP").arg(n);
        return {};
    }
    const qsizetype colon = tag.indexOf(u':');
    if (colon > 0) {
        const auto it = roleTags().constFind(tag.left(colon));
        if (it != roleTags().cend())
            return tr(*it).arg(role(tag.mid(colon + 1)));
    }
    return {};
}

namespace {
QString translated(const char *source, int n = -1)
{
    return QCoreApplication::translate("adj::Vocabulary", source, nullptr, n);
}
QString lookUp(const QHash<QString, const char *> &table, const QString &key)
{
    const auto it = table.constFind(key);
    return it == table.cend() ? QString() : translated(*it);
}
} // namespace

QString OwnOutcomeWords::outcome(const QString &tag) const
{
    if (const QString w = lookUp(exact, tag); !w.isEmpty())
        return w;
    if (const qsizetype eq = tag.indexOf(u'='); eq > 0) {
        const auto it = counts.constFind(tag.left(eq));
        bool number = false;
        const int n = tag.mid(eq + 1).toInt(&number);
        if (it == counts.cend() || !number)
            return {};
        // A "%n" count is a plural message; the others are looked up as they are, then given n.
        if (QByteArrayView(*it).contains("%n"))
            return translated(*it, n);
        return translated(*it).arg(n);
    }
    if (const qsizetype colon = tag.indexOf(u':'); colon > 0) {
        const QString w = lookUp(roles, tag.left(colon));
        return w.isEmpty() ? w : w.arg(Vocabulary::role(tag.mid(colon + 1)));
    }
    return {};
}

QString OwnOutcomeWords::familyName(const QString &key) const
{
    return lookUp(family, key);
}

QString OwnOutcomeWords::atLeastOneOf(const QString &key) const
{
    return lookUp(atLeastOne, key);
}

} // namespace adj
