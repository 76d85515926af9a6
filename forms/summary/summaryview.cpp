// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "summaryview.h"

#include "turnchoicemodel.h"

#include "battledocument.h"
#include "boardprint.h"
#include "schemacheck.h"
#include "summary/playersreport.h"
#include "summary/summarybuilder.h"
#include "summarycharts.h"
#include "summaryprinter.h"

#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDesktopServices>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPrintPreviewDialog>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QtConcurrent/QtConcurrentRun>
#include <QTextBrowser>
#include <QTextDocument>
#include <QThread>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <utility>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
constexpr int kDebounceMs = 150; // a burst of edits (a resolution, a turn advanced) rebuilds once
constexpr int kChartHeight = 240;
// The latest rows of each list on screen: laid out on the GUI thread, so kept well under 100 ms
// on the benchmark battle (bench_summary); print and export have every row.
constexpr int kScreenRows = 20;
const QString kExportFolderKey = u"summary/exportFolder"_s;
} // namespace

SummaryView::SummaryView(QWidget *parent)
    : QWidget(parent)
    , m_turn(new QComboBox(this))
    , m_turns(new TurnChoiceModel(this))
    , m_side(new QComboBox(this))
    , m_every(new QCheckBox(tr("Every resolution"), this))
    , m_state(new QLabel(this))
    , m_saved(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_view(new QTextBrowser(this))
    , m_chartPage(new QWidget)
    , m_chartLayout(new QVBoxLayout(m_chartPage))
{
    setObjectName(u"summaryView"_s);
    m_turn->setObjectName(u"summaryTurn"_s);
    m_turn->setModel(m_turns);
    m_side->setObjectName(u"summarySide"_s);
    m_turn->setToolTip(tr("The turn to sum up, or the battle so far"));
    // As wide as its longest label can be, not measured item by item: a long battle has thousands
    // of turns, and measuring each on the first show held the window's first paint (issue 30).
    m_turn->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_turn->setMinimumContentsLength(
        int(std::max(tr("The battle so far").size(), tr("Turn %1").arg(SchemaCheck::kMaxTurn).size())));
    m_side->setToolTip(tr("The referee's report, or a side's report for its players"));
    m_every->setObjectName(u"summaryEveryResolution"_s);
    m_every->setToolTip(tr("The battle so far with every resolution, card drawn, marker and change of status "
                           "listed one by one; else it is told turn by turn and unit by unit"));
    m_view->setOpenLinks(false);
    // A steady width: the text is laid out off the GUI thread for the viewport's width, which a
    // scroll bar coming and going would change after the fact.
    // The text wraps to it (tables at 100 %, names broken anywhere): no sideways scrolling.
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setWordWrapMode(
        QTextOption::WrapAtWordBoundaryOrAnywhere); // a long name wraps, even without spaces
    m_state->setTextFormat(Qt::PlainText);          // messages name units from the battle file: never HTML
    m_state->setObjectName(u"summaryState"_s);
    m_state->setEnabled(false); // a quiet note, greyed

    auto *top = new QHBoxLayout;
    auto *label = new QLabel(tr("&Show:"), this);
    label->setBuddy(m_turn);
    top->addWidget(label);
    top->addWidget(m_turn);
    top->addWidget(m_side, 1);
    top->addWidget(m_every);
    top->addWidget(m_state);
    top->addWidget(m_saved);
    // After an export: where it went, and the folder one click away.
    m_saved->setObjectName(u"summarySaved"_s);
    m_saved->setTextFormat(Qt::RichText);
    m_saved->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_saved->hide();
    connect(m_saved, &QLabel::linkActivated, this,
            [](const QString &url) { QDesktopServices::openUrl(QUrl(url)); });

    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(m_chartPage);
    m_tabs->addTab(m_view, tr("Report"));
    m_tabs->addTab(scroll, tr("Charts"));

    m_tabs->setCornerWidget(makeButtons(), Qt::TopRightCorner);
    // Alt+letters belong to the main window's menus and docks (tst_keyboard): the buttons and
    // tabs are reached with Tab; two tabs never need scroll buttons in the focus chain.
    m_tabs->setUsesScrollButtons(false);
    m_tabs->tabBar()->setObjectName(u"summaryTabs"_s);
    m_view->setObjectName(u"summaryReport"_s);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_tabs, 1);

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &SummaryView::refreshIfShown);
    connect(&m_watcher, &QFutureWatcher<Built>::finished, this, &SummaryView::onBuilt);
    connect(m_turn, &QComboBox::currentIndexChanged, this, &SummaryView::refresh);
    connect(m_side, &QComboBox::currentIndexChanged, this, &SummaryView::refresh);
    connect(m_every, &QCheckBox::toggled, this, &SummaryView::refresh);
    connect(m_turn, &QComboBox::currentIndexChanged, this,
            [this] { m_every->setEnabled(m_doc && m_turn->currentData().toInt() == 0); });
    setDocument(nullptr);
}

