// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "battleoverview.h"
#include "victory.h"

#include "labels.h"
#include "markerdelegate.h"
#include "schemacheck.h"

#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QLabel *valueLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setTextFormat(Qt::PlainText); // names from a battle file are never read as HTML
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// A side's units and markers counted for its card.
struct SideTally
{
    int units = 0, inPlay = 0, now = 0, start = 0, markers = 0;
    QMap<QString, int> outOfPlay;   // status label -> units
    QMap<QString, int> markerKinds; // marker label -> active markers
};

SideTally tally(const BattleState &s, Id side)
{
    SideTally t;
    for (const Unit &u : s.units) {
        if (u.side != side)
            continue;
        ++t.units;
        t.now += u.strength;
        t.start += u.strengthStart;
        if (u.status.isEmpty())
            ++t.inPlay;
        else
            ++t.outOfPlay[MarkerDelegate::statusLabel(u.status)];
    }
    for (const Marker &m : s.activeMarkers()) {
        if (s.units.value(m.unit).side == side) {
            ++t.markers;
            ++t.markerKinds[Labels::marker(m.kind)];
        }
    }
    return t;
}

} // namespace

BattleOverview::BattleOverview(QWidget *parent)
    : QScrollArea(parent)
    , m_title(new QLabel)
    , m_subtitle(new QLabel)
    , m_turn(new QLabel)
    , m_notes(new QLabel)
    , m_trackers(new QLabel)
    , m_sides(new QGridLayout)
{
    setObjectName(u"battleOverview"_s);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    // The page goes into the scroll area when the overview first shows: measuring its labels loads
    // the title's and the turn's fonts, which the first paint behind the board's tab need not wait for.
    auto *page = new QWidget(this);
    page->hide();
    page->setBackgroundRole(QPalette::Base);
    page->setAutoFillBackground(true);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(24, 18, 24, 18);
    layout->setSpacing(6);

    QFont title = m_title->font();
    title.setPointSizeF(title.pointSizeF() * 1.7);
    title.setBold(true);
    m_title->setFont(title);
    m_title->setWordWrap(true);
    m_subtitle->setWordWrap(true);
    m_subtitle->setForegroundRole(QPalette::PlaceholderText);
    QFont turn = m_turn->font();
    turn.setPointSizeF(turn.pointSizeF() * 1.25);
    m_turn->setFont(turn);
    m_turn->setTextFormat(Qt::RichText);
    m_notes->setWordWrap(true);
    QFont notes = m_notes->font();
    notes.setItalic(true);
    m_notes->setFont(notes);
    m_trackers->setObjectName(u"overviewTrackers"_s);
    m_trackers->setWordWrap(true);
    m_trackers->setTextFormat(Qt::PlainText);
    // The battle's name, rule set and notes come from the file: shown as they are, never as HTML.
    for (QLabel *l : {m_title, m_subtitle, m_notes})
        l->setTextFormat(Qt::PlainText);
    for (QLabel *l : {m_title, m_subtitle, m_turn, m_trackers, m_notes})
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);

    layout->addWidget(m_title);
    layout->addWidget(m_subtitle);
    layout->addSpacing(6);
    layout->addWidget(m_turn);
    layout->addWidget(m_trackers);
    layout->addWidget(m_notes);
    layout->addSpacing(12);
    m_sides->setHorizontalSpacing(18);
    m_sides->setVerticalSpacing(18);
    layout->addLayout(m_sides);
    layout->addStretch(1);
    m_page = page;
    refresh();
}

void BattleOverview::setDocument(BattleDocument *doc)
{
    disconnect(m_connection);
    m_doc = doc;
    if (doc)
        m_connection = connect(doc, &BattleDocument::changed, this, &BattleOverview::scheduleRefresh);
    refresh();
}

