#pragma once

#include "campaign/campaign.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace adj {

// A campaign's window (File ▸ Campaign): its battles in order with their state, what each earned
// and what counts for the campaign (For Honor and Glory: rule 12), the running totals and who
// leads. A double click opens a battle; battles are added, removed and pointed to their moved
// files from here, each change checked and written whole, or refused with a message.
class CampaignView final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CampaignView)

public:
    // Null with `error` when the campaign file cannot be read.
    static CampaignView *open(const QString &path, QWidget *parent, QString *error);
    QString path() const { return m_path; }

public slots:
    void refresh();

signals:
    void openBattleRequested(const QString &path);

private:
    CampaignView(const QString &path, const Campaign &campaign, QWidget *parent);
    void addBattle();
    void removeBattle();
    void relinkBattle();
    void openSelected();
    int selectedRow() const;
    bool store(Campaign changed, bool ok, const QString &error);

    QString m_path;
    Campaign m_campaign;
    QLabel *m_title;
    QLabel *m_totals;
    QLabel *m_problems;
    QTableWidget *m_table;
};

} // namespace adj
