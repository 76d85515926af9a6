// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "unitdialog.h"

#include "themecolors.h"

#include "edits.h"
#include "ui_unitdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// Enum values are the rule set's own terms ("close", "march-column"): shown as words.
QString valueText(const QString &id)
{
    QString t = id;
    t.replace(u'-', u' ');
    return t;
}

constexpr int kUnbounded = 1000000;
} // namespace

UnitDialog::UnitDialog(BattleDocument *doc, Id unit, Id side, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::UnitDialog>())
    , m_doc(doc)
    , m_unit(unit)
{
    m_ui->setupUi(this);
    m_ui->problem->setStyleSheet(ThemeColors::errorStyle(palette()));
    m_ui->problem->hide();
    const BattleState &s = doc->state();
    const RuleSetProfile &p = doc->profile();
    setWindowTitle(unit ? tr("Edit Unit") : tr("Add Unit"));
    m_ui->unitBox->setTitle(tr("%1 unit").arg(Profiles::label(p.name)));

    for (const Side &sd : s.sides)
        m_ui->side->addItem(sd.name, sd.id);
    for (const UnitTypeSpec &t : p.types)
        m_ui->type->addItem(Profiles::label(t.label), t.id);
    const QString measure = u" "_s + Profiles::strengthMeasureLabel(p.strength);
    m_ui->strength->setSuffix(measure);
    m_ui->start->setSuffix(measure);
    m_ui->strength->setToolTip(tr("What the unit has left, in %1").arg(measure.trimmed()));
    m_ui->start->setToolTip(tr("What the unit began the battle with, in %1").arg(measure.trimmed()));
    if (p.distance == DistanceMeasure::Hexes) {
        m_ui->positionLabel->setText(tr("&Hex:"));
        m_ui->position->setPlaceholderText(tr("column and row, e.g. 0406"));
        m_ui->position->setValidator(
            new QRegularExpressionValidator(QRegularExpression(u"\\d{0,4}"_s), m_ui->position));
    } else {
        m_ui->position->setPlaceholderText(tr("where it stands, e.g. left of the road"));
    }
    buildAttributeFields();
    alignForms();

    connect(m_ui->type, &QComboBox::currentIndexChanged, this, &UnitDialog::onTypeChanged);
    connect(m_ui->start, &QSpinBox::valueChanged, this, [this](int start) {
        // Strength now never exceeds the start; raising the start of a fresh unit raises both.
        const bool full = m_ui->strength->value() == m_ui->strength->maximum();
        m_ui->strength->setMaximum(start);
        if (full || isNew())
            m_ui->strength->setValue(start);
    });
    connect(m_ui->buttons, &QDialogButtonBox::accepted, this, &UnitDialog::accept);
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, &UnitDialog::reject);

    if (const auto it = s.units.constFind(unit); it != s.units.cend()) {
        load(*it);
    } else {
        m_unit = 0;
        const int i = m_ui->side->findData(side);
        m_ui->side->setCurrentIndex(qMax(0, i));
        onTypeChanged();
    }
    m_ui->buttons->button(QDialogButtonBox::Ok)->setText(isNew() ? tr("&Add") : tr("&Save"));
    m_ui->name->setFocus();
    // As tall as this rule set's fields need: one attribute or a dozen.
    resize(qMax(width(), sizeHint().width()), sizeHint().height());
}

UnitDialog::~UnitDialog() = default;

