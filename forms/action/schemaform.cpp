// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "schemaform.h"

#include "combosearch.h"
#include "core/ruleset.h"
#include "pairlayout.h"
#include "wraplabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
bool isSwitch(const InputSpec &s)
{
    return !s.option.isEmpty() && s.id.startsWith(u"opt"_s);
}

QFormLayout *formLayout(QWidget *parent)
{
    auto *l = new QFormLayout;
    l->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    l->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    // A label longer than the dock is narrow goes above its field rather than being cut.
    l->setRowWrapPolicy(QFormLayout::WrapLongRows);
    l->setContentsMargins(0, 0, 0, 0);
    Q_UNUSED(parent);
    return l;
}
} // namespace

SchemaForm::SchemaForm(QWidget *parent)
    : QWidget(parent)
    , m_asked(formLayout(this))
    , m_line(new QWidget(this))
    , m_toggle(new QToolButton(m_line))
    , m_lineText(new WrapLabel(m_line)) // measured again and again by the panel: remembers its heights
    , m_more(new QWidget(this))
    , m_moreLayout(formLayout(m_more))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(4);
    outer->addLayout(m_asked);

    auto *line = new QHBoxLayout(m_line);
    line->setContentsMargins(0, 0, 0, 0);
    m_toggle->setObjectName(u"knownToggle"_s);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::RightArrow);
    m_toggle->setAutoRaise(true);
    m_toggle->setCheckable(true);
    // Never squeezed by the line beside it (issue 31: "Aus der Schlacht" was cut).
    m_toggle->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    nameToggle();
    m_lineText->setObjectName(u"knownText"_s);
    m_lineText->setWordWrap(true);
    m_lineText->setTextFormat(Qt::PlainText);
    m_lineText->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Maximum);
    m_lineText->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    line->addWidget(m_toggle, 0, Qt::AlignTop);
    line->addWidget(m_lineText, 1);
    outer->addWidget(m_line);
    m_more->setLayout(m_moreLayout);
    outer->addWidget(m_more);
    outer->addStretch(1); // packed at the top however tall the panel
    m_more->hide();
    connect(m_toggle, &QToolButton::toggled, this, &SchemaForm::setExpanded);
}

void SchemaForm::nameToggle()
{
    m_toggle->setText(tr("From the battle:"));
    m_toggle->setToolTip(tr("What the battle knows; opens every field to change it (Ctrl+K)"));
}

void SchemaForm::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        nameToggle(); // the fields come anew with the panel's schema
}

void SchemaForm::setExpanded(bool on)
{
    if (m_expanded == on && m_toggle->isChecked() == on)
        return;
    m_expanded = on;
    const QSignalBlocker block(m_toggle);
    m_toggle->setChecked(on);
    m_toggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    updateVisibility();
    emit expandedChanged(on);
}

void SchemaForm::clearFields()
{
    while (m_asked->rowCount() > 0)
        m_asked->removeRow(0);
    while (m_moreLayout->rowCount() > 0)
        m_moreLayout->removeRow(0);
    m_fields.clear();
    m_index.clear();
    m_known.clear();
    m_filled = {};
}

bool SchemaForm::isAsked(const QString &id) const
{
    const auto it = m_index.constFind(id);
    return it != m_index.cend() && m_fields.at(*it).asked;
}

