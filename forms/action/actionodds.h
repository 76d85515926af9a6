// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/distribution.h"
#include "core/ruletable.h"

#include <QFutureWatcher>
#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <optional>
#include <utility>

class QLabel;
class QWidget;

namespace adj {

class OddsChart;
class RuleSet;

// The action panel's odds: the exact odds of the inputs shown, worked out off the GUI thread one
// computation at a time (the latest inputs win when it ends), then shown as the panel's headline
// and its bars. The panel says what the inputs are (request) or that there are none (clear, refuse).
class ActionOdds final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ActionOdds)

public:
    // The odds' life cycle, moved only by request, clear/refuse (through drop) and onFinished.
    enum class State {
        Idle,      // nothing running, no odds shown
        Running,   // working out the odds of the inputs shown
        Pending,   // running, and newer inputs wait for it to end: they start then
        Abandoned, // running, but the inputs went wrong meanwhile: its result is dropped
        Ready,     // the odds of the inputs shown are in odds()
    };

    // What the odds are worked out for, and how they are shown.
    struct Request
    {
        const RuleSet *ruleset = nullptr;
        QString action;
        QJsonObject inputs; // as the runner prepared them
        RuleTable table;
        QStringList outcomes; // the action's declared outcomes: the bars' words and order
        bool refused = false; // refused before any die: the plan says why, no bars are shown
    };

    // Shows into `headline` and `chart`, styled after `panel`'s palette.
    ActionOdds(QLabel *headline, OddsChart *chart, QWidget *panel);
    ~ActionOdds() override;

    // New inputs: their odds are worked out and shown. The inputs whose odds were worked out last
    // are shown again at once (an undo brings back the inputs before the action applied): shown()
    // follows from the event loop all the same.
    void request(Request request);
    // No inputs to work out: nothing is shown.
    void clear();
    // The inputs cannot be read: the headline says why ("No odds: …").
    void refuse(const QString &message);

    State state() const { return m_state; }
    bool ready() const { return m_state == State::Ready; }
    const Distribution &odds() const { return m_odds; }

signals:
    // The odds of the latest inputs are shown (or their error).
    void shown();

private:
    // Whether `a` and `b` have the same odds, shown the same way.
    static bool sameOdds(const Request &a, const Request &b);
    void drop();
    void start();
    void onFinished();
    void show();

    QLabel *m_headline;
    OddsChart *m_chart;
    QWidget *m_panel;
    QFutureWatcher<Distribution> m_watcher;
    State m_state = State::Idle;
    Request m_request; // the latest: the one started when the running one ends
    Distribution m_odds;
    Request m_running; // the one being worked out
    // The inputs worked out last, and their odds.
    std::optional<std::pair<Request, Distribution>> m_last;
    quint64 m_requests = 0; // requests, refusals and clears so far: a queued shown() is for one
};

} // namespace adj
