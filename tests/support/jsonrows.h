// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A data-driven test's table kept as data beside the test: a JSON array of objects, each a row, named
// by its "row" and read into the table's row struct by `toRow` (datarows.h reads it back with
// fetchRow). What a table of JSON inputs and the messages they are refused with reads best as; each row
// is still named, so a failure names its row. A "note" says why a row is there; it is not read.
#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QTest>
#include <QtGlobal>

namespace adj::testing {

// The rows of `file` (a path under the source tree: "resolvers/oneifbyland/tests/resolvers/x.json").
// A file that does not read, or a row without a name, stops the test run naming it.
template <class Row, class ToRow> void addJsonRows(const char *file, ToRow toRow)
{
    const QString path = QStringLiteral(ADJ_SOURCE_DIR "/") + QString::fromUtf8(file);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("%s: %s", qPrintable(path), qPrintable(f.errorString()));
    QJsonParseError e{};
    const QJsonDocument d = QJsonDocument::fromJson(f.readAll(), &e);
    if (!d.isArray())
        qFatal("%s: not a JSON array of rows: %s", qPrintable(path), qPrintable(e.errorString()));
    QTest::addColumn<Row>("row");
    for (const QJsonValue &v : d.array()) {
        const QByteArray name = v.toObject().value(QStringLiteral("row")).toString().toUtf8();
        if (name.isEmpty())
            qFatal("%s: a row without a name: %s", qPrintable(path),
                   QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact).constData());
        QTest::newRow(name.constData()) << toRow(v.toObject());
    }
}

} // namespace adj::testing
