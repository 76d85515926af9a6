// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The action panel's second half: the dice plan, the players' dice typed die by die or rolled
// by Adjutant, the exact odds off the GUI thread, and Apply.
#include "actionpanel.h"

#include "themecolors.h"

#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "oddschart.h"
#include "ui_actionpanel.h"

#include <QRandomGenerator>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace adj {

void ActionPanel::updatePlan()
{
    const QString text = planText();
    m_ui->planLabel->setText(text);
    m_ui->planLabel->setVisible(!text.isEmpty());
    m_ui->planLabel->setStyleSheet(m_prepared.ok() ? QString() : ThemeColors::errorStyle(palette()));
    m_ui->diceEdit->setPlaceholderText(m_prepared.plan.steps.isEmpty() ? tr("no dice")
                                                                       : tr("e.g. 556 or 5 5 6"));
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
    showEntry(ActionRunner::enterDice(m_prepared, text));
}

void ActionPanel::showEntry(const DiceEntry &entry)
{
    dropResolution();
    m_ui->diceEdit->setStyleSheet(QString());
    switch (entry.state) {
    case DiceEntry::State::Empty:
        return;
    case DiceEntry::State::Partial: {
        const DiceStep *step = m_prepared.plan.step(entry.next.step);
        const QString what = step ? step->text() : entry.next.purpose;
        showMessage(tr("Next: die %1, a %2 for %3").arg(entry.read + 1).arg(entry.next.die.name(), what),
                    false);
        return;
    }
    case DiceEntry::State::Refused:
        m_ui->diceEdit->setStyleSheet(ThemeColors::errorStyle(palette()));
        showMessage(tr("Not resolved: %1").arg(entry.message), true);
        return;
    case DiceEntry::State::Complete:
        break;
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
    if (m_ui->diceEdit->text() != text)
        m_ui->diceEdit->setText(text);
    if (!inputsRead()) {
        showMessage(m_prepared.refusal ? m_prepared.refusal.message
                                       : tr("Choose the action and its units first."),
                    true);
        return false;
    }
    const DiceEntry entry = ActionRunner::enterDice(m_prepared, text);
    showEntry(entry);
    if (entry.state == DiceEntry::State::Empty)
        showMessage(tr("Type the players' dice first, e.g. 556 or 5 5 6."), true);
    else if (entry.state == DiceEntry::State::Partial)
        showMessage(tr("Not resolved: %1").arg(entry.message), true);
    return entry.state == DiceEntry::State::Complete;
}

bool ActionPanel::roll(quint64 seed)
{
    SeededDice dice(seed != 0 ? seed : QRandomGenerator::system()->generate64());
    const bool ok =
        resolveWith(dice, tr("Rolled by Adjutant (seed %1, logged with the action)").arg(dice.seed()));
    if (ok) {
        QStringList values;
        for (const DieRecord &d : m_outcome->resolution.dice())
            values << QString::number(d.value);
        const QSignalBlocker block(m_ui->diceEdit);
        m_ui->diceEdit->setText(values.join(u' '));
    }
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
    {
        const QSignalBlocker block(m_ui->diceEdit);
        m_ui->diceEdit->clear();
    }
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

void ActionPanel::requestOdds()
{
    m_ui->headlineLabel->setStyleSheet(QString());
    if (m_ui->headlineLabel->text().isEmpty())
        m_ui->headlineLabel->setText(tr("Working out the odds…"));
    // One computation at a time; the latest inputs win when it ends.
    switch (m_oddsState) {
    case OddsState::Running:
    case OddsState::Pending:
    case OddsState::Abandoned:
        m_oddsState = OddsState::Pending;
        return;
    case OddsState::Idle:
    case OddsState::Ready:
        startOdds();
        return;
    }
}

void ActionPanel::dropOdds()
{
    // The inputs went wrong: no odds are shown, and one still running is not wanted when it ends.
    m_odds = {};
    switch (m_oddsState) {
    case OddsState::Running:
    case OddsState::Pending:
        m_oddsState = OddsState::Abandoned;
        return;
    case OddsState::Ready:
        m_oddsState = OddsState::Idle;
        return;
    case OddsState::Idle:
    case OddsState::Abandoned:
        return;
    }
}

void ActionPanel::startOdds()
{
    m_oddsState = OddsState::Running;
    // Off the GUI thread: the largest actions take milliseconds. Everything is passed by value;
    // the rule set's schema cache is safe from any thread (RuleSet::action reads it once).
    const QString ruleset = m_ruleset->id();
    const QString action = m_schema->id;
    const QJsonObject inputs = m_prepared.inputs;
    const RuleTable table = m_table;
    m_oddsWatcher.setFuture(QtConcurrent::run([=] { return adj::odds(ruleset, action, inputs, table); }));
}

void ActionPanel::onOddsFinished()
{
    switch (m_oddsState) {
    case OddsState::Pending: // newer inputs waited: they are the ones that count
        startOdds();
        return;
    case OddsState::Abandoned: // the inputs went wrong meanwhile; their message is shown
    case OddsState::Idle:
    case OddsState::Ready:
        m_oddsState = OddsState::Idle;
        return;
    case OddsState::Running:
        break;
    }
    m_odds = m_oddsWatcher.result();
    m_oddsState = OddsState::Ready;
    const OddsBars bars = OddsBars::build(m_odds, m_schema ? m_schema->outcomes : QStringList(), m_ruleset);
    const bool refused = !m_prepared.ok();
    if (refused) {
        // The plan says it, with its rule ("Not possible: …", or to choose the units first):
        // once is enough (issue 31).
        m_ui->headlineLabel->clear();
        m_chart->clear();
        emit oddsShown();
        return;
    }
    m_ui->headlineLabel->setText(m_odds.ok() ? bars.headline : tr("No odds: %1").arg(m_odds.error()));
    m_ui->headlineLabel->setStyleSheet(m_odds.ok() ? QString() : ThemeColors::errorStyle(palette()));
    m_ui->headlineLabel->setToolTip(m_odds.ok() ? tr("Exact, from every way the dice can fall (%n path(s)).",
                                                     nullptr, int(m_odds.paths()))
                                                : QString());
    if (m_odds.ok())
        m_chart->setOdds(bars);
    else
        m_chart->clear();
    emit oddsShown();
}

} // namespace adj
