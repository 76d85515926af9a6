// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tablelinkwindow.h"

#include "battledocument.h"
#include "qrcode.h"
#include "tablelink.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QNetworkInterface>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QString stateWord(const QString &state)
{
    if (state == u"waiting"_s)
        return TableLinkWindow::tr("waiting");
    if (state == u"sealed"_s)
        return TableLinkWindow::tr("sent ✓");
    if (state == u"entered"_s)
        return TableLinkWindow::tr("in the battle");
    return TableLinkWindow::tr("nothing asked");
}

} // namespace

TableLinkWindow::TableLinkWindow(BattleDocument *doc, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
    , m_link(new TableLink(doc, this))
{
    setWindowTitle(tr("Table Link – %1").arg(doc->state().info.name));
    auto *top = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    m_interface = new QComboBox;
    m_interface->setToolTip(tr("The network the players' phones are on: the link listens only there."));
    m_port = new QSpinBox;
    m_port->setRange(1024, 65535);
    m_port->setValue(8765);
    m_onOff = new QPushButton(tr("Switch &On"));
    auto *netLabel = new QLabel(tr("&Network:"));
    netLabel->setBuddy(m_interface);
    auto *portLabel = new QLabel(tr("&Port:"));
    portLabel->setBuddy(m_port);
    row->addWidget(netLabel);
    row->addWidget(m_interface, 1);
    row->addWidget(portLabel);
    row->addWidget(m_port);
    row->addWidget(m_onOff);
    top->addLayout(row);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    auto *inner = new QWidget;
    m_sidesGrid = new QGridLayout(inner);
    scroll->setWidget(inner);
    top->addWidget(scroll, 1);
    m_status = new QLabel;
    m_status->setObjectName(u"linkStatus"_s);
    m_status->setWordWrap(true);
    top->addWidget(m_status);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_reveal = buttons->addButton(tr("&Reveal All"), QDialogButtonBox::ActionRole);
    m_reveal->setToolTip(
        tr("Every side's sealed choice enters the battle together, as logged, undoable actions."));
    top->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);
    connect(m_onOff, &QPushButton::clicked, this, &TableLinkWindow::toggle);
    connect(m_reveal, &QPushButton::clicked, this, &TableLinkWindow::reveal);
    connect(m_link, &TableLink::statusChanged, this, &TableLinkWindow::refresh);
    // A code renewed by another program (adjutant-cli link renew): its address and QR code change.
    connect(m_link, &TableLink::codesChanged, this, [this] {
        rebuildSides();
        refresh();
    });
    fillInterfaces();
    rebuildSides();
    refresh();
    resize(760, 560);
}

TableLinkWindow::~TableLinkWindow()
{
    delete m_link; // before the widgets it reports to
}

void TableLinkWindow::fillInterfaces()
{
    for (const QNetworkInterface &i : QNetworkInterface::allInterfaces()) {
        if (!(i.flags() & QNetworkInterface::IsUp) || (i.flags() & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &e : i.addressEntries())
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol)
                m_interface->addItem(u"%1 (%2)"_s.arg(e.ip().toString(), i.humanReadableName()),
                                     e.ip().toString());
    }
    m_interface->addItem(tr("This computer only (127.0.0.1)"), u"127.0.0.1"_s);
}

bool TableLinkWindow::switchOn(const QString &address, int port, QString *error)
{
    const int i = m_interface->findData(address);
    if (i >= 0)
        m_interface->setCurrentIndex(i);
    m_port->setValue(port);
    if (!m_link->start(QHostAddress(address), quint16(port), error))
        return false;
    rebuildSides();
    refresh();
    return true;
}

void TableLinkWindow::toggle()
{
    if (m_link->isListening()) {
        m_link->stop();
        rebuildSides();
        refresh();
        return;
    }
    QString error;
    if (!switchOn(m_interface->currentData().toString(), m_port->value(), &error))
        QMessageBox::warning(this, tr("Table Link"), error);
}

void TableLinkWindow::rebuildSides()
{
    while (QLayoutItem *item = m_sidesGrid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_sides.clear();
    int n = 0;
    for (const TableLink::SideStatus &s : m_link->status()) {
        auto *box = new QGroupBox(s.name);
        auto *v = new QVBoxLayout(box);
        SideBox sb;
        sb.qr = new QLabel;
        sb.qr->setAlignment(Qt::AlignCenter);
        sb.address = new QLabel;
        sb.address->setTextInteractionFlags(Qt::TextSelectableByMouse);
        sb.address->setWordWrap(true);
        sb.state = new QLabel;
        auto *renew = new QPushButton(tr("New Code"));
        renew->setToolTip(tr("The old code and its pages stop working at once."));
        const qint64 id = s.sideId;
        connect(renew, &QPushButton::clicked, this, [this, id] {
            QString error;
            if (!m_link->renewToken(id, &error))
                QMessageBox::warning(this, tr("Table Link"), error);
            rebuildSides();
            refresh();
        });
        renew->setEnabled(m_link->isListening());
        v->addWidget(sb.qr);
        v->addWidget(sb.address);
        v->addWidget(sb.state);
        v->addWidget(renew);
        const QString url = m_link->url(id);
        if (!url.isEmpty()) {
            sb.qr->setPixmap(QPixmap::fromImage(qrCode(url, 4)));
            sb.address->setText(url);
        } else {
            sb.address->setText(tr("Switch the link on to show this side's code."));
        }
        m_sides.insert(id, sb);
        m_sidesGrid->addWidget(box, n / 3, n % 3);
        ++n;
    }
}

QString TableLinkWindow::statusLine() const
{
    QStringList parts;
    for (const TableLink::SideStatus &s : m_link->status())
        parts << tr("%1: %2").arg(s.name, stateWord(s.state));
    return parts.join(u" · "_s);
}

void TableLinkWindow::refresh()
{
    m_onOff->setText(m_link->isListening() ? tr("Switch &Off") : tr("Switch &On"));
    m_interface->setEnabled(!m_link->isListening());
    m_port->setEnabled(!m_link->isListening());
    for (const TableLink::SideStatus &s : m_link->status()) {
        const auto it = m_sides.constFind(s.sideId);
        if (it == m_sides.cend())
            continue;
        QString line = stateWord(s.state);
        if (s.state == u"none"_s && !s.waitingFor.isEmpty())
            line = tr("%1: %2").arg(line, s.waitingFor);
        it->state->setText(tr("%1 · %n page(s) open", nullptr, s.pages).arg(line));
    }
    QString why = m_link->failure();
    m_reveal->setEnabled(why.isEmpty() && m_link->canReveal(&why));
    m_reveal->setToolTip(why.isEmpty() ? tr("Every side's sealed choice enters the battle together.") : why);
    // The battle file gone from under the link comes first: nothing more is accepted.
    m_status->setText(m_link->failure().isEmpty() ? statusLine() : m_link->failure() + u'\n' + statusLine());
}

void TableLinkWindow::reveal()
{
    QString error;
    const QList<qint64> seqs = m_link->reveal(&error);
    if (seqs.isEmpty() || !error.isEmpty())
        QMessageBox::warning(this, tr("Table Link"), error);
    refresh();
}

} // namespace adj
