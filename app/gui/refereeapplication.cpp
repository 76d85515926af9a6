// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "refereeapplication.h"

#include <QMessageBox>
#include <QTimer>

#include <exception>

using namespace Qt::StringLiterals;

namespace adj {

RefereeApplication::RefereeApplication(int &argc, char **argv)
    : QApplication(argc, argv)
{}

bool RefereeApplication::notify(QObject *receiver, QEvent *event)
{
    try {
        return QApplication::notify(receiver, event);
    } catch (const std::exception &e) {
        report(QString::fromUtf8(e.what()));
    } catch (...) {
        report(u"?"_s);
    }
    return false;
}

void RefereeApplication::report(const QString &what)
{
    const QString text = tr("internal error: %1").arg(what);
    qCritical("%s", qPrintable(text));
    // Shown once the event that failed is over: never a dialog inside the handler that threw.
    QTimer::singleShot(0, this, [text] {
        QMessageBox::critical(
            QApplication::activeWindow(), tr("Internal Error"),
            tr("%1\n\nThe battle is as it was after the last action shown as done.").arg(text));
    });
}

} // namespace adj