QWidget *SummaryView::makeButtons()
{
    // The buttons beside the tabs: in a dock under the log every row of height counts.
    auto *corner = new QWidget;
    auto *buttons = new QHBoxLayout(corner);
    buttons->setContentsMargins(0, 0, 0, 2);
    buttons->setSpacing(2);
    const auto add = [&](const QString &text, const QString &tip, void (SummaryView::*slot)()) {
        auto *b = new QPushButton(text, corner);
        b->setToolTip(tip);
        b->setAutoDefault(false);
        connect(b, &QPushButton::clicked, this, slot);
        buttons->addWidget(b);
        m_buttons << b;
    };
    add(tr("Print Preview…"), tr("Shows the pages as they will print"), &SummaryView::showPrintPreview);
    add(tr("Print…"), tr("Prints the summary shown"), &SummaryView::showPrintDialog);
    add(tr("Export PDF…"), tr("Writes the summary shown to a PDF file"), &SummaryView::exportPdf);
    add(tr("Export HTML…"), tr("Writes the summary shown to one HTML file, charts included"),
        &SummaryView::exportHtml);
    add(tr("Export JSON…"), tr("Writes the summary shown as JSON"), &SummaryView::exportJson);
    return corner;
}

SummaryView::~SummaryView()
{
    // The build holds copies only (the state, the file's path): it may finish on its own.
    m_watcher.disconnect(this);
}

void SummaryView::setDocument(BattleDocument *doc)
{
    for (const auto &c : std::as_const(m_docConnections))
        disconnect(c);
    m_docConnections.clear();
    m_doc = doc;
    m_summary = {};
    m_saved->hide(); // another battle's export
    m_charts.clear();
    qDeleteAll(m_chartPage->findChildren<QChartView *>(Qt::FindDirectChildrenOnly));
    m_view->clear();
    {
        const QSignalBlocker blockTurn(m_turn);
        const QSignalBlocker blockSide(m_side);
        m_turns->setTurns(-1);
        m_side->clear();
    }
    fillSides();
    fillTurns();
    m_turn->setEnabled(doc);
    m_side->setEnabled(doc);
    m_every->setEnabled(doc && m_turn->currentData().toInt() == 0);
    if (doc) {
        m_docConnections << connect(doc, &BattleDocument::changed, this, &SummaryView::markStale)
                         << connect(doc, &BattleDocument::eventAppended, this, &SummaryView::markStale);
        m_state->setText(tr("Updating…"));
    } else {
        m_state->setText(tr("No battle open"));
    }
    m_dirty = bool(doc);
    updateButtons();
    if (doc && isShown())
        m_debounce.start(0);
}

void SummaryView::fillSides()
{
    // A side added, removed or renamed: the report box anew, on the same side when it is still there.
    if (!m_doc)
        return;
    QStringList names;
    for (const Side &side : m_doc->state().sides)
        names << side.name;
    QStringList shown;
    for (int i = 1; i < m_side->count(); ++i)
        shown << m_side->itemData(i).toString();
    if (m_side->count() > 0 && names == shown)
        return;
    const QString chosen = m_side->currentData().toString();
    const QSignalBlocker block(m_side);
    m_side->clear();
    m_side->addItem(tr("Referee's report"), QString());
    for (const QString &name : std::as_const(names))
        m_side->addItem(tr("Players' report: %1").arg(name), name);
    m_side->setCurrentIndex(std::max(0, m_side->findData(chosen)));
}

void SummaryView::fillTurns()
{
    if (!m_doc)
        return;
    const int turns = std::max(1, m_doc->state().info.turn);
    const int have = m_turn->count() - 1;
    if (have == turns)
        return;
    // A view on the latest turn follows the battle into the next one.
    const int current = m_turn->currentIndex();
    const bool onLatest = current < 0 || have <= 0 || current == have;
    const QSignalBlocker block(m_turn);
    m_turns->setTurns(turns); // turns taken back by undo go, new ones come
    if (onLatest || m_turn->currentIndex() < 0)
        m_turn->setCurrentIndex(m_turn->count() - 1);
}

void SummaryView::markStale()
{
    m_dirty = true;
    fillSides();
    fillTurns();
    m_state->setText(tr("Updating…"));
    if (isShown())
        m_debounce.start();
}

