// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"

#include <QDialog>

#include <memory>

namespace adj {

namespace Ui {
class LeaderDialog;
}

// Adds a leader or edits one: name, rating, and the unit of his side he is with (or alone).
// Accepted changes go through doc->submit(): one undoable, logged action.
class LeaderDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LeaderDialog)

public:
    // `leader` 0: a new leader, on the side of `unit` (when given) and with it.
    LeaderDialog(BattleDocument *doc, Id leader, Id unit, QWidget *parent = nullptr);
    ~LeaderDialog() override;

    // For tests and scripts: what the fields would be set to by hand.
    void chooseLeader(Id leader);
    void setValues(const QString &name, int rating, Id unit);
    bool commit();
    QString problem() const;
    void accept() override;

private:
    void fillUnits(Id side, Id select);
    void onLeaderChanged();
    void showProblem(const QString &text);

    std::unique_ptr<Ui::LeaderDialog> m_ui;
    BattleDocument *m_doc;
    Id m_presetUnit;
};

} // namespace adj
