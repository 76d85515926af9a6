#include "actionpanel.h"

#include "themecolors.h"

#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "mnemonics.h"
#include "oddschart.h"
#include "quickrange.h"
#include "schemaform.h"
#include "ui_actionpanel.h"

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const QString kRange = u"range"_s;

// The Alt+letters the main window's English texts use: its menus (File, Edit, Roster, Battle,
// Markers, View, Help), this panel's fixed labels and buttons (aCtion, rAnge, Dice, roLl, aPply),
// the ranges dock (frOm, To, raNge), the log's fIlter and the summary's Show. The letters of the
// window as translated are added at run time. tst_keyboard checks there is no clash.
const QString kTakenMnemonics = u"FERBMVHCADLPOTNIS"_s;

// "556" is three dice; with separators any count of digits per die ("10 4").
bool parseDice(const QString &text, QList<int> *values, QString *error)
{
    const QString t = text.trimmed();
    if (t.isEmpty()) {
        *error = ActionPanel::tr("type the players' dice first, e.g. 556 or 5 5 6");
        return false;
    }
    static const QRegularExpression run(u"^\\d{2,}$"_s);
    if (run.match(t).hasMatch()) {
        values->clear();
        for (const QChar c : t)
            values->append(c.digitValue());
        return true;
    }
    return EnteredDice::parse(t, values, error);
}
} // namespace

ActionPanel::ActionPanel(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::ActionPanel>())
{
    m_ui->setupUi(this);
    m_form = new SchemaForm;
    m_ui->inputsArea->setWidget(m_form);
    m_ui->inputsArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    for (QComboBox *combo : {m_ui->actionCombo, m_ui->actorCombo, m_ui->targetCombo}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
    }
    m_ui->inputsArea->setMinimumHeight(160);
    m_chart = new OddsChart(m_ui->oddsBox);
    m_ui->oddsLayout->addWidget(m_chart, 1);
    QFont big = m_ui->headlineLabel->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_ui->headlineLabel->setFont(big);
    m_ui->traceView->setFocusPolicy(Qt::TabFocus);
    m_ui->traceView->setMinimumHeight(m_ui->traceView->fontMetrics().lineSpacing() * 4);
    m_ui->mainLayout->setStretchFactor(m_ui->inputsArea, 4);
    m_ui->mainLayout->setStretchFactor(m_ui->oddsBox, 2);
    m_ui->mainLayout->setStretchFactor(m_ui->traceView, 1);

    connect(m_ui->actionCombo, &QComboBox::currentIndexChanged, this, &ActionPanel::onActionChanged);
    connect(m_ui->actorCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            refresh(true);
    });
    connect(m_ui->targetCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            refresh(true);
    });
    connect(m_ui->rangeEdit, &QLineEdit::textChanged, this, &ActionPanel::onRangeEdited);
    connect(m_form, &SchemaForm::edited, this, [this] { refresh(true); });
    connect(m_ui->diceEdit, &QLineEdit::returnPressed, this, [this] { enterDice(m_ui->diceEdit->text()); });
    connect(m_ui->enterButton, &QPushButton::clicked, this, [this] { enterDice(m_ui->diceEdit->text()); });
    connect(m_ui->rollButton, &QPushButton::clicked, this, [this] { roll(); });
    connect(m_ui->applyButton, &QPushButton::clicked, this, &ActionPanel::apply);
    connect(&m_oddsWatcher, &QFutureWatcher<Distribution>::finished, this, &ActionPanel::onOddsFinished);
    setDocument(nullptr);
}

ActionPanel::~ActionPanel()
{
    m_oddsWatcher.disconnect(this);
}

void ActionPanel::setDocument(BattleDocument *doc)
{
    for (const auto &c : std::as_const(m_docConnections))
        disconnect(c);
    m_docConnections.clear();
    m_doc = doc;
    m_unitsSignature.clear();
    m_ruleset = doc ? RuleSets::find(doc->state().info.ruleset) : nullptr;
    m_table = {};
    dropResolution();
    m_ui->diceEdit->clear();
    m_ui->rangeEdit->clear();
    m_form->clearOverrides();
    if (doc) {
        m_docConnections << connect(doc, &BattleDocument::changed, this, &ActionPanel::onDocumentChanged);
        m_docConnections << connect(doc, &QObject::destroyed, this, [this] { setDocument(nullptr); });
    }
    rebuildUnits();
    rebuildActions();
}

