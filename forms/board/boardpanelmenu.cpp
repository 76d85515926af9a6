// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The board's right-click menu: the rule set's actions between the selected unit and the one under the
// pointer, selecting, moving or placing a unit, turning one with a facing (a ship), painting a hex.
#include "boardpanel.h"

#include "boardscene.h"
#include "core/actionschema.h"
#include "core/ruleset.h"
#include "runner/actionrunner.h"
#include "runner/battlechecks.h"

#include <QMenu>

using namespace Qt::StringLiterals;

namespace adj {

void BoardPanel::addActions(QMenu *menu, Id actor, Id unit)
{
    // Every action of the rule set with an acting unit and a target that the battle allows between
    // these two: "Fire: 13th → 41st". One against the actor's own side or out of reach (close combat
    // at 4 hexes) is not offered; one the turn forbids now (a unit already activated, the other
    // side's phase) is shown greyed, saying why.
    const BattleState &s = m_doc->state();
    const RuleSet &rules = *m_scene->ruleSet();
    menu->setToolTipsVisible(true);
    bool any = false;
    for (const ActionSchema &a : rules.actions()) {
        const InputSpec *actorIn = a.inputOf(InputSpec::Role::Actor);
        const InputSpec *targetIn = a.inputOf(InputSpec::Role::Target);
        const Action *declared = rules.declared(a.id);
        if (!actorIn || !targetIn || actorIn->leader || targetIn->leader || !declared)
            continue;
        const QJsonObject given{{actorIn->id, actor}, {targetIn->id, unit}};
        const PreparedAction p = ActionRunner::prepare(s, a.id, given, m_scene->table());
        if (p.filled && (BattleChecks::sides(rules, *declared, p.inputs, s) ||
                         BattleChecks::reach(*declared, p.inputs, s)))
            continue;
        Refusal now = p.filled ? BattleChecks::turn(*declared, p.inputs, s, rules.id()) : p.refusal;
        if (!now && p.filled)
            now = BattleChecks::limits(*declared, p.inputs, s, rules.id());
        const QString id = a.id;
        QAction *act =
            menu->addAction(tr("%1: %2 → %3…").arg(a.name, s.units[actor].name, s.units[unit].name));
        act->setEnabled(!now);
        act->setToolTip(now.message);
        connect(act, &QAction::triggered, this, [this, id, actor, unit] {
            m_scene->selectUnits({actor, unit});
            emit actRequested(id, actor, unit);
        });
        any = true;
    }
    if (any)
        menu->addSeparator();
}

void BoardPanel::onContextMenu(Id unit, std::optional<Hex> hex, QPoint globalPos)
{
    if (!m_doc)
        return;
    const BattleState &s = m_doc->state();
    QMenu menu(this);
    const Id actor = m_scene->selectedUnits().value(0);
    if (unit && actor && actor != unit && m_scene->ruleSet())
        addActions(&menu, actor, unit);
    if (unit) {
        menu.addAction(tr("Select %1").arg(s.units[unit].name), this,
                       [this, unit] { m_scene->selectUnits({unit}); });
        if (editMode()) {
            if (m_scene->rules()->facing(s.units[unit]) > 0) { // a ship's heading
                menu.addAction(tr("Turn Right (heading +1)"), this, [this, unit] {
                    submit(BoardMoves::turn(m_doc->state(), m_doc->profile(), m_scene->ruleSet(),
                                            m_scene->table(), unit, 1));
                });
                menu.addAction(tr("Turn Left (heading −1)"), this, [this, unit] {
                    submit(BoardMoves::turn(m_doc->state(), m_doc->profile(), m_scene->ruleSet(),
                                            m_scene->table(), unit, -1));
                });
            }
            menu.addAction(tr("Take Off the Board"), this, [this, unit] {
                submit(BoardMoves::place(m_doc->state(), m_doc->profile(), m_scene->ruleSet(),
                                         m_scene->table(), unit, QString()));
            });
        }
    } else if (hex && actor && m_scene->unitHex(actor) != hex) {
        const QString label = m_scene->label(*hex);
        const bool owed = !editMode() && m_scene->choiceHexes().contains(*hex);
        menu.addAction(editMode() ? tr("Place %1 at %2").arg(s.units[actor].name, label)
                       : owed     ? tr("Retreat %1 to %2").arg(s.units[actor].name, label)
                                  : tr("Move %1 to %2").arg(s.units[actor].name, label),
                       this, [this, label] { moveSelectedTo(label); });
    }
    if (hex && editMode()) {
        QMenu *paint = menu.addMenu(tr("Paint %1 as").arg(m_scene->label(*hex)));
        for (const BoardRules::Terrain &t : m_scene->terrainKinds()) {
            const QString id = t.id;
            const Hex h = *hex;
            paint->addAction(t.name, this, [this, id, h] { onStroke({{h, id}}); });
        }
    }
    if (!menu.isEmpty())
        menu.exec(globalPos);
}

} // namespace adj
