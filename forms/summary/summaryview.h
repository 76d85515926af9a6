// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "summary/turnsummary.h"
#include "summaryprinter.h"

#include <QFutureWatcher>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <memory>

QT_BEGIN_NAMESPACE
class QChartView;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTextBrowser;
class QTextDocument;
class QVBoxLayout;
QT_END_NAMESPACE

namespace adj {

class BattleDocument;
class TurnChoiceModel;

// The Summary view (the main window's Summary dock, and the Turn Summary dialog): the summary
// of a turn or of the battle so far, for the referee or as a side's players' report, as the
// report's text and as live charts; print preview, print, and export to PDF, HTML and JSON.
// It follows the battle: a change marks it stale, and a stale view that is visible rebuilds
// off the GUI thread (the summary of a big battle takes longer than a frame), keeping the
// last summary on show until the new one is ready.
class SummaryView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SummaryView)

public:
    explicit SummaryView(QWidget *parent = nullptr);
    ~SummaryView() override;

    void setDocument(BattleDocument *doc);
    BattleDocument *document() const { return m_doc; }

    // The summary on show (empty until the first build is done).
    const TurnSummary &summary() const { return m_summary; }
    QComboBox *turnBox() const { return m_turn; }
    QComboBox *sideBox() const { return m_side; }
    // The battle so far with every resolution listed, on screen and on paper; else told turn by
    // turn and unit by unit. Enabled for the battle so far only (a turn lists every one).
    QCheckBox *everyResolutionBox() const { return m_every; }
    QTextBrowser *textView() const { return m_view; }
    QList<QChartView *> chartViews() const { return m_charts; }
    // True while the summary on show is not that of the battle and choices as they are now.
    bool isStale() const { return m_dirty || m_building || m_again; }
    // The longest the GUI thread spent on one refresh (showing a built summary), in ms: for the bench.
    qint64 longestShowMs() const { return m_longestShowMs; }

    // Where an export is proposed: the folder last exported to, else beside the battle file
    // (the documents folder for a battle in Adjutant's own data folder, a demo).
    QString exportFolder() const;
    // Tests: answers the export's file dialog (the path proposed in, the path chosen out).
    void setExportPathChooser(std::function<QString(const QString &proposed)> choose)
    {
        m_exportPath = std::move(choose);
    }
    // After an export, where it went and a link that opens its folder (hidden before).
    QLabel *savedLabel() const { return m_saved; }

    // True when a person can see it: shown, and, in a dock, its tab in front.
    bool isShown() const { return isVisible() && m_inFront; }

public slots:
    // For a dock's visibilityChanged: Qt keeps a tab behind another "visible" (moved out of
    // sight), so the dock tells when its tab comes to the front or goes behind.
    void setInFront(bool front);
    // Builds the summary again now (off the GUI thread), visible or not.
    void refresh();
    void showPrintPreview();
    void showPrintDialog();
    void exportPdf();
    void exportHtml();
    void exportJson();

signals:
    // A new summary is on show.
    void refreshed();
    // The summary was exported to `path` (absolute).
    void written(const QString &path);

protected:
    void showEvent(QShowEvent *event) override;

private:
    struct Built
    {
        quint64 generation = 0;
        TurnSummary summary;
        // The report's text, parsed and laid out in the worker for the view's width; handed
        // over to the GUI thread (QTextDocument is reentrant: no GUI-thread-only object inside).
        std::shared_ptr<QTextDocument> text;
        QString error;
    };
    QWidget *makeButtons(); // print, preview and the exports, beside the tabs
    void markStale();
    void refreshIfShown();
    void fillSides();
    void fillTurns();
    void onBuilt();
    void showSummary(const Built &built);
    void updateButtons();
    QString exportPath(const QString &filter, const QString &suffix);
    void exported(const QString &path);
    SummaryPrinter::Options printOptions() const;

    QPointer<BattleDocument> m_doc;
    QList<QMetaObject::Connection> m_docConnections;
    TurnSummary m_summary;
    QComboBox *m_turn;
    TurnChoiceModel *m_turns; // the turn chooser's rows, counted
    QComboBox *m_side;
    QCheckBox *m_every;
    QLabel *m_state;
    QLabel *m_saved;
    std::function<QString(const QString &)> m_exportPath;
    QTabWidget *m_tabs;
    QTextBrowser *m_view;
    std::shared_ptr<QTextDocument> m_text; // the document m_view shows
    QWidget *m_chartPage;
    QVBoxLayout *m_chartLayout;
    QList<QChartView *> m_charts;
    QList<QPushButton *> m_buttons;
    QTimer m_debounce;
    QFutureWatcher<Built> m_watcher;
    quint64 m_generation = 0;
    bool m_dirty = true;
    bool m_building = false; // from the start of a build until its result is taken
    bool m_inFront = true;
    bool m_again = false; // the battle changed while a build was running
    qint64 m_longestShowMs = 0;
};

} // namespace adj
