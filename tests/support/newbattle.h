// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The battle a rule set's battle-book test starts each test function on (issue 33): a new battle file
// in place of the one the previous function left, with its sides; and an edit that must commit. The
// steps each battle-book fixture wrote out.
#include "model/battledocument.h"
#include "model/edits.h"

#include <QFile>
#include <QString>
#include <QStringList>
#include <QTest>

#include <memory>

namespace adj::testing {

// `edit` committed to `doc`; the test fails saying why (`error`, where the edit was made) when it is not.
inline void mustCommit(BattleDocument &doc, const Edit &edit, QString *error)
{
    QVERIFY2(!edit.isEmpty() && doc.commit(edit, error) > 0, qPrintable(*error));
}

// `doc` replaced by a new battle file at `path` made from `info`, with `sides` added in order. False,
// the test failed saying why, when the file or a side could not be made.
inline bool newBattle(std::unique_ptr<BattleDocument> &doc, const QString &path, const BattleInfo &info,
                      const QStringList &sides)
{
    doc.reset(); // the previous function's battle is closed before its file goes
    QFile::remove(path);
    QString error;
    doc = BattleDocument::create(path, info, &error);
    [&] {
        QVERIFY2(doc, qPrintable(error));
        for (const QString &side : sides)
            mustCommit(*doc, Edits::addSide(doc->state(), side, {}, &error), &error);
    }();
    return !QTest::currentTestFailed();
}

} // namespace adj::testing
