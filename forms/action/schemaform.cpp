#include "schemaform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
constexpr int kIntFloor = -9999;
constexpr int kIntCeiling = 9999;

// Spin boxes keep one value below the range for "not set" (the default or the battle's).
int intMin(const InputSpec &s)
{
    return s.min.isDouble() ? s.min.toInt() : kIntFloor;
}

double realMin(const InputSpec &s)
{
    return s.min.isDouble() ? s.min.toDouble() : double(kIntFloor);
}
} // namespace

SchemaForm::SchemaForm(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QFormLayout(this))
{
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_layout->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
}

void SchemaForm::clearFields()
{
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_fields.clear();
    m_index.clear();
    m_known.clear();
}

void SchemaForm::setSchema(const ActionSchema *schema, const QStringList &skip, const BattleState *battle)
{
    clearFields();
    QJsonObject kept;
    if (!schema) {
        m_overrides = kept;
        return;
    }
    bool optionsHeading = false;
    for (const InputSpec &spec : schema->inputs) {
        if (skip.contains(spec.id) || spec.type == InputSpec::Type::State) // the battle's own bookkeeping
            continue;
        if (m_overrides.contains(spec.id))
            kept.insert(spec.id, m_overrides.value(spec.id));
        if (!spec.option.isEmpty() && !optionsHeading) {
            optionsHeading = true;
            auto *heading = new QLabel(tr("<b>Optional rules</b> (switched on for the battle in "
                                          "Battle ▸ House Rules)"),
                                       this);
            heading->setWordWrap(true);
            m_layout->addRow(heading);
        }
        Field f;
        f.spec = spec;
        const QString rule = spec.rule.isEmpty() ? QString() : tr(" (%1)").arg(spec.rule);
        f.label = new QLabel(spec.label + rule, this);
        f.label->setObjectName(u"label_"_s + spec.id);
        const QString tip = spec.help.isEmpty() ? spec.label : spec.help;
        f.label->setToolTip(spec.rule.isEmpty() ? tip : tr("%1\nRule %2").arg(tip, spec.rule));
        f.editor = createEditor(spec, battle);
        f.editor->setObjectName(u"input_"_s + spec.id);
        if (auto *combo = qobject_cast<QComboBox *>(f.editor)) {
            // Narrow enough for a dock: the list opens as wide as its longest entry anyway.
            combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            combo->setMinimumContentsLength(6);
        }
        f.editor->setToolTip(f.label->toolTip());
        f.editor->setAccessibleName(spec.label);
        f.label->setBuddy(f.editor);
        f.tag = new QLabel(this);
        f.tag->setMinimumWidth(f.tag->fontMetrics().horizontalAdvance(tr("changed")) + 4);
        f.reset = new QToolButton(this);
        f.reset->setText(tr("↺"));
        f.reset->setToolTip(tr("Back to the battle's value or the rule's default (Ctrl+Delete)"));
        f.reset->setAutoRaise(true);
        f.reset->setFocusPolicy(Qt::NoFocus); // Ctrl+Delete in the field does the same (eventFilter)
        f.editor->installEventFilter(this);
        const QString id = spec.id;
        connect(f.reset, &QToolButton::clicked, this, [this, id] {
            clearOverride(id);
            emit edited();
        });
        auto *row = new QHBoxLayout;
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(f.editor, 1);
        row->addWidget(f.tag);
        row->addWidget(f.reset);
        m_layout->addRow(f.label, row);
        m_index.insert(spec.id, int(m_fields.size()));
        m_fields.append(f);
    }
    m_overrides = kept;
    m_updating = true;
    for (const Field &f : std::as_const(m_fields)) {
        setEditorValue(f,
                       m_overrides.contains(f.spec.id) ? m_overrides.value(f.spec.id) : f.spec.defaultValue);
        updateMarks(f);
    }
    m_updating = false;
}