void SchemaForm::setSchema(const ActionSchema *schema, const QStringList &skip, const BattleState *battle,
                           const RuleSet *ruleset)
{
    clearFields();
    m_ruleset = ruleset;
    QJsonObject kept;
    if (!schema) {
        m_overrides = kept;
        updateVisibility();
        return;
    }
    // The switches of the optional rules: a field that belongs to one shows only when it is on.
    QHash<QString, QString> switches;
    for (const InputSpec &spec : schema->inputs)
        if (isSwitch(spec))
            switches.insert(spec.option, spec.id);
    auto wanted = [&](const InputSpec &spec) {
        return !skip.contains(spec.id) && spec.type != InputSpec::Type::State; // the battle's own bookkeeping
    };
    QStringList asked = schema->asked;
    if (asked.isEmpty())
        for (const InputSpec &spec : schema->inputs)
            if (spec.type != InputSpec::Type::Unit && !isSwitch(spec) && spec.slot.isEmpty())
                asked << spec.id;
    for (const QString &id : std::as_const(asked))
        if (const InputSpec *spec = schema->input(id); spec && wanted(*spec))
            addField(*spec, true, battle);
    for (const InputSpec &spec : schema->inputs)
        if (wanted(spec) && !asked.contains(spec.id))
            addField(spec, false, battle);
    for (Field &f : m_fields)
        if (!isSwitch(f.spec) && !f.spec.option.isEmpty())
            f.gate = switches.value(f.spec.option);
    pairChecks();
    for (const Field &f : std::as_const(m_fields))
        if (m_overrides.contains(f.spec.id))
            kept.insert(f.spec.id, m_overrides.value(f.spec.id));
    m_overrides = kept;
    m_updating = true;
    for (const Field &f : std::as_const(m_fields)) {
        setEditorValue(f,
                       m_overrides.contains(f.spec.id) ? m_overrides.value(f.spec.id) : f.spec.defaultValue);
        updateMarks(f);
    }
    m_updating = false;
    updateVisibility();
}

void SchemaForm::addField(const InputSpec &spec, bool asked, const BattleState *battle)
{
    Field f;
    f.spec = spec;
    f.asked = asked;
    const QString tip = spec.help.isEmpty() ? spec.label : spec.help;
    const QString toolTip = spec.rule.isEmpty() ? tip : tr("%1\nRule %2").arg(tip, spec.rule);
    f.editor = createEditor(spec, battle);
    f.editor->setObjectName(u"input_"_s + spec.id);
    f.editor->setToolTip(toolTip);
    f.editor->setAccessibleName(spec.label);
    f.editor->installEventFilter(this);
    if (auto *combo = qobject_cast<QComboBox *>(f.editor))
        ComboSearch::install(combo);
    if (auto *check = qobject_cast<QCheckBox *>(f.editor)) {
        check->setText(spec.label); // the box is its own label: one click, no separate text
    } else {
        f.label = new QLabel(spec.label, this); // the rule is in the tooltip, the label stays short
        f.label->setObjectName(u"label_"_s + spec.id);
        f.label->setToolTip(toolTip);
        f.label->setBuddy(f.editor);
    }
    f.tag = new QLabel(this);
    f.reset = new QToolButton(this);
    f.reset->setText(tr("↺"));
    f.reset->setToolTip(tr("Back to the battle's value or the rule's default (Ctrl+Delete)"));
    f.reset->setAutoRaise(true);
    f.reset->setFocusPolicy(Qt::NoFocus); // Ctrl+Delete in the field does the same (eventFilter)
    const QString id = spec.id;
    connect(f.reset, &QToolButton::clicked, this, [this, id] {
        clearOverride(id);
        emit edited();
    });
    f.row = new QWidget(this);
    auto *row = new QHBoxLayout(f.row);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(f.editor, 1);
    row->addWidget(f.tag);
    row->addWidget(f.reset);
    // Asked fields are laid out in order by pairChecks(); the others go behind the battle's line.
    if (!asked) {
        if (f.label)
            m_moreLayout->addRow(f.label, f.row);
        else
            m_moreLayout->addRow(f.row);
    }
    m_index.insert(spec.id, int(m_fields.size()));
    m_fields.append(f);
}

void SchemaForm::showFilled(const QJsonObject &filled, const QSet<QString> &known)
{
    m_known = known;
    m_filled = filled;
    m_updating = true;
    for (const Field &f : std::as_const(m_fields)) {
        if (m_overrides.contains(f.spec.id))
            setEditorValue(f, m_overrides.value(f.spec.id));
        else
            setEditorValue(f, filled.contains(f.spec.id) ? filled.value(f.spec.id) : f.spec.defaultValue);
        updateMarks(f);
    }
    m_updating = false;
    updateVisibility();
}

void SchemaForm::setActiveSlots(const QSet<QString> &active)
{
    m_slots = active;
    updateVisibility();
}

