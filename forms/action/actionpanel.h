// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"
#include "core/diceplan.h"
#include "core/distribution.h"
#include "core/owed.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "runner/actionrunner.h"

#include <QScopedValueRollback>
#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QToolButton;

namespace adj {

namespace Ui {
class ActionPanel;
}

struct ActionSchema;
struct DiceEntry;
class ActionOdds;
class DiceField;
class DiceSource;
class OddsChart;
class RuleSet;
class SchemaForm;
class UnitChoiceFilter;
class UnitChoiceModel;

// The workbench's action panel, built around the referee's hands (issues 8 and 13): choose the
// action and its units (the roster, the board or the keyboard; extra units of a side are added
// one by one, never guessed); the few inputs only the referee can know, then one line with what
// the battle knows; the dice plan, so the players know what to roll before anyone rolls; the
// players' dice typed as they come (guided die by die) or rolled by Adjutant; the exact odds;
// the trace with its rules; Return applies it as one undoable action. Everything comes from the
// rule set's schemas: no code here knows a rule set.
class ActionPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ActionPanel)

public:
    explicit ActionPanel(QWidget *parent = nullptr);
    ~ActionPanel() override;

    // Shows `doc` (nullptr: nothing); a new battle starts clean. Edits go through doc->submit().
    void setDocument(BattleDocument *doc);
    // The roster's (or the board's) selected units, in order. A unit of the acting side becomes
    // the actor, a unit of another side the target; extra units are only added explicitly.
    void setRosterSelection(const QList<Id> &units);

    bool chooseAction(const QString &id);
    // Opens what the turn owes (the turn bar's F8): its action, with the units and values the battle
    // already knows; false when the action is not one of this battle's.
    bool openOwed(const Owed &owed);
    void chooseUnits(Id actor, Id target);
    // Adds the next free extra unit of a side ("firer2") with `unit`; false when there is none.
    bool addSlot(const QString &slot, Id unit);
    void removeSlot(const QString &slot);
    QStringList slotIds() const; // the action's extra-unit slots, in order
    QStringList activeSlots() const { return m_activeSlots; }
    // Pixels of the widest row of the chooser, form and plan that the dock's width cuts off (they
    // are then reached by scrolling sideways); 0 when every row shows whole.
    int formCut() const;
    void setRangeText(const QString &text);
    // The players' dice as typed ("556", "5 5 6", "5,5,6", "543 624"): resolves when they are
    // enough; true when complete. While short it names the die asked next.
    bool enterDice(const QString &text);
    // Adjutant rolls; seed 0 means a fresh one from the system.
    bool roll(quint64 seed = 0);
    // Applies the resolution shown: one committed, undoable action. False with the message shown.
    bool apply();
    // Focuses the first field, for the panel's shortcut.
    void focusFirst();
    void focusDice();

    QString actionId() const;
    QJsonObject inputs() const { return m_prepared.inputs; }
    bool oddsReady() const;
    const Distribution &odds() const;
    const DicePlan &plan() const { return m_prepared.plan; }
    // The action as the runner made it ready: inputs from the battle, its refusal before any die.
    const PreparedAction &prepared() const { return m_prepared; }
    QString planText() const;
    QString headline() const;
    QString traceText() const;
    QString message() const;
    bool canApply() const;
    SchemaForm *form() const { return m_form; }
    OddsChart *chart() const { return m_chart; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

signals:
    void applied(qint64 seq);
    // The odds of the current inputs are shown (or their error).
    void oddsShown();

private:
    void onDocumentChanged(const QList<RowChange> &changes);
    void rebuildActions();
    void showUnits();      // the unit lists of the battle shown, built whole
    Id movingSide() const; // the side whose phase it is; 0 when either side may act
    void fillTargets();    // the target list: the units of the sides the actor may act against
    void onActionChanged();
    void rebuildSlots();
    void onRangeEdited();
    void refresh(bool inputsChanged);
    void updatePlan();
    void onDiceEdited(const QString &text);
    void showEntry(const DiceEntry &entry);
    bool resolveWith(DiceSource &dice, const QString &how);
    void dropResolution(const QString &why = {});
    void setOutcome(ActionOutcome outcome);
    bool inputsRead() const { return m_schema && m_prepared.filled; }
    void showTrace(const QString &text);
    void showMessage(const QString &text, bool error);
    void updateButtons();
    void updateTabOrder();
    void fitInputs();
    Id chosen(int combo) const;
    Id actorSide() const;

    std::unique_ptr<Ui::ActionPanel> m_ui;
    SchemaForm *m_form;
    OddsChart *m_chart;
    BattleDocument *m_doc = nullptr;
    QList<QMetaObject::Connection> m_docConnections;
    // The units every unit combo offers, told of the battle's changes row by row (issue 30), and
    // the parts the actor's and the target's combos show.
    UnitChoiceModel *m_units;
    UnitChoiceFilter *m_actors;
    UnitChoiceFilter *m_targets;

    const RuleSet *m_ruleset = nullptr;
    QList<ActionSchema> m_schemas; // the rule set's actions, translated as of the last rebuild
    const ActionSchema *m_schema = nullptr;
    RuleTable m_table;
    QString m_actorInput;  // the schema's acting unit ("firer"), as its roles declare
    QString m_targetInput; // its target ("target")
    QStringList m_activeSlots;
    QHash<QString, QComboBox *> m_slotCombos;

    PreparedAction m_prepared; // the inputs completed from the battle and checked, the dice plan

    std::unique_ptr<ActionOdds> m_odds; // the odds of the inputs shown, off the GUI thread, and their bars
    DiceField *m_dice;                  // the players' dice as typed, read die by die

    // The apply cycle of the resolution shown: moved only by setOutcome and dropResolution (back to
    // Editing) and by apply (Submitting while the battle takes it, then Applied or Editing).
    enum class ApplyState {
        Editing,    // nothing applied yet: a change of the battle drops the result (roll again)
        Submitting, // apply() is committing it: the battle's change signals are its own
        Applied,    // committed: the next change of the battle (an undo, another writer) clears it
    };
    std::optional<ActionOutcome> m_outcome; // the resolution shown and the edit Apply commits
    ApplyState m_applyState = ApplyState::Editing;
    bool isApplied() const { return m_applyState != ApplyState::Editing; }

    // While the panel sets its own combos and fields, their change signals are not the referee's
    // and refresh() ignores them. Held for a scope: `const auto guard = settingFields();`.
    [[nodiscard]] QScopedValueRollback<bool> settingFields()
    {
        return QScopedValueRollback<bool>(m_settingFields, true);
    }
    bool m_settingFields = false;
};

} // namespace adj
