// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/actionschema.h"
#include "model/battlestate.h"

#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QWidget>

class QFormLayout;
class QGridLayout;
class QLabel;
class QToolButton;

namespace adj {

class RuleSet;

// The inputs of one action, built from its schema, in two parts (issue 13). First the few inputs
// only the referee can know (the schema's `asked`, in the order of the rule set's own chart), as
// check boxes and short lists; then one line with what the battle already knows ("regular, 4 MP
// · forest · 1 hex · 2 AP left"), which opens (Ctrl+K) on every other field to change it. A field
// shows what the battle knows until the referee types over it; then it is marked as changed and
// Ctrl+Delete (or its button) takes it back to the battle's value.
class SchemaForm final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SchemaForm)

public:
    explicit SchemaForm(QWidget *parent = nullptr);

    // Builds the fields of `schema` except those in `skip` (the units chosen above the form).
    // Unit fields list the battle's units (leaders for inputs named "leader..."). Overrides of
    // inputs the new schema also has are kept. `ruleset` gives the words for enum values.
    void setSchema(const ActionSchema *schema, const QStringList &skip, const BattleState *battle,
                   const RuleSet *ruleset = nullptr);
    // Shows the inputs as completed from the battle; `known` are those the battle filled in.
    void showFilled(const QJsonObject &filled, const QSet<QString> &known);
    // The slots (extra units of a side: "firer2") the referee added; their inputs show only then.
    void setActiveSlots(const QSet<QString> &active);

    // What the referee typed over: input id -> value.
    QJsonObject overrides() const { return m_overrides; }
    void setOverride(const QString &id, const QJsonValue &value);
    void clearOverride(const QString &id);
    void clearOverrides();
    bool isOverridden(const QString &id) const { return m_overrides.contains(id); }
    bool isKnown(const QString &id) const { return m_known.contains(id); }
    // Asked first: shown above the battle's line.
    bool isAsked(const QString &id) const;

    // The editor of an input (QSpinBox, QDoubleSpinBox, QCheckBox, QComboBox or QLineEdit).
    QWidget *editor(const QString &id) const;
    // The editors shown, in form order (then the toggle of the battle's line), for the tab order; a
    // field that follows another's value comes right after it while that holds.
    QList<QWidget *> focusChain() const;

    // The battle's line, as shown ("regular, 4 MP · forest · …").
    QString knownText() const;
    bool isExpanded() const { return m_expanded; }
    void setExpanded(bool on);
    QToolButton *expandButton() const { return m_toggle; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

signals:
    // The referee changed a field (or took it back to the battle's value).
    void edited();
    // The battle's line opened or closed: the panel may need more room.
    void expandedChanged(bool expanded);

private:
    struct Field
    {
        InputSpec spec;
        bool asked = false;
        QString gate; // the optional rule's switch input this field needs on ("opt11_9"), else empty
        QLabel *label = nullptr; // none for check boxes: their text is their label
        QWidget *editor = nullptr;
        QWidget *row = nullptr;  // the editor with its marks
        QWidget *pair = nullptr; // asked check boxes side by side share a row of the form
        QLabel *tag = nullptr;
        QToolButton *reset = nullptr;
    };

    QWidget *createEditor(const InputSpec &spec, const BattleState *battle);
    QWidget *createListEditor(const InputSpec &spec);
    void addField(const InputSpec &spec, bool asked, const BattleState *battle);
    void setEditorValue(const Field &f, const QJsonValue &value);
    void userChanged(const QString &id, const QJsonValue &value);
    void updateMarks(const Field &f);
    void updateVisibility();
    void pairChecks();
    bool slotActive(const QString &slot) const;
    bool gateOpen(const Field &f) const;
    bool followsNow(const Field &f) const; // its input holds the value it follows (InputSpec::followsInput)
    QString valueText(const Field &f, const QJsonValue &v) const;
    void clearFields();
    void nameToggle();

    QFormLayout *m_asked;
    QWidget *m_line; // the battle's line: the toggle and its text
    QToolButton *m_toggle;
    QLabel *m_lineText;
    QWidget *m_more; // every other field
    QFormLayout *m_moreLayout;
    QList<Field> m_fields;
    QHash<QString, int> m_index;
    QJsonObject m_overrides;
    QJsonObject m_filled;
    QSet<QString> m_known;
    QSet<QString> m_slots;
    const RuleSet *m_ruleset = nullptr;
    bool m_expanded = false;
    bool m_updating = false;
};

} // namespace adj
