#include "endbattledialog.h"

#include "battledocument.h"
#include "themecolors.h"
#include "victory.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
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
    // The side that met the conditions is offered first.
    const Victory::Status st = Victory::status(s, doc->profile());
    if (!st.reached.isEmpty())
        m_winner->setCurrentIndex(m_winner->findData(st.reached.first()));
    else if (st.timeUp)
        m_ending->setCurrentIndex(1);
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

void EndBattleDialog::accept()
{
    QString error;
    const Edit e = Victory::endBattle(m_doc->state(), m_doc->profile(), m_ending->currentData().toString(),
                                      m_winner->currentData().toString(), &error);
    if (e.isEmpty() || m_doc->submit(e, &error) == 0) {
        m_problem->setText(error);
        m_problem->show();
        return;
    }
    QDialog::accept();
}

} // namespace adj
