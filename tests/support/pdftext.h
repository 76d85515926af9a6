// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The text of a PDF as poppler's pdftotext reads it (poppler-utils), for the tests that check what a
// printed page says: `-layout` keeps the columns side by side, `-raw` gives the text in its order;
// and what pdfinfo says of it (its paper, its pages).
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace adj::testing {

inline QString pdfText(const QString &pdf, const QString &mode = QStringLiteral("-layout"))
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {mode, pdf, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

// pdfinfo's report: "Pages:", "Page size:" and the rest.
inline QString pdfInfo(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {pdf});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The number of pages, -1 when pdfinfo does not say.
inline int pdfPages(const QString &pdf)
{
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(pdfInfo(pdf));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

} // namespace adj::testing
