// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The secret choices of Fields of Honor and Honour & Glory through the table link: each side's
// written charges ("both players write down their intentions. The written charge orders are
// revealed at the same time", Charge Phase) and each player's Mastery Card ("when all players are
// ready they all place these onto the table simultaneously", Resolving Rounds), checked by the
// actions' own resolvers and committed at the reveal as the referee's entry would be.
#include "battledocument.h"
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/rulesets.h"
#include "support/demobattlefile.h"
#include "support/linkclient.h"
#include "tablelink.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using adj::testing::LinkClient;

namespace adj {

class TestLinkChoices : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static QJsonObject submit(const QString &id, const QJsonObject &form, const QJsonObject &inputs)
    {
        return {
            {u"type"_s, u"submit"_s}, {u"id"_s, id}, {u"formKey"_s, form[u"key"_s]}, {u"inputs"_s, inputs}};
    }
    // The battle's own action, resolved and committed as the referee would (no dice).
    static qint64 commit(BattleDocument &doc, const QString &action, const QJsonObject &given)
    {
        QString error;
        const RuleTable table = BattleResolution::table(doc.state().info.ruleset, {}, &error);
        const QJsonObject in = BattleResolution::inputs(action, given, doc.state(), table, &error);
        EnteredDice none(QList<int>{});
        const Resolution r = adj::resolve(doc.state().info.ruleset, action, in, none, table);
        if (!r.ok())
            qWarning("%s", qPrintable(r.error()));
        const Edit e = BattleResolution::edit(r, doc.state(), doc.profile(), &error);
        return e.isEmpty() ? 0 : doc.commit(e, &error);
    }

private slots:
    void fieldsOfHonorChargesAreWrittenApartAndRevealedTogether()
    {
        const QString path = m_dir.filePath(u"chippawa.adjutant"_s);
        QString error;
        QVERIFY2(testing::writeDemoBattle(u":/demo/foh-chippawa.json"_s, path, &error), qPrintable(error));
        auto doc = BattleDocument::open(path, &error);
        QVERIFY(doc);
        QCOMPARE(doc->state().info.phase, u"charge"_s);
        TableLink link(doc.get());
        QVERIFY2(link.start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        const auto sides = link.status();
        QCOMPARE(sides.size(), 2);
        LinkClient a(link.url(sides[0].sideId)), b(link.url(sides[1].sideId));
        QTRY_VERIFY_WITH_TIMEOUT(a.count(u"state"_s) == 1 && b.count(u"state"_s) == 1, 5000);
        const QJsonObject form = a.last(u"state"_s)[u"form"_s].toObject();
        QCOMPARE(form[u"kind"_s].toString(), u"foh-charges"_s);
        const QJsonArray attackers = form[u"attackers"_s].toArray();
        QVERIFY(!attackers.isEmpty());
        for (const QJsonValue &u : attackers) // only infantry and cavalry charge (Charge Phase)
            QVERIFY(u[u"arm"_s].toString() != u"artillery"_s);
        const QJsonArray targets = form[u"targets"_s].toArray();
        QVERIFY(!targets.isEmpty());
        // As the page draws it: rows of attacker, target and flank, at most one per unit that may charge.
        QCOMPARE(form[u"title"_s].toString(), u"Write your charges (Charge Phase)"_s);
        const QJsonObject rows = form[u"fields"_s][0].toObject();
        QCOMPARE(rows[u"kind"_s].toString(), u"rows"_s);
        QCOMPARE(rows[u"id"_s].toString(), u"charges"_s);
        QCOMPARE(rows[u"max"_s].toInt(), attackers.size());
        QCOMPARE(rows[u"empty"_s].toString(), u"No charges"_s);
        QStringList columns;
        for (const QJsonValue &c : rows[u"columns"_s].toArray())
            columns << c[u"id"_s].toString() + u':' + c[u"kind"_s].toString();
        QCOMPARE(columns, (QStringList{u"attacker:pick"_s, u"defender:pick"_s, u"flank:tick"_s}));
        QCOMPARE(rows[u"columns"_s][0][u"options"_s].toArray().size(), attackers.size());
        QCOMPARE(rows[u"columns"_s][0][u"options"_s][0][u"id"_s].toInteger(),
                 attackers[0][u"id"_s].toInteger());
        QVERIFY(rows[u"columns"_s][0][u"options"_s][0][u"label"_s].toString().startsWith(
            attackers[0][u"name"_s].toString() + u" ("_s));
        QCOMPARE(rows[u"columns"_s][1][u"options"_s].toArray().size(), targets.size());
        // Its own unit as a target is no charge: refused, naming the input.
        a.send(submit(u"foh-bad-1"_s, form,
                      {{u"charges"_s, QJsonArray{QJsonObject{{u"attacker"_s, attackers[0][u"id"_s]},
                                                             {u"defender"_s, attackers[0][u"id"_s]}}}}}));
        QTRY_COMPARE_WITH_TIMEOUT(a.count(u"refused"_s), 1, 5000);
        QCOMPARE(a.last(u"refused"_s)[u"error"_s][u"input"_s].toString(), u"charges"_s);
        a.send(submit(u"foh-charge-a"_s, form,
                      {{u"charges"_s, QJsonArray{QJsonObject{{u"attacker"_s, attackers[0][u"id"_s]},
                                                             {u"defender"_s, targets[0][u"id"_s]},
                                                             {u"flank"_s, true}}}}}));
        QTRY_COMPARE_WITH_TIMEOUT(a.count(u"ack"_s), 1, 5000);
        const QJsonObject formB = b.last(u"state"_s)[u"form"_s].toObject();
        b.send(submit(u"foh-none-b"_s, formB, {{u"charges"_s, QJsonArray()}})); // "no charges" is a choice
        QTRY_COMPARE_WITH_TIMEOUT(b.count(u"ack"_s), 1, 5000);
        const qint64 before = doc->store().eventCount();
        const QList<qint64> seqs = link.reveal(&error);
        QVERIFY2(seqs.size() == 2, qPrintable(error));
        const QList<Event> log = doc->store().events(before + 1, 2);
        QCOMPARE(log.at(0).kind, u"resolve.charge-write"_s);
        QVERIFY(log.at(0).summary.contains(attackers[0][u"name"_s].toString()));
        QCOMPARE(log.at(1).kind, u"resolve.charge-reveal"_s);
        QCOMPARE(link.status().at(0).state, u"entered"_s);
        QCOMPARE(link.status().at(1).state, u"entered"_s);
    }

    void honourAndGloryMasteryCardsArePlacedTogether()
    {
        const QString path = m_dir.filePath(u"ford.adjutant"_s);
        QString error;
        QVERIFY2(testing::writeDemoBattle(u":/demo/hg-ford-of-edadh.json"_s, path, &error),
                 qPrintable(error));
        auto doc = BattleDocument::open(path, &error);
        QVERIFY(doc);
        TableLink link(doc.get());
        QVERIFY2(link.start(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        QCOMPARE(link.status().at(0).state, u"none"_s); // no game yet: nothing asked
        QVERIFY(commit(*doc, u"game-setup"_s, {}) > 0);
        const auto sides = link.status();
        QCOMPARE(sides.size(), 4);
        std::vector<std::unique_ptr<LinkClient>> pages;
        for (const auto &s : sides)
            pages.push_back(std::make_unique<LinkClient>(link.url(s.sideId)));
        QTRY_VERIFY_WITH_TIMEOUT(
            std::all_of(pages.begin(), pages.end(), [](const auto &p) { return p->count(u"state"_s) >= 1; }),
            5000);
        for (size_t i = 0; i < pages.size(); ++i) {
            const QJsonObject form = pages[i]->last(u"state"_s)[u"form"_s].toObject();
            QCOMPARE(form[u"kind"_s].toString(), u"hg-mastery"_s);
            // Round 1: The One picks from his left column, The Many from their right (Resolving Rounds).
            QCOMPARE(form[u"column"_s].toString(), i == 0 ? u"left"_s : u"right"_s);
            const QString troop = form[u"troops"_s][0].toString();
            QVERIFY(!troop.isEmpty());
            // As the page draws it: the card (1-40 characters), the Chosen Troop (0-40, the column's
            // troops offered), the tcts tick; the column in the form's help.
            QCOMPARE(form[u"help"_s].toString(), i == 0 ? u"Column: left"_s : u"Column: right"_s);
            QStringList fields;
            for (const QJsonValue &f : form[u"fields"_s].toArray())
                fields << u"%1:%2:%3-%4"_s.arg(f[u"id"_s].toString(), f[u"kind"_s].toString())
                              .arg(f[u"min"_s].toInt())
                              .arg(f[u"max"_s].toInt());
            QCOMPARE(fields, (QStringList{u"card:text:1-40"_s, u"chosen:text:0-40"_s, u"tcts:tick:0-0"_s}));
            QCOMPARE(form[u"fields"_s][1][u"options"_s][0][u"id"_s].toString(), troop);
            if (i == 1) { // a troop of another column is refused by the action, naming the input
                const QJsonObject other = pages[0]->last(u"state"_s)[u"form"_s].toObject();
                pages[i]->send(submit(u"hg-bad-1"_s, form,
                                      {{u"card"_s, u"Feint"_s}, {u"chosen"_s, u"No Such Troop"_s}}));
                QTRY_COMPARE_WITH_TIMEOUT(pages[i]->count(u"refused"_s), 1, 5000);
                QVERIFY(
                    pages[i]->last(u"refused"_s)[u"error"_s][u"message"_s].toString().contains(u"chosen"_s));
                Q_UNUSED(other)
            }
            pages[i]->send(
                submit(u"hg-card-%1"_s.arg(i), form,
                       {{u"card"_s, u"Card %1"_s.arg(i)}, {u"chosen"_s, troop}, {u"tcts"_s, i == 0}}));
            QTRY_COMPARE_WITH_TIMEOUT(pages[i]->count(u"ack"_s), 1, 5000);
        }
        const qint64 before = doc->store().eventCount();
        const QList<qint64> seqs = link.reveal(&error);
        QVERIFY2(seqs.size() == 4, qPrintable(error));
        const QList<Event> log = doc->store().events(before + 1, 4);
        QCOMPARE(log.at(0).kind, u"resolve.game-mastery"_s);
        QVERIFY(log.at(0).summary.contains(u"Card 0"_s));
        const Tracker *placed = doc->state().tracker(u"hg.mastery"_s);
        QVERIFY(placed);
        QCOMPARE(placed->value[u"placed"_s].toObject().size(), 4);
        QCOMPARE(placed->value[u"placed"_s][sides[0].name][u"tcts"_s].toBool(), true);
        for (const auto &s : link.status())
            QCOMPARE(s.state, u"entered"_s);
        // Placed twice in a round: refused, the battle unchanged.
        QCOMPARE(commit(*doc, u"game-mastery"_s, {{u"player"_s, sides[1].name}, {u"card"_s, u"Again"_s}}), 0);
    }
};

} // namespace adj

QTEST_MAIN(adj::TestLinkChoices)
#include "tst_linkchoices.moc"
