// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace adj {

class BattleDocument;

// File ▸ Club… (docs/club.md): joins the open battle to a club on a PostgreSQL server, or shows
// the club it is in, how many of its events wait, and who writes it; leaves; takes it over from
// another laptop after asking. The password is never asked for: libpq finds it in ~/.pgpass.
class ClubDialog final : public QDialog
{
    Q_OBJECT

public:
    ClubDialog(BattleDocument *doc, QWidget *parent = nullptr);

    QLineEdit *serverEdit() const { return m_server; }
    QLineEdit *clubEdit() const { return m_club; }
    QPushButton *joinButton() const { return m_join; }
    QPushButton *leaveButton() const { return m_leave; }
    QPushButton *takeOverButton() const { return m_takeOver; }
    QString statusText() const;

signals:
    // The battle joined or left a club (the window starts or stops its mirror).
    void membershipChanged();

private:
    void refresh();
    void join();
    void leave();
    void takeOver();

    BattleDocument *m_doc;
    QLineEdit *m_server;
    QLineEdit *m_club;
    QLabel *m_status;
    QPushButton *m_join;
    QPushButton *m_leave;
    QPushButton *m_takeOver;
};

} // namespace adj
