// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubstatus.h"

#include "battledocument.h"
#include "club/clubmirror.h"
#include "club/clubstore.h"

#include <QLabel>

namespace adj {

ClubStatus::ClubStatus(QLabel *label, QObject *parent)
    : QObject(parent)
    , m_label(label)
{
    m_label->hide();
}

ClubStatus::~ClubStatus() = default;

void ClubStatus::setDocument(BattleDocument *doc)
{
    disconnect(m_appended);
    m_mirror.reset();
    m_doc = doc;
    m_label->clear();
    m_label->hide();
    if (!doc || doc->isReadOnly())
        return;
    ClubStore rows;
    QString error;
    if (!rows.open(doc->path(), &error) || !rows.membership().isJoined())
        return;
    m_mirror = std::make_unique<ClubMirror>(doc->path());
    connect(m_mirror.get(), &ClubMirror::statusChanged, m_label, [this](const ClubSender::Status &s) {
        const QString text = ClubMirror::statusText(s);
        m_label->setText(text);
        m_label->setToolTip(s.message);
        m_label->setVisible(!text.isEmpty());
    });
    // A commit is sent at once, not at the next look (the mirror runs on its own thread).
    m_appended = connect(doc, &BattleDocument::eventAppended, m_mirror.get(), &ClubMirror::poke);
}

} // namespace adj