QString SchemaForm::valueText(const Field &f, const QJsonValue &v) const
{
    switch (f.spec.type) {
    case InputSpec::Type::Bool:
        return v.toBool() ? f.spec.label : QString(); // only what holds is worth a word
    case InputSpec::Type::Enum:
        return m_ruleset ? m_ruleset->valueLabel(v.toString()) : v.toString();
    case InputSpec::Type::Int:
    case InputSpec::Type::Real:
        return tr("%1 %2").arg(f.spec.label, QLocale().toString(v.toDouble()));
    case InputSpec::Type::String:
        return v.toString().isEmpty() ? QString() : tr("%1 %2").arg(f.spec.label, v.toString());
    case InputSpec::Type::List:
        return v.toArray().isEmpty() ? QString()
                                     : tr("%1 %2").arg(f.spec.label, f.spec.listToText(v.toArray()));
    case InputSpec::Type::Unit:
    case InputSpec::Type::State:
        break;
    }
    return {};
}

bool SchemaForm::slotActive(const QString &slot) const
{
    // Added by the referee, or a seat the battle fills (a player of the game).
    const QJsonValue key = m_filled.value(slot);
    return slot.isEmpty() || m_slots.contains(slot) || (key.isString() && !key.toString().isEmpty());
}

bool SchemaForm::gateOpen(const Field &f) const
{
    return f.gate.isEmpty() || m_filled.value(f.gate).toBool() || m_overrides.value(f.gate).toBool();
}

QString SchemaForm::knownText() const
{
    QStringList parts;
    int others = 0;
    for (const Field &f : m_fields) {
        if (!gateOpen(f) || !slotActive(f.spec.slot))
            continue;
        // An asked input the battle knows joins the line; one it does not know is asked above.
        if (f.asked && (!m_known.contains(f.spec.id) || m_overrides.contains(f.spec.id)))
            continue;
        const bool shown = m_known.contains(f.spec.id) || m_overrides.contains(f.spec.id);
        if (!shown || isSwitch(f.spec)) {
            ++others;
            continue;
        }
        const QJsonValue v =
            m_overrides.contains(f.spec.id) ? m_overrides.value(f.spec.id) : m_filled.value(f.spec.id);
        const QString t = valueText(f, v);
        if (!t.isEmpty())
            parts << t;
    }
    if (parts.isEmpty())
        return others > 0 ? tr("nothing yet; %n more input(s)", nullptr, others) : tr("nothing to add");
    return parts.join(u" · "_s);
}

void SchemaForm::updateVisibility()
{
    bool anyMore = false;
    for (const Field &f : std::as_const(m_fields)) {
        const bool on = gateOpen(f) && slotActive(f.spec.slot);
        // An asked input the battle already knows waits in the battle's line until it is opened.
        const bool knownAsked = f.asked && m_known.contains(f.spec.id) && !m_overrides.contains(f.spec.id);
        const bool shown = on && (!knownAsked || m_expanded);
        anyMore = anyMore || (on && (!f.asked || knownAsked));
        if (f.pair)
            f.row->setVisible(shown);
        else
            (f.asked ? m_asked : m_moreLayout)->setRowVisible(f.row, shown);
        f.editor->setEnabled(on);
    }
    // A pair of check boxes shows while either of them does.
    for (const Field &f : std::as_const(m_fields))
        if (f.pair)
            m_asked->setRowVisible(
                f.pair, std::any_of(m_fields.cbegin(), m_fields.cend(),
                                    [&](const Field &g) { return g.pair == f.pair && !g.row->isHidden(); }));
    m_line->setVisible(anyMore || m_expanded);
    m_more->setVisible(anyMore && m_expanded);
    m_lineText->setText(knownText());
}

void SchemaForm::pairChecks()
{
    // The asked fields in the rule set's order; two check boxes in a row share a line where they
    // fit, so a chart of modifiers takes half the height.
    for (qsizetype i = 0; i < m_fields.size(); ++i) {
        Field &f = m_fields[i];
        if (!f.asked)
            continue;
        if (f.label) {
            m_asked->addRow(f.label, f.row);
            continue;
        }
        // Side by side while the dock is wide enough for both, else one above the other.
        auto *pair = new QWidget(this);
        auto *line = new PairLayout(pair);
        line->addWidget(f.row);
        f.pair = pair;
        if (i + 1 < m_fields.size() && m_fields.at(i + 1).asked && !m_fields.at(i + 1).label) {
            Field &g = m_fields[++i];
            line->addWidget(g.row);
            g.pair = pair;
        }
        m_asked->addRow(pair);
    }
}

