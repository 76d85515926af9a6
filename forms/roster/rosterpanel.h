// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QLineEdit;
class QToolBar;
class QTimer;

namespace adj {

class RosterView;

// The roster dock: a filter field and the marker toolbar above the roster.
class RosterPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RosterPanel)

public:
    explicit RosterPanel(RosterView *view, QWidget *parent = nullptr);

    RosterView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filter; }
    QToolBar *markerBar() const { return m_markers; }

private:
    void rebuildMarkerBar();

    RosterView *m_view;
    QLineEdit *m_filter;
    QToolBar *m_markers;
    QTimer *m_typing;
};

} // namespace adj
