// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "campaign/campaign.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QListWidget;

namespace adj {

// The campaign window's Same Side…: the referee says that a side of one battle is a side of
// another under another name ("United States" at Lundy's Lane is the "American" of Chippawa), or
// that a side said to be the same counts on its own again. Each change is checked by the campaign
// (Campaign::sameSide, separateSide): a refusal is shown here and the campaign stays as it was;
// accepted, campaign() holds the change for the window to write.
class SameSideDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SameSideDialog)

public:
    SameSideDialog(const QString &campaignPath, const Campaign &campaign, QWidget *parent = nullptr);
    Campaign campaign() const { return m_campaign; }

    // The two actions (the buttons): each accepts the dialog when the campaign takes the change.
    void makeSame();
    void separate();

private:
    QString m_path;
    Campaign m_campaign;
    QComboBox *m_side;
    QComboBox *m_as;
    QListWidget *m_same;
    QLabel *m_problem;
};

} // namespace adj
