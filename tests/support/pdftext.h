// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The text of a PDF as poppler's pdftotext reads it (poppler-utils), for the tests that check what a
// printed page says: `-layout` keeps the columns side by side, `-raw` gives the text in its order.
#include <QProcess>
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

} // namespace adj::testing
