// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "summarytext.h"

#include "labels.h"
#include "rulesetprofile.h"
#include "summary/lossbands.h"

using namespace Qt::StringLiterals;

namespace adj {

QString SummaryText::outcome(const TurnSummary &s, const TurnSummary::Outcome &u, bool named)
{
    QStringList parts;
    if (!u.exact) {
        parts << LossBands::label(u.lossBand);
    } else if (u.before != u.after) {
        const RuleSetProfile *profile = Profiles::find(s.ruleset);
        const QString measure = profile ? Profiles::strengthMeasureLabel(profile->strength) : s.measure;
        parts << tr("%1 → %2 %3", "strength before and after, and its measure")
                     .arg(u.before)
                     .arg(u.after)
                     .arg(measure);
    }
    if (!u.status.isEmpty())
        parts << Labels::status(u.status);
    const QString what = parts.join(tr(", "));
    return named ? tr("%1 %2", "a unit and what came of it").arg(u.unit, what) : what;
}

QString SummaryText::resolution(const TurnSummary &s, const TurnSummary::ResolutionLine &r)
{
    const QString action = Labels::action(s.ruleset, r.action);
    const QString who = r.actors.join(tr(", "));
    const RuleSetProfile *profile = Profiles::find(s.ruleset);
    QStringList targets;
    for (int i = 0; i < r.targets.size(); ++i) {
        const UnitTypeSpec *type = profile ? profile->type(r.targetTypes.value(i)) : nullptr;
        targets
            << (type ? tr("%1 (%2)", "a unit and its type").arg(r.targets.at(i), Profiles::label(type->label))
                     : r.targets.at(i));
    }
    QString head;
    if (who.isEmpty())
        head = action;
    else if (r.targets.isEmpty())
        head = tr("%1: %2", "who acted: the action").arg(who, action);
    else
        head = tr("%1: %2 at %3", "who acted: the action at its targets")
                   .arg(who, action, targets.join(tr(", ")));
    // The outcome: each unit changed, the one target without its name again; else the
    // resolution's own last line (a roll of action points, a test passed).
    QStringList outcomes;
    const bool oneTarget = r.targets.size() == 1 && r.outcomes.size() == 1 &&
                           r.targets.constFirst() == r.outcomes.constFirst().unit;
    for (const TurnSummary::Outcome &u : r.outcomes)
        outcomes << outcome(s, u, !oneTarget);
    // A line built without its last trace line (by hand, by an older Adjutant) reads as logged.
    const QString result =
        !outcomes.isEmpty() ? outcomes.join(tr("; ")) : (r.result.isEmpty() ? r.summary : r.result);
    return result.isEmpty() ? head : tr("%1 — %2", "who did what — what came of it").arg(head, result);
}

} // namespace adj
