// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The action panel's resolution: the dice plan shown, the dice (typed into the DiceField or rolled
// by Adjutant) resolved into the outcome shown with its trace, and Apply committing it.
#include "actionpanel.h"

#include "errormark.h"

#include "core/actionschema.h"
#include "core/diesource.h"
#include "dicefield.h"
#include "layoutonce.h"
#include "oddschart.h"
#include "ui_actionpanel.h"

#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace adj {

void ActionPanel::updatePlan()
{
    const QString text = planText();
    m_ui->planLabel->setText(text);
    m_ui->planLabel->setVisible(!text.isEmpty());
    markError(m_ui->planLabel, !m_prepared.ok());
    m_dice->setPlan(m_prepared.plan);
}

QString ActionPanel::planText() const
{
    if (!inputsRead())
        return {};
    // Before the units are chosen the action cannot be read: say what to do, not what is missing.
    if (!m_actorInput.isEmpty() && !chosen(0) && !m_prepared.ok()) {
        const InputSpec *actor = m_schema->input(m_actorInput);
        return tr("Choose the %1 in the roster, on the board or in the list above.")
            .arg((actor ? actor->label : m_actorInput).toLower().toHtmlEscaped());
    }
    // What does not depend on the dice is refused before anyone rolls, with its rule: by the
    // battle (own side, phase, reach, the turn's limits) or by the action itself.
    if (!m_prepared.ok())
        return tr("Not possible: %1").arg(m_prepared.refusal.message.toHtmlEscaped());
    if (m_prepared.plan.steps.isEmpty())
        return tr("No dice: Apply records it.");
    QStringList lines;
    for (const DiceStep &s : m_prepared.plan.steps) {
        const QString step = s.text().toHtmlEscaped();
        lines << (s.conditional() ? tr("then, %1: %2").arg(s.when.toHtmlEscaped(), step)
                                  : tr("<b>%1</b>").arg(step));
    }
    return tr("Roll %1").arg(lines.join(u"<br>"_s));
}

void ActionPanel::onDiceEdited(const QString &text)
{
    // Each die as it is typed: the panel says which die comes next, or shows the result.
    if (!inputsRead()) {
        dropResolution();
        return;
    }
    showEntry(m_dice->read(m_prepared, text));
}

void ActionPanel::showEntry(const DiceEntry &entry)
{
    dropResolution();
    if (entry.state != DiceEntry::State::Complete) { // the die asked next, or why it is refused
        bool error = false;
        const QString progress = m_dice->progress(m_prepared, entry, &error);
        if (!progress.isEmpty())
            showMessage(progress, error);
        return;
    }
    setOutcome(ActionRunner::finish(m_prepared, m_doc->state(), m_doc->profile(), entry.resolution));
    QStringList values;
    for (const DieRecord &d : entry.resolution.dice())
        values << QString::number(d.value);
    if (m_outcome->ok())
        showMessage(tr("Entered: %1. Return applies it.").arg(values.join(u' ')), false);
    else
        showMessage(tr("Not applicable: %1").arg(m_outcome->refusal.message), true);
    updateButtons();
}

bool ActionPanel::enterDice(const QString &text)
{
    m_dice->setText(text);
    if (!inputsRead()) {
        showMessage(m_prepared.refusal ? m_prepared.refusal.message
                                       : tr("Choose the action and its units first."),
                    true);
        return false;
    }
    const DiceEntry entry = m_dice->read(m_prepared, text);
    showEntry(entry);
    if (const QString missing = m_dice->missing(entry); !missing.isEmpty())
        showMessage(missing, true);
    return entry.state == DiceEntry::State::Complete;
}

bool ActionPanel::roll(quint64 seed)
{
    SeededDice dice(seed != 0 ? seed : QRandomGenerator::system()->generate64());
    const bool ok =
        resolveWith(dice, tr("Rolled by Adjutant (seed %1, logged with the action)").arg(dice.seed()));
    if (ok)
        m_dice->showRolled(m_outcome->resolution);
    return ok;
}

