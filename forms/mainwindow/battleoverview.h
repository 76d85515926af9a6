// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"

#include <QScrollArea>

class QFormLayout;
class QGridLayout;
class QLabel;

namespace adj {

// The main window's centre: the battle at a glance. Its name, rule set and scale, the
// turn and phase, and per side the units still in play, strength now against the start,
// active markers, leaders and counters.
class BattleOverview final : public QScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BattleOverview)

public:
    explicit BattleOverview(QWidget *parent = nullptr);

    void setDocument(BattleDocument *doc);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    int columnsFor(int width) const;
    void scheduleRefresh();
    void refresh();
    QWidget *sideCard(const Side &side) const;
    static void addLeadersAndCounters(QFormLayout *form, const BattleState &s, const Side &side,
                                      QWidget *card);

    BattleDocument *m_doc = nullptr;
    QMetaObject::Connection m_connection;
    bool m_pending = false;
    int m_columns = 2;
    QWidget *m_page = nullptr;
    QLabel *m_title;
    QLabel *m_subtitle;
    QLabel *m_turn;
    QLabel *m_notes;
    QLabel *m_trackers;
    QGridLayout *m_sides;
};

} // namespace adj
