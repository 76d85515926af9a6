// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A rule set's battle-book tests (wfabattlebook.h, tst_fhgmovebook): an action resolved on a real
// battle as the program resolves it, its inputs completed from the battle, and its edit committed.
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/rulesets.h"
#include "core/ruletable.h"
#include "model/battledocument.h"
#include "model/edit.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <utility>

namespace adj::testing {

// `action` of `ruleset` on the battle `doc` (BattleResolution::inputs completes `given` from it),
// rolled on `dice`; a failed resolution saying why when the inputs are refused.
inline Resolution resolveOnBattle(const BattleDocument &doc, const QString &ruleset, const QString &action,
                                  const QJsonObject &given, const QList<int> &dice, const RuleTable &table)
{
    QString error;
    const QJsonObject in = BattleResolution::inputs(action, given, doc.state(), table, &error);
    if (!error.isEmpty()) {
        Resolution r;
        r.fail(error);
        return r;
    }
    ScriptedDice d(dice);
    return resolve(ruleset, action, in, d, table);
}

// Resolved as resolveOnBattle and committed to `doc`: the committed edit and its event (0 when
// refused, with `error`).
inline std::pair<Edit, qint64> applyOnBattle(BattleDocument &doc, const QString &ruleset,
                                             const QString &action, const QJsonObject &given,
                                             const QList<int> &dice, const RuleTable &table, QString *error)
{
    QString e;
    const Resolution r = resolveOnBattle(doc, ruleset, action, given, dice, table);
    if (!r.ok()) {
        if (error)
            *error = r.error();
        return {Edit{}, 0};
    }
    const Edit edit = BattleResolution::edit(r, doc.state(), doc.profile(), &e);
    const qint64 seq = edit.isEmpty() ? 0 : doc.commit(edit, &e);
    if (error)
        *error = e;
    return {edit, seq};
}

} // namespace adj::testing