void SummaryView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty && m_doc) // changed while hidden: built now that someone looks
        m_debounce.start(0);
}

void SummaryView::refreshIfShown()
{
    // Checked again when the timer fires: a dock shown for a moment at start, then tabbed
    // behind another once the window is laid out, builds nothing.
    if (isShown())
        refresh();
}

void SummaryView::setInFront(bool front)
{
    m_inFront = front;
    if (front && m_dirty && m_doc)
        m_debounce.start(0);
}

void SummaryView::refresh()
{
    m_debounce.stop();
    if (!m_doc)
        return;
    if (m_building) {
        m_again = true;
        return;
    }
    m_building = true;
    m_dirty = false;
    m_again = false;
    m_state->setText(tr("Updating…"));
    // Copies only: the state's containers are shared until the document writes (cheap), the
    // profile is static, and the builder reads the file through its own connections.
    const BattleState state = m_doc->state();
    const RuleSetProfile *profile = &m_doc->profile();
    const QString path = m_doc->path();
    const int turn = m_turn->currentData().toInt();
    const QString side = m_side->currentData().toString();
    const bool every = m_every->isChecked();
    ensurePolished();
    const quint64 generation = ++m_generation;
    const QFont font = m_view->document()->defaultFont();
    const qreal width = std::max(200, m_view->viewport()->width());
    QThread *gui = thread();
    m_watcher.setFuture(QtConcurrent::run([state, profile, path, turn, side, every, generation, font, width,
                                           gui] {
        Built b;
        b.generation = generation;
        if (!SummaryBuilder::build(state, *profile, path, turn, &b.summary, &b.error))
            return b;
        if (!side.isEmpty() && !PlayersReport::make(b.summary, side, &b.summary, &b.error))
            return b;
        SummaryHtml::Options o;
        o.date = QDate::currentDate();
        o.charts = false; // the view draws them live on its Charts tab
        o.maxRows = kScreenRows;
        o.everyResolution = every;
        auto *text = new QTextDocument;
        QTextOption wrap = text->defaultTextOption();
        wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere); // a long name wraps, even without spaces
        text->setDefaultTextOption(wrap);
        text->setDefaultFont(font);
        text->setHtml(SummaryHtml::render(b.summary, o));
        text->setTextWidth(width);
        text->documentLayout()->documentSize(); // laid out here, not on the GUI thread
        text->moveToThread(gui);
        b.text.reset(text, [](QTextDocument *d) { d->deleteLater(); });
        return b;
    }));
}

void SummaryView::onBuilt()
{
    m_building = false;
    const Built built = m_watcher.result();
    // A build for choices since changed is dropped; one for a battle since changed is shown
    // while the next is built.
    const bool current = built.generation == m_generation;
    if (current && !m_doc.isNull())
        showSummary(built);
    if (m_again || m_dirty)
        refresh();
}

void SummaryView::showSummary(const Built &built)
{
    QElapsedTimer timer;
    timer.start();
    if (!built.error.isEmpty()) {
        m_state->setText(tr("Not updated: %1").arg(built.error));
        return;
    }
    // The summary it replaces may be the battle so far of a long battle: let it go off the GUI thread.
    (void)QtConcurrent::run([old = std::exchange(m_summary, built.summary)] {});
    const int scroll = m_view->verticalScrollBar() ? m_view->verticalScrollBar()->value() : 0;
    // The view shows the document laid out in the worker; it lives as long as the view needs it.
    m_text = built.text;
    m_view->setDocument(m_text.get());
    // Laid out for the width the view had when the build began; a view resized since (a dock
    // laid out at start) is laid out again for its width now.
    if (std::abs(m_text->textWidth() - m_view->viewport()->width()) >= 1)
        m_text->setTextWidth(m_view->viewport()->width());
    m_view->verticalScrollBar()->setValue(scroll);

    const QList<SummaryHtml::Chart> wanted = SummaryHtml::charts(m_summary);
    while (m_charts.size() > wanted.size())
        delete m_charts.takeLast();
    while (m_charts.size() < wanted.size()) {
        auto *view = new QChartView(m_chartPage);
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumHeight(kChartHeight);
        m_chartLayout->addWidget(view);
        m_charts << view;
    }
    for (int i = 0; i < wanted.size(); ++i) {
        QChart *old = m_charts.at(i)->chart();
        m_charts.at(i)->setChart(SummaryCharts::chart(m_summary, wanted.at(i)));
        delete old; // setChart hands the old chart back to us
    }
    m_state->setText(isStale() ? tr("Updating…") : QString());
    updateButtons();
    m_longestShowMs = std::max(m_longestShowMs, timer.elapsed());
    emit refreshed();
}