void UnitDialog::buildAttributeFields()
{
    const RuleSetProfile &p = m_doc->profile();
    QFormLayout *form = m_ui->attributesForm;
    for (const AttributeSpec &a : p.attributes) {
        QWidget *field = nullptr;
        switch (a.type) {
        case AttributeSpec::Type::Enum:
            field = new QComboBox; // filled per type in onTypeChanged()
            field->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
            break;
        case AttributeSpec::Type::Int: {
            auto *spin = new QSpinBox;
            if (a.min != a.max)
                spin->setRange(int(a.min), int(a.max));
            else
                spin->setRange(-kUnbounded, kUnbounded);
            spin->setValue(a.defaultValue.toInt());
            field = spin;
            break;
        }
        case AttributeSpec::Type::Real: {
            auto *spin = new QDoubleSpinBox;
            if (a.min != a.max)
                spin->setRange(a.min, a.max);
            else
                spin->setRange(-kUnbounded, kUnbounded);
            spin->setValue(a.defaultValue.toDouble());
            field = spin;
            break;
        }
        case AttributeSpec::Type::Bool: {
            auto *check = new QCheckBox;
            check->setChecked(a.defaultValue.toBool());
            field = check;
            break;
        }
        case AttributeSpec::Type::Text: {
            auto *line = new QLineEdit;
            line->setText(a.defaultValue.toString());
            line->setClearButtonEnabled(true);
            field = line;
            break;
        }
        }
        field->setObjectName(u"attr_"_s + a.id);
        field->setToolTip(a.min != a.max ? tr("%1 (%2 to %3)").arg(a.id).arg(a.min).arg(a.max) : a.id);
        form->addRow(tr("%1:").arg(Profiles::label(a.label)), field);
        m_fields.insert(a.id, field);
    }
    m_ui->attributesBox->setVisible(!p.attributes.isEmpty());
    // Tab runs from the position through the attributes to the buttons, in the form's order.
    QWidget *previous = m_ui->position;
    for (const AttributeSpec &a : p.attributes) {
        QWidget::setTabOrder(previous, m_fields.value(a.id));
        previous = m_fields.value(a.id);
    }
    QWidget::setTabOrder(previous, m_ui->buttons);
}

void UnitDialog::alignForms()
{
    // The two forms read as one: their labels share a width, so the fields start in one column.
    int width = 0;
    for (const QFormLayout *form : {m_ui->unitForm, m_ui->attributesForm})
        for (int row = 0; row < form->rowCount(); ++row)
            if (QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole))
                width = qMax(width, item->widget()->sizeHint().width());
    for (const QFormLayout *form : {m_ui->unitForm, m_ui->attributesForm})
        for (int row = 0; row < form->rowCount(); ++row)
            if (QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole))
                item->widget()->setMinimumWidth(width);
    // Number fields share a width too, that of the strength with its measure.
    const int spin = m_ui->start->sizeHint().width();
    for (QWidget *field : std::as_const(m_fields))
        if (qobject_cast<QAbstractSpinBox *>(field))
            field->setMinimumWidth(spin);
}

bool UnitDialog::attributeShown(const QString &id) const
{
    QWidget *field = m_fields.value(id);
    return field && m_ui->attributesForm->isRowVisible(field);
}

void UnitDialog::onTypeChanged()
{
    const RuleSetProfile &p = m_doc->profile();
    const QString typeId = m_ui->type->currentData().toString();
    const UnitTypeSpec *type = p.type(typeId);
    if (!type)
        return;
    const bool changed = typeId != m_type;
    m_type = typeId;
    m_ui->start->setRange(type->minStrength, type->maxStrength);
    m_ui->strength->setRange(0, m_ui->start->value());
    if (changed && isNew()) {
        m_ui->start->setValue(type->defaultStrength);
        m_ui->strength->setValue(type->defaultStrength);
    }
    for (const AttributeSpec &a : p.attributes) {
        QWidget *field = m_fields.value(a.id);
        const bool applies = a.onlyForTypes.isEmpty() || a.onlyForTypes.contains(typeId);
        m_ui->attributesForm->setRowVisible(field, applies);
        auto *combo = qobject_cast<QComboBox *>(field);
        if (!combo)
            continue;
        // Only what this type may take: a militia's formation never offers close order (One If By Land).
        QStringList offered = a.allowed;
        if (type->restrictedAttribute == a.id && !type->restrictedTo.isEmpty()) {
            offered.clear();
            for (const QString &v : a.allowed)
                if (type->restrictedTo.contains(v))
                    offered << v;
        }
        const QString keep = combo->currentData().toString();
        combo->clear();
        for (const QString &v : std::as_const(offered))
            combo->addItem(valueText(v), v);
        int i = combo->findData(keep);
        if (i < 0)
            i = combo->findData(a.defaultValue.toString());
        combo->setCurrentIndex(qMax(0, i));
        combo->setEnabled(offered.size() > 1);
    }
}

