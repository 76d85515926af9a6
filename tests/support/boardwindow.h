// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The main window of a board test and the board's parts in it, with the few steps the board tests take
// on it as a user would (issue 33): held by tst_boardview and tst_boardships beside their QObject.
#include "boardpanel.h"
#include "boardscene.h"
#include "boardview.h"
#include "support/testwindow.h"
#include "undosink.h"

#include <QApplication>
#include <QMouseEvent>
#include <QString>
#include <QTemporaryDir>

namespace adj::testing {

class BoardWindow : protected TestWindow
{
protected:
    ~BoardWindow() { m_window.reset(); } // before the folder that holds its battle files

    BoardPanel *panel() const { return m_window->boardPanel(); }
    BoardView *view() const { return panel()->view(); }
    BoardScene *scene() const { return panel()->scene(); }
    QWidget *viewport() const { return view()->viewport(); }
    // A move with no button held, as the window system sends it.
    void hoverAt(QPoint p)
    {
        QMouseEvent move(QEvent::MouseMove, p, viewport()->mapToGlobal(p), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QApplication::sendEvent(viewport(), &move);
    }
    bool undo()
    {
        QString error;
        return m_window->undoSink()->undo(&error);
    }

    QTemporaryDir m_dir; // the battle files, removed after the window that holds them
};

} // namespace adj::testing
