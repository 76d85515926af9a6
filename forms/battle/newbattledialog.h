// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "records.h"
#include "victory.h"

#include <QDialog>

#include <memory>

class QLineEdit;
class QSpinBox;

namespace adj {

namespace Ui {
class NewBattleDialog;
}

// Asks for what a new battle needs before its file is created: a name, one of the rule
// sets, the scale (for a rule set played at a choice of scales), the scenario's victory conditions
// (the VP to win and the turn limit, rule 10; with a side named, that side must reach the VP by the
// turn limit and the other wins on time when it does not, 10.C) and where the battle file goes.
class NewBattleDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NewBattleDialog)

public:
    // `folder` is where the file goes unless the referee picks another place.
    explicit NewBattleDialog(const QString &folder, QWidget *parent = nullptr);
    ~NewBattleDialog() override;

    BattleInfo info() const;
    QString path() const;
    Victory::Conditions victory() const;

    void accept() override;

private:
    void onRuleSetChanged();
    void onNameEdited();
    void browse();
    void validate();
    QString suggestedPath() const;

    std::unique_ptr<Ui::NewBattleDialog> m_ui;
    QString m_folder;
    QSpinBox *m_vpToWin = nullptr;
    QSpinBox *m_turnLimit = nullptr;
    QLineEdit *m_timeSide = nullptr;
    bool m_pathChosen = false; // once the referee picks a file, the name no longer moves it
};

} // namespace adj
