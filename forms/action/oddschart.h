#pragma once

#include "core/distribution.h"

#include <QCoreApplication>
#include <QWidget>

class QCustomPlot;

namespace adj {

// The exact odds of an action before the dice are rolled: one bar per number of hits when the
// outcomes count hits, otherwise one per outcome, each labelled with its exact fraction.
class OddsChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OddsChart)

public:
    struct Bar
    {
        QString label;
        double p = 0;     // for the height
        QString fraction; // exact, as the resolver computed it
    };

    explicit OddsChart(QWidget *parent = nullptr);

    void setDistribution(const Distribution &d);
    void clear();

    // "62% at least one hit" when the outcomes carry hits=N, else the most likely outcome.
    static QString headline(const Distribution &d);
    // The bars shown: the marginal over hits=N (N from 0) when present, else the outcome keys.
    static QList<Bar> bars(const Distribution &d);
    static QString percent(double p);

    const QList<Bar> &shownBars() const { return m_bars; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void replot();

    QCustomPlot *m_plot;
    QList<Bar> m_bars;
};

} // namespace adj
