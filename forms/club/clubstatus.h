// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>
#include <QPointer>

#include <memory>

class QLabel;

namespace adj {

class BattleDocument;
class ClubMirror;

// The open battle's mirror and its word in the status bar ("club: 12 events waiting"): started
// when a battle of a club is opened or joins one, stopped when it leaves or closes.
class ClubStatus final : public QObject
{
    Q_OBJECT

public:
    ClubStatus(QLabel *label, QObject *parent = nullptr);
    ~ClubStatus() override;

    // The battle open now (null: none); looks whether it is in a club.
    void setDocument(BattleDocument *doc);
    ClubMirror *mirror() const { return m_mirror.get(); }

private:
    QLabel *m_label;
    QPointer<BattleDocument> m_doc;
    std::unique_ptr<ClubMirror> m_mirror;
    QMetaObject::Connection m_appended;
};

} // namespace adj
