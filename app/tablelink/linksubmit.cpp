// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// A side's choice from its page: checked by the rule set's own actions, sealed in the battle file,
// and only then acknowledged, when that file is still the battle at its path (else refused `gone`:
// an ack means the choice is kept). A submission id seen before counts once.
#include "tablelink.h"

#include "battledocument.h"
#include "core/battleresolution.h"
#include "linkpage.h"
#include "runner/secretcheck.h"

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QJsonObject refusal(const QString &id, const Refusal &why)
{
    return {{u"type"_s, u"refused"_s}, {u"id"_s, id}, {u"error"_s, why.toJson()}};
}

QJsonObject refusal(const QString &id, const QString &code, const QString &message, const QString &input)
{
    return refusal(id, Refusal{code, message, {}, input});
}

} // namespace

void TableLink::submit(LinkPage *page, const QJsonObject &message)
{
    const QString id = message.value(u"id"_s).toString();
    if (!LinkStore::isSubmissionId(id)) {
        page->send(refusal({}, u"invalid-input"_s,
                           tr("\"id\" is 8 to 64 letters, digits, \"-\" or \"_\", made once per choice"),
                           u"id"_s));
        return;
    }
    if (!message.value(u"inputs"_s).isObject() || !message.value(u"formKey"_s).isString()) {
        page->send(refusal(id, u"invalid-input"_s,
                           tr("a choice has \"formKey\" (text) and \"inputs\" (an object)"),
                           message.value(u"inputs"_s).isObject() ? u"formKey"_s : u"inputs"_s));
        return;
    }
    if (!m_watch.fileIsServed()) {
        page->send(refusal(id, u"gone"_s, m_watch.failure(), {}));
        return;
    }
    const BattleState &battle = m_doc->state();
    const Side side = battle.sides.value(page->sideId());
    QString error;
    const RuleTable table = BattleResolution::table(battle.info.ruleset, battle.info.overrides, &error);
    if (!table.isValid()) {
        page->send(refusal(id, u"rule-table"_s, error, {}));
        return;
    }
    if (m_store.hasSubmission(id)) { // a resend after a drop: it counted when it came first
        page->send({{u"type"_s, u"ack"_s}, {u"id"_s, id}, {u"duplicate"_s, true}});
        return;
    }
    const Refusal r =
        SecretCheck::check(battle.info.ruleset, battle, table, side.name,
                           message.value(u"formKey"_s).toString(), message.value(u"inputs"_s).toObject());
    if (r) {
        page->send(refusal(id, r));
        if (r.code == u"stale"_s)
            page->send(m_broadcast.stateFor(page->sideId()));
        return;
    }
    LinkStore::Choice c;
    c.sideId = side.id;
    c.formKey = message.value(u"formKey"_s).toString();
    c.submission = id;
    c.inputs = message.value(u"inputs"_s).toObject();
    const LinkStore::Seal s = m_store.seal(c, &error);
    if (s == LinkStore::Seal::Failed) {
        page->send(refusal(id, u"internal"_s, error, {}));
        return;
    }
    if (!m_watch.fileIsServed()) { // sealed, but in a file that was deleted or replaced meanwhile
        page->send(refusal(id, u"gone"_s, m_watch.failure(), {}));
        return;
    }
    m_watch.noteOwnWrite();
    page->send({{u"type"_s, u"ack"_s}, {u"id"_s, id}, {u"duplicate"_s, s == LinkStore::Seal::Duplicate}});
    emit choiceSealed(side.id);
    scheduleBroadcast();
}

} // namespace adj
