// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// What the referee's window shows of each side (never the content of a choice), and the reveal:
// every sealed choice committed as the events the referee's own entry makes.
#include "tablelink.h"

#include "battledocument.h"
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "linkpage.h"
#include "runner/actionrunner.h"
#include "runner/secretcheck.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QList<Side> sidesInOrder(const BattleState &battle)
{
    QList<Side> sides = battle.sides.values();
    std::stable_sort(sides.begin(), sides.end(),
                     [](const Side &a, const Side &b) { return a.sort < b.sort; });
    return sides;
}

// Resolves one action against the battle as it is now and commits it through the runner (the GUI's
// undo stack, or at once): the same edit the referee's own entry makes.
qint64 commitCall(BattleDocument &doc, const SecretCall &call, const QString &from, QString *error)
{
    ActionRequest request{call.action, call.inputs};
    request.amend = [&from](Edit &e) {
        e.summary = TableLink::tr("%1 (revealed from %2's page)").arg(e.summary, from);
    };
    EnteredDice none(QList<int>{});
    const ActionOutcome out = ActionRunner::run(doc, request, none);
    if (!out.ok())
        *error = out.refusal.message;
    return out.event;
}

} // namespace

QList<TableLink::SideStatus> TableLink::status(BattleDocument &doc, LinkStore &store)
{
    const BattleState &battle = doc.state();
    QString error;
    const RuleTable table = BattleResolution::table(battle.info.ruleset, battle.info.overrides, &error);
    const SecretChoices *sc = SecretCheck::of(battle.info.ruleset);
    QSet<qint64> sealed;
    for (const LinkStore::Choice &c : store.sealed())
        sealed.insert(c.sideId);
    QList<SideStatus> out;
    for (const Side &s : sidesInOrder(battle)) {
        SideStatus st{s.id, s.name, u"none"_s, {}, 0};
        const SecretForm f = sc && table.isValid() ? sc->form(battle, table, s.name) : SecretForm();
        if (f.isOpen())
            st.state = sealed.contains(s.id) ? u"sealed"_s : u"waiting"_s;
        else if (f.entered)
            st.state = u"entered"_s;
        else
            st.waitingFor = sc ? f.waitingFor : tr("this rule set asks for no secret choices");
        out.append(st);
    }
    return out;
}

QList<TableLink::SideStatus> TableLink::status()
{
    if (!m_store.isOpen()) {
        QString error;
        if (!m_store.open(m_doc->path(), &error, m_doc->isReadOnly())) // a read-only battle: its states
            return {};
    }
    QList<SideStatus> out = status(*m_doc, m_store);
    for (SideStatus &s : out)
        for (const LinkPage *p : std::as_const(m_pages))
            s.pages += p->sideId() == s.sideId;
    return out;
}

bool TableLink::canReveal(QString *why)
{
    int sealed = 0;
    for (const SideStatus &s : status()) {
        if (s.state == u"waiting"_s) {
            *why = tr("%1 has not sent its choice yet").arg(s.name);
            return false;
        }
        sealed += s.state == u"sealed"_s;
    }
    if (sealed == 0)
        *why = tr("no side has a choice waiting to be revealed");
    return sealed > 0;
}

QList<qint64> TableLink::reveal(QString *error)
{
    if (!m_store.isOpen() && !m_store.open(m_doc->path(), error))
        return {};
    if (!m_watch.fileIsServed()) { // the choices were sealed in a file that is no longer the battle
        *error = m_watch.failure();
        return {};
    }
    const QList<qint64> seqs = reveal(*m_doc, m_store, error);
    scheduleBroadcast();
    return seqs;
}

QList<qint64> TableLink::reveal(BattleDocument &doc, LinkStore &store, QString *error)
{
    const QList<SideStatus> sides = status(doc, store);
    for (const SideStatus &s : sides)
        if (s.state == u"waiting"_s) {
            *error = tr("%1 has not sent its choice yet: the choices are revealed together").arg(s.name);
            return {};
        }
    const QString ruleset = doc.state().info.ruleset;
    const RuleTable table = BattleResolution::table(ruleset, doc.state().info.overrides, error);
    if (!table.isValid())
        return {};
    // Every choice checked first, against the battle before any of them: all enter, or none.
    QList<QPair<LinkStore::Choice, QList<SecretCall>>> todo;
    for (const LinkStore::Choice &c : store.sealed(error)) {
        const QString name = doc.state().sides.value(c.sideId).name;
        QList<SecretCall> calls;
        const Refusal r = SecretCheck::check(ruleset, doc.state(), table, name, c.formKey, c.inputs, &calls);
        if (r.code == u"closed"_s || r.code == u"stale"_s) { // entered by the referee meanwhile
            store.discard(c.sideId, error);
            continue;
        }
        if (r) {
            *error = tr("%1's choice cannot enter the battle: %2").arg(name, r.message);
            return {};
        }
        todo.append({c, calls});
    }
    if (todo.isEmpty()) {
        *error = tr("no side has a choice waiting to be revealed");
        return {};
    }
    QList<qint64> seqs;
    for (const auto &[choice, calls] : std::as_const(todo)) {
        const QString name = doc.state().sides.value(choice.sideId).name;
        for (const SecretCall &call : calls) {
            const qint64 seq = commitCall(doc, call, name, error);
            if (seq == 0)
                return seqs;
            seqs.append(seq);
            store.markRevealed(choice.id, seq, error);
        }
        if (calls.isEmpty()) // "no charges" is a choice too: it is revealed with the others
            store.markRevealed(choice.id, doc.store().eventCount(), error);
    }
    for (const SecretCall &call : SecretCheck::of(ruleset)->closing()) {
        const qint64 seq = commitCall(doc, call, tr("every side"), error);
        if (seq == 0)
            return seqs;
        seqs.append(seq);
    }
    return seqs;
}

} // namespace adj
