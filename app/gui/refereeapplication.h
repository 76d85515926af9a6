// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QApplication>

namespace adj {

// The GUI's application: an internal fault (an exception out of a slot or an event handler) is
// caught where Qt hands out events, reported as an internal error and the program goes on. Every
// action is committed before the window says it is done (docs/errors.md), so the battle on disk is
// as it was after the last action the referee saw done.
class RefereeApplication final : public QApplication
{
    Q_OBJECT

public:
    RefereeApplication(int &argc, char **argv);
    bool notify(QObject *receiver, QEvent *event) override;

private:
    void report(const QString &what);
};

} // namespace adj