void UnitDialog::load(const Unit &u)
{
    m_ui->side->setCurrentIndex(qMax(0, m_ui->side->findData(u.side)));
    m_ui->name->setText(u.name);
    {
        const QSignalBlocker block(m_ui->type);
        m_ui->type->setCurrentIndex(qMax(0, m_ui->type->findData(u.type)));
    }
    m_type.clear();
    const RuleSetProfile &p = m_doc->profile();
    if (const UnitTypeSpec *t = p.type(u.type))
        m_ui->start->setRange(t->minStrength, qMax(t->maxStrength, u.strengthStart));
    m_ui->start->setValue(u.strengthStart);
    m_ui->strength->setRange(0, u.strengthStart);
    m_ui->strength->setValue(u.strength);
    m_ui->position->setText(u.position);
    // The combos are filled for the type first, then set to the unit's values.
    onTypeChanged();
    for (auto it = u.attrs.begin(); it != u.attrs.end(); ++it) {
        QWidget *field = m_fields.value(it.key());
        if (auto *combo = qobject_cast<QComboBox *>(field))
            combo->setCurrentIndex(qMax(0, combo->findData(it.value().toString())));
        else if (auto *spin = qobject_cast<QSpinBox *>(field))
            spin->setValue(it.value().toInt());
        else if (auto *dspin = qobject_cast<QDoubleSpinBox *>(field))
            dspin->setValue(it.value().toDouble());
        else if (auto *check = qobject_cast<QCheckBox *>(field))
            check->setChecked(it.value().toBool());
        else if (auto *line = qobject_cast<QLineEdit *>(field))
            line->setText(it.value().toString());
    }
}

QJsonObject UnitDialog::attributes() const
{
    QJsonObject attrs;
    for (const AttributeSpec &a : m_doc->profile().attributes) {
        if (!attributeShown(a.id))
            continue; // does not apply to this type
        QWidget *field = m_fields.value(a.id);
        if (auto *combo = qobject_cast<QComboBox *>(field))
            attrs.insert(a.id, combo->currentData().toString());
        else if (auto *spin = qobject_cast<QSpinBox *>(field))
            attrs.insert(a.id, spin->value());
        else if (auto *dspin = qobject_cast<QDoubleSpinBox *>(field))
            attrs.insert(a.id, dspin->value());
        else if (auto *check = qobject_cast<QCheckBox *>(field))
            attrs.insert(a.id, check->isChecked());
        else if (auto *line = qobject_cast<QLineEdit *>(field))
            attrs.insert(a.id, line->text().trimmed());
    }
    return attrs;
}

bool UnitDialog::commit()
{
    const BattleState &s = m_doc->state();
    const RuleSetProfile &p = m_doc->profile();
    if (m_ui->side->count() == 0) {
        showProblem(tr("The battle has no sides yet: add one first."));
        return false;
    }
    const QString position = m_ui->position->text().trimmed();
    if (p.distance == DistanceMeasure::Hexes && !position.isEmpty() && position.size() != 4) {
        showProblem(tr("A hex is named by four digits, its column and row: 0406."));
        m_ui->position->setFocus();
        return false;
    }
    QString error;
    Edit e;
    if (isNew()) {
        Edits::UnitInput in;
        in.side = m_ui->side->currentText();
        in.name = m_ui->name->text();
        in.type = m_ui->type->currentData().toString();
        in.strength = m_ui->strength->value();
        in.strengthStart = m_ui->start->value();
        in.attrs = attributes();
        in.position = position;
        e = Edits::addUnit(s, p, in, &error);
    } else {
        Unit u = s.units.value(m_unit);
        u.side = m_ui->side->currentData().toLongLong();
        u.name = m_ui->name->text();
        u.type = m_ui->type->currentData().toString();
        u.strength = m_ui->strength->value();
        u.strengthStart = m_ui->start->value();
        u.attrs = attributes();
        u.position = position;
        QJsonObject normal = u.attrs; // as the profile stores them (defaults filled in)
        Profiles::validateUnit(p, u.type, u.strength, u.strengthStart, &normal);
        Unit same = u;
        same.attrs = normal;
        if (same == s.units.value(m_unit))
            return true; // nothing changed: nothing to log
        e = Edits::updateUnit(s, p, u, &error);
    }
    if (e.isEmpty()) {
        showProblem(error);
        return false;
    }
    const Id added = isNew() ? e.changes.constLast().id : m_unit;
    if (m_doc->submit(e, &error) == 0) {
        showProblem(error);
        return false;
    }
    m_unit = added;
    return true;
}

QString UnitDialog::problem() const
{
    return m_ui->problem->isHidden() ? QString() : m_ui->problem->text();
}

void UnitDialog::showProblem(const QString &text)
{
    m_ui->problem->setText(text);
    m_ui->problem->setVisible(!text.isEmpty());
}

void UnitDialog::accept()
{
    if (commit())
        QDialog::accept();
}

} // namespace adj
