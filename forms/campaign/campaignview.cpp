// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "campaignview.h"

#include "campaign/campaignstanding.h"
#include "campaignprinter.h"
#include "labels.h"
#include "pagedprint.h"
#include "rulesetprofile.h"
#include "samesidedialog.h"
#include "summary/campaignreport.h"
#include "themecolors.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPrintPreviewDialog>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

const QString kExportFolderKey = u"campaign/exportFolder"_s;

QString stateLabel(const CampaignSummary::Battle &b)
{
    if (b.state == u"missing"_s)
        return CampaignView::tr("missing");
    if (b.state == u"damaged"_s)
        return CampaignView::tr("damaged");
    if (b.state == u"other-ruleset"_s)
        return CampaignView::tr("another rule set");
    if (b.state == u"not-started"_s)
        return CampaignView::tr("not started");
    if (b.state == u"in-progress"_s)
        return CampaignView::tr("in progress, turn %1").arg(b.turn);
    if (b.ending == u"victory"_s)
        return CampaignView::tr("ended: victory for %1").arg(b.winner);
    if (b.ending == u"time"_s)
        return CampaignView::tr("ended on time: %1 won").arg(b.winner);
    if (b.called == u"time"_s)
        return b.winner.isEmpty()
                   ? CampaignView::tr("ended by the referee (time called early)")
                   : CampaignView::tr("ended by the referee (time called early): %1 won").arg(b.winner);
    return b.winner.isEmpty() ? CampaignView::tr("ended by the referee")
                              : CampaignView::tr("ended by the referee: %1 won").arg(b.winner);
}

// "American 4, British 2"; a side the battle names otherwise: "American 4 (as United States)".
QString standings(const QMap<QString, int> &m, const QMap<QString, QString> &as = {})
{
    QStringList parts;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        parts
            << (as.contains(it.key())
                    ? CampaignView::tr("%1 %2 (as %3)").arg(it.key()).arg(it.value()).arg(as.value(it.key()))
                    : u"%1 %2"_s.arg(it.key()).arg(it.value()));
    return parts.join(u", "_s);
}

} // namespace

CampaignView *CampaignView::open(const QString &path, QWidget *parent, QString *error)
{
    Campaign c;
    if (!Campaign::load(path, &c, error))
        return nullptr;
    return new CampaignView(path, c, parent);
}

CampaignView::CampaignView(const QString &path, const Campaign &campaign, QWidget *parent)
    : QDialog(parent)
    , m_path(path)
    , m_campaign(campaign)
    , m_title(new QLabel(this))
    , m_totals(new QLabel(this))
    , m_problems(new QLabel(this))
    , m_sidesNote(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_side(new QComboBox(this))
    , m_saved(new QLabel(this))
{
    setObjectName(u"campaignView"_s);
    setAttribute(Qt::WA_DeleteOnClose);
    resize(900, 420);
    auto *layout = new QVBoxLayout(this);
    m_sidesNote->setObjectName(u"sidesNote"_s);
    m_problems->setObjectName(u"problems"_s);
    for (QLabel *l : {m_title, m_totals, m_problems, m_sidesNote}) {
        l->setTextFormat(Qt::PlainText);
        l->setWordWrap(true);
        layout->addWidget(l);
    }
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_title->setFont(big);
    m_problems->setStyleSheet(ThemeColors::errorStyle(palette()));
    m_table->setObjectName(u"campaignBattles"_s);
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels(
        {tr("Battle"), tr("File"), tr("State"), tr("Earned"), tr("Counts for the campaign (running total)")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setVisible(true);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this] { openSelected(); });
    layout->addWidget(m_table, 1);
    auto *buttons = new QHBoxLayout;
    const auto button = [&](const QString &text, void (CampaignView::*slot)()) {
        auto *b = new QPushButton(text, this);
        connect(b, &QPushButton::clicked, this, slot);
        buttons->addWidget(b);
    };
    button(tr("&Open Battle"), &CampaignView::openSelected);
    button(tr("&Add Battle…"), &CampaignView::addBattle);
    button(tr("&Remove Battle"), &CampaignView::removeBattle);
    button(tr("&Point to Moved File…"), &CampaignView::relinkBattle);
    button(tr("Sa&me Side…"), &CampaignView::sameSide);
    buttons->addStretch(1);
    button(tr("Re&fresh"), &CampaignView::refresh);
    layout->addLayout(buttons);
    layout->addLayout(makeSummaryRow());
    m_saved->setObjectName(u"written"_s);
    m_saved->setTextFormat(Qt::RichText);
    m_saved->setOpenExternalLinks(true);
    m_saved->hide();
    layout->addWidget(m_saved);
    refresh();
}

QLayout *CampaignView::makeSummaryRow()
{
    // The campaign summary on paper or to a file: whose version, then what to do with it.
    auto *row = new QHBoxLayout;
    auto *label = new QLabel(tr("S&ummary for:"), this);
    label->setBuddy(m_side);
    m_side->setObjectName(u"summarySide"_s);
    m_side->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    row->addWidget(label);
    row->addWidget(m_side);
    const auto button = [&](const QString &text, const QString &tip, void (CampaignView::*slot)()) {
        auto *b = new QPushButton(text, this);
        b->setToolTip(tip);
        b->setAutoDefault(false);
        connect(b, &QPushButton::clicked, this, slot);
        row->addWidget(b);
    };
    button(tr("Print Pre&view…"), tr("Shows the campaign summary's pages as they will print"),
           &CampaignView::showPrintPreview);
    button(tr("Pr&int…"), tr("Prints the campaign summary"), &CampaignView::showPrintDialog);
    button(tr("Export P&DF…"), tr("Writes the campaign summary to a PDF file"), &CampaignView::exportPdf);
    button(tr("Export &HTML…"), tr("Writes the campaign summary to one HTML file, its chart included"),
           &CampaignView::exportHtml);
    button(tr("Export &JSON…"), tr("Writes the campaign summary as JSON"), &CampaignView::exportJson);
    row->addStretch(1);
    return row;
}

void CampaignView::fillSides()
{
    // The referee's version first, then each side's players' version; the choice kept across refreshes.
    const QString chosen = m_side->currentData().toString();
    QSignalBlocker block(m_side);
    m_side->clear();
    m_side->addItem(tr("The referee (every figure)"), QString());
    for (const QString &side : std::as_const(m_summary.sides))
        m_side->addItem(tr("%1 (the enemy's losses in words)").arg(side), side);
    m_side->setCurrentIndex(std::max(0, m_side->findData(chosen)));
}

CampaignSummary CampaignView::summary() const
{
    const QString side = m_side->currentData().toString();
    CampaignSummary s;
    QString error;
    if (side.isEmpty() || !CampaignReport::playersVersion(m_summary, side, &s, &error))
        return m_summary; // the sides are those of m_summary: a refusal cannot happen here
    return s;
}

void CampaignView::showPrintPreview()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&printer, this);
    const CampaignSummary s = summary();
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
            [&s](QPrinter *p) { CampaignPrinter::print(s, p, CampaignPrinter::Options{}); });
    preview.exec();
}

