// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Counts the paints widgets receive, and sends what the event loop would: a change is painted once
// when the window's paint that follows it is the last any of its widgets gets (issue 30).
#include <QCoreApplication>
#include <QEvent>
#include <QHash>
#include <QObject>
#include <QWidget>

namespace adj::testing {

class PaintCount final : public QObject
{
public:
    explicit PaintCount(const QList<QWidget *> &widgets)
    {
        for (QWidget *w : widgets) {
            m_paints.insert(w, 0);
            w->installEventFilter(this);
        }
    }
    int of(QWidget *w) const { return m_paints.value(w); }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            if (auto it = m_paints.find(static_cast<QWidget *>(watched)); it != m_paints.end())
                ++*it;
        return false;
    }

private:
    QHash<QWidget *, int> m_paints;
};

// The posted events sent as the event loop would send them, rounds included: an event posted while
// posted events are sent waits for the next round.
inline void sendPostedRounds()
{
    for (int i = 0; i < 6; ++i)
        QCoreApplication::sendPostedEvents();
}

} // namespace adj::testing
