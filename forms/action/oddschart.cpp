#include "oddschart.h"

#include <qcustomplot.h>
#include <QEvent>
#include <QLocale>
#include <QRegularExpression>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// "hits=3" -> 3; -1 when the tag counts something else.
int hitsOf(const QString &tag)
{
    static const QRegularExpression re(uR"(^hits=(\d+)$)"_s);
    const QRegularExpressionMatch m = re.match(tag);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}
} // namespace

OddsChart::OddsChart(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumHeight(130);
    m_plot->setMaximumHeight(260);
    m_plot->setAccessibleName(tr("Odds chart"));
    replot();
}

QString OddsChart::percent(double p)
{
    const double v = p * 100.0;
    if (v > 0 && v < 0.5)
        return tr("<1%");
    if (v < 100 && v > 99.5)
        return tr(">99%");
    return tr("%1%").arg(QLocale().toString(v, 'f', 0));
}

QString OddsChart::headline(const Distribution &d)
{
    if (!d.ok())
        return d.error();
    bool counted = false;
    double none = 0;
    for (const QString &tag : d.marginalTags()) {
        const int n = hitsOf(tag);
        counted = counted || n >= 0;
        if (n == 0)
            none = d.marginalP(tag);
    }
    if (counted)
        return tr("%1 at least one hit").arg(percent(1.0 - none));
    QString best;
    double bestP = -1;
    for (const QString &key : d.keys())
        if (d.p(key) > bestP) {
            best = key;
            bestP = d.p(key);
        }
    if (best.isEmpty())
        return tr("no outcome");
    return tr("%1 %2 (the most likely outcome)").arg(percent(bestP), best);
}

QList<OddsChart::Bar> OddsChart::bars(const Distribution &d)
{
    QList<Bar> out;
    if (!d.ok())
        return out;
    int most = -1;
    for (const QString &tag : d.marginalTags())
        most = std::max(most, hitsOf(tag));
    if (most >= 0) {
        for (int n = 0; n <= most; ++n) {
            const QString tag = u"hits="_s + QString::number(n);
            const QString text = d.marginalText(tag);
            out.append({tr("%n hit(s)", nullptr, n), d.marginalP(tag), text.isEmpty() ? u"0"_s : text});
        }
        return out;
    }
    for (const QString &key : d.keys())
        out.append({key, d.p(key), d.text(key)});
    return out;
}

void OddsChart::setDistribution(const Distribution &d)
{
    m_bars = bars(d);
    replot();
}

void OddsChart::clear()
{
    m_bars.clear();
    replot();
}

void OddsChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        replot();
}

void OddsChart::replot()
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    // The platform palette, dark too: the plot is drawn on Base, so its text is Text.
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    m_plot->setBackground(pal.brush(QPalette::Base));
    for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(pal.color(QPalette::Mid), 0, Qt::DotLine));
    }
    m_plot->yAxis->setLabel(tr("chance (%)"));

    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    auto *bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    bars->setPen(QPen(pal.color(QPalette::Highlight).darker(120)));
    bars->setBrush(pal.color(QPalette::Highlight));
    bars->setWidth(0.6);
    QStringList tip;
    double top = 0;
    for (int i = 0; i < m_bars.size(); ++i) {
        const Bar &b = m_bars.at(i);
        const double pct = b.p * 100.0;
        top = std::max(top, pct);
        bars->addData(i, pct);
        ticker->addTick(i, b.label);
        auto *label = new QCPItemText(m_plot);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->position->setCoords(i, pct);
        label->setText(b.fraction);
        label->setColor(text);
        label->setPadding(QMargins(0, 0, 0, 3));
        tip << tr("%1: %2 (%3)").arg(b.label, b.fraction, percent(b.p));
    }
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setSubTicks(false);
    m_plot->xAxis->setTickLength(0, 4);
    m_plot->xAxis->setRange(-0.7, std::max<double>(m_bars.size(), 1) - 0.3);
    m_plot->yAxis->setRange(0, std::max(10.0, std::min(100.0, top * 1.25 + 5)));
    m_plot->setToolTip(m_bars.isEmpty() ? tr("No odds yet: choose the action and its units.")
                                        : tip.join(u'\n'));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace adj