void SummaryView::updateButtons()
{
    const bool ready = m_doc && !m_summary.ruleset.isEmpty(); // a summary is on show
    for (QPushButton *b : std::as_const(m_buttons))
        b->setEnabled(ready);
}

void SummaryView::showPrintPreview()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&printer, this);
    const TurnSummary s = m_summary;
    const SummaryPrinter::Options options = printOptions();
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
            [&s, &options](QPrinter *p) { SummaryPrinter::print(s, p, options); });
    preview.exec();
}

void SummaryView::showPrintDialog()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted)
        SummaryPrinter::print(m_summary, &printer, printOptions());
}

SummaryPrinter::Options SummaryView::printOptions() const
{
    // A hex battle's pages end with its board at the end of the summary's turn.
    SummaryPrinter::Options options =
        m_doc ? BoardPrint::options(m_doc->state(), m_doc->store(), m_summary.turn)
              : SummaryPrinter::Options{};
    options.everyResolution = m_every->isChecked();
    return options;
}

QString SummaryView::exportFolder() const
{
    // The folder last exported to; else beside the battle file, unless that is Adjutant's own
    // data folder (a demo battle), which a referee never looks in: then the documents folder.
    const QString last = QSettings().value(kExportFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString battle = m_doc ? QFileInfo(m_doc->path()).absolutePath() : QString();
    const QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const bool hidden = battle.isEmpty() || QDir::cleanPath(battle) == QDir::cleanPath(appData) ||
                        QDir::cleanPath(battle).startsWith(QDir::cleanPath(appData) + u'/');
    return hidden ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) : battle;
}

void SummaryView::exported(const QString &path)
{
    const QFileInfo file(path);
    QSettings().setValue(kExportFolderKey, file.absolutePath());
    // The file's name here (the row is narrow in a dock), its whole path in the tooltip and the status bar.
    m_saved->setText(
        tr("Written to %1. <a href=\"%2\">Open the folder</a>")
            .arg(file.fileName().toHtmlEscaped(),
                 QUrl::fromLocalFile(file.absolutePath()).toString(QUrl::FullyEncoded).toHtmlEscaped()));
    m_saved->setToolTip(QDir::toNativeSeparators(file.absoluteFilePath()));
    m_saved->show();
    emit written(file.absoluteFilePath());
}

QString SummaryView::exportPath(const QString &filter, const QString &suffix)
{
    const QFileInfo battle(m_doc ? m_doc->path() : QString());
    const QString name = m_summary.turn == 0
                             ? tr("%1 so far").arg(battle.completeBaseName())
                             : tr("%1 turn %2").arg(battle.completeBaseName()).arg(m_summary.turn);
    const QString person = m_summary.isPlayersReport() ? u" ("_s + m_summary.forSide + u')' : QString();
    return m_exportPath
               ? m_exportPath(QDir(exportFolder()).filePath(name + person + u'.' + suffix))
               : QFileDialog::getSaveFileName(this, tr("Export the Summary"),
                                              QDir(exportFolder()).filePath(name + person + u'.' + suffix),
                                              filter);
}

void SummaryView::exportPdf()
{
    const QString path = exportPath(tr("PDF (*.pdf)"), u"pdf"_s);
    if (path.isEmpty())
        return;
    QString error;
    const QPageSize::PageSizeId paper =
        QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
    if (!SummaryPrinter::writePdf(m_summary, path, paper, printOptions(), &error))
        QMessageBox::warning(this, tr("Export the Summary"), error);
    else
        exported(path);
}

void SummaryView::exportHtml()
{
    const QString path = exportPath(tr("HTML (*.html)"), u"html"_s);
    QString error;
    if (path.isEmpty())
        return;
    SummaryPrinter::Options options;
    options.everyResolution = m_every->isChecked();
    if (!SummaryPrinter::writeHtml(m_summary, path, options, &error))
        QMessageBox::warning(this, tr("Export the Summary"), error);
    else
        exported(path);
}

void SummaryView::exportJson()
{
    const QString path = exportPath(tr("JSON (*.json)"), u"json"_s);
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(QJsonDocument(m_summary.toJson()).toJson(QJsonDocument::Indented)) < 0 || !file.commit())
        QMessageBox::warning(this, tr("Export the Summary"), tr("%1: %2").arg(path, file.errorString()));
    else
        exported(path);
}

} // namespace adj
