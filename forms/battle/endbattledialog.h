#pragma once

#include <QDialog>

class QComboBox;
class QLabel;

namespace adj {

class BattleDocument;

// Battle ▸ End Battle…: how the battle ended (victory, on time, the referee's call) and who won,
// with the victory conditions and each side's VP as they stand. Accepting submits one logged,
// undoable edit (Victory::endBattle); a refusal is shown in the dialog and nothing changes.
class EndBattleDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EndBattleDialog)

public:
    explicit EndBattleDialog(BattleDocument *doc, QWidget *parent = nullptr);

    void accept() override;

private:
    BattleDocument *m_doc;
    QComboBox *m_ending;
    QComboBox *m_winner;
    QLabel *m_problem;
};

} // namespace adj
