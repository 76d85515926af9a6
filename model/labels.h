// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace adj {

// What a person reads for the ids the battle file stores: event, marker and counter kinds.
// An id without a label reads as itself.
class Labels final
{
    Q_DECLARE_TR_FUNCTIONS(adj::Labels)

public:
    // `ruleset`: the battle's, which names its "resolve.<action>" events (action()).
    static QString eventKind(const QString &kind, const QString &ruleset = {});
    // An action of a rule set by its translated name ("Fire combat"), for "resolve.<action>"
    // events. The rule sets name their actions: the resolvers floor installs the namer at start-up
    // (RuleSets::add); without it, or for an action it does not know, the id with spaces.
    static QString action(const QString &ruleset, const QString &action);
    using ActionNamer = QString (*)(const QString &ruleset, const QString &action);
    static void setActionNamer(ActionNamer namer);
    // The event kinds the edits write ("resolve.<action>" aside: those come from the rule set).
    static QStringList eventKinds();
    // The shared words, then the rule sets' own (RuleSetProfile::words), else the id itself.
    static QString marker(const QString &kind);
    static QString counter(const QString &kind);
    // A unit's or a leader's status: eliminated, routed, captured, sunk, lost, wounded.
    static QString status(const QString &status);
    // A tooltip that shows `text` as it is: names from a battle file are never read as HTML.
    static QString plainToolTip(const QString &text);

private:
    // A member, so that lupdate reads its QT_TR_NOOPs in this class's context.
    static const QHash<QString, const char *> &eventKindLabels();
    // A rule set's own word for a marker or counter kind, translated; empty when none has one.
    static QString ownWord(const QString &id);
};

} // namespace adj
