// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "summarydialog.h"

#include "screenfit.h"

#include "battledocument.h"
#include "boardprint.h"
#include "summary/summarybuilder.h"
#include "summaryprinter.h"
#include "summaryview.h"

#include <QDialogButtonBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPrintPreviewDialog>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace adj {

SummaryDialog::SummaryDialog(BattleDocument *doc, QWidget *parent)
    : QDialog(parent)
    , m_view(new SummaryView(this))
{
    setWindowTitle(tr("Turn Summary — %1").arg(doc->state().info.name));
    setObjectName(u"summaryDialog"_s);
    m_view->setDocument(doc);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    ScreenFit::resize(this, {900, 760}); // its Close button stays on a laptop's screen
}

SummaryDialog::~SummaryDialog() = default;

const TurnSummary &SummaryDialog::summary() const
{
    return m_view->summary();
}

QComboBox *SummaryDialog::turnBox() const
{
    return m_view->turnBox();
}

QComboBox *SummaryDialog::sideBox() const
{
    return m_view->sideBox();
}

TurnSummary SummaryDialog::current(BattleDocument *doc)
{
    return SummaryBuilder::build(doc->state(), doc->profile(), doc->store(), doc->state().info.turn);
}

void SummaryDialog::printPreview(BattleDocument *doc, QWidget *parent)
{
    const TurnSummary s = current(doc);
    const SummaryPrinter::Options options = BoardPrint::options(doc->state(), doc->store(), s.turn);
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&printer, parent);
    connect(&preview, &QPrintPreviewDialog::paintRequested, &preview,
            [&s, &options](QPrinter *p) { SummaryPrinter::print(s, p, options); });
    preview.exec();
}

void SummaryDialog::print(BattleDocument *doc, QWidget *parent)
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, parent);
    if (dialog.exec() == QDialog::Accepted)
        SummaryPrinter::print(current(doc), &printer,
                              BoardPrint::options(doc->state(), doc->store(), doc->state().info.turn));
}

} // namespace adj
