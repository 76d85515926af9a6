// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "summary/turnsummary.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QComboBox;
QT_END_NAMESPACE

namespace adj {

class BattleDocument;
class SummaryView;

// File ▸ Turn Summary…: the Summary view (as in the main window's Summary dock) in a window of
// its own, for a referee who wants it large; and the File menu's straight print and preview.
class SummaryDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SummaryDialog)

public:
    explicit SummaryDialog(BattleDocument *doc, QWidget *parent = nullptr);
    ~SummaryDialog() override;

    SummaryView *view() const { return m_view; }
    const TurnSummary &summary() const;
    QComboBox *turnBox() const;
    QComboBox *sideBox() const;

    // The current turn's referee summary, straight to the print preview or the printer.
    static void printPreview(BattleDocument *doc, QWidget *parent);
    static void print(BattleDocument *doc, QWidget *parent);

private:
    static TurnSummary current(BattleDocument *doc);

    SummaryView *m_view;
};

} // namespace adj