void CampaignView::showPrintDialog()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted)
        CampaignPrinter::print(summary(), &printer, CampaignPrinter::Options{});
}

QString CampaignView::exportPath(const QString &filter, const QString &suffix)
{
    // The folder last exported to, else the campaign file's.
    QString folder = QSettings().value(kExportFolderKey).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = QFileInfo(m_path).absolutePath();
    const QString side = m_side->currentData().toString();
    const QString name = tr("%1 campaign summary").arg(QFileInfo(m_path).completeBaseName()) +
                         (side.isEmpty() ? QString() : u" ("_s + side + u')');
    const QString proposed = QDir(folder).filePath(name + u'.' + suffix);
    return m_exportPath
               ? m_exportPath(proposed)
               : QFileDialog::getSaveFileName(this, tr("Export the Campaign Summary"), proposed, filter);
}

void CampaignView::exported(const QString &path)
{
    const QFileInfo file(path);
    QSettings().setValue(kExportFolderKey, file.absolutePath());
    m_saved->setText(
        tr("Written to %1. <a href=\"%2\">Open the folder</a>")
            .arg(QDir::toNativeSeparators(file.absoluteFilePath()).toHtmlEscaped(),
                 QUrl::fromLocalFile(file.absolutePath()).toString(QUrl::FullyEncoded).toHtmlEscaped()));
    m_saved->show();
    emit written(file.absoluteFilePath());
}

void CampaignView::exportPdf()
{
    const QString path = exportPath(tr("PDF (*.pdf)"), u"pdf"_s);
    if (path.isEmpty())
        return;
    const QPageSize::PageSizeId paper =
        QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
    QString error;
    if (CampaignPrinter::writePdf(summary(), path, paper, CampaignPrinter::Options{}, &error))
        exported(path);
    else
        QMessageBox::warning(this, tr("Export the Campaign Summary"), error);
}

void CampaignView::exportHtml()
{
    const QString path = exportPath(tr("HTML (*.html)"), u"html"_s);
    if (path.isEmpty())
        return;
    QString error;
    if (CampaignPrinter::writeHtml(summary(), path, CampaignPrinter::Options{}, &error))
        exported(path);
    else
        QMessageBox::warning(this, tr("Export the Campaign Summary"), error);
}

void CampaignView::exportJson()
{
    const QString path = exportPath(tr("JSON (*.json)"), u"json"_s);
    if (path.isEmpty())
        return;
    // The campaign summary's JSON (campaignJson): a players' version carries the enemy's losses in words
    // only.
    QSaveFile file(path);
    const QByteArray text = QJsonDocument(campaignJson(summary())).toJson(QJsonDocument::Indented);
    if (file.open(QIODevice::WriteOnly) && file.write(text) == text.size() && file.commit()) {
        exported(path);
        return;
    }
    file.cancelWriting();
    QMessageBox::warning(this, tr("Export the Campaign Summary"),
                         tr("%1 could not be written (%2); nothing was written.")
                             .arg(QDir::toNativeSeparators(path), PagedPrint::writeFailure(file)));
}

