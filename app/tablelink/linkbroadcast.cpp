// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The state message a side's page shows (docs/tablelink.md): the battle, the sides' states, the
// side's form and its own sealed choice, its players' report, and every word of the page.
#include "linkbroadcast.h"

#include "battledocument.h"
#include "core/battleresolution.h"
#include "labels.h"
#include "linkpage.h"
#include "linkstore.h"
#include "rulesetprofile.h"
#include "runner/secretcheck.h"
#include "summary/lossbands.h"
#include "summary/playersreport.h"
#include "summary/summarybuilder.h"
#include "tablelink.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QJsonObject pageWords();

// The names of the players' report's lines.
QJsonObject reportWords()
{
    return {
        // One rule as the summary's columns (issue 31): at the start - lost + regained = now, the full
        // strength beside it only where it differs.
        {u"atStart"_s, TableLink::tr("At the start")},
        {u"strength"_s, TableLink::tr("Now")},
        {u"strengthStart"_s, TableLink::tr("Full strength")},
        {u"lost"_s, TableLink::tr("Lost this turn")},
        {u"lostSoFar"_s, TableLink::tr("Lost so far")},
        {u"regained"_s, TableLink::tr("Regained")},
        {u"inDisorder"_s, TableLink::tr("In disorder")},
        {u"markersPlaced"_s, TableLink::tr("Markers placed")},
        {u"markersLifted"_s, TableLink::tr("Markers lifted")},
        {u"leaders"_s, TableLink::tr("Leaders")},
        {u"units"_s, TableLink::tr("Units")},
        {u"unitLosses"_s, TableLink::tr("Losses by unit")},
        {u"resolutions"_s, TableLink::tr("This turn")},
        {u"notes"_s, TableLink::tr("Notes")},
        {u"unitLoss"_s, TableLink::tr("{unit}: {atStart} at the start, {lost} lost, {regained} regained, "
                                      "{strength} now")},
        {u"unitLossFull"_s, TableLink::tr("{unit}: {atStart} at the start, {lost} lost, {regained} regained, "
                                          "{strength} now (full strength {start})")},
        {u"yes"_s, TableLink::tr("yes")},
        {u"no"_s, TableLink::tr("no")},
    };
}

// The words of data the page shows: PREFIX.VALUE (docs/tablelink.md "Strings the page uses").
void addDataWords(QJsonObject *out, const RuleSetProfile &profile)
{
    for (const QString &band : {u"none"_s, u"light"_s, u"heavy"_s, u"crippling"_s})
        out->insert(u"losses."_s + band, LossBands::label(band));
    for (const UnitTypeSpec &t : profile.types)
        out->insert(u"arm."_s + t.id, Profiles::label(t.label));
    for (const QString &kind : profile.counterKinds)
        out->insert(u"counter."_s + kind, Labels::counter(kind));
    for (const QString &kind : profile.markerKinds)
        out->insert(u"marker."_s + kind, Labels::marker(kind));
    for (const QString &st : {u"eliminated"_s, u"routed"_s, u"captured"_s, u"sunk"_s})
        out->insert(u"status."_s + st, Labels::status(st));
    for (const PhaseSpec &ph : profile.phases)
        out->insert(u"phase."_s + ph.id, Profiles::label(ph.label));
}

// Every word the page shows, in the referee's language (the page holds none of its own).
QJsonObject pageStrings(const RuleSetProfile &profile)
{
    QJsonObject s = pageWords();
    const QJsonObject report = reportWords();
    for (auto it = report.constBegin(); it != report.constEnd(); ++it)
        s.insert(it.key(), it.value());
    addDataWords(&s, profile);
    return s;
}

QJsonObject pageWords()
{
    return {
        {u"connecting"_s, TableLink::tr("connecting…")},
        {u"revoked"_s, TableLink::tr("This code no longer works: ask the referee for the new one.")},
        {u"formUnknown"_s, TableLink::tr("This choice cannot be made on this page: tell the referee.")},
        {u"sending"_s, TableLink::tr("sending…")},
        {u"title"_s, TableLink::tr("Table link")},
        {u"connected"_s, TableLink::tr("connected")},
        {u"reconnecting"_s, TableLink::tr("reconnecting…")},
        {u"turn"_s, TableLink::tr("Turn")},
        {u"phase"_s, TableLink::tr("Phase")},
        {u"sides"_s, TableLink::tr("Sides")},
        {u"state.waiting"_s, TableLink::tr("waiting")},
        {u"state.sealed"_s, TableLink::tr("sent ✓")},
        {u"state.entered"_s, TableLink::tr("in the battle")},
        {u"state.none"_s, TableLink::tr("nothing asked")},
        {u"send"_s, TableLink::tr("Send")},
        {u"clear"_s, TableLink::tr("Clear")},
        {u"back"_s, TableLink::tr("Back")},
        {u"sent"_s, TableLink::tr("Sent: hidden from everyone until the referee reveals all choices")},
        {u"resend"_s, TableLink::tr("You may send another choice until the reveal; the last one counts.")},
        {u"nothingAsked"_s, TableLink::tr("Nothing is asked of your side now.")},
        {u"report"_s, TableLink::tr("Players' report")},
        {u"ownSide"_s, TableLink::tr("Your side")},
        {u"enemy"_s, TableLink::tr("The enemy")},
        {u"losses"_s, TableLink::tr("Losses")},
        {u"markers"_s, TableLink::tr("Markers")},
        {u"counters"_s, TableLink::tr("Counters")},
        {u"bookkeeping"_s, TableLink::tr("Bookkeeping")},
        {u"refused"_s, TableLink::tr("Not accepted")},
        {u"seq"_s, TableLink::tr("event")},
        {u"marker.S"_s, TableLink::tr("Straight")},
        {u"marker.R"_s, TableLink::tr("Starboard (right)")},
        {u"marker.L"_s, TableLink::tr("Port (left)")},
        {u"marker.X"_s, TableLink::tr("Stop")},
    };
}

} // namespace

