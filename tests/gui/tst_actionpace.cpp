// Pace at the table (issue 13): each rule set's common actions driven from the keyboard alone, with
// real key events, in the main window at 1280x720 on the demo battle. An action fails when it takes
// more keys than its budget: 15 plus the dice digits (README, "Pace at the table"). Every row ends
// with the action applied: one more resolution in the battle's log.
#include "../support/demobattlefile.h"
#include "../support/testjson.h"
#include "actionpanel.h"
#include "battledocument.h"
#include "core/battleresolution.h"
#include "core/diesource.h"
#include "core/rulesets.h"
#include "edits.h"
#include "mainwindow.h"
#include "rosterview.h"
#include "runner/actionrunner.h"

#include <QApplication>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace adj {

constexpr int kBudget = 15; // keys per action, dice digits aside

struct Prepared
{
    QString action;
    QJsonObject inputs;
    QList<int> dice;
};

} // namespace adj

Q_DECLARE_METATYPE(adj::Prepared)

namespace adj {

class TestActionPace final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pace_data();
    void pace();

private:
    bool prepare(const QList<Prepared> &steps, QString *error);
    // Sends one token of a script: a key ("F3", "Tab", "Alt+D", "Return", "Space", "Down"), text
    // typed a key a character ("t:fi"), or the players' dice ("d:556", not counted).
    int send(const QString &token);

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestActionPace::initTestCase()
{
    testing::isolateSettings(u"tst_actionpace"_s);
    QVERIFY(m_dir.isValid());
}

bool TestActionPace::prepare(const QList<Prepared> &steps, QString *error)
{
    // What happened before the action timed (the wind rolled, the game set up, the phase reached):
    // applied through the runner as the panel would, not counted.
    BattleDocument *doc = m_window->document();
    for (const Prepared &p : steps) {
        if (p.action == u"@advance"_s) { // the turn moved on to the phase the action comes in
            const Edit e = Edits::advanceToPhase(doc->state(), doc->profile(),
                                                 p.inputs.value(u"to"_s).toString(), error);
            if (e.isEmpty() || doc->submit(e, error) == 0)
                return false;
            continue;
        }
        if (p.action.startsWith(u'@')) { // a loss or a move of an earlier turn
            Unit u = *doc->state().unitByName(p.inputs.value(u"unit"_s).toString());
            if (p.inputs.contains(u"strength"_s))
                u.strength = p.inputs.value(u"strength"_s).toInt();
            if (p.inputs.contains(u"position"_s))
                u.position = p.inputs.value(u"position"_s).toString();
            if (doc->submit(Edits::updateUnit(doc->state(), doc->profile(), u, error), error) == 0)
                return false;
            continue;
        }
        ScriptedDice dice(p.dice);
        const ActionOutcome out = ActionRunner::run(*doc, ActionRequest{p.action, p.inputs}, dice);
        if (!out.ok()) {
            *error = out.refusal.message;
            return false;
        }
    }
    return true;
}

int TestActionPace::send(const QString &token)
{
    QWidget *w = QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get();
    if (token.startsWith(u"t:"_s)) {
        QTest::keyClicks(w, token.mid(2));
        return int(token.size()) - 2;
    }
    if (token.startsWith(u"d:"_s)) {
        for (const QChar c : token.mid(2))
            QTest::keyClick(QApplication::focusWidget(), c.toLatin1());
        return 0;
    }
    if (token.startsWith(u"D:"_s)) {
        // The players roll as the panel asks, die by die, until the resolution is complete.
        for (const QChar c : token.mid(2)) {
            if (m_window->actionPanel()->canApply())
                break;
            QTest::keyClick(QApplication::focusWidget(), c.toLatin1());
        }
        return 0;
    }
    const QKeySequence seq(token);
    const QKeyCombination k = seq[0];
    QTest::keyClick(w, k.key(), k.keyboardModifiers());
    return 1;
}

void TestActionPace::pace_data()
{
    QTest::addColumn<QString>("demo");
    QTest::addColumn<QList<Prepared>>("before");
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QString>("logged");

    const auto j = testing::obj;
    // For Honor and Glory (Queenston Heights): the American turn.
    // 5: the American rolls his AP, then acts (F6 to his actions, not counted here).
    const QList<Prepared> apRolled{{u"random-ap"_s, {}, {6}},
                                   {u"@advance"_s, j(R"({"to":"actions-a"})"), {}}};
    QTest::newRow("FHG random AP") << u"fhg-queenston"_s << QList<Prepared>{}
                                   << QStringList{u"F3"_s, u"t:a"_s, u"Alt+D"_s, u"d:4"_s, u"Return"_s}
                                   << u"resolve.random-ap"_s;
    QTest::newRow("FHG fire") << u"fhg-queenston"_s << apRolled
                              << QStringList{u"F3"_s,  u"t:fi"_s,  u"Tab"_s,   u"t:wo"_s,  u"Tab"_s,
                                             u"t:r"_s, u"Alt+D"_s, u"d:556"_s, u"Return"_s}
                              << u"resolve.fire"_s;
    QTest::newRow("FHG close combat") << u"fhg-queenston"_s << apRolled
                                      << QStringList{u"F3"_s,   u"t:c"_s,   u"Tab"_s,    u"t:wo"_s,  u"Tab"_s,
                                                     u"t:mo"_s, u"Alt+D"_s, u"d:3456"_s, u"Return"_s}
                                      << u"resolve.close-combat"_s;
    // The 13th, with Van Rensselaer, lost 1 MP last turn (9.4).
    QList<Prepared> hurt = apRolled;
    hurt.prepend({u"@strength"_s, j(R"({"unit":"13th U.S. Infantry","strength":3})"), {}});
    QTest::newRow("FHG rally") << u"fhg-queenston"_s << hurt
                               << QStringList{u"F3"_s, u"t:ra"_s, u"Tab"_s, u"t:13"_s, u"Alt+P"_s}
                               << u"resolve.rally"_s;
    // Wars for America (Lake Erie).
    // The first turn's wind is the scenario's, typed once (3.1); the roll changes it.
    QTest::newRow("WfA wind") << u"wfa-lake-erie"_s << QList<Prepared>{}
                              << QStringList{u"F3"_s,    u"t:w"_s, u"Tab"_s,   u"t:4"_s,
                                             u"Alt+D"_s, u"d:3"_s, u"Return"_s}
                              << u"resolve.wind-change"_s;
    const QList<Prepared> windRolled{{u"wind-change"_s, j(R"({"wind":4})"), {3}}};
    QTest::newRow("WfA plot") << u"wfa-lake-erie"_s << windRolled
                              << QStringList{u"F3"_s,  u"t:rec"_s, u"Tab"_s,  u"t:a"_s,
                                             u"Tab"_s, u"t:sss"_s, u"Alt+P"_s}
                              << u"resolve.plot"_s;
    // The Chippawa has come within two hexes, abeam of the Ariel (6.3); then alongside the Lawrence.
    QList<Prepared> closed = windRolled;
    closed.prepend({u"@position"_s, j(R"({"unit":"HMS Chippawa","position":"0707"})"), {}});
    QList<Prepared> alongside = windRolled;
    alongside.prepend({u"@position"_s, j(R"({"unit":"HMS Chippawa","position":"0507"})"), {}});
    QTest::newRow("WfA fire") << u"wfa-lake-erie"_s << closed
                              << QStringList{u"F3"_s,    u"t:fi"_s,  u"Tab"_s,    u"t:ari"_s, u"Tab"_s,
                                             u"t:chi"_s, u"Alt+D"_s, u"D:5566"_s, u"Return"_s}
                              << u"resolve.fire"_s;
    QTest::newRow("WfA boarding") << u"wfa-lake-erie"_s << alongside
                                  << QStringList{u"F3"_s,    u"t:bo"_s,  u"Tab"_s,    u"t:law"_s, u"Tab"_s,
                                                 u"t:chi"_s, u"Alt+D"_s, u"D:6611"_s, u"Return"_s}
                                  << u"resolve.boarding-attempt"_s;
    // One If By Land (Cowpens).
    QTest::newRow("OIBL card draw") << u"oneifbyland-cowpens"_s
                                    << QList<Prepared>{{u"deck-shuffle"_s, {}, {1, 1, 1, 1, 1, 1, 1}}}
                                    << QStringList{u"F3"_s, u"t:dr"_s, u"Alt+P"_s} << u"resolve.deck-draw"_s;
    QTest::newRow("OIBL fire") << u"oneifbyland-cowpens"_s << QList<Prepared>{}
                               << QStringList{u"F3"_s,    u"t:f"_s, u"Tab"_s,   u"t:ge"_s,
                                              u"Tab"_s,   u"t:7"_s, u"Alt+A"_s, u"t:6"_s,
                                              u"Alt+D"_s, u"d:5"_s, u"Return"_s}
                               << u"resolve.fire"_s;
    QTest::newRow("OIBL morale test")
        << u"oneifbyland-cowpens"_s << QList<Prepared>{}
        << QStringList{u"F3"_s, u"t:mo"_s, u"Tab"_s, u"t:ge"_s, u"Alt+D"_s, u"d:5"_s, u"Return"_s}
        << u"resolve.morale-test"_s;
    QTest::newRow("OIBL charge and melee")
        << u"oneifbyland-cowpens"_s << QList<Prepared>{}
        << QStringList{u"F3"_s,    u"t:ch"_s, u"Tab"_s,   u"t:wa"_s,
                       u"Tab"_s,   u"t:17"_s, u"Alt+D"_s, u"D:3456789012345678"_s,
                       u"Return"_s}
        << u"resolve.charge"_s;
    // Fields of Honor (Chippawa, battalion scale).
    QTest::newRow("FoH fire") << u"foh-chippawa"_s << QList<Prepared>{}
                              << QStringList{u"F3"_s,    u"t:f"_s,    u"Tab"_s,    u"t:9"_s,
                                             u"Tab"_s,   u"t:1"_s,    u"Alt+A"_s,  u"t:sh"_s,
                                             u"Alt+D"_s, u"d:5555"_s, u"d:6666"_s, u"Return"_s}
                              << u"resolve.fire"_s;
    QTest::newRow("FoH charge test") << u"foh-chippawa"_s << QList<Prepared>{}
                                     << QStringList{u"F3"_s,    u"t:ch"_s, u"Tab"_s,   u"t:9"_s,
                                                    u"Alt+D"_s, u"d:5"_s,  u"Return"_s}
                                     << u"resolve.charge-test"_s;
    QTest::newRow("FoH morale test") << u"foh-chippawa"_s << QList<Prepared>{}
                                     << QStringList{u"F3"_s,    u"t:mo"_s, u"Tab"_s,   u"t:9"_s,
                                                    u"Alt+D"_s, u"d:56"_s, u"Return"_s}
                                     << u"resolve.morale-test"_s;
    QTest::newRow("FoH melee") << u"foh-chippawa"_s << QList<Prepared>{}
                               << QStringList{u"F3"_s,  u"t:me"_s,  u"Tab"_s,         u"t:9"_s,   u"Tab"_s,
                                              u"t:1"_s, u"Alt+D"_s, u"D:555555555"_s, u"Return"_s}
                               << u"resolve.melee"_s;
    // Honour & Glory (the Ford at Carrow Vale): a round of the game, The One against three.
    QTest::newRow("H&G round") << u"hg-ford-of-edadh"_s << QList<Prepared>{{u"game-setup"_s, {}, {}}}
                               << QStringList{u"F3"_s,  u"t:r"_s, u"Tab"_s, u"t:o"_s,  u"Tab"_s,
                                              u"t:m"_s, u"Tab"_s, u"t:o"_s, u"Alt+P"_s}
                               << u"resolve.game-round"_s;
    Q_UNUSED(j);
}

void TestActionPace::pace()
{
    QFETCH(QString, demo);
    QFETCH(QList<Prepared>, before);
    QFETCH(QStringList, keys);
    QFETCH(QString, logged);

    QString error;
    const QString path =
        m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-') + u".adjutant"_s);
    QVERIFY2(testing::writeDemoBattle(u":/demo/"_s + demo + u".json"_s, path, &error), qPrintable(error));
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 720);
    QVERIFY(m_window->openBattle(path, true));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY2(prepare(before, &error), qPrintable(error));
    const qint64 events = m_window->document()->store().eventCount();
    m_window->rosterView()->setFocus();
    int count = 0;
    for (const QString &k : std::as_const(keys))
        count += send(k);
    ActionPanel *panel = m_window->actionPanel();
    // A button's Alt+letter clicks it as a person sees it: after its short animation (checked below,
    // with what the panel says when it was not applied).
    (void)QTest::qWaitFor([&] { return m_window->document()->store().eventCount() > events; }, 1000);
    const qint64 after = m_window->document()->store().eventCount();
    QVERIFY2(after > events,
             qPrintable(u"not applied after "_s + keys.join(u' ') + u"; the panel says: "_s +
                        panel->message() + u" / "_s + panel->planText() + u" / "_s + panel->headline()));
    const QList<Event> last = m_window->document()->store().events(after, 1);
    QVERIFY(!last.isEmpty());
    QCOMPARE(last.first().kind, logged);
    qInfo("%s: %d keys (budget %d) plus the dice", QTest::currentDataTag(), count, kBudget);
    QVERIFY2(count <= kBudget, qPrintable(QString::number(count)));
    m_window.reset();
}

} // namespace adj

QTEST_MAIN(adj::TestActionPace)
#include "tst_actionpace.moc"
