// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "actionpanel.h"

#include "clearbutton.h"
#include "errormark.h"

#include "actionodds.h"
#include "combosearch.h"
#include "core/battleresolution.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "dicefield.h"
#include "layoutonce.h"
#include "mnemonics.h"
#include "oddschart.h"
#include "quickrange.h"
#include "runner/actionrunner.h"
#include "schemaform.h"
#include "ui_actionpanel.h"
#include "unitchoicefilter.h"
#include "unitchoicemodel.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollBar>
#include <QShortcut>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const QString kRange = u"range"_s;

// The Alt+letters the main window's English texts use: its menus (File, Edit, Roster, Battle,
// Markers, View, Help), this panel's fixed labels and buttons (aCtion, rAnge, Dice, roLl, aPply),
// the ranges dock (frOm, To, raNge), the log's fIlter and the summary's Show. The letters of the
// window as translated are added at run time. tst_keyboard checks there is no clash.
const QString kTakenMnemonics = u"FERBMVHCADLPOTNIS"_s;

} // namespace

ActionPanel::ActionPanel(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::ActionPanel>())
    , m_units(new UnitChoiceModel(this))
    , m_actors(new UnitChoiceFilter(m_units, this))
    , m_targets(new UnitChoiceFilter(m_units, this))
{
    m_ui->setupUi(this);
    m_actors->attach(m_ui->actorCombo);
    m_targets->attach(m_ui->targetCombo);
    m_form = new SchemaForm;
    m_ui->inputsLayout->addWidget(m_form);
    // Everything above the dice scrolls in one area (issue 31): however long the form, the dice,
    // Roll, Apply and the odds stay in the dock, and the dock never asks for more than the screen;
    // a form wider than the dock scrolls sideways rather than being cut at its edge.
    m_ui->formArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    for (QComboBox *combo : {m_ui->actionCombo, m_ui->actorCombo, m_ui->targetCombo}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(16);
        ComboSearch::install(combo);
    }
    m_chart = new OddsChart(m_ui->oddsBox);
    m_ui->oddsLayout->addWidget(m_chart, 1);
    m_odds = std::make_unique<ActionOdds>(m_ui->headlineLabel, m_chart, this);
    connect(m_odds.get(), &ActionOdds::shown, this, &ActionPanel::oddsShown);
    m_dice = new DiceField(m_ui->diceEdit, this);
    // Messages and headlines name units from the battle file: shown as they are, never as HTML.
    for (QLabel *l : {m_ui->noteLabel, m_ui->messageLabel, m_ui->headlineLabel})
        l->setTextFormat(Qt::PlainText);
    QFont big = m_ui->headlineLabel->font();
    big.setBold(true);
    m_ui->headlineLabel->setFont(big);
    m_ui->traceView->setFocusPolicy(Qt::TabFocus);
    m_ui->traceView->setMinimumHeight(m_ui->traceView->fontMetrics().lineSpacing() * 3);
    m_ui->mainLayout->setStretchFactor(m_ui->formArea, 3);
    m_ui->mainLayout->setStretchFactor(m_ui->traceView, 2);
    m_ui->mainLayout->addStretch(1); // what is left waits below the odds, the dice stay close by
    // The odds as tall as their bars, no taller: the room goes to the form and the trace.
    m_ui->oddsBox->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    connect(m_ui->actionCombo, &QComboBox::currentIndexChanged, this, &ActionPanel::onActionChanged);
    connect(m_ui->actorCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_settingFields)
            refresh(true);
    });
    connect(m_ui->targetCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_settingFields)
            refresh(true);
    });
    clearButtonOnText(m_ui->rangeEdit);
    connect(m_ui->rangeEdit, &QLineEdit::textChanged, this, &ActionPanel::onRangeEdited);
    connect(m_form, &SchemaForm::edited, this, [this] {
        refresh(true);
        updateTabOrder(); // a field typed may bring the one that follows it next (who won, then Damage)
    });
    connect(m_form, &SchemaForm::expandedChanged, this, [this] {
        fitInputs();
        updateTabOrder();
    });
    connect(m_ui->diceEdit, &QLineEdit::textEdited, this, &ActionPanel::onDiceEdited);
    connect(m_ui->diceEdit, &QLineEdit::returnPressed, this, [this] {
        // Return applies a complete entry; otherwise it says what is still missing.
        if (canApply())
            apply();
        else
            enterDice(m_ui->diceEdit->text());
    });
    connect(m_ui->rollButton, &QPushButton::clicked, this, [this] {
        // The rolled dice stand in the dice field, and Return there applies them (issue 31).
        if (roll())
            focusDice();
    });
    connect(m_ui->applyButton, &QPushButton::clicked, this, &ActionPanel::apply);
    auto *expand = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_K), this);
    expand->setContext(Qt::WidgetWithChildrenShortcut);
    connect(expand, &QShortcut::activated, this, [this] {
        m_form->setExpanded(!m_form->isExpanded());
        if (m_form->isExpanded())
            m_form->expandButton()->setFocus(Qt::ShortcutFocusReason);
    });
    setDocument(nullptr);
}

void ActionPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    // The language switched at run time (issue 31): the fixed words, the actions' names, the units'
    // lists and the form are read again; the action, its units and what was typed stay.
    const Id actor = chosen(0), target = chosen(1);
    m_ui->retranslateUi(this);
    showUnits();
    rebuildActions();
    chooseUnits(actor, target);
}

ActionPanel::~ActionPanel() = default;

void ActionPanel::setDocument(BattleDocument *doc)
{
    for (const auto &c : std::as_const(m_docConnections))
        disconnect(c);
    m_docConnections.clear();
    m_doc = doc;
    m_ruleset = doc ? RuleSets::find(doc->state().info.ruleset) : nullptr;
    m_table = {};
    // A new battle starts clean: no units, inputs, slots or dice left over from the last one.
    m_activeSlots.clear();
    dropResolution();
    m_ui->diceEdit->clear();
    m_ui->rangeEdit->clear();
    m_form->clearOverrides();
    m_form->setExpanded(false);
    const QString distance = m_ruleset ? m_ruleset->distance() : QString();
    m_ui->rangeEdit->setPlaceholderText(distance == u"hexes"_s    ? tr("from the board, or 3")
                                        : distance == u"inches"_s ? tr("7, 7.5in, 18cm")
                                                                  : QString());
    m_ui->rangeEdit->setToolTip(distance == u"hexes"_s
                                    ? tr("The range in hexes: 3 or 3h. Empty: the range the board gives")
                                    : tr("The measured range: 7 (inches), 7.5in or 18cm; a band where the "
                                         "rule set reads bands (short). Empty: the range last measured"));
    if (doc) {
        m_docConnections << connect(doc, &BattleDocument::changed, this, &ActionPanel::onDocumentChanged);
        m_docConnections << connect(doc, &QObject::destroyed, this, [this] { setDocument(nullptr); });
    }
    showUnits();
    rebuildActions();
}

void ActionPanel::rebuildActions()
{
    m_schema = nullptr; // it points into the list read anew below
    const QSignalBlocker block(m_ui->actionCombo);
    const QString previous = actionId();
    m_ui->actionCombo->clear();
    m_ui->noteLabel->clear();
    m_ui->noteLabel->hide();
    markError(m_ui->noteLabel, false);
    if (!m_doc) {
        m_ui->actionCombo->addItem(tr("no battle open"));
        m_ui->actionCombo->setEnabled(false);
    } else if (!m_ruleset || m_ruleset->actions().isEmpty()) {
        const QString name = Profiles::label(m_doc->profile().name);
        m_ui->actionCombo->addItem(tr("no actions for %1 yet").arg(name));
        m_ui->actionCombo->setEnabled(false);
        m_ui->noteLabel->setText(
            tr("There are no actions for %1 in this version of Adjutant yet; the roster, "
               "markers and log work as for every rule set.")
                .arg(name));
        m_ui->noteLabel->show();
    } else {
        m_ui->actionCombo->setEnabled(true);
        m_schemas = m_ruleset->actions();
        for (const ActionSchema &a : std::as_const(m_schemas))
            m_ui->actionCombo->addItem(a.rule.isEmpty() ? a.name : tr("%1 (%2)").arg(a.name, a.rule), a.id);
        QString error;
        m_table = BattleResolution::table(m_ruleset->id(), m_doc->state().info.overrides, &error);
        if (!m_table.isValid())
            showMessage(error, true);
        const int i = m_ui->actionCombo->findData(previous);
        m_ui->actionCombo->setCurrentIndex(std::max(0, i));
    }
    onActionChanged();
}

