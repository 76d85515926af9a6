// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// ActionPanel's unit lists: who may act now and at whom (the enemies of the actor), parts of one
// UnitChoiceModel told of each unit that changes, and the roster's selection turned into the actor
// and the target.
#include "actionpanel.h"

#include "ui_actionpanel.h"
#include "unitchoicefilter.h"
#include "unitchoicemodel.h"

#include <QComboBox>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

void ActionPanel::fillTargets()
{
    // The target is an enemy of the actor (the runner refuses one of its own side): once the actor
    // is chosen, only the other sides' units are offered. The list is filtered, never refilled.
    const auto guard = settingFields();
    m_targets->setSide(actorSide(), false);
}

Id ActionPanel::movingSide() const
{
    if (!m_doc)
        return 0;
    const BattleState &s = m_doc->state();
    const PhaseSpec *phase = m_doc->profile().phase(s.info.phase);
    if (!phase || phase->side < 0)
        return 0;
    QList<Side> order = s.sides.values();
    std::stable_sort(order.begin(), order.end(),
                     [](const Side &a, const Side &b) { return a.sort < b.sort; });
    return phase->side < order.size() ? order.at(phase->side).id : 0;
}

void ActionPanel::showUnits()
{
    // Built whole for the battle shown (or the language switched); from then on the lists are told
    // which units changed (onDocumentChanged). Where a phase belongs to one side (For Honor and
    // Glory's player A, then player B), only its units act: the others are not offered (the runner
    // would refuse them, 5).
    {
        const auto guard = settingFields();
        m_units->setState(m_doc ? &m_doc->state() : nullptr);
        m_actors->setSide(movingSide(), true);
    }
    fillTargets();
    rebuildSlots();
}

Id ActionPanel::chosen(int which) const
{
    const QComboBox *combo = which == 0 ? m_ui->actorCombo : m_ui->targetCombo;
    return combo->isEnabled() ? combo->currentData().toLongLong() : 0;
}

Id ActionPanel::actorSide() const
{
    const Id a = chosen(0);
    return a && m_doc ? m_doc->state().units.value(a).side : 0;
}

void ActionPanel::setRosterSelection(const QList<Id> &units)
{
    // What was said of the action applied spoke of the last selection (issue 31).
    if (isApplied())
        dropResolution();
    if (!m_doc || units.isEmpty() || !m_ui->actorCombo->isEnabled())
        return;
    const BattleState &s = m_doc->state();
    // Two or more: the first acts, the first of another side is the target. Never an extra
    // unit: those are added with their own button.
    if (units.size() >= 2) {
        const Id actor = units.at(0);
        Id target = 0;
        for (qsizetype i = 1; i < units.size() && !target; ++i)
            if (s.units.value(units.at(i)).side != s.units.value(actor).side)
                target = units.at(i);
        chooseUnits(actor, m_targetInput.isEmpty() ? 0 : target);
        return;
    }
    const Id unit = units.first();
    const Id actor = chosen(0);
    const bool enemy = actor != 0 && s.units.contains(actor) && s.units.contains(unit) &&
                       s.units.value(actor).side != s.units.value(unit).side;
    if (enemy && !m_targetInput.isEmpty())
        chooseUnits(actor, unit);
    else if (unit != actor) {
        // A new actor keeps its target only when that is still an enemy.
        const Id target = chosen(1);
        const bool keep = target && s.units.value(target).side != s.units.value(unit).side;
        chooseUnits(unit, keep ? target : 0);
    }
}

void ActionPanel::chooseUnits(Id actor, Id target)
{
    {
        const auto guard = settingFields();
        m_ui->actorCombo->setCurrentIndex(std::max(0, m_ui->actorCombo->findData(actor)));
        m_ui->targetCombo->setCurrentIndex(std::max(0, m_ui->targetCombo->findData(target)));
    }
    rebuildSlots();
    refresh(true);
}

} // namespace adj
