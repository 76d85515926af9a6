// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubdialog.h"

#include "battledocument.h"
#include "club/clubjoin.h"
#include "club/clubstore.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace adj {

ClubDialog::ClubDialog(BattleDocument *doc, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
    , m_server(new QLineEdit(this))
    , m_club(new QLineEdit(this))
    , m_status(new QLabel(this))
    , m_join(new QPushButton(tr("&Join"), this))
    , m_leave(new QPushButton(tr("&Leave the Club"), this))
    , m_takeOver(new QPushButton(tr("&Take Over…"), this))
{
    setWindowTitle(tr("Club"));
    setObjectName(u"clubDialog"_s);
    m_server->setPlaceholderText(u"postgresql://adjutant_table@club.example.org/club"_s);
    m_server->setToolTip(tr("The club's PostgreSQL server. The password is read from ~/.pgpass (or the file "
                            "PGPASSFILE names), never stored in the battle."));
    m_club->setPlaceholderText(tr("the club's name"));
    QSettings settings;
    m_server->setText(settings.value(u"club/server"_s).toString());
    m_club->setText(settings.value(u"club/name"_s).toString());
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *form = new QFormLayout;
    form->addRow(tr("&Server:"), m_server);
    form->addRow(tr("&Club:"), m_club);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_join, QDialogButtonBox::ActionRole);
    buttons->addButton(m_takeOver, QDialogButtonBox::ActionRole);
    buttons->addButton(m_leave, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_join, &QPushButton::clicked, this, &ClubDialog::join);
    connect(m_leave, &QPushButton::clicked, this, &ClubDialog::leave);
    connect(m_takeOver, &QPushButton::clicked, this, &ClubDialog::takeOver);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    refresh();
}

QString ClubDialog::statusText() const
{
    return m_status->text();
}

void ClubDialog::refresh()
{
    ClubStore rows;
    QString error;
    const bool open = rows.open(m_doc->path(), &error);
    const ClubStore::Membership m = open ? rows.membership() : ClubStore::Membership();
    m_server->setEnabled(!m.isJoined());
    m_club->setEnabled(!m.isJoined());
    m_join->setVisible(!m.isJoined());
    m_join->setEnabled(open && !m_doc->isReadOnly());
    m_leave->setVisible(m.isJoined());
    m_takeOver->setVisible(m.isJoined());
    if (!open) {
        m_status->setText(error);
        return;
    }
    if (!m.isJoined()) {
        m_status->setText(
            tr("This battle is in no club. Joining mirrors every action to the club's server; the "
               "table never waits for it."));
        return;
    }
    m_server->setText(m.server);
    m_club->setText(m.club);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    ClubServer::Battle b;
    const bool reached = ClubJoin::onServer(m_doc->store(), m, &b, &error);
    QApplication::restoreOverrideCursor();
    const qint64 waiting = rows.waiting(reached ? b.lastSeq : 0);
    QString text = tr("In the club \"%1\" since %2.").arg(m.club, m.joinedAt) + u' ';
    if (!reached)
        text += error + u' ' + tr("%n event(s) not known to be on the server.", nullptr, int(waiting));
    else if (b.isWriter)
        text += tr("The server has %1 of the battle's %2 events; this laptop writes it.")
                    .arg(b.lastSeq)
                    .arg(m_doc->store().eventCount());
    else
        text += tr("The server takes this battle's actions from %1; take it over to write it from here.")
                    .arg(b.writerName);
    m_takeOver->setEnabled(reached && !b.isWriter);
    m_status->setText(text);
}

void ClubDialog::join()
{
    ClubAddress a;
    QString error;
    const QString club = m_club->text().trimmed();
    if (club.isEmpty()) {
        QMessageBox::warning(this, windowTitle(), tr("Give the club's name."));
        return;
    }
    if (!ClubAddress::parse(m_server->text(), &a, &error)) {
        QMessageBox::warning(this, windowTitle(), error);
        return;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    ClubStore::Membership m;
    const bool ok = ClubJoin::join(m_doc->store(), a, club, &m, &error);
    QApplication::restoreOverrideCursor();
    if (!ok) {
        QMessageBox::warning(this, windowTitle(), tr("The battle did not join the club: %1").arg(error));
        return;
    }
    QSettings settings;
    settings.setValue(u"club/server"_s, a.text());
    settings.setValue(u"club/name"_s, club);
    emit membershipChanged();
    refresh();
}

void ClubDialog::leave()
{
    if (QMessageBox::question(this, windowTitle(),
                              tr("Leave the club? The club's board no longer shows this battle, and what has "
                                 "not reached the server yet stays in this file only.")) != QMessageBox::Yes)
        return;
    bool told = false;
    QString error;
    if (!ClubJoin::leave(m_doc->path(), &told, &error))
        QMessageBox::warning(this, windowTitle(), error);
    emit membershipChanged();
    refresh();
}

void ClubDialog::takeOver()
{
    ClubStore rows;
    QString error;
    if (!rows.open(m_doc->path(), &error))
        return;
    const ClubStore::Membership m = rows.membership();
    ClubServer::Battle b;
    if (!ClubJoin::onServer(m_doc->store(), m, &b, &error)) {
        QMessageBox::warning(this, windowTitle(), error);
        return;
    }
    if (QMessageBox::question(
            this, windowTitle(),
            tr("\"%1\" is written from %2. From now on only this laptop may write it, and %2 "
               "is refused. Take it over?")
                .arg(b.name, b.writerName)) != QMessageBox::Yes)
        return;
    if (!ClubJoin::takeOver(m_doc->store(), m, &error))
        QMessageBox::warning(this, windowTitle(), error);
    emit membershipChanged();
    refresh();
}

} // namespace adj
