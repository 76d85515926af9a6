// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "campaign/campaign.h"

#include "summary/campaignsummary.h"

#include <QDialog>

#include <functional>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace adj {

// A campaign's window (File ▸ Campaign): its battles in order with their state (a missing file, a
// damaged one with its reason), what each earned and what counts for the campaign (For Honor and
// Glory: rule 12), the running totals and who leads; a side seen in one battle only is named, and
// the referee says which sides are the same (Same Side…). A double click opens a battle; battles
// are added, removed and pointed to their moved files from here, each change checked and written
// whole, or refused with a message. The campaign
// summary is printed, previewed and exported (PDF, HTML, JSON) from here, the referee's or a
// side's players' version (the enemy's losses in words).
class CampaignView final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CampaignView)

public:
    // Null with `error` when the campaign file cannot be read.
    static CampaignView *open(const QString &path, QWidget *parent, QString *error);
    QString path() const { return m_path; }
    // The campaign summary as the export writes it: the referee's, or the side chosen's players' version.
    CampaignSummary summary() const;
    // Tests answer the save dialog: given the proposed path, the path chosen (empty: cancelled).
    void setExportPathChooser(std::function<QString(const QString &proposed)> choose)
    {
        m_exportPath = std::move(choose);
    }

public slots:
    void refresh();

signals:
    void openBattleRequested(const QString &path);
    // A summary file written, with its absolute path.
    void written(const QString &path);

private:
    CampaignView(const QString &path, const Campaign &campaign, QWidget *parent);
    void addBattle();
    void removeBattle();
    void relinkBattle();
    void sameSide();
    void openSelected();
    int selectedRow() const;
    bool store(Campaign changed, bool ok, const QString &error);
    QLayout *makeSummaryRow();
    void fillSides();
    void showPrintPreview();
    void showPrintDialog();
    void exportPdf();
    void exportHtml();
    void exportJson();
    QString exportPath(const QString &filter, const QString &suffix);
    void exported(const QString &path);

    QString m_path;
    Campaign m_campaign;
    QLabel *m_title;
    QLabel *m_totals;
    QLabel *m_problems;
    QLabel *m_sidesNote; // the sides seen in one battle only
    QTableWidget *m_table;
    QComboBox *m_side;
    QLabel *m_saved;
    CampaignSummary m_summary; // the referee's, as last refreshed
    std::function<QString(const QString &)> m_exportPath;
};

} // namespace adj
