// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer: a battle file from anyone. Whatever the bytes, opening them either gives a battle
// whose every value is in range or a refusal; nothing crashes, leaks or runs.
#include "battledocument.h"
#include "fuzzsupport.h"

#include <QFile>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    adj::fuzz::init(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(u"fuzz.adjutant"_s);
    for (const QString &suffix : {u""_s, u"-wal"_s, u"-shm"_s, u"-journal"_s})
        QFile::remove(path + suffix);
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return 0;
        f.write(adj::fuzz::bytes(data, size));
    }
    QString error;
    auto doc = adj::BattleDocument::open(path, &error);
    if (doc) {
        // What a view reads of it: every event, every row of the state.
        const QList<adj::Event> events =
            doc->store().events(1, int(qMin<qint64>(doc->store().eventCount(), 1000)));
        (void)doc->state().toJson();
        for (const adj::Event &e : events)
            (void)e.toJson();
    }
    return 0;
}
