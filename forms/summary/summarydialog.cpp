#include "summarydialog.h"

#include "battledocument.h"
#include "summary/playersreport.h"
#include "summary/summarybuilder.h"
#include "summarycharts.h"
#include "summaryprinter.h"

#include <QComboBox>
#include <QDialogButtonBox>
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
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace adj {

SummaryDialog::SummaryDialog(BattleDocument *doc, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
    , m_turn(new QComboBox(this))
    , m_side(new QComboBox(this))
    , m_view(new QTextBrowser(this))
{
    setWindowTitle(tr("Turn Summary — %1").arg(doc->state().info.name));
    setObjectName(u"summaryDialog"_s);
    m_turn->addItem(tr("The battle so far"), 0);
    for (int t = 1; t <= doc->state().info.turn; ++t)
        m_turn->addItem(tr("Turn %1").arg(t), t);
    m_turn->setCurrentIndex(m_turn->count() - 1);
    m_side->addItem(tr("Referee's report"), QString());
    for (const Side &s : doc->state().sides)
        m_side->addItem(tr("Players' report: %1").arg(s.name), s.name);
    m_view->setOpenLinks(false);

    auto *top = new QHBoxLayout;
    auto *label = new QLabel(tr("&Period:"), this);
    label->setBuddy(m_turn);
    top->addWidget(label);
    top->addWidget(m_turn);
    top->addWidget(m_side);
    top->addStretch();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    const auto add = [&](const QString &text, void (SummaryDialog::*slot)()) {
        QPushButton *b = buttons->addButton(text, QDialogButtonBox::ActionRole);
        connect(b, &QPushButton::clicked, this, slot);
    };
    add(tr("Print Pre&view…"), &SummaryDialog::showPrintPreview);
    add(tr("&Print…"), &SummaryDialog::showPrintDialog);
    add(tr("Export P&DF…"), &SummaryDialog::exportPdf);
    add(tr("Export &HTML…"), &SummaryDialog::exportHtml);
    add(tr("Export &JSON…"), &SummaryDialog::exportJson);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    resize(900, 760);

    connect(m_turn, &QComboBox::currentIndexChanged, this, &SummaryDialog::refresh);
    connect(m_side, &QComboBox::currentIndexChanged, this, &SummaryDialog::refresh);
    refresh();
}

SummaryDialog::~SummaryDialog() = default;

TurnSummary SummaryDialog::current(BattleDocument *doc)
{
    return SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), doc->state().info.turn);
}

void SummaryDialog::refresh()
{
    TurnSummary s = SummaryBuilder::build(m_doc->state(), m_doc->profile(), m_doc->store(),
                                          m_turn->currentData().toInt());
    const QString side = m_side->currentData().toString();
    QString error;
    if (!side.isEmpty() && !PlayersReport::make(s, side, &s, &error))
        return;
    m_summary = s;
    QTextDocument *doc = m_view->document();
    doc->clear();
    SummaryPrinter::fill(doc, m_summary, {});
}

void SummaryDialog::showPrintPreview()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&printer, this);
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
            [this](QPrinter *p) { SummaryPrinter::print(m_summary, p, {}); });
    preview.exec();
}

void SummaryDialog::showPrintDialog()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted)
        SummaryPrinter::print(m_summary, &printer, {});
}

void SummaryDialog::printPreview(BattleDocument *doc, QWidget *parent)
{
    const TurnSummary s = current(doc);
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&printer, parent);
    connect(&preview, &QPrintPreviewDialog::paintRequested, &preview,
            [&s](QPrinter *p) { SummaryPrinter::print(s, p, {}); });
    preview.exec();
}

void SummaryDialog::print(BattleDocument *doc, QWidget *parent)
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, parent);
    if (dialog.exec() == QDialog::Accepted)
        SummaryPrinter::print(current(doc), &printer, {});
}

QString SummaryDialog::exportPath(const QString &filter, const QString &suffix)
{
    const QFileInfo battle(m_doc->path());
    const QString name = m_summary.turn == 0
                             ? tr("%1 so far").arg(battle.completeBaseName())
                             : tr("%1 turn %2").arg(battle.completeBaseName()).arg(m_summary.turn);
    return QFileDialog::getSaveFileName(this, tr("Export the Summary"),
                                        battle.dir().filePath(name + u'.' + suffix), filter);
}

void SummaryDialog::exportPdf()
{
    const QString path = exportPath(tr("PDF (*.pdf)"), u"pdf"_s);
    if (path.isEmpty())
        return;
    QString error;
    const QPageSize::PageSizeId paper =
        QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
    if (!SummaryPrinter::writePdf(m_summary, path, paper, {}, &error))
        QMessageBox::warning(this, tr("Export the Summary"), error);
}

void SummaryDialog::exportHtml()
{
    const QString path = exportPath(tr("HTML (*.html)"), u"html"_s);
    QString error;
    if (!path.isEmpty() && !SummaryPrinter::writeHtml(m_summary, path, {}, &error))
        QMessageBox::warning(this, tr("Export the Summary"), error);
}

void SummaryDialog::exportJson()
{
    const QString path = exportPath(tr("JSON (*.json)"), u"json"_s);
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(QJsonDocument(m_summary.toJson()).toJson(QJsonDocument::Indented)) < 0 || !file.commit())
        QMessageBox::warning(this, tr("Export the Summary"), tr("%1: %2").arg(path, file.errorString()));
}

} // namespace adj
