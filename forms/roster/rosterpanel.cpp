// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rosterpanel.h"

#include "clearbutton.h"
#include "rosterview.h"

#include <QLineEdit>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace adj {

RosterPanel::RosterPanel(RosterView *view, QWidget *parent)
    : QWidget(parent)
    , m_view(view)
    , m_filter(new QLineEdit)
    , m_markers(new QToolBar)
    , m_typing(new QTimer(this))
{
    setObjectName(u"rosterPanel"_s);
    m_filter->setObjectName(u"rosterFilter"_s);
    m_filter->setPlaceholderText(tr("Filter units by name, type, side or marker…"));
    clearButtonOnText(m_filter);
    m_filter->setToolTip(tr("Shows the units whose name, type, side or markers contain the text"));
    m_markers->setObjectName(u"markerBar"_s);
    m_markers->setIconSize(QSize(20, 20));
    m_markers->setToolButtonStyle(Qt::ToolButtonIconOnly);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    layout->addWidget(m_filter);
    layout->addWidget(m_markers);
    layout->addWidget(m_view, 1);

    // Typing waits for a short pause, so a long roster is filtered once per word, not per key.
    m_typing->setSingleShot(true);
    m_typing->setInterval(120);
    connect(m_filter, &QLineEdit::textChanged, m_typing, qOverload<>(&QTimer::start));
    connect(m_typing, &QTimer::timeout, this, [this] { m_view->setFilterText(m_filter->text()); });
    connect(m_view, &RosterView::markerActionsChanged, this, &RosterPanel::rebuildMarkerBar);
    setTabOrder(m_filter, m_view);
    rebuildMarkerBar();
}

void RosterPanel::rebuildMarkerBar()
{
    m_markers->clear();
    m_markers->addActions(m_view->markerActions());
    m_markers->setVisible(!m_view->markerActions().isEmpty());
}

} // namespace adj
