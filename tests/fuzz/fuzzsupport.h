// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What every libFuzzer target shares: a QCoreApplication (Qt's SQL driver and resources need one)
// and no chatter from Qt's warnings, which libFuzzer would print for every input.
#include <QCoreApplication>
#include <QtGlobal>

#include <cstddef>
#include <cstdint>

namespace adj::fuzz {

inline void init(int *argc, char ***argv)
{
    static QCoreApplication *app = nullptr;
    if (!app)
        app = new QCoreApplication(*argc, *argv);
    qInstallMessageHandler([](QtMsgType, const QMessageLogContext &, const QString &) {});
}

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

} // namespace adj::fuzz
