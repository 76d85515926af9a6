// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "manualview.h"

#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QLocale>
#include <QStyle>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace adj {

ManualView::ManualView(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
    , m_back(new QToolButton(this))
    , m_forward(new QToolButton(this))
    , m_home(new QToolButton(this))
{
    setObjectName(u"manualView"_s);
    m_browser->setObjectName(u"manualText"_s);
    m_browser->setOpenExternalLinks(true);
    m_back->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    m_forward->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    m_home->setIcon(style()->standardIcon(QStyle::SP_DirHomeIcon));
    m_back->setShortcut(QKeySequence::Back);
    m_forward->setShortcut(QKeySequence::Forward);
    m_back->setEnabled(false);
    m_forward->setEnabled(false);
    connect(m_back, &QToolButton::clicked, m_browser, &QTextBrowser::backward);
    connect(m_forward, &QToolButton::clicked, m_browser, &QTextBrowser::forward);
    connect(m_home, &QToolButton::clicked, this, [this] { showPage(u"index.md"_s); });
    connect(m_browser, &QTextBrowser::backwardAvailable, m_back, &QToolButton::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, m_forward, &QToolButton::setEnabled);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_back);
    bar->addWidget(m_forward);
    bar->addWidget(m_home);
    bar->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_browser, 1);
    retranslate();
    resize(720, 560);
    showPage(u"index.md"_s);
}

QString ManualView::pagePath(const QString &page, const QString &language)
{
    const QString own = u":/manual/%1/%2"_s.arg(language, page);
    return !language.isEmpty() && QFile::exists(own) ? own : u":/manual/"_s + page;
}

bool ManualView::showPage(const QString &page)
{
    const QString path = pagePath(page, QLocale().name().section(u'_', 0, 0));
    if (!QFile::exists(path))
        return false;
    m_browser->setSource(QUrl(u"qrc"_s + path), QTextDocument::MarkdownResource);
    return true;
}

QString ManualView::currentPage() const
{
    return m_browser->source().path();
}

QString ManualView::text() const
{
    return m_browser->toPlainText();
}

void ManualView::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void ManualView::retranslate()
{
    setWindowTitle(tr("Adjutant Manual"));
    m_back->setToolTip(tr("Back"));
    m_forward->setToolTip(tr("Forward"));
    m_home->setToolTip(tr("Contents"));
}

} // namespace adj
