// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// SchemaForm's editors: the widget each kind of input is typed into, and a value written into it.
#include "schemaform.h"

#include "clearbutton.h"
#include "combosearch.h"
#include "core/ruleset.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
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
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        combo->addItem(tr("not set"), QString());
        for (const QString &v : spec.allowed)
            combo->addItem(m_ruleset ? m_ruleset->valueLabel(v) : v, v);
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
            // A leader input holds leader ids, as its schema declares (RuleSet::fromBattle).
            if (spec.leader) {
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
    case InputSpec::Type::List:
        return createListEditor(spec);
    case InputSpec::Type::String:
    case InputSpec::Type::State: // never a field (see setSchema)
        break;
    }
    auto *edit = new QLineEdit(this);
    clearButtonOnText(edit);
    connect(edit, &QLineEdit::textEdited, this, [this, id](const QString &text) {
        userChanged(id, text.trimmed().isEmpty() ? QJsonValue() : QJsonValue(text.trimmed()));
    });
    return edit;
}

// A list is typed as its text form ("flank, light-cover"), read into the array as it is typed.
QWidget *SchemaForm::createListEditor(const InputSpec &spec)
{
    auto *edit = new QLineEdit(this);
    clearButtonOnText(edit);
    // What may be typed, before anything is (issue 31): the list's own reading for people (a plot's
    // letters), else its items in the referee's words.
    QStringList words;
    for (const QString &v : spec.allowed)
        words << (m_ruleset ? m_ruleset->valueLabel(v) : v);
    edit->setPlaceholderText(!spec.itemFormat.isEmpty() ? spec.itemFormat : words.join(u", "_s));
    connect(edit, &QLineEdit::textEdited, this, [this, spec](const QString &text) {
        const QJsonArray items = spec.listFromText(text);
        userChanged(spec.id, items.isEmpty() ? QJsonValue() : QJsonValue(items));
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
        if (f.spec.type == InputSpec::Type::List) {
            // A list keeps the text being typed ("sss") while it reads as the same items.
            const QJsonArray items =
                value.isString() ? f.spec.listFromText(value.toString()) : value.toArray();
            if (f.spec.listFromText(edit->text()) != items)
                edit->setText(f.spec.listToText(items));
        } else {
            edit->setText(value.isString() ? value.toString() : QString());
        }
    }
}

} // namespace adj
