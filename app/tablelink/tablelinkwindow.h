// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>
#include <QMap>

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace adj {

class BattleDocument;
class TableLink;

// Battle ▸ Table Link: switches the link on and off on the interface the referee picks, shows one
// QR code and plain address per side, each side's state ("British: sent ✓ · American: waiting",
// never a choice), a new code per side, and the reveal. Closing the window keeps the link on.
class TableLinkWindow final : public QDialog
{
    Q_OBJECT

public:
    TableLinkWindow(BattleDocument *doc, QWidget *parent = nullptr);
    ~TableLinkWindow() override;

    TableLink *link() const { return m_link; }
    BattleDocument *document() const { return m_doc; }
    // Switches the link on at `address` (the referee's choice in the window otherwise).
    bool switchOn(const QString &address, int port, QString *error);
    QString statusLine() const;
    QPushButton *revealButton() const { return m_reveal; }

private:
    struct SideBox
    {
        QLabel *qr = nullptr;
        QLabel *address = nullptr;
        QLabel *state = nullptr;
    };
    void fillInterfaces();
    void toggle();
    void rebuildSides();
    void refresh();
    void reveal();

    BattleDocument *m_doc;
    TableLink *m_link;
    QComboBox *m_interface = nullptr;
    QSpinBox *m_port = nullptr;
    QPushButton *m_onOff = nullptr;
    QGridLayout *m_sidesGrid = nullptr;
    QMap<qint64, SideBox> m_sides;
    QLabel *m_status = nullptr;
    QPushButton *m_reveal = nullptr;
};

} // namespace adj
