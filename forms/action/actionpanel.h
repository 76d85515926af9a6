#pragma once

#include "battledocument.h"
#include "core/distribution.h"
#include "core/resolution.h"
#include "core/ruletable.h"

#include <QFutureWatcher>
#include <QWidget>

#include <memory>
#include <optional>
#include <tuple>

namespace adj {

namespace Ui {
class ActionPanel;
}

struct ActionSchema;
class DiceSource;
class OddsChart;
class RuleSet;
class SchemaForm;

// The workbench's action panel (issue 8): choose the action, the acting and target units; the
// form of the action's inputs with what the battle knows filled in; the exact odds before any
// die is rolled; then Roll or Enter Dice, the trace with its rules, and Apply as one undoable
// action. Everything comes from the rule set's schemas: no code here knows a rule set.
class ActionPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ActionPanel)

public:
    explicit ActionPanel(QWidget *parent = nullptr);
    ~ActionPanel() override;

    // Shows `doc` (nullptr: nothing). Edits are sent with doc->submit(), so onto its undo stack.
    void setDocument(BattleDocument *doc);
    // The roster's selected units, in order: two choose actor and target; one becomes the
    // target when it is an enemy of the chosen actor, else the actor.
    void setRosterSelection(const QList<Id> &units);

    bool chooseAction(const QString &id);
    void chooseUnits(Id actor, Id target);
    void setRangeText(const QString &text);
    // Resolves with the players' dice ("556", "5 5 6", "5,5,6"); false with the message shown.
    bool enterDice(const QString &text);
    // Adjutant rolls; seed 0 means a fresh one from the system.
    bool roll(quint64 seed = 0);
    // Applies the resolution shown: one committed, undoable action. False with the message shown.
    bool apply();
    // Focuses the first field, for the panel's shortcut.
    void focusFirst();

    QString actionId() const;
    QJsonObject inputs() const { return m_inputs; }
    bool oddsReady() const { return m_oddsReady; }
    const Distribution &odds() const { return m_odds; }
    QString headline() const;
    QString traceText() const;
    QString message() const;
    bool canApply() const;
    SchemaForm *form() const { return m_form; }
    OddsChart *chart() const { return m_chart; }

signals:
    void applied(qint64 seq);
    // The odds of the current inputs are shown (or their error).
    void oddsShown();

private:
    void onDocumentChanged();
    void rebuildActions();
    bool rebuildUnits(); // true when the units' lists changed
    void onActionChanged();
    void onRangeEdited();
    void refresh(bool inputsChanged);
    void fillLastRange(QJsonObject *filled) const;
    void requestOdds();
    void startOdds();
    void onOddsFinished();
    bool resolveWith(DiceSource &dice, const QString &how);
    void dropResolution(const QString &why = {});
    void showMessage(const QString &text, bool error);
    void updateButtons();
    void updateTabOrder();
    Id chosen(int combo) const;

    std::unique_ptr<Ui::ActionPanel> m_ui;
    SchemaForm *m_form;
    OddsChart *m_chart;
    BattleDocument *m_doc = nullptr;
    QList<QMetaObject::Connection> m_docConnections;
    // What the unit combos list (id, side, name of each unit and leader): rebuilt when it changes.
    QList<std::tuple<Id, Id, QString>> m_unitsSignature;

    const RuleSet *m_ruleset = nullptr;
    const ActionSchema *m_schema = nullptr;
    RuleTable m_table;
    QString m_actorInput;  // the schema's first unit input ("firer")
    QString m_targetInput; // its second ("target")

    QJsonObject m_inputs; // completed from the battle
    bool m_inputsOk = false;
    QString m_inputsError; // why they could not be

    QFutureWatcher<Distribution> m_oddsWatcher;
    bool m_oddsRunning = false;
    bool m_oddsPending = false;
    bool m_oddsReady = false;
    Distribution m_odds;

    std::optional<Resolution> m_resolution;
    bool m_applied = false;
    bool m_updating = false;
};

} // namespace adj