void ActionPanel::onDocumentChanged(const QList<RowChange> &changes)
{
    if (!m_doc)
        return;
    const LayoutOnce layoutOnce(this); // the trace, the chart and the plan shown or hidden: one pass
    // The unit lists are told which units changed (a unit eliminated, brought back by an undo), row
    // by row; they are filtered again only when a side, a unit's side or the side to move changes.
    // The form lists the units and leaders by name: it is built again only when one comes, goes or
    // is renamed (a battle may hold thousands of units, and its undo is a frame; issue 30).
    bool sides = false, names = false;
    for (const RowChange &c : changes) {
        if (c.table == Table::Sides) {
            sides = true;
        } else if (c.table == Table::Units || c.table == Table::Leaders) {
            const bool comesOrGoes = c.before.isEmpty() || c.after.isEmpty();
            names = names || comesOrGoes || c.before.value(u"name"_s) != c.after.value(u"name"_s);
            sides = sides || (!comesOrGoes && c.before.value(u"side_id"_s) != c.after.value(u"side_id"_s));
        }
    }
    const Id moving = movingSide(); // a new phase may belong to the other side
    sides = sides || moving != m_actors->side();
    {
        const auto guard = settingFields();
        const QVariant actor = m_ui->actorCombo->currentData(), target = m_ui->targetCombo->currentData();
        m_units->apply(changes);
        if (sides) {
            m_actors->setSide(moving, true);
            fillTargets();
        }
        // A unit no longer offered leaves "none"; one a rebuilt list still offers stays chosen.
        for (auto [combo, kept] : {std::pair{m_ui->actorCombo, actor}, std::pair{m_ui->targetCombo, target}})
            if (combo->currentData() != kept)
                combo->setCurrentIndex(std::max(0, combo->findData(kept)));
    }
    if (sides)
        rebuildSlots();
    if (names && m_schema)
        m_form->setSchema(m_schema, {m_actorInput, m_targetInput}, &m_doc->state(), m_ruleset);
    if ((sides || names) && m_schema)
        updateTabOrder();
    if (m_doc->state().info.overrides != m_table.overrides() && m_ruleset) {
        QString error; // house rules changed: the odds and the form read the new table
        m_table = BattleResolution::table(m_ruleset->id(), m_doc->state().info.overrides, &error);
        if (!m_table.isValid())
            showMessage(error, true);
    }
    // A result not applied was read against the battle as it was: it must be rolled again.
    if (m_outcome && m_applyState == ApplyState::Editing)
        dropResolution(tr("The battle changed: roll or enter the dice again."));
    // "Applied as event 8 … Ctrl+Z takes it back" and its trace spoke of the battle before this change
    // (an undo, another action, another writer's): they go with it (issue 31).
    else if (m_applyState == ApplyState::Applied)
        dropResolution();
    refresh(false);
}

void ActionPanel::onActionChanged()
{
    // The schemas as translated now (rebuildActions), so that a language switched at run time shows.
    m_schema = nullptr;
    if (m_ruleset && m_ui->actionCombo->isEnabled())
        for (const ActionSchema &a : std::as_const(m_schemas))
            if (a.id == m_ui->actionCombo->currentData().toString())
                m_schema = &a;
    m_actorInput.clear();
    m_targetInput.clear();
    m_activeSlots.clear();
    bool hasRange = false;
    if (m_schema) {
        // The acting unit and its target, as the schema's roles declare them; an action with a target
        // and no actor of its own offers its target alone.
        for (const InputSpec &in : m_schema->inputs) {
            hasRange = hasRange || in.id == kRange;
            if (in.type != InputSpec::Type::Unit || !in.slot.isEmpty() || in.leader)
                continue;
            if (in.role == InputSpec::Role::Actor && m_actorInput.isEmpty())
                m_actorInput = in.id;
            else if (in.role == InputSpec::Role::Target && m_targetInput.isEmpty())
                m_targetInput = in.id;
        }
    }
    QString taken = Mnemonics::taken(this, {m_ui->actorLabel, m_ui->targetLabel}, kTakenMnemonics);
    auto labelFor = [this, &taken](const QString &input, const QString &fallback) {
        const InputSpec *in = m_schema && !input.isEmpty() ? m_schema->input(input) : nullptr;
        QString label = in ? in->label : fallback;
        label.replace(u"&"_s, u"&&"_s); // a label's own ampersand is shown, not a mnemonic
        return Mnemonics::withMnemonic(in ? tr("%1:").arg(label) : label, &taken);
    };
    m_ui->actorLabel->setText(labelFor(m_actorInput, tr("Acting unit:")));
    m_ui->targetLabel->setText(labelFor(m_targetInput, tr("Target:")));
    m_ui->actorCombo->setEnabled(!m_actorInput.isEmpty());
    m_ui->targetCombo->setEnabled(!m_targetInput.isEmpty());
    // Rows the action does not use are not shown: the form gets their room.
    m_ui->chooserLayout->setRowVisible(m_ui->actorCombo, !m_actorInput.isEmpty());
    m_ui->chooserLayout->setRowVisible(m_ui->targetCombo, !m_targetInput.isEmpty());
    m_ui->chooserLayout->setRowVisible(m_ui->rangeEdit, hasRange);
    m_ui->rangeEdit->setEnabled(hasRange);
    m_ui->actionCombo->setToolTip(m_schema ? tr("%1\nRule %2").arg(m_schema->help, m_schema->rule)
                                           : QString());
    m_form->setSchema(m_schema, {m_actorInput, m_targetInput}, m_doc ? &m_doc->state() : nullptr, m_ruleset);
    rebuildSlots();
    updateTabOrder();
    onRangeEdited(); // the quick range applies to the new action's range input
}

