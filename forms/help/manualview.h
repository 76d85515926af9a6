// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

class QTextBrowser;
class QToolButton;

namespace adj {

// The referee's manual (docs/manual/), embedded in the program: Help ▸ Manual (F1). Its pages are
// Markdown, read in the referee's language where there is a translation of them, else in English;
// links between pages work, with Back and Forward.
class ManualView final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ManualView)

public:
    explicit ManualView(QWidget *parent = nullptr);
    // Shows `page` ("index.md", "rulesets/fhg-land.md"); false when the manual has no such page.
    bool showPage(const QString &page);
    QString currentPage() const;
    QString text() const;
    // The manual's page as embedded: the language's own ("de/index.md") when there is one.
    static QString pagePath(const QString &page, const QString &language);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QTextBrowser *m_browser;
    QToolButton *m_back;
    QToolButton *m_forward;
    QToolButton *m_home;
};

} // namespace adj