void BattleOverview::scheduleRefresh()
{
    // Many edits may land in one go (an import, a resolution): count once afterwards. Behind the
    // board's tab it waits until it shows (showEvent): a hex battle's action costs no overview.
    if (m_pending)
        return;
    m_pending = true;
    if (isVisible())
        QTimer::singleShot(0, this, &BattleOverview::refresh);
}

void BattleOverview::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!widget())
        setWidget(m_page);
    if (m_pending)
        refresh();
}

void BattleOverview::refresh()
{
    if (!isVisible()) {
        m_pending = true; // refreshed when it shows
        return;
    }
    m_pending = false;
    while (QLayoutItem *item = m_sides->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!m_doc) {
        m_title->setText(tr("No battle open"));
        m_subtitle->setText(tr("Create a battle with File ▸ New, or open one with File ▸ Open."));
        m_turn->clear();
        m_notes->hide();
        m_trackers->hide();
        return;
    }
    const BattleState &s = m_doc->state();
    const RuleSetProfile &p = m_doc->profile();
    m_title->setText(s.info.name);
    QStringList facts{Profiles::label(p.name)};
    if (const ScaleSpec *scale = p.scale(s.info.scale))
        facts << tr("%1 scale (%2 yards to the inch)")
                     .arg(Profiles::label(scale->label))
                     .arg(scale->yardsPerInch);
    if (p.distance != DistanceMeasure::None)
        facts << tr("distances in %1").arg(Profiles::distanceLabel(p.distance));
    facts << tr("strength in %1").arg(Profiles::strengthMeasureLabel(p.strength));
    if (!s.info.options.isEmpty())
        facts << tr("optional rules: %1").arg(s.info.options.join(u", "_s));
    m_subtitle->setText(facts.join(u" · "_s));

    const int phase = p.phaseIndex(s.info.phase);
    m_turn->setText(phase < 0 ? tr("<b>Turn %1</b>").arg(s.info.turn)
                              : tr("<b>Turn %1</b> — phase %2 of %3: <b>%4</b>")
                                    .arg(s.info.turn)
                                    .arg(phase + 1)
                                    .arg(p.phases.size())
                                    .arg(Profiles::label(p.phases.at(phase).label).toHtmlEscaped()));
    // The rule set's bookkeeping, whole: the card being played and its step, the plots, who
    // moves next, the card game's standings.
    QStringList bookkeeping;
    // The victory conditions as they stand now (met or not), or how the battle ended.
    if (const QString victory = Victory::describe(s, p); !victory.isEmpty())
        bookkeeping << victory;
    for (const Tracker &t : s.trackers)
        if (!t.label.isEmpty() && !t.key.startsWith(u"battle."_s))
            bookkeeping << t.label;
    m_trackers->setText(bookkeeping.join(u'\n'));
    m_trackers->setVisible(!bookkeeping.isEmpty());
    m_notes->setText(s.info.notes);
    m_notes->setVisible(!s.info.notes.isEmpty());

    m_columns = columnsFor(viewport()->width());
    int i = 0;
    for (const Side &side : s.sides) {
        m_sides->addWidget(sideCard(side), i / m_columns, i % m_columns);
        ++i;
    }
    if (s.sides.isEmpty())
        m_sides->addWidget(valueLabel(tr("This battle has no sides yet."), nullptr), 0, 0);
}

int BattleOverview::columnsFor(int width) const
{
    // Side cards of at least kCardWidth, side by side as far as they fit.
    constexpr int kCardWidth = 300;
    const int margins = 48, spacing = m_sides->horizontalSpacing();
    return qBound(1, (width - margins + spacing) / (kCardWidth + spacing), 3);
}

void BattleOverview::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    if (columnsFor(viewport()->width()) != m_columns)
        scheduleRefresh();
}