QWidget *SchemaForm::createEditor(const InputSpec &spec, const BattleState *battle)
{
    const QString id = spec.id;
    switch (spec.type) {
    case InputSpec::Type::Int: {
        auto *box = new QSpinBox(this);
        const int low = intMin(spec);
        box->setRange(low - 1, spec.max.isDouble() ? spec.max.toInt() : kIntCeiling);
        box->setSpecialValueText(tr("not set"));
        connect(box, &QSpinBox::valueChanged, this,
                [this, id, low](int v) { userChanged(id, v < low ? QJsonValue() : QJsonValue(v)); });
        return box;
    }
    case InputSpec::Type::Real: {
        auto *box = new QDoubleSpinBox(this);
        const double low = realMin(spec);
        box->setDecimals(1);
        box->setSingleStep(0.5);
        box->setRange(low - 0.5, spec.max.isDouble() ? spec.max.toDouble() : double(kIntCeiling));
        box->setSpecialValueText(tr("not set"));
        connect(box, &QDoubleSpinBox::valueChanged, this,
                [this, id, low](double v) { userChanged(id, v < low ? QJsonValue() : QJsonValue(v)); });
        return box;
    }
    case InputSpec::Type::Bool: {
        auto *box = new QCheckBox(this);
        connect(box, &QCheckBox::toggled, this, [this, id](bool on) { userChanged(id, on); });
        return box;
    }
    case InputSpec::Type::Enum: {
        auto *combo = new QComboBox(this);
        combo->addItem(tr("not set"), QString());
        for (const QString &v : spec.allowed)
            combo->addItem(v, v);
        connect(combo, &QComboBox::activated, this, [this, id, combo](int i) {
            const QString v = combo->itemData(i).toString();
            userChanged(id, v.isEmpty() ? QJsonValue() : QJsonValue(v));
        });
        return combo;
    }
    case InputSpec::Type::Unit: {
        auto *combo = new QComboBox(this);
        combo->addItem(tr("none"), QVariant());
        if (battle) {
            // The core's convention: inputs named "leader..." hold leader ids (RuleSet::fromBattle).
            if (id.startsWith(u"leader"_s)) {
                for (const Leader &l : battle->leaders)
                    combo->addItem(l.name, l.id);
            } else {
                for (const Unit &u : battle->units)
                    combo->addItem(u.name, u.id);
            }
        }
        connect(combo, &QComboBox::activated, this, [this, id, combo](int i) {
            const QVariant v = combo->itemData(i);
            userChanged(id, v.isValid() ? QJsonValue(v.toLongLong()) : QJsonValue());
        });
        return combo;
    }
    case InputSpec::Type::String:
    case InputSpec::Type::State: // never a field (see setSchema)
        break;
    }
    auto *edit = new QLineEdit(this);
    edit->setClearButtonEnabled(true);
    connect(edit, &QLineEdit::textEdited, this, [this, id](const QString &text) {
        userChanged(id, text.trimmed().isEmpty() ? QJsonValue() : QJsonValue(text.trimmed()));
    });
    return edit;
}

void SchemaForm::setEditorValue(const Field &f, const QJsonValue &value)
{
    const QSignalBlocker block(f.editor);
    if (auto *box = qobject_cast<QSpinBox *>(f.editor)) {
        box->setValue(value.isDouble() ? value.toInt() : box->minimum());
    } else if (auto *real = qobject_cast<QDoubleSpinBox *>(f.editor)) {
        real->setValue(value.isDouble() ? value.toDouble() : real->minimum());
    } else if (auto *check = qobject_cast<QCheckBox *>(f.editor)) {
        check->setChecked(value.toBool());
    } else if (auto *combo = qobject_cast<QComboBox *>(f.editor)) {
        int i = 0;
        if (value.isString())
            i = combo->findData(value.toString());
        else if (value.isDouble())
            i = combo->findData(qlonglong(value.toInteger()));
        combo->setCurrentIndex(std::max(0, i));
    } else if (auto *edit = qobject_cast<QLineEdit *>(f.editor)) {
        edit->setText(value.isString() ? value.toString() : QString());
    }
}

void SchemaForm::showFilled(const QJsonObject &filled, const QSet<QString> &known)
{
    m_known = known;
    m_updating = true;
    for (const Field &f : std::as_const(m_fields)) {
        if (m_overrides.contains(f.spec.id))
            setEditorValue(f, m_overrides.value(f.spec.id));
        else
            setEditorValue(f, filled.contains(f.spec.id) ? filled.value(f.spec.id) : f.spec.defaultValue);
        updateMarks(f);
    }
    m_updating = false;
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
    QFont font = f.label->font();
    font.setBold(overridden);
    f.label->setFont(font);
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

QList<QWidget *> SchemaForm::focusChain() const
{
    QList<QWidget *> out;
    for (const Field &f : m_fields)
        out << f.editor;
    return out;
}

} // namespace adj