void ActionPanel::onRangeEdited()
{
    const QString text = m_ui->rangeEdit->text().trimmed();
    const InputSpec *spec = m_schema ? m_schema->input(kRange) : nullptr;
    markError(m_ui->rangeEdit, false);
    if (!spec || text.isEmpty()) {
        if (spec && m_form->isOverridden(kRange))
            m_form->clearOverride(kRange);
        refresh(true);
        return;
    }
    QJsonValue value;
    QString error;
    if (!QuickRange::read(text, *spec, *m_ruleset, &value, &error)) {
        markError(m_ui->rangeEdit, true);
        showMessage(tr("Range: %1").arg(error), true);
        return;
    }
    m_form->setOverride(kRange, value);
    refresh(true);
}

void ActionPanel::refresh(bool inputsChanged)
{
    if (m_settingFields)
        return;
    const LayoutOnce layoutOnce(this);
    const LayoutOnce formOnce(m_ui->formContents); // the plan shown or hidden, the form filled, then measured
    if (inputsChanged)
        dropResolution();
    m_prepared = {};
    if (!m_doc || !m_schema || !m_table.isValid()) {
        m_odds->clear();
        updatePlan();
        updateButtons();
        return;
    }
    fillTargets();
    QJsonObject given = m_form->overrides();
    for (const QString &slot : slotIds())
        if (!m_activeSlots.contains(slot)) // only the units the referee added take part
            for (const InputSpec &in : m_schema->inputs)
                if (in.slot == slot)
                    given.remove(in.id);
    if (const Id a = chosen(0))
        given.insert(m_actorInput, a);
    if (const Id t = chosen(1))
        given.insert(m_targetInput, t);
    // The one runner: what the battle knows filled in, what it forbids refused before any die.
    m_prepared = ActionRunner::prepare(m_doc->state(), m_schema->id, given, m_table);
    if (!m_prepared.filled) {
        m_form->showFilled(given, {});
        m_odds->refuse(m_prepared.refusal.message);
        updatePlan();
        updateButtons();
        fitInputs();
        return;
    }
    m_form->showFilled(m_prepared.inputs, m_prepared.known);
    updatePlan();
    m_odds->request(
        {m_ruleset, m_schema->id, m_prepared.inputs, m_table, m_schema->outcomes, !m_prepared.ok()});
    updateButtons();
    fitInputs();
}

void ActionPanel::fitInputs()
{
    // The chooser, the form and the plan take the room they need and no more while the dock has it;
    // with less they scroll, never pushing the dice, the odds or Apply out of sight. A wrapped line
    // is as tall as the panel's width makes it, measured as if a scroll bar took its share, so that
    // showing one never wraps a line more.
    const int width = m_ui->formArea->width() - m_ui->formArea->verticalScrollBar()->sizeHint().width() - 4;
    QLayout *layout = m_ui->formContents->layout();
    // A widget put in a layout of a widget on screen is shown by Qt from the event loop: until then
    // it takes no room, and the form was measured without it (a side's "+ unit" buttons, a row of
    // the form), scrolling with room below once it showed. Shown now, parents first.
    const QList<QWidget *> inner = m_ui->formContents->findChildren<QWidget *>();
    for (QWidget *w : inner)
        QCoreApplication::sendPostedEvents(w, QEvent::MetaCall);
    // Then the layouts inside the form, innermost first: Qt lays them out from the event loop too,
    // and until then the form answers with its rows' heights before the change (the battle's line
    // grown to four rows measured as two).
    for (auto it = inner.crbegin(); it != inner.crend(); ++it)
        if (QLayout *l = (*it)->layout(); l && (*it)->isVisibleTo(m_ui->formContents))
            l->activate();
    layout->activate();
    const int needed = (layout->hasHeightForWidth() && width > 50 ? layout->totalHeightForWidth(width)
                                                                  : m_ui->formContents->sizeHint().height()) +
                       2 + (formCut() > 0 ? m_ui->formArea->horizontalScrollBar()->sizeHint().height() : 0);
    // At least a few lines of it however small the screen: the action and its units.
    const int least = fontMetrics().lineSpacing() * 5;
    m_ui->formArea->setMinimumHeight(std::min(needed, least));
    m_ui->formArea->setMaximumHeight(needed);
}

