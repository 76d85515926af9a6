// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The main window of a board test and the board's parts in it, with the few steps the board tests take
// on it as a user would (issue 33): held by tst_boardview and tst_boardships beside their QObject.
#include "battledocument.h"
#include "boardpanel.h"
#include "boardscene.h"
#include "boardview.h"
#include "mainwindow.h"
#include "undosink.h"

#include <QApplication>
#include <QMouseEvent>
#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace adj::testing {

class BoardWindow
{
protected:
    BattleDocument *doc() const { return m_window->document(); }
    BoardPanel *panel() const { return m_window->boardPanel(); }
    BoardView *view() const { return panel()->view(); }
    BoardScene *scene() const { return panel()->scene(); }
    QWidget *viewport() const { return view()->viewport(); }
    Id unitId(const QString &name) const
    {
        const Unit *u = doc()->state().unitByName(name);
        return u ? u->id : 0;
    }
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
    std::unique_ptr<MainWindow> m_window;
};

} // namespace adj::testing
