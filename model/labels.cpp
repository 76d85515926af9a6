// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labels.h"

#include "rulesetprofile.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace adj {

const QHash<QString, const char *> &Labels::eventKindLabels()
{
    static const QHash<QString, const char *> kLabels{
        {u"side.add"_s, QT_TR_NOOP("side added")},
        {u"unit.add"_s, QT_TR_NOOP("unit added")},
        {u"unit.edit"_s, QT_TR_NOOP("unit changed")},
        {u"unit.remove"_s, QT_TR_NOOP("unit removed")},
        {u"leader.add"_s, QT_TR_NOOP("leader added")},
        {u"leader.attach"_s, QT_TR_NOOP("leader moved")},
        {u"leader.edit"_s, QT_TR_NOOP("leader changed")},
        {u"marker.place"_s, QT_TR_NOOP("marker placed")},
        {u"marker.lift"_s, QT_TR_NOOP("marker lifted")},
        {u"counter.set"_s, QT_TR_NOOP("counter changed")},
        {u"phase.advance"_s, QT_TR_NOOP("next phase")},
        {u"turn.advance"_s, QT_TR_NOOP("next turn")},
        {u"range.record"_s, QT_TR_NOOP("range measured")},
        {u"options.set"_s, QT_TR_NOOP("optional rules")},
        {u"notes.set"_s, QT_TR_NOOP("notes")},
        {u"board.set"_s, QT_TR_NOOP("board")},
        {u"house-rules.set"_s, QT_TR_NOOP("house rules")},
        {u"roster.import"_s, QT_TR_NOOP("roster imported")},
        {u"tracker.set"_s, QT_TR_NOOP("tracked value set")},
        {u"victory.set"_s, QT_TR_NOOP("victory conditions")},
        {u"battle.end"_s, QT_TR_NOOP("battle ended")},
        {u"undo"_s, QT_TR_NOOP("undo")},
        {u"redo"_s, QT_TR_NOOP("redo")},
    };
    return kLabels;
}

QStringList Labels::eventKinds()
{
    QStringList kinds = eventKindLabels().keys();
    kinds.sort();
    return kinds;
}

namespace {
Labels::ActionNamer &actionNamer()
{
    static Labels::ActionNamer namer = nullptr;
    return namer;
}
} // namespace

void Labels::setActionNamer(ActionNamer namer)
{
    actionNamer() = namer;
}

QString Labels::action(const QString &ruleset, const QString &action)
{
    const QString name = actionNamer() ? actionNamer()(ruleset, action) : QString();
    return name.isEmpty() ? QString(action).replace(u'-', u' ') : name;
}

QString Labels::eventKind(const QString &kind, const QString &ruleset)
{
    const QHash<QString, const char *> &kLabels = eventKindLabels();
    if (const auto it = kLabels.constFind(kind); it != kLabels.cend())
        return tr(*it);
    if (kind.startsWith(u"resolve."_s))
        return action(ruleset, kind.mid(8));
    return kind;
}

QString Labels::ownWord(const QString &id)
{
    for (const RuleSetProfile &p : Profiles::all())
        for (const WordSpec &w : p.words)
            if (w.id == id)
                return tr(w.label);
    return {};
}

QString Labels::marker(const QString &kind)
{
    static const QHash<QString, const char *> kLabels{
        {u"column"_s, QT_TR_NOOP("column")},
        {u"shaken"_s, QT_TR_NOOP("shaken")},
        {u"routed"_s, QT_TR_NOOP("routed")},
        {u"moved"_s, QT_TR_NOOP("moved")},
    };
    if (const auto it = kLabels.constFind(kind); it != kLabels.cend())
        return tr(*it);
    const QString own = ownWord(kind);
    return own.isEmpty() ? kind : own;
}

QString Labels::counter(const QString &kind)
{
    static const QHash<QString, const char *> kLabels{
        {u"VP"_s, QT_TR_NOOP("VP")},
        {u"AP"_s, QT_TR_NOOP("AP")},
    };
    if (const auto it = kLabels.constFind(kind); it != kLabels.cend())
        return tr(*it);
    const QString own = ownWord(kind);
    return own.isEmpty() ? kind : own;
}

QString Labels::status(const QString &status)
{
    static const QHash<QString, const char *> kLabels{
        {u"eliminated"_s, QT_TR_NOOP("eliminated")},
        {u"routed"_s, QT_TR_NOOP("routed")},
        {u"captured"_s, QT_TR_NOOP("captured")},
        {u"sunk"_s, QT_TR_NOOP("sunk")},
        {u"lost"_s, QT_TR_NOOP("lost")},
        {u"wounded"_s, QT_TR_NOOP("wounded")},
    };
    const auto it = kLabels.constFind(status);
    return it == kLabels.cend() ? status : tr(*it);
}

QString Labels::plainToolTip(const QString &text)
{
    if (text.isEmpty())
        return text;
    return u"<p style=\"white-space:pre-wrap\">"_s + text.toHtmlEscaped() + u"</p>"_s;
}

} // namespace adj