void ActionPanel::rebuildActions()
{
    const QSignalBlocker block(m_ui->actionCombo);
    const QString previous = actionId();
    m_ui->actionCombo->clear();
    m_ui->noteLabel->clear();
    m_ui->noteLabel->setStyleSheet(QString());
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
    } else {
        m_ui->actionCombo->setEnabled(true);
        for (const ActionSchema &a : m_ruleset->actions())
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

bool ActionPanel::rebuildUnits()
{
    // Rebuilt only when units or leaders come, go or are renamed, so the combos keep their place.
    // Compared exactly, and cheaply: the names are shared, not copied (5,000 units in well under 1 ms).
    QList<std::tuple<Id, Id, QString>> signature;
    if (m_doc) {
        const BattleState &s = m_doc->state();
        signature.reserve(s.units.size() + s.leaders.size() + s.sides.size());
        for (const Side &side : s.sides)
            signature.emplace_back(side.id, 0, side.name);
        for (const Unit &u : s.units)
            signature.emplace_back(u.id, u.side, u.name);
        for (const Leader &l : s.leaders)
            signature.emplace_back(-l.id, l.side, l.name);
    }
    if (signature == m_unitsSignature && m_ui->actorCombo->count() > 0)
        return false;
    m_unitsSignature = signature;
    m_updating = true;
    for (QComboBox *combo : {m_ui->actorCombo, m_ui->targetCombo}) {
        const QVariant keep = combo->currentData();
        combo->clear();
        combo->addItem(tr("none"), QVariant());
        if (m_doc) {
            const BattleState &s = m_doc->state();
            for (const Side &side : s.sides)
                for (const Unit &u : s.units)
                    if (u.side == side.id)
                        combo->addItem(tr("%1 (%2)").arg(u.name, side.name), u.id);
        }
        combo->setCurrentIndex(std::max(0, combo->findData(keep)));
    }
    m_updating = false;
    return true;
}

void ActionPanel::onDocumentChanged()
{
    if (!m_doc)
        return;
    if (m_doc->state().info.overrides != m_table.overrides() && m_ruleset) {
        QString error; // house rules changed: the odds and the form read the new table
        m_table = BattleResolution::table(m_ruleset->id(), m_doc->state().info.overrides, &error);
        if (!m_table.isValid())
            showMessage(error, true);
    }
    if (rebuildUnits() && m_schema) {
        m_form->setSchema(m_schema, {m_actorInput, m_targetInput}, &m_doc->state());
        updateTabOrder();
    }
    // A result not applied was read against the battle as it was: it must be rolled again.
    if (m_resolution && !m_applied)
        dropResolution(tr("The battle changed: roll or enter the dice again."));
    refresh(false);
}

void ActionPanel::onActionChanged()
{
    m_schema = m_ruleset && m_ui->actionCombo->isEnabled()
                   ? m_ruleset->action(m_ui->actionCombo->currentData().toString())
                   : nullptr;
    m_actorInput.clear();
    m_targetInput.clear();
    bool hasRange = false;
    if (m_schema) {
        for (const InputSpec &in : m_schema->inputs) {
            hasRange = hasRange || in.id == kRange;
            if (in.type != InputSpec::Type::Unit || in.id.startsWith(u"leader"_s))
                continue;
            if (m_actorInput.isEmpty())
                m_actorInput = in.id;
            else if (m_targetInput.isEmpty())
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
    m_ui->rangeEdit->setEnabled(hasRange);
    m_ui->actionCombo->setToolTip(m_schema ? tr("%1\nRule %2").arg(m_schema->help, m_schema->rule)
                                           : QString());
    m_form->setSchema(m_schema, {m_actorInput, m_targetInput}, m_doc ? &m_doc->state() : nullptr);
    updateTabOrder();
    onRangeEdited(); // the quick range applies to the new action's range input
}

void ActionPanel::onRangeEdited()
{
    const QString text = m_ui->rangeEdit->text().trimmed();
    const InputSpec *spec = m_schema ? m_schema->input(kRange) : nullptr;
    m_ui->rangeEdit->setStyleSheet(QString());
    if (!spec || text.isEmpty()) {
        if (spec && m_form->isOverridden(kRange))
            m_form->clearOverride(kRange);
        refresh(true);
        return;
    }
    double value = 0;
    QString error;
    if (!QuickRange::parse(text, m_ruleset->distance(), &value, &error)) {
        m_ui->rangeEdit->setStyleSheet(ThemeColors::errorStyle(palette()));
        showMessage(tr("Range: %1").arg(error), true);
        return;
    }
    m_form->setOverride(kRange,
                        spec->type == InputSpec::Type::Int ? QJsonValue(qRound(value)) : QJsonValue(value));
    refresh(true);
}

Id ActionPanel::chosen(int which) const
{
    const QComboBox *combo = which == 0 ? m_ui->actorCombo : m_ui->targetCombo;
    return combo->isEnabled() ? combo->currentData().toLongLong() : 0;
}

void ActionPanel::refresh(bool inputsChanged)
{
    if (m_updating)
        return;
    if (inputsChanged)
        dropResolution();
    m_inputs = {};
    m_inputsOk = false;
    m_inputsError.clear();
    if (!m_doc || !m_schema || !m_table.isValid()) {
        m_odds = {};
        m_oddsReady = false;
        m_ui->headlineLabel->clear();
        m_chart->clear();
        updateButtons();
        return;
    }
    QJsonObject given = m_form->overrides();
    if (const Id a = chosen(0))
        given.insert(m_actorInput, a);
    if (const Id t = chosen(1))
        given.insert(m_targetInput, t);
    QString error;
    QJsonObject filled = BattleResolution::inputs(m_schema->id, given, m_doc->state(), m_table, &error);
    if (error.isEmpty())
        fillLastRange(&filled);
    if (!error.isEmpty()) {
        m_inputsError = error;
        m_form->showFilled(given, {});
        m_odds = {};
        m_oddsReady = false;
        m_chart->clear();
        m_ui->headlineLabel->setText(tr("No odds: %1").arg(error));
        m_ui->headlineLabel->setStyleSheet(ThemeColors::errorStyle(palette()));
        updateButtons();
        return;
    }
    QSet<QString> known;
    for (auto it = filled.begin(); it != filled.end(); ++it)
        if (!given.contains(it.key()))
            known.insert(it.key());
    m_form->showFilled(filled, known);
    m_inputs = filled;
    m_inputsOk = true;
    requestOdds();
    updateButtons();
}

void ActionPanel::fillLastRange(QJsonObject *filled) const
{
    // Without board positions for the two units, the range is the one last measured between
    // them (the ranges dock): read from the battle like any other known value.
    const InputSpec *spec = m_schema ? m_schema->input(kRange) : nullptr;
    const Id a = chosen(0);
    const Id t = chosen(1);
    if (!spec || filled->contains(kRange) || !a || !t)
        return;
    if (spec->type != InputSpec::Type::Int && spec->type != InputSpec::Type::Real)
        return; // a range band is the referee's reading, not a number
    const MeasuredRange *r = m_doc->state().lastRange(a, t);
    if (!r)
        return;
    const double value = r->measure == u"hex"_s  ? r->ground
                         : r->measure == u"cm"_s ? r->value / 2.54
                                                 : r->value;
    filled->insert(kRange,
                   spec->type == InputSpec::Type::Int ? QJsonValue(qRound(value)) : QJsonValue(value));
}

void ActionPanel::requestOdds()
{
    m_oddsReady = false;
    m_ui->headlineLabel->setStyleSheet(QString());
    if (m_ui->headlineLabel->text().isEmpty())
        m_ui->headlineLabel->setText(tr("Working out the odds…"));
    // One computation at a time; the latest inputs win when it ends.
    if (m_oddsRunning) {
        m_oddsPending = true;
        return;
    }
    startOdds();
}

void ActionPanel::startOdds()
{
    m_oddsPending = false;
    m_oddsRunning = true;
    // Off the GUI thread: a later rule set's odds may take longer than For Honor and Glory's
    // 0.3 ms. Everything is passed by value; the rule set's schemas were read on this thread
    // already (RuleSet::action caches them), so the worker only reads.
    const QString ruleset = m_ruleset->id();
    const QString action = m_schema->id;
    const QJsonObject inputs = m_inputs;
    const RuleTable table = m_table;
    m_oddsWatcher.setFuture(QtConcurrent::run([=] { return adj::odds(ruleset, action, inputs, table); }));
}

void ActionPanel::onOddsFinished()
{
    m_oddsRunning = false;
    if (m_oddsPending) {
        if (m_inputsOk && m_schema)
            startOdds();
        else
            m_oddsPending = false;
        return;
    }
    if (!m_inputsOk)
        return; // the inputs went wrong meanwhile; their message is shown
    m_odds = m_oddsWatcher.result();
    m_oddsReady = true;
    m_ui->headlineLabel->setText(m_odds.ok() ? OddsChart::headline(m_odds)
                                             : tr("No odds: %1").arg(m_odds.error()));
    m_ui->headlineLabel->setStyleSheet(m_odds.ok() ? QString() : ThemeColors::errorStyle(palette()));
    m_ui->headlineLabel->setToolTip(m_odds.ok() ? tr("Exact, from every way the dice can fall (%n path(s)).",
                                                     nullptr, int(m_odds.paths()))
                                                : QString());
    m_chart->setDistribution(m_odds);
    emit oddsShown();
}

bool ActionPanel::enterDice(const QString &text)
{
    if (m_ui->diceEdit->text() != text)
        m_ui->diceEdit->setText(text);
    QList<int> values;
    QString error;
    if (!parseDice(text, &values, &error)) {
        dropResolution();
        showMessage(error, true);
        return false;
    }
    EnteredDice dice(values);
    return resolveWith(dice, tr("Entered"));
}

bool ActionPanel::roll(quint64 seed)
{
    SeededDice dice(seed != 0 ? seed : QRandomGenerator::system()->generate64());
    return resolveWith(dice, tr("Rolled by Adjutant (seed %1, logged with the action)").arg(dice.seed()));
}

bool ActionPanel::resolveWith(DiceSource &dice, const QString &how)
{
    dropResolution();
    if (!m_schema || !m_inputsOk) {
        showMessage(m_inputsError.isEmpty() ? tr("Choose the action and its units first.") : m_inputsError,
                    true);
        return false;
    }
    const Resolution r = adj::resolve(m_ruleset->id(), m_schema->id, m_inputs, dice, m_table);
    QStringList values;
    for (const DieRecord &d : r.dice())
        values << QString::number(d.value);
    if (!r.ok()) {
        // Nothing to apply: the message names the die and what it was for.
        m_ui->traceView->setPlainText(r.traceText());
        showMessage(tr("Not resolved: %1").arg(r.error()), true);
        updateButtons();
        return false;
    }
    m_resolution = r;
    m_applied = false;
    m_ui->traceView->setPlainText(r.traceText());
    showMessage(tr("%1: %2. Apply to record it.").arg(how, values.join(u' ')), false);
    updateButtons();
    return true;
}

bool ActionPanel::apply()
{
    if (!canApply())
        return false;
    QString error;
    const Edit edit = BattleResolution::edit(*m_resolution, m_doc->state(), m_doc->profile(), &error);
    if (edit.isEmpty()) {
        showMessage(tr("Nothing was applied: %1").arg(error), true);
        return false;
    }
    m_applied = true; // before the battle's change signals arrive
    const qint64 seq = m_doc->submit(edit, &error);
    if (seq == 0) {
        m_applied = false;
        showMessage(tr("Nothing was applied: %1").arg(error), true);
        updateButtons();
        return false;
    }
    showMessage(tr("Applied as event %1: %2. Ctrl+Z takes it back.").arg(seq).arg(edit.summary), false);
    updateButtons();
    emit applied(seq);
    return true;
}

void ActionPanel::dropResolution(const QString &why)
{
    const bool had = m_resolution.has_value();
    m_resolution.reset();
    m_applied = false;
    m_ui->traceView->clear();
    if (!why.isEmpty() && had)
        showMessage(why, false);
    else
        showMessage(QString(), false);
    updateButtons();
}

void ActionPanel::showMessage(const QString &text, bool error)
{
    m_ui->messageLabel->setText(text);
    m_ui->messageLabel->setStyleSheet(error ? ThemeColors::errorStyle(palette()) : QString());
}

bool ActionPanel::canApply() const
{
    return m_doc && m_resolution && m_resolution->ok() && !m_applied;
}

void ActionPanel::updateButtons()
{
    const bool ready = m_doc && m_schema && m_inputsOk;
    m_ui->rollButton->setEnabled(ready);
    m_ui->enterButton->setEnabled(ready);
    m_ui->diceEdit->setEnabled(ready);
    m_ui->applyButton->setEnabled(canApply());
}

void ActionPanel::updateTabOrder()
{
    QList<QWidget *> chain{m_ui->actionCombo, m_ui->actorCombo, m_ui->targetCombo, m_ui->rangeEdit};
    chain += m_form->focusChain();
    chain += {m_ui->diceEdit, m_ui->enterButton, m_ui->rollButton, m_ui->traceView, m_ui->applyButton};
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

void ActionPanel::setRosterSelection(const QList<Id> &units)
{
    if (!m_doc || units.isEmpty() || !m_ui->actorCombo->isEnabled())
        return;
    const BattleState &s = m_doc->state();
    if (units.size() >= 2) {
        chooseUnits(units.at(0), m_targetInput.isEmpty() ? 0 : units.at(1));
        return;
    }
    const Id unit = units.first();
    const Id actor = chosen(0);
    const bool enemy = actor != 0 && s.units.contains(actor) && s.units.contains(unit) &&
                       s.units.value(actor).side != s.units.value(unit).side;
    if (enemy && !m_targetInput.isEmpty())
        chooseUnits(actor, unit);
    else if (unit != actor)
        chooseUnits(unit, chosen(1));
}

bool ActionPanel::chooseAction(const QString &id)
{
    const int i = m_ui->actionCombo->findData(id);
    if (i < 0)
        return false;
    m_ui->actionCombo->setCurrentIndex(i);
    return true;
}

void ActionPanel::chooseUnits(Id actor, Id target)
{
    m_updating = true;
    m_ui->actorCombo->setCurrentIndex(std::max(0, m_ui->actorCombo->findData(actor)));
    m_ui->targetCombo->setCurrentIndex(std::max(0, m_ui->targetCombo->findData(target)));
    m_updating = false;
    refresh(true);
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

} // namespace adj
