#pragma once

#include "core/actionschema.h"
#include "model/battlestate.h"

#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QWidget>

class QFormLayout;
class QLabel;
class QToolButton;

namespace adj {

// The inputs of one action, built from its schema: a spin box, check box, combo or line edit
// per input, labelled with its rule. A field shows what the battle knows until the referee
// types over it; then it is marked as changed and a button takes it back to the battle's value.
class SchemaForm final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SchemaForm)

public:
    explicit SchemaForm(QWidget *parent = nullptr);

    // Builds the fields of `schema` except those in `skip` (the actor and target chosen above
    // the form). Unit fields list the battle's units (leaders for inputs named "leader...").
    // Overrides of inputs the new schema also has are kept.
    void setSchema(const ActionSchema *schema, const QStringList &skip, const BattleState *battle);
    // Shows the inputs as completed from the battle; `known` are those the battle filled in.
    void showFilled(const QJsonObject &filled, const QSet<QString> &known);

    // What the referee typed over: input id -> value.
    QJsonObject overrides() const { return m_overrides; }
    void setOverride(const QString &id, const QJsonValue &value);
    void clearOverride(const QString &id);
    void clearOverrides();
    bool isOverridden(const QString &id) const { return m_overrides.contains(id); }
    bool isKnown(const QString &id) const { return m_known.contains(id); }

    // The editor of an input (QSpinBox, QDoubleSpinBox, QCheckBox, QComboBox or QLineEdit).
    QWidget *editor(const QString &id) const;
    // The editors in form order, for the panel's tab order.
    QList<QWidget *> focusChain() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    // The referee changed a field (or took it back to the battle's value).
    void edited();

private:
    struct Field
    {
        InputSpec spec;
        QLabel *label = nullptr;
        QWidget *editor = nullptr;
        QLabel *tag = nullptr;
        QToolButton *reset = nullptr;
    };

    QWidget *createEditor(const InputSpec &spec, const BattleState *battle);
    void setEditorValue(const Field &f, const QJsonValue &value);
    void userChanged(const QString &id, const QJsonValue &value);
    void updateMarks(const Field &f);
    void clearFields();

    QFormLayout *m_layout;
    QList<Field> m_fields;
    QHash<QString, int> m_index;
    QJsonObject m_overrides;
    QSet<QString> m_known;
    bool m_updating = false;
};

} // namespace adj
