// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "endbattledialog.h"

#include "battledocument.h"
#include "themecolors.h"
#include "victory.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace adj {

EndBattleDialog::EndBattleDialog(BattleDocument *doc, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
    , m_ending(new QComboBox(this))
    , m_winner(new QComboBox(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("End Battle"));
    const BattleState &s = doc->state();
    auto *layout = new QVBoxLayout(this);
    auto *standing = new QLabel(this);
    standing->setTextFormat(Qt::PlainText);
    standing->setWordWrap(true);
    const QString conditions = Victory::describe(s, doc->profile());
    QStringList vp;
    const QMap<QString, int> earned = Victory::earned(s, doc->profile());
    for (auto it = earned.cbegin(); it != earned.cend(); ++it)
        vp << tr("%1: %2").arg(it.key()).arg(it.value());
    standing->setText((conditions.isEmpty() ? tr("No victory conditions are set.") : conditions) + u'\n' +
                      tr("Turn %1. Standing now: %2").arg(s.info.turn).arg(vp.join(u", "_s)));
    layout->addWidget(standing);
    auto *form = new QFormLayout;
    m_ending->setObjectName(u"ending"_s);
    m_ending->addItem(tr("Victory"), u"victory"_s);
    m_ending->addItem(tr("On time (the turn limit)"), u"time"_s);
    m_ending->addItem(tr("The referee's call"), u"referee"_s);
    m_winner->setObjectName(u"winner"_s);
    m_winner->addItem(tr("(nobody)"), QString());
    for (const Side &side : s.sides)
        m_winner->addItem(side.name, side.name);
    // The time win is the conditions': offered only once the time is up (10.C).
    const Victory::Status st = Victory::status(s, doc->profile());
    const int last = Victory::conditions(s).lastTurn();
    if (!st.timeUp) {
        if (auto *model = qobject_cast<QStandardItemModel *>(m_ending->model()))
            model->item(1)->setEnabled(false);
        m_ending->setItemData(1,
                              last > 0
                                  ? tr("The time is up at the end of turn %1; ending the battle before "
                                       "that is the referee's call.")
                                        .arg(last)
                                  : tr("No turn limit is set: ending the battle on time is the referee's "
                                       "call."),
                              Qt::ToolTipRole);
    }
    // The side that met the conditions is offered first; on time, the side that wins on time.
    if (!st.reached.isEmpty()) {
        m_winner->setCurrentIndex(m_winner->findData(st.reached.first()));
    } else if (st.timeUp) {
        m_ending->setCurrentIndex(1);
        if (!st.timeWinner.isEmpty())
            m_winner->setCurrentIndex(m_winner->findData(st.timeWinner));
    }
    form->addRow(tr("&Ended by:"), m_ending);
    form->addRow(tr("&Winner:"), m_winner);
    layout->addLayout(form);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(ThemeColors::errorStyle(palette()));
    m_problem->hide();
    layout->addWidget(m_problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &EndBattleDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &EndBattleDialog::reject);
    layout->addWidget(buttons);
}

bool EndBattleDialog::confirmShortfall(const QString &shortfall)
{
    const QString winner = m_winner->currentData().toString();
    const QString question = tr("%1.\n\nRecord a victory for %2 all the same?").arg(shortfall, winner);
    if (m_confirm)
        return m_confirm(question);
    return QMessageBox::question(this, tr("Victory Short of the Conditions"), question,
                                 QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes;
}

void EndBattleDialog::accept()
{
    const QString ending = m_ending->currentData().toString();
    const QString winner = m_winner->currentData().toString();
    bool confirmed = false;
    if (ending == u"victory"_s && !winner.isEmpty()) {
        const QString shortfall = Victory::shortfall(m_doc->state(), m_doc->profile(), winner);
        if (!shortfall.isEmpty() && !(confirmed = confirmShortfall(shortfall)))
            return; // the dialog stays open: another winner or ending may be chosen
    }
    QString error;
    const Edit e = Victory::endBattle(m_doc->state(), m_doc->profile(), ending, winner, &error, confirmed);
    if (e.isEmpty() || m_doc->submit(e, &error) == 0) {
        m_problem->setText(error);
        m_problem->show();
        return;
    }
    QDialog::accept();
}

} // namespace adj