void SchemaForm::userChanged(const QString &id, const QJsonValue &value)
{
    if (m_updating)
        return;
    if (value.isNull() || value.isUndefined())
        m_overrides.remove(id);
    else
        m_overrides.insert(id, value);
    if (const auto it = m_index.constFind(id); it != m_index.cend())
        updateMarks(m_fields.at(*it));
    emit edited();
}

void SchemaForm::setOverride(const QString &id, const QJsonValue &value)
{
    m_overrides.insert(id, value);
    if (const auto it = m_index.constFind(id); it != m_index.cend()) {
        m_updating = true;
        setEditorValue(m_fields.at(*it), value);
        m_updating = false;
        updateMarks(m_fields.at(*it));
    }
}

void SchemaForm::clearOverride(const QString &id)
{
    m_overrides.remove(id);
    if (const auto it = m_index.constFind(id); it != m_index.cend())
        updateMarks(m_fields.at(*it));
}

void SchemaForm::clearOverrides()
{
    m_overrides = {};
    for (const Field &f : std::as_const(m_fields))
        updateMarks(f);
}

void SchemaForm::updateMarks(const Field &f)
{
    const bool overridden = m_overrides.contains(f.spec.id);
    const bool known = m_known.contains(f.spec.id);
    QWidget *named = f.label ? static_cast<QWidget *>(f.label) : f.editor;
    QFont font = named->font();
    font.setBold(overridden);
    named->setFont(font);
    f.reset->setVisible(overridden);
    if (overridden) {
        f.tag->setText(tr("changed"));
        f.tag->setToolTip(tr("You typed over this value; ↺ takes it back."));
        f.tag->setEnabled(true);
    } else if (known) {
        f.tag->setText(tr("battle"));
        f.tag->setToolTip(tr("Filled in from the battle: the units, the board and the counters."));
        f.tag->setEnabled(false); // drawn in the palette's quieter colour
    } else {
        f.tag->clear();
        f.tag->setToolTip(QString());
    }
}

bool SchemaForm::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Delete && key->modifiers() == Qt::ControlModifier) {
            for (const Field &f : std::as_const(m_fields))
                if (f.editor == watched && m_overrides.contains(f.spec.id)) {
                    clearOverride(f.spec.id);
                    emit edited();
                    return true;
                }
        }
    }
    return QWidget::eventFilter(watched, event);
}

QWidget *SchemaForm::editor(const QString &id) const
{
    const auto it = m_index.constFind(id);
    return it == m_index.cend() ? nullptr : m_fields.at(*it).editor;
}

bool SchemaForm::followsNow(const Field &f) const
{
    if (f.spec.followsInput.isEmpty())
        return false;
    const QString id = f.spec.followsInput;
    const QJsonValue v = m_overrides.contains(id) ? m_overrides.value(id) : m_filled.value(id);
    return v.isString() && v.toString() == f.spec.followsValue;
}

QList<QWidget *> SchemaForm::focusChain() const
{
    // The asked fields in the form's order, except those that follow another's value: each goes
    // right after the input it follows (after any other that follows the same input).
    QList<const Field *> asked;
    for (const Field &f : m_fields)
        if (f.asked && !followsNow(f))
            asked << &f;
    for (const Field &f : m_fields) {
        if (!f.asked || !followsNow(f))
            continue;
        qsizetype at = -1;
        for (qsizetype i = 0; i < asked.size(); ++i)
            if (asked.at(i)->spec.id == f.spec.followsInput)
                at = i;
        while (at >= 0 && at + 1 < asked.size() && asked.at(at + 1)->spec.followsInput == f.spec.followsInput)
            ++at;
        asked.insert(at < 0 ? asked.size() : at + 1, &f);
    }
    QList<QWidget *> out;
    for (const Field *f : std::as_const(asked))
        out << f->editor;
    if (m_line->isVisibleTo(const_cast<SchemaForm *>(this)) || !m_line->isHidden())
        out << m_toggle;
    for (const Field &f : m_fields)
        if (!f.asked)
            out << f.editor;
    return out;
}

} // namespace adj
