// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "eventlogview.h"

#include "eventlogmodel.h"
#include "logfiltermodel.h"
#include "runner/eventreader.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QScrollBar>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// Undone entries stay in the log (it is never rewritten) but read as struck out.
class UndoneDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const QString kind = index.data(EventLogModel::KindRole).toString();
        if (index.data(EventLogModel::UndoneRole).toBool()) {
            option->font.setStrikeOut(true);
            option->palette.setColor(QPalette::Text, option->palette.color(QPalette::PlaceholderText));
        } else if (kind == u"undo"_s || kind == u"redo"_s) {
            option->font.setItalic(true);
        }
        if (index.column() == EventLogModel::Seq || index.column() == EventLogModel::Turn)
            option->displayAlignment = Qt::AlignRight | Qt::AlignVCenter;
    }
};

} // namespace

EventLogView::EventLogView(QWidget *parent)
    : QTableView(parent)
    , m_filter(new LogFilterModel(this))
{
    setObjectName(u"eventLogView"_s);
    setItemDelegate(new UndoneDelegate(this));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setShowGrid(false);
    setTabKeyNavigation(false); // Tab leaves the log; the arrows move between entries
    verticalHeader()->hide();
    // Fixed row heights: the view never measures rows it does not show.
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setHighlightSections(false);
    setWhatsThis(tr("Everything done in this battle, in order. Undone actions are struck through; "
                    "select an entry to read its trace and dice."));
}

void EventLogView::setDocument(BattleDocument *doc)
{
    EventLogModel *old = m_model;
    m_model = doc ? new EventLogModel(doc, this) : nullptr;
    if (m_model)
        m_model->setReader(
            [reader = std::make_shared<EventReader>(doc)](const Event &e) { return reader->read(e); });
    m_filter->setLog(doc, m_model);
    setModel(m_model ? m_filter : nullptr);
    delete old;
    if (!m_model)
        return;
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &EventLogView::onRowsInserted,
            Qt::UniqueConnection);
    const int em = fontMetrics().averageCharWidth();
    // The numbers whole however long the battle (the big battle's 100,000 events and turn 3,170
    // were cut to "10…" and "31…"), with a digit to spare for the entries to come.
    horizontalHeader()->resizeSection(EventLogModel::Seq,
                                      numberWidth(EventLogModel::Seq, m_model->rowCount()));
    horizontalHeader()->resizeSection(EventLogModel::Turn,
                                      numberWidth(EventLogModel::Turn, doc->state().info.turn));
    horizontalHeader()->resizeSection(EventLogModel::Phase, 24 * em);
    horizontalHeader()->resizeSection(EventLogModel::Kind, 17 * em);
    horizontalHeader()->resizeSection(EventLogModel::Actor, 22 * em);
    // After the first layout, so that the bottom is known. Queued to the model, not to the view:
    // onRowsInserted() sends what Qt queued to the view for its bars, and this must wait.
    QTimer::singleShot(0, m_model, [this] { scrollToBottom(); });
}

int EventLogView::numberWidth(int column, qint64 largest) const
{
    // The digits of `largest` and one more, between the item's text margins (as QCommonStyle lays
    // an item out), and never narrower than the column's title.
    const int margin = style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1;
    const int digits = int(QString::number(std::max<qint64>(largest, 1)).size()) + 1;
    const int text = fontMetrics().horizontalAdvance(QString(digits, u'0')) + 2 * margin + 4;
    return std::max(text, horizontalHeader()->sectionSizeHint(column));
}

void EventLogView::changeEvent(QEvent *event)
{
    QTableView::changeEvent(event);
    // The entries' lines in the new language (issue 31), read again from what each event keeps.
    if (event->type() == QEvent::LanguageChange && m_model)
        m_model->retranslate();
}

void EventLogView::onRowsInserted()
{
    // Follow the newest entry, unless the referee scrolled back to read. At once: scrollToBottom()
    // lays the new rows out first, so the log is painted once, at its new end. Left to the event
    // loop, it was painted at the old end with the action's repaint and then a second time
    // (issue 30: 1.8 ms of an undo on the big battle).
    // "Back" is more than two entries up, in the bar's steps: rows, or pixels when it scrolls by them.
    const QScrollBar *bar = verticalScrollBar();
    const int slack = verticalScrollMode() == ScrollPerPixel ? verticalHeader()->defaultSectionSize() * 2 : 2;
    if (bar->value() >= bar->maximum() - slack)
        scrollToBottom();
    // The bar's new range has the scroll area lay its bars out again, queued by Qt to the view, which
    // repaints both bars and the frame behind them (they are raised in turn): done now, that joins
    // this change's paint instead of painting again after it (issue 30: half a millisecond of each
    // undo on the big battle).
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
}

} // namespace adj