void CampaignView::refresh()
{
    QStringList problems;
    m_summary = CampaignStanding::build(m_campaign, m_path, nullptr, &problems);
    const CampaignSummary &s = m_summary;
    fillSides();
    const RuleSetProfile *p = Profiles::find(s.ruleset);
    setWindowTitle(tr("Campaign: %1").arg(s.name));
    m_title->setText(s.name);
    const QString how = s.rule != u"total"_s
                            ? tr("totalled by rule %1").arg(s.rule)
                            : tr("each battle's %1 totalled").arg(Labels::counter(s.measure));
    m_totals->setText(tr("%1, %2. Totals: %3. %4")
                          .arg(p ? Profiles::label(p->name) : s.ruleset, how, standings(s.totals),
                               s.leader.isEmpty() ? tr("Nobody leads.") : tr("%1 leads.").arg(s.leader)));
    m_problems->setText(problems.join(u'\n'));
    m_problems->setVisible(!problems.isEmpty());
    // A side of one battle only may be another battle's side under another name: said, never guessed.
    QStringList once;
    for (const CampaignSummary::SideSeenOnce &o : std::as_const(s.seenOnce))
        once << tr("%1 fights in battle %2 (\"%3\") only; if it is a side of another battle under another "
                   "name, "
                   "say so with Same Side….")
                    .arg(o.side)
                    .arg(o.battle)
                    .arg(o.name);
    m_sidesNote->setText(once.join(u'\n'));
    m_sidesNote->setVisible(!once.isEmpty());
    m_table->setRowCount(int(s.battles.size()));
    QMap<QString, int> running;
    for (int i = 0; i < s.battles.size(); ++i) {
        const CampaignSummary::Battle &b = s.battles.at(i);
        for (auto it = b.credited.cbegin(); it != b.credited.cend(); ++it)
            running[it.key()] += it.value();
        const bool counted = b.problem.isEmpty();
        const QStringList cells{
            b.name, b.file, stateLabel(b), counted ? standings(b.earned, b.sidesAs) : QString(),
            counted ? tr("%1 (%2)").arg(standings(b.credited), standings(running)) : QString()};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            item->setToolTip(b.problem);
            m_table->setItem(i, c, item);
        }
    }
    m_table->resizeColumnsToContents();
}

int CampaignView::selectedRow() const
{
    const QList<QTableWidgetItem *> items = m_table->selectedItems();
    return items.isEmpty() ? -1 : items.first()->row();
}

bool CampaignView::store(Campaign changed, bool ok, const QString &error)
{
    QString why = error;
    if (!ok || !changed.save(m_path, &why)) {
        QMessageBox::warning(this, tr("Campaign Not Changed"), why);
        return false;
    }
    m_campaign = changed;
    refresh();
    return true;
}

void CampaignView::addBattle()
{
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Add a Battle to the Campaign"),
                                     QFileInfo(m_path).absolutePath(), tr("Adjutant battles (*.adjutant)"));
    if (file.isEmpty())
        return;
    Campaign c = m_campaign;
    QString error;
    const bool ok = c.addBattle(m_path, file, {}, &error);
    store(c, ok, error);
}

void CampaignView::removeBattle()
{
    const int row = selectedRow();
    if (row < 0)
        return;
    Campaign c = m_campaign;
    QString error;
    const bool ok = c.removeBattle(row, &error);
    store(c, ok, error);
}

void CampaignView::relinkBattle()
{
    const int row = selectedRow();
    if (row < 0)
        return;
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Where Is %1 Now?").arg(m_campaign.battles.at(row).name),
                                     QFileInfo(m_path).absolutePath(), tr("Adjutant battles (*.adjutant)"));
    if (file.isEmpty())
        return;
    Campaign c = m_campaign;
    QString error;
    const bool ok = c.relink(m_path, row, file, &error);
    store(c, ok, error);
}

void CampaignView::sameSide()
{
    SameSideDialog dialog(m_path, m_campaign, this);
    if (dialog.exec() == QDialog::Accepted)
        store(dialog.campaign(), true, {});
}

void CampaignView::openSelected()
{
    const int row = selectedRow();
    if (row < 0)
        return;
    const QString file = m_campaign.battlePath(m_path, row);
    if (!QFileInfo(file).isFile()) {
        QMessageBox::warning(this, tr("Battle Missing"),
                             tr("%1 is not there any more (moved or deleted). Point the campaign to where it "
                                "is now with \"Point to Moved File…\".")
                                 .arg(QDir::toNativeSeparators(file)));
        return;
    }
    emit openBattleRequested(file);
}

} // namespace adj
