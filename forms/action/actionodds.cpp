// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "actionodds.h"

#include "errormark.h"

#include "layoutonce.h"

#include "core/ruleset.h"
#include "core/rulesets.h"
#include "oddsbars.h"
#include "oddschart.h"

#include <QLabel>
#include <QtConcurrent/QtConcurrentRun>

namespace adj {

ActionOdds::ActionOdds(QLabel *headline, OddsChart *chart, QWidget *panel)
    : m_headline(headline)
    , m_chart(chart)
    , m_panel(panel)
{
    connect(&m_watcher, &QFutureWatcher<Distribution>::finished, this, &ActionOdds::onFinished);
}

ActionOdds::~ActionOdds()
{
    m_watcher.disconnect(this);
}

bool ActionOdds::sameOdds(const Request &a, const Request &b)
{
    // A table is immutable once built, and the panel builds one per battle and house rules: the
    // same compiled table is the same table (one built anew is worked out anew).
    return a.ruleset == b.ruleset && a.action == b.action && a.refused == b.refused &&
           a.outcomes == b.outcomes && a.inputs == b.inputs && a.table.compiled() == b.table.compiled();
}

void ActionOdds::request(Request request)
{
    const quint64 now = ++m_requests;
    // The inputs worked out last, with nothing running: their odds are shown at once (issue 30:
    // an undo brings back the inputs before the action, and showed their odds a paint later).
    if ((m_state == State::Idle || m_state == State::Ready) && m_last && sameOdds(m_last->first, request)) {
        m_request = std::move(request);
        m_odds = m_last->second;
        m_state = State::Ready;
        show();
        QMetaObject::invokeMethod(
            this,
            [this, now] {
                if (m_requests == now && m_state == State::Ready)
                    emit shown();
            },
            Qt::QueuedConnection);
        return;
    }
    m_request = std::move(request);
    markError(m_headline, false);
    if (m_headline->text().isEmpty())
        m_headline->setText(tr("Working out the odds…"));
    // One computation at a time; the latest inputs win when it ends.
    switch (m_state) {
    case State::Running:
    case State::Pending:
    case State::Abandoned:
        m_state = State::Pending;
        return;
    case State::Idle:
    case State::Ready:
        start();
        return;
    }
}

void ActionOdds::clear()
{
    ++m_requests;
    drop();
    m_headline->clear();
    m_chart->clear();
}

void ActionOdds::refuse(const QString &message)
{
    ++m_requests;
    drop();
    m_chart->clear();
    m_headline->setText(tr("No odds: %1").arg(message));
    markError(m_headline, true);
}

void ActionOdds::drop()
{
    // The inputs went wrong: no odds are shown, and one still running is not wanted when it ends.
    m_odds = {};
    switch (m_state) {
    case State::Running:
    case State::Pending:
        m_state = State::Abandoned;
        return;
    case State::Ready:
        m_state = State::Idle;
        return;
    case State::Idle:
    case State::Abandoned:
        return;
    }
}

void ActionOdds::start()
{
    m_state = State::Running;
    m_running = m_request;
    // Off the GUI thread: the largest actions take milliseconds. Everything is passed by value;
    // the rule set's schema cache is safe from any thread (RuleSet::action reads it once).
    const QString ruleset = m_request.ruleset->id();
    const QString action = m_request.action;
    const QJsonObject inputs = m_request.inputs;
    const RuleTable table = m_request.table;
    m_watcher.setFuture(QtConcurrent::run([=] { return adj::odds(ruleset, action, inputs, table); }));
}

void ActionOdds::onFinished()
{
    // Kept for its own inputs, whether they are still the latest or not: an action applied before
    // its odds came back, then undone, brings back the very inputs worked out.
    m_last = std::pair{m_running, m_watcher.result()};
    switch (m_state) {
    case State::Pending: // newer inputs waited: they are the ones that count
        start();
        return;
    case State::Abandoned: // the inputs went wrong meanwhile; their message is shown
    case State::Idle:
    case State::Ready:
        m_state = State::Idle;
        return;
    case State::Running:
        break;
    }
    m_odds = m_last->second;
    m_state = State::Ready;
    show();
    emit shown();
}

void ActionOdds::show()
{
    // The headline's new text and the chart shown are one layout pass of the panel, not one each
    // (issue 30): the chart's setVisible(true) alone lays out the whole window.
    const LayoutOnce once(m_panel);
    if (m_request.refused) {
        // The plan says it, with its rule ("Not possible: …", or to choose the units first):
        // once is enough (issue 31).
        m_headline->clear();
        m_chart->clear();
        return;
    }
    const OddsBars bars = OddsBars::build(m_odds, m_request.outcomes, m_request.ruleset);
    m_headline->setText(m_odds.ok() ? bars.headline : tr("No odds: %1").arg(m_odds.error()));
    markError(m_headline, !m_odds.ok());
    m_headline->setToolTip(m_odds.ok() ? tr("Exact, from every way the dice can fall (%n path(s)).", nullptr,
                                            int(m_odds.paths()))
                                       : QString());
    if (m_odds.ok())
        m_chart->setOdds(bars);
    else
        m_chart->clear();
}

} // namespace adj
