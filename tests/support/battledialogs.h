// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The dialogs a battle opens, each built on the window's battle as the program builds it: what the
// screen tests (tst_laptopscreen, tst_wmscreen) measure one by one.
#include "battledocument.h"
#include "houserulesdialog.h"
#include "leaderdialog.h"
#include "mainwindow.h"
#include "newbattledialog.h"
#include "preferencesdialog.h"
#include "summarydialog.h"
#include "unitdialog.h"

#include <QDialog>
#include <QString>

#include <memory>
#include <vector>

namespace adj::testing {

// House rules, a unit and a new one, a new leader, a new battle (in `folder`), preferences and the
// summary; parented to `window`, so to be destroyed before it.
inline std::vector<std::unique_ptr<QDialog>> battleDialogs(MainWindow *window, const QString &folder)
{
    BattleDocument *doc = window->document();
    const Id unit = doc->state().units.firstKey();
    std::vector<std::unique_ptr<QDialog>> dialogs;
    dialogs.push_back(std::make_unique<HouseRulesDialog>(doc, window));
    dialogs.push_back(std::make_unique<UnitDialog>(doc, unit, 0, window));
    dialogs.push_back(std::make_unique<UnitDialog>(doc, 0, 0, window));
    dialogs.push_back(std::make_unique<LeaderDialog>(doc, 0, unit, window));
    dialogs.push_back(std::make_unique<NewBattleDialog>(folder, window));
    dialogs.push_back(std::make_unique<PreferencesDialog>(window));
    dialogs.push_back(std::make_unique<SummaryDialog>(doc, window));
    return dialogs;
}

} // namespace adj::testing