int ActionPanel::formCut() const
{
    // What of the widest row of the chooser, form and plan the area cannot show without scrolling.
    const int frame = 2 * m_ui->formArea->frameWidth();
    const int bar =
        m_ui->formArea->verticalScrollBar()->isVisible() ? m_ui->formArea->verticalScrollBar()->width() : 0;
    return std::max(0,
                    m_ui->formContents->minimumSizeHint().width() - (m_ui->formArea->width() - frame - bar));
}

void ActionPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitInputs(); // the battle's line wraps anew at the new width
}

void ActionPanel::updateTabOrder()
{
    QList<QWidget *> chain{m_ui->actionCombo, m_ui->actorCombo, m_ui->targetCombo, m_ui->rangeEdit};
    for (QComboBox *c : std::as_const(m_slotCombos))
        chain << c;
    chain += m_form->focusChain();
    chain += {m_ui->diceEdit, m_ui->rollButton, m_ui->applyButton, m_ui->traceView};
    for (qsizetype i = 1; i < chain.size(); ++i)
        QWidget::setTabOrder(chain.at(i - 1), chain.at(i));
}

void ActionPanel::focusFirst()
{
    if (m_ui->actionCombo->isEnabled())
        m_ui->actionCombo->setFocus(Qt::ShortcutFocusReason);
    else
        m_ui->actorCombo->setFocus(Qt::ShortcutFocusReason);
}

void ActionPanel::focusDice()
{
    m_dice->focus();
}

bool ActionPanel::chooseAction(const QString &id)
{
    const int i = m_ui->actionCombo->findData(id);
    if (i < 0)
        return false;
    m_ui->actionCombo->setCurrentIndex(i);
    return true;
}

bool ActionPanel::openOwed(const Owed &owed)
{
    if (owed.action.isEmpty() || !chooseAction(owed.action) || !m_schema)
        return false;
    // The acting unit and its target go to their lists; every other value the owed action names is
    // given as the referee would type it, and can still be changed.
    Id actor = 0, target = 0;
    {
        const auto guard = settingFields();
        for (auto it = owed.inputs.constBegin(); it != owed.inputs.constEnd(); ++it) {
            if (it.key() == m_actorInput)
                actor = it.value().toInteger();
            else if (it.key() == m_targetInput)
                target = it.value().toInteger();
            else if (m_schema->input(it.key()))
                m_form->setOverride(it.key(), it.value());
        }
    }
    chooseUnits(actor, target);
    if (m_prepared.ok() && !m_prepared.plan.steps.isEmpty())
        focusDice();
    else
        focusFirst();
    return true;
}

bool ActionPanel::oddsReady() const
{
    return m_odds->ready();
}

const Distribution &ActionPanel::odds() const
{
    return m_odds->odds();
}

void ActionPanel::setRangeText(const QString &text)
{
    m_ui->rangeEdit->setText(text);
}

QString ActionPanel::actionId() const
{
    return m_ui->actionCombo->isEnabled() ? m_ui->actionCombo->currentData().toString() : QString();
}

QString ActionPanel::headline() const
{
    return m_ui->headlineLabel->text();
}

QString ActionPanel::traceText() const
{
    return m_ui->traceView->toPlainText();
}

QString ActionPanel::message() const
{
    return m_ui->messageLabel->text();
}

void ActionPanel::showMessage(const QString &text, bool error)
{
    m_ui->messageLabel->setText(text);
    m_ui->messageLabel->setVisible(!text.isEmpty());
    markError(m_ui->messageLabel, error);
}

} // namespace adj
