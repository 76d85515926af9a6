// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "samesidedialog.h"

#include "themecolors.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace adj {

SameSideDialog::SameSideDialog(const QString &campaignPath, const Campaign &campaign, QWidget *parent)
    : QDialog(parent)
    , m_path(campaignPath)
    , m_campaign(campaign)
    , m_side(new QComboBox(this))
    , m_as(new QComboBox(this))
    , m_same(new QListWidget(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Same Side"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Sides are matched across the campaign's battles by name. Say which names "
                                "are one side: the campaign totals them under the second name."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    // Every side's name, battle by battle as the files have them.
    QStringList names;
    const QList<QStringList> sides = m_campaign.battleSides(m_path);
    for (int b = 0; b < sides.size(); ++b)
        for (const QString &side : sides.at(b))
            if (!names.contains(side))
                names << side;
    for (const QString &name : std::as_const(names)) {
        m_side->addItem(name, name);
        m_as->addItem(name, name);
    }
    m_side->setObjectName(u"side"_s);
    m_as->setObjectName(u"sameAs"_s);
    if (m_as->count() > 1)
        m_as->setCurrentIndex(1);
    auto *form = new QFormLayout;
    form->addRow(tr("&This side:"), m_side);
    form->addRow(tr("is the same side &as:"), m_as);
    layout->addLayout(form);
    auto *same = new QPushButton(tr("&One Side"), this);
    same->setObjectName(u"makeSame"_s);
    connect(same, &QPushButton::clicked, this, &SameSideDialog::makeSame);
    layout->addWidget(same, 0, Qt::AlignRight);
    // The names said to be one side, each of which may count on its own again.
    auto *listLabel = new QLabel(tr("Said to be one &side:"), this);
    listLabel->setBuddy(m_same);
    layout->addWidget(listLabel);
    m_same->setObjectName(u"sameSides"_s);
    for (const QStringList &group : std::as_const(m_campaign.sameSides))
        for (int i = 1; i < group.size(); ++i) {
            auto *item = new QListWidgetItem(tr("%1, counted as %2").arg(group.at(i), group.first()), m_same);
            item->setData(Qt::UserRole, group.at(i));
        }
    layout->addWidget(m_same);
    auto *apart = new QPushButton(tr("Count on Its O&wn"), this);
    apart->setObjectName(u"separate"_s);
    connect(apart, &QPushButton::clicked, this, &SameSideDialog::separate);
    layout->addWidget(apart, 0, Qt::AlignRight);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(ThemeColors::errorStyle(palette()));
    m_problem->hide();
    layout->addWidget(m_problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void SameSideDialog::makeSame()
{
    Campaign changed = m_campaign;
    QString error;
    // The side it is the same as is named first: its name is the one the campaign shows.
    if (!changed.sameSide(m_path, {m_as->currentData().toString(), m_side->currentData().toString()},
                          &error)) {
        m_problem->setText(error);
        m_problem->show();
        return;
    }
    m_campaign = changed;
    accept();
}

void SameSideDialog::separate()
{
    const QListWidgetItem *item = m_same->currentItem();
    if (!item) {
        m_problem->setText(tr("Choose a side from the list first."));
        m_problem->show();
        return;
    }
    Campaign changed = m_campaign;
    QString error;
    if (!changed.separateSide(item->data(Qt::UserRole).toString(), &error)) {
        m_problem->setText(error);
        m_problem->show();
        return;
    }
    m_campaign = changed;
    accept();
}

} // namespace adj
