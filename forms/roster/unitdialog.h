// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"

#include <QDialog>
#include <QHash>

#include <memory>

namespace adj {

namespace Ui {
class UnitDialog;
}

// Adds or edits one unit: side, name, type, strength now and at the start (in the rule
// set's measure), position (a hex label on a hex board), and the rule set's own attributes,
// whose fields are generated from its profile: a combo box offers only the values the unit's
// type may take, a spin box only the range. What is accepted goes through doc->submit(), so
// it is one undoable, logged action.
class UnitDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UnitDialog)

public:
    // `unit` 0: a new unit, on `side` (0: the first side).
    UnitDialog(BattleDocument *doc, Id unit, Id side, QWidget *parent = nullptr);
    ~UnitDialog() override;

    bool isNew() const { return m_unit == 0; }
    // The field generated for a profile attribute (QComboBox, QSpinBox, QDoubleSpinBox,
    // QCheckBox or QLineEdit); nullptr when the rule set has no such attribute.
    QWidget *attributeField(const QString &id) const { return m_fields.value(id); }
    bool attributeShown(const QString &id) const;

    // Builds the edit, checks it and submits it; false (with the reason shown) when refused.
    bool commit();
    QString problem() const;
    // The unit added or edited, once committed.
    Id unitId() const { return m_unit; }

    void accept() override;

private:
    void buildAttributeFields();
    void alignForms();
    void onTypeChanged();
    void load(const Unit &u);
    QJsonObject attributes() const;
    void showProblem(const QString &text);

    std::unique_ptr<Ui::UnitDialog> m_ui;
    BattleDocument *m_doc;
    Id m_unit;
    QHash<QString, QWidget *> m_fields;
    QString m_type; // the type the fields are set up for
};

} // namespace adj
