#pragma once

#include "summary/turnsummary.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QComboBox;
class QTextBrowser;
class QPrinter;
QT_END_NAMESPACE

namespace adj {

class BattleDocument;

// The Summary view: the summary of a turn or of the battle so far, for the referee or as a
// side's players' report, with its charts; print preview, print, and export to PDF, HTML, JSON.
class SummaryDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SummaryDialog)

public:
    explicit SummaryDialog(BattleDocument *doc, QWidget *parent = nullptr);
    ~SummaryDialog() override;

    const TurnSummary &summary() const { return m_summary; }
    QComboBox *turnBox() const { return m_turn; }
    QComboBox *sideBox() const { return m_side; }

    // The current turn's referee summary, straight to the print preview or the printer.
    static void printPreview(BattleDocument *doc, QWidget *parent);
    static void print(BattleDocument *doc, QWidget *parent);

public slots:
    void refresh();
    void showPrintPreview();
    void showPrintDialog();
    void exportPdf();
    void exportHtml();
    void exportJson();

private:
    static TurnSummary current(BattleDocument *doc);
    QString exportPath(const QString &filter, const QString &suffix);

    BattleDocument *m_doc;
    TurnSummary m_summary;
    QComboBox *m_turn;
    QComboBox *m_side;
    QTextBrowser *m_view;
};

} // namespace adj