bool ActionPanel::resolveWith(DiceSource &dice, const QString &how)
{
    dropResolution();
    if (!inputsRead()) {
        showMessage(m_prepared.refusal ? m_prepared.refusal.message
                                       : tr("Choose the action and its units first."),
                    true);
        return false;
    }
    ActionOutcome out = ActionRunner::resolve(m_prepared, m_doc->state(), m_doc->profile(), dice);
    const Resolution &r = out.resolution;
    QStringList values;
    for (const DieRecord &d : r.dice())
        values << QString::number(d.value);
    if (!r.ok()) {
        // Nothing to apply: the message names the die and what it was for.
        showTrace(r.traceText());
        showMessage(tr("Not resolved: %1").arg(r.error()), true);
        updateButtons();
        return false;
    }
    setOutcome(std::move(out));
    if (!m_outcome->ok()) { // resolved, but the battle cannot take it (AP, stacking): said before Apply
        showMessage(tr("Not applicable: %1").arg(m_outcome->refusal.message), true);
        updateButtons();
        return false;
    }
    showMessage(values.isEmpty() ? tr("%1. Return or Apply records it.").arg(how)
                                 : tr("%1: %2. Apply records it.").arg(how, values.join(u' ')),
                false);
    updateButtons();
    return true;
}

bool ActionPanel::apply()
{
    // An action without dice resolves when Apply is pressed.
    if (!m_outcome && inputsRead() && m_prepared.plan.steps.isEmpty() && m_prepared.ok()) {
        ScriptedDice none({});
        resolveWith(none, tr("Resolved"));
    }
    if (!canApply())
        return false;
    const Edit edit = m_outcome->edit;
    // Before the battle's change signals arrive: its own leave the message it is about to show.
    m_applyState = ApplyState::Submitting;
    const ActionOutcome done = ActionRunner::submit(*m_doc, *m_outcome);
    if (m_applyState == ApplyState::Submitting) // not dropped meanwhile
        m_applyState = done.ok() ? ApplyState::Applied : ApplyState::Editing;
    const qint64 seq = done.event;
    if (!done.ok()) {
        m_applyState = ApplyState::Editing;
        showMessage(tr("Nothing was applied: %1").arg(done.refusal.message), true);
        updateButtons();
        return false;
    }
    // Ready for the next action of the same kind: the dice are cleared, the trace stays.
    m_dice->clear();
    showMessage(tr("Applied as event %1: %2. Ctrl+Z takes it back.").arg(seq).arg(edit.summary), false);
    updateButtons();
    emit applied(seq);
    return true;
}

void ActionPanel::setOutcome(ActionOutcome outcome)
{
    // The edit is built while the referee reads the result, so Apply only commits it. The battle
    // cannot change under it: a change drops the resolution (onDocumentChanged).
    m_outcome = std::move(outcome);
    m_applyState = ApplyState::Editing;
    showTrace(m_outcome->resolution.traceText());
}

void ActionPanel::dropResolution(const QString &why)
{
    const bool had = m_outcome.has_value();
    m_outcome.reset();
    m_applyState = ApplyState::Editing;
    showTrace(QString());
    if (!why.isEmpty() && had)
        showMessage(why, false);
    else
        showMessage(QString(), false);
    updateButtons();
}

void ActionPanel::showTrace(const QString &text)
{
    // The odds before the dice, the trace after them: each gets the room while it matters (the
    // headline of the odds stays).
    const LayoutOnce layoutOnce(this);
    m_ui->traceView->setPlainText(text);
    m_ui->traceView->setVisible(!text.isEmpty());
    m_chart->setVisible(text.isEmpty());
}

bool ActionPanel::canApply() const
{
    return m_doc && m_outcome && m_outcome->ok() && !isApplied();
}

void ActionPanel::updateButtons()
{
    const bool ready = m_doc && inputsRead() && m_prepared.ok();
    const bool dice = ready && !m_prepared.plan.steps.isEmpty();
    m_ui->rollButton->setEnabled(dice);
    m_ui->diceEdit->setEnabled(dice);
    m_ui->applyButton->setEnabled(canApply() || (ready && !dice && !isApplied()));
}

} // namespace adj