QWidget *BattleOverview::sideCard(const Side &side) const
{
    const BattleState &s = m_doc->state();
    const SideTally t = tally(s, side.id);
    auto *card = new QFrame;
    card->setFrameShape(QFrame::StyledPanel);
    const QString color =
        !side.color.isEmpty() && SchemaCheck::isColor(side.color) ? side.color : u"#808080"_s;
    card->setObjectName(u"sideCard"_s);
    card->setStyleSheet(u"QFrame#sideCard { border: 1px solid palette(mid); border-top: 5px solid %1;"
                        " border-radius: 4px; background: palette(window); }"_s.arg(color));
    card->setMinimumWidth(260);
    auto *layout = new QVBoxLayout(card);
    layout->setContentsMargins(14, 10, 14, 12);
    auto *name = new QLabel(side.name, card);
    name->setTextFormat(Qt::PlainText);
    QFont bold = name->font();
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    bold.setBold(true);
    name->setFont(bold);
    layout->addWidget(name);

    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignLeft);
    form->setHorizontalSpacing(14);
    QStringList gone;
    for (auto it = t.outOfPlay.cbegin(); it != t.outOfPlay.cend(); ++it)
        gone << tr("%1 %2").arg(it.value()).arg(it.key());
    form->addRow(tr("Units in play:"),
                 valueLabel(gone.isEmpty()
                                ? tr("%1 of %2").arg(t.inPlay).arg(t.units)
                                : tr("%1 of %2 (%3)").arg(t.inPlay).arg(t.units).arg(gone.join(u", "_s)),
                            card));
    auto *bar = new QProgressBar(card);
    bar->setRange(0, qMax(t.start, 1));
    bar->setValue(qMin(t.now, qMax(t.start, 1)));
    bar->setFormat(tr("%1 / %2 %3")
                       .arg(t.now)
                       .arg(t.start)
                       .arg(Profiles::strengthMeasureLabel(m_doc->profile().strength)));
    bar->setTextVisible(true);
    bar->setToolTip(tr("Strength now against the start of the battle."));
    form->addRow(tr("Strength:"), bar);
    QStringList kinds;
    for (auto it = t.markerKinds.cbegin(); it != t.markerKinds.cend(); ++it)
        kinds << (it.value() > 1 ? tr("%1 ×%2").arg(it.key()).arg(it.value()) : it.key());
    form->addRow(
        tr("Active markers:"),
        valueLabel(t.markers == 0 ? tr("none") : tr("%1 (%2)").arg(t.markers).arg(kinds.join(u", "_s)),
                   card));
    addLeadersAndCounters(form, s, side, card);
    layout->addLayout(form);
    return card;
}

// The side's leaders (a dozen at most) and its counters, each a row when there are any.
void BattleOverview::addLeadersAndCounters(QFormLayout *form, const BattleState &s, const Side &side,
                                           QWidget *card)
{
    // A card names a dozen leaders at most: a long list is the roster's to show, and a label
    // of thousands of lines costs seconds of text layout.
    constexpr int kLeadersShown = 12;
    QStringList leaders;
    int moreLeaders = 0;
    for (const Leader &l : s.leaders) {
        if (l.side != side.id)
            continue;
        if (leaders.size() == kLeadersShown) {
            ++moreLeaders;
            continue;
        }
        const QString with = l.unit ? s.units.value(l.unit).name : tr("alone");
        leaders << (l.status.isEmpty() ? tr("%1 (%2)").arg(l.name, with)
                                       : tr("%1 (%2, %3)").arg(l.name, with, l.status));
    }
    if (moreLeaders > 0)
        leaders << tr("and %n more", nullptr, moreLeaders);
    if (!leaders.isEmpty())
        form->addRow(tr("Leaders:"), valueLabel(leaders.join(u'\n'), card));

    QStringList counters;
    for (const Counter &c : s.counters)
        if (c.side == side.id)
            counters << tr("%1 %2").arg(Labels::counter(c.kind)).arg(c.value);
    if (!counters.isEmpty())
        form->addRow(tr("Counters:"), valueLabel(counters.join(u" · "_s), card));
}

} // namespace adj
