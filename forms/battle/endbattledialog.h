// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

#include <functional>

class QComboBox;
class QLabel;

namespace adj {

class BattleDocument;

// Battle ▸ End Battle…: how the battle ended (victory, on time, the referee's call) and who won,
// with the victory conditions and each side's VP as they stand. Accepting submits one logged,
// undoable edit (Victory::endBattle); a refusal is shown in the dialog and nothing changes.
// The time win is the conditions' (10.C): offered once the time is up, with the side that wins on
// time; before that, ending is the referee's call. A victory for a side short of its VP and behind
// asks first, naming the shortfall.
class EndBattleDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EndBattleDialog)

public:
    explicit EndBattleDialog(BattleDocument *doc, QWidget *parent = nullptr);

    void accept() override;
    // Tests answer the confirmation: given the question, whether the referee confirms.
    void setConfirmation(std::function<bool(const QString &question)> confirm)
    {
        m_confirm = std::move(confirm);
    }

private:
    bool confirmShortfall(const QString &shortfall);

    BattleDocument *m_doc;
    QComboBox *m_ending;
    QComboBox *m_winner;
    QLabel *m_problem;
    std::function<bool(const QString &)> m_confirm;
};

} // namespace adj