LinkBroadcast::LinkBroadcast(TableLink &link, BattleDocument &doc, LinkStore &store,
                             const QList<LinkPage *> &pages)
    : m_link(link)
    , m_doc(doc)
    , m_store(store)
    , m_pages(pages)
{}

void LinkBroadcast::schedule()
{
    m_cache.clear();
    if (m_due || m_pages.isEmpty())
        return;
    m_due = true;
    QTimer::singleShot(0, this, &LinkBroadcast::broadcast);
}

void LinkBroadcast::broadcast()
{
    m_due = false;
    for (LinkPage *p : std::as_const(m_pages)) {
        const QJsonObject state = stateFor(p->sideId());
        const QByteArray bytes = QJsonDocument(state).toJson(QJsonDocument::Compact);
        if (bytes == p->lastState)
            continue; // nothing new for this page
        p->lastState = bytes;
        p->send(state);
    }
}

void LinkBroadcast::sendState(LinkPage *page)
{
    const QJsonObject state = stateFor(page->sideId());
    page->lastState = QJsonDocument(state).toJson(QJsonDocument::Compact);
    page->send(state);
}

QJsonObject LinkBroadcast::stateFor(qint64 sideId)
{
    if (const auto it = m_cache.constFind(sideId); it != m_cache.cend())
        return *it;
    const BattleState &battle = m_doc.state();
    const Side side = battle.sides.value(sideId);
    QJsonArray sides;
    QString mineState;
    for (const TableLink::SideStatus &s : m_link.status()) {
        sides.append(QJsonObject{{u"name"_s, s.name}, {u"state"_s, s.state}});
        if (s.sideId == sideId)
            mineState = s.state;
    }
    QString error;
    const RuleTable table = BattleResolution::table(battle.info.ruleset, battle.info.overrides, &error);
    const SecretChoices *sc = SecretCheck::of(battle.info.ruleset);
    const SecretForm form = sc && table.isValid() ? sc->form(battle, table, side.name) : SecretForm();
    QJsonValue mine;
    if (mineState == u"sealed"_s)
        for (const LinkStore::Choice &c : m_store.sealed())
            if (c.sideId == sideId) // the side's own choice, only ever to its own pages
                mine = QJsonObject{{u"sealed"_s, true}, {u"inputs"_s, c.inputs}, {u"formKey"_s, c.formKey}};
    // The log read through the document's own connection: a second connection of this process to
    // the file (the summary's read-only one) was seen to stop it noticing other writers' commits.
    QList<Event> log;
    for (qint64 from = 1; from <= m_link.seq(); from += 1000)
        log += m_doc.store().events(from, 1000);
    const TurnSummary referee = SummaryBuilder::build(battle, m_doc.profile(), log, battle.info.turn);
    TurnSummary report;
    const bool reported = PlayersReport::make(referee, side.name, &report, &error);
    QString phase = battle.info.phase;
    for (const PhaseSpec &p : m_doc.profile().phases)
        if (p.id == battle.info.phase)
            phase = Profiles::label(p.label);
    const QJsonObject state{
        {u"type"_s, u"state"_s},
        {u"seq"_s, m_link.seq()},
        {u"lang"_s, QLocale().name().left(2)},
        {u"battle"_s, QJsonObject{{u"name"_s, battle.info.name},
                                  {u"ruleset"_s, battle.info.ruleset},
                                  {u"turn"_s, battle.info.turn},
                                  {u"phase"_s, phase}}},
        {u"side"_s, QJsonObject{{u"id"_s, sideId}, {u"name"_s, side.name}}},
        {u"strings"_s, pageStrings(m_doc.profile())},
        {u"sides"_s, sides},
        {u"form"_s, form.isOpen() && m_link.failure().isEmpty() ? QJsonValue(form.toJson()) : QJsonValue()},
        {u"failure"_s, m_link.failure().isEmpty() ? QJsonValue() : QJsonValue(m_link.failure())},
        {u"waitingFor"_s, form.waitingFor},
        {u"mine"_s, mine},
        {u"report"_s, reported ? QJsonValue(report.toJson()) : QJsonValue()},
    };
    m_cache.insert(sideId, state);
    return state;
}

} // namespace adj
