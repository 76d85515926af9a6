// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Pace at the table (issues 13 and 31): each rule set's common actions driven from the keyboard alone,
// with real key events, in the main window at 1280x720 on the demo battle, in English, German and
// French, each language with its own keys. The setup an action needs at the table is typed and counted
// with it (For Honor and Glory's AP roll and the step to the actions phase, One If By Land's shuffle).
// An action fails when it takes more keys than its budget, 15 plus the dice digits (README, "Pace at
// the table"), and when what was logged is not what the keys meant: the action, its units (the target
// of another side), the inputs typed, the dice, and the result, which must be the one the same request
// gets through the runner on a twin of the battle.
#include "actionpanel.h"
#include "battledocument.h"
#include "combosearch.h"
#include "core/diesource.h"
#include "core/rulesets.h"
#include "edits.h"
#include "mainwindow.h"
#include "rosterview.h"
#include "runner/actionrunner.h"
#include "support/demobattlefile.h"
#include "support/guitest.h"
#include "support/testjson.h"
#include "support/uilanguage.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace adj {

constexpr int kBudget = 15; // keys per action, dice digits aside

struct Prepared
{
    QString action;
    QJsonObject inputs;
    QList<int> dice;
};

// What the keys mean, checked against the log.
struct Meant
{
    QString action;     // the action's id
    QString who;        // the log's Who: the acting unit, or the acting side
    QString target;     // the target unit, of another side than the actor; empty: none
    QJsonObject inputs; // the referee's inputs as the event must hold them (units by name)
    QList<int> dice;    // the dice the event records
};

} // namespace adj

Q_DECLARE_METATYPE(adj::Prepared)
Q_DECLARE_METATYPE(adj::Meant)

namespace adj {

class TestActionPace final : public testing::GuiTest
{
    Q_OBJECT

private slots:
    void pace_data();
    void pace();
    void cleanup();

private:
    static bool prepare(BattleDocument *doc, const QList<Prepared> &steps, QString *error);
    bool use(const QString &language) { return m_language.use(language); }
    // Sends one token of a script: a key ("F3", "Tab", "Alt+D", "Return"), text typed a key a
    // character ("t:fi"), the shortest start of an action's name ("$A:fire") or of the focused
    // list's value ("$E:one") as translated, or the players' dice ("d:556", not counted; "D:…" as
    // many as asked).
    int send(const QString &token);
    QString panelWords() const; // what the panel offers, for a failing row in another language
    QStringList m_typedNames;   // what "$A:" typed, for the row's report

    std::unique_ptr<MainWindow> m_window;
    testing::UiLanguage m_language;
};

void TestActionPace::cleanup()
{
    m_window.reset();
    use(u"en"_s);
}

bool TestActionPace::prepare(BattleDocument *doc, const QList<Prepared> &steps, QString *error)
{
    // What happened before (the wind rolled, the game set up, a loss of an earlier turn): applied
    // through the runner as the panel would, not counted.
    for (const Prepared &p : steps) {
        if (p.action == u"@advance"_s) {
            const Edit e = Edits::advanceToPhase(doc->state(), doc->profile(),
                                                 p.inputs.value(u"to"_s).toString(), error);
            if (e.isEmpty() || doc->submit(e, error) == 0)
                return false;
            continue;
        }
        if (p.action.startsWith(u'@')) {
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
            *error = p.action + u": "_s + out.refusal.message;
            return false;
        }
    }
    return true;
}

namespace {
// Typed a key a letter, as a person types: QTest's own keyClicks knows ASCII only ("ü" of a German
// action's name would assert), so any other letter goes as a key event carrying its text.
void typeText(QWidget *w, const QString &text)
{
    for (const QChar c : text) {
        if (c.unicode() < 128)
            QTest::keyClick(w, c.toLatin1());
        else
            QTest::sendKeyEvent(QTest::Click, w, Qt::Key_unknown, QString(c), Qt::NoModifier);
    }
}
} // namespace

int TestActionPace::send(const QString &token)
{
    QWidget *w = QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get();
    if (token.startsWith(u"t:"_s)) {
        typeText(w, token.mid(2));
        return int(token.size()) - 2;
    }
    if (token.startsWith(u"d:"_s)) {
        for (const QChar c : token.mid(2))
            QTest::keyClick(QApplication::focusWidget(), c.toLatin1());
        return 0;
    }
    if (token.startsWith(u"$A:"_s) || token.startsWith(u"$E:"_s)) {
        // The shortest start of a word of the action's name (or of the focused list's value) that
        // finds it, as the referee would type.
        auto *combo = token.startsWith(u"$A:"_s)
                          ? m_window->actionPanel()->findChild<QComboBox *>(u"actionCombo"_s)
                          : qobject_cast<QComboBox *>(w);
        if (!combo)
            return 0;
        const int wanted = combo->findData(token.mid(3));
        QString best;
        static const QRegularExpression words(u"[\\s(),:/-]+"_s);
        for (const QString &word : combo->itemText(wanted).split(words, Qt::SkipEmptyParts))
            for (qsizetype n = 1; n <= word.size() && (best.isEmpty() || n < best.size()); ++n)
                if (ComboSearch::find(combo, word.left(n)) == wanted) {
                    best = word.left(n).toLower();
                    break;
                }
        if (best.isEmpty())
            best = combo->itemText(wanted);
        m_typedNames << best;
        typeText(w, best);
        return int(best.size());
    }
    if (token.startsWith(u"D:"_s)) {
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
    // A button's Alt+letter clicks it after its short animation.
    QTest::qWait(k.keyboardModifiers() & Qt::AltModifier ? 60 : 0);
    return 1;
}

QString TestActionPace::panelWords() const
{
    QStringList out;
    ActionPanel *panel = m_window->actionPanel();
    if (auto *combo = panel->findChild<QComboBox *>(u"actionCombo"_s)) {
        QStringList actions;
        for (int i = 0; i < combo->count(); ++i)
            actions << combo->itemText(i);
        out << u"actions: "_s + actions.join(u" | "_s);
    }
    QStringList labels;
    for (const QLabel *l : panel->findChildren<QLabel *>())
        if (l->text().contains(u'&') && l->isVisible())
            labels << l->text();
    for (const QAbstractButton *b : panel->findChildren<QAbstractButton *>())
        if (b->text().contains(u'&') && b->isVisible())
            labels << b->text();
    out << u"mnemonics: "_s + labels.join(u" | "_s);
    out << u"says: "_s + panel->message() + u" / "_s + panel->planText() + u" / "_s + panel->headline();
    return out.join(u'\n');
}

void TestActionPace::pace_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("demo");
    QTest::addColumn<QList<Prepared>>("before"); // earlier turns: not counted
    QTest::addColumn<QList<Prepared>>("setup");  // what the keys' setup does, for the twin
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<Meant>("meant");

    const auto j = testing::obj;
    const QStringList languages{u"en"_s, u"de"_s, u"fr"_s};
    // The keys of each language: the panel's own Alt+letters (the dice field, Apply, the range).
    // "$A:<action>" types the shortest start of a word of the action's name, as translated, that
    // finds it in the action list (ComboSearch), counted like any text.
    struct Words
    {
        QString dice, apply, range;
    };
    const QHash<QString, Words> words{{u"en"_s, {u"Alt+D"_s, u"Alt+P"_s, u"Alt+A"_s}},
                                      {u"de"_s, {u"Alt+W"_s, u"Alt+R"_s, u"Alt+F"_s}},
                                      {u"fr"_s, {u"Alt+J"_s, u"Alt+P"_s, u"Alt+R"_s}}};
    auto row = [&](const QString &name, const QString &demo, const QList<Prepared> &before,
                   const QList<Prepared> &setup, const QStringList &keys, const Meant &meant) {
        for (const QString &lang : languages) {
            QStringList typed;
            for (const QString &k : keys)
                typed << (k == u"$D"_s   ? words.value(lang).dice
                          : k == u"$P"_s ? words.value(lang).apply
                          : k == u"$R"_s ? words.value(lang).range
                                         : k);
            QTest::newRow(qPrintable(lang + u' ' + name))
                << lang << demo << before << setup << typed << meant;
        }
    };

    // For Honor and Glory (Queenston Heights): the American turn. 5: he rolls his AP (6.1.1), then F6
    // takes the turn to his actions, counted with the first action of the turn that needs them.
    const QList<Prepared> apRolled{{u"random-ap"_s, {}, {6}},
                                   {u"@advance"_s, j(R"({"to":"actions-a"})"), {}}};
    const QStringList rollAp{u"F3"_s, u"$A:random-ap"_s, u"$D"_s, u"d:6"_s, u"Return"_s, u"F6"_s};
    row(u"FHG random AP"_s, u"fhg-queenston"_s, {}, {},
        {u"F3"_s, u"$A:random-ap"_s, u"$D"_s, u"d:4"_s, u"Return"_s},
        Meant{u"random-ap"_s, u"American"_s, {}, {}, {4}});
    // Wool's Regulars (3 MP, light infantry, 0305) fire at the Redan battery (0304), adjacent: 5,5,6.
    row(u"FHG fire"_s, u"fhg-queenston"_s, {}, apRolled,
        rollAp + QStringList{u"F3"_s, u"$A:fire"_s, u"Tab"_s, u"t:wo"_s, u"Tab"_s, u"t:r"_s, u"$D"_s,
                             u"d:556"_s, u"Return"_s},
        Meant{u"fire"_s, u"Wool's Regulars"_s, u"Redan battery"_s, {}, {5, 5, 6}});
    row(u"FHG close combat"_s, u"fhg-queenston"_s, {}, apRolled,
        rollAp + QStringList{u"F3"_s, u"$A:close-combat"_s, u"Tab"_s, u"t:wo"_s, u"Tab"_s, u"t:mo"_s, u"$D"_s,
                             u"d:3456"_s, u"Return"_s},
        Meant{u"close-combat"_s, u"Wool's Regulars"_s, u"Mohawk warriors"_s, {}, {3, 4, 5, 6}});
    // The 13th, with Van Rensselaer, lost 1 MP last turn (9.4).
    row(u"FHG rally"_s, u"fhg-queenston"_s,
        {{u"@strength"_s, j(R"({"unit":"13th U.S. Infantry","strength":3})"), {}}}, apRolled,
        rollAp + QStringList{u"F3"_s, u"$A:rally"_s, u"Tab"_s, u"t:13"_s, u"$P"_s},
        Meant{u"rally"_s, u"13th U.S. Infantry"_s, {}, {}, {}});

    // Wars for America (Lake Erie). The first turn's wind is the scenario's, typed once (3.1).
    row(u"WfA wind"_s, u"wfa-lake-erie"_s, {}, {},
        {u"F3"_s, u"$A:wind-change"_s, u"Tab"_s, u"t:4"_s, u"$D"_s, u"d:3"_s, u"Return"_s},
        Meant{u"wind-change"_s, {}, {}, j(R"({"wind":4})"), {3}});
    const QList<Prepared> windRolled{{u"wind-change"_s, j(R"({"wind":4})"), {3}}};
    // The United States plot three straight markers (the wind 4 rolled 3 → 3: 5.6).
    row(u"WfA plot"_s, u"wfa-lake-erie"_s, windRolled, {},
        {u"F3"_s, u"$A:plot"_s, u"Tab"_s, u"t:a"_s, u"Tab"_s, u"t:sss"_s, u"$P"_s},
        Meant{u"plot"_s,
              u"United States"_s,
              {},
              j(R"({"side":"a","markers":["straight","straight","straight"]})"),
              {}});
    // The Chippawa has come within two hexes, abeam of the Ariel (6.3); then alongside the Lawrence.
    // Fire and boarding follow a plotted move (4.1): the turn is at its moves.
    QList<Prepared> closed = windRolled;
    closed.prepend({u"@position"_s, j(R"({"unit":"HMS Chippawa","position":"0707"})"), {}});
    closed.append({u"@advance"_s, j(R"({"to":"move"})"), {}});
    QList<Prepared> alongside = windRolled;
    alongside.prepend({u"@position"_s, j(R"({"unit":"HMS Chippawa","position":"0507"})"), {}});
    alongside.append({u"@advance"_s, j(R"({"to":"move"})"), {}});
    row(u"WfA fire"_s, u"wfa-lake-erie"_s, closed, {},
        {u"F3"_s, u"$A:fire"_s, u"Tab"_s, u"t:ari"_s, u"Tab"_s, u"t:chi"_s, u"$D"_s, u"D:5566"_s,
         u"Return"_s},
        Meant{u"fire"_s, u"USS Ariel"_s, u"HMS Chippawa"_s, {}, {}});
    row(u"WfA boarding"_s, u"wfa-lake-erie"_s, alongside, {},
        {u"F3"_s, u"$A:boarding-attempt"_s, u"Tab"_s, u"t:law"_s, u"Tab"_s, u"t:chi"_s, u"$D"_s, u"D:6611"_s,
         u"Return"_s},
        Meant{u"boarding-attempt"_s, u"USS Lawrence"_s, u"HMS Chippawa"_s, {}, {}});

    // One If By Land (Cowpens). A brigade's units act when its card is drawn, step by step (Sequence of
    // Play): Pickens' card for the Georgia militia's fire, Washington's for his dragoons' charge.
    const QList<Prepared> shuffled{{u"deck-shuffle"_s, {}, {1, 1, 1, 1, 1, 1, 1}}};
    QList<Prepared> pickensFire = shuffled;
    pickensFire << Prepared{u"deck-draw"_s, j(R"({"card":"Pickens"})"), {}};
    for (int step = 0; step < 4; ++step) // charge declarations, charge moves, other moves, firing
        pickensFire << Prepared{u"deck-step"_s, {}, {}};
    QList<Prepared> washingtonCharges = shuffled;
    washingtonCharges << Prepared{u"deck-draw"_s, j(R"({"card":"Washington"})"), {}}
                      << Prepared{u"deck-step"_s, {}, {}}; // charge declarations
    // The deck is shuffled at the table first (counted), then a card drawn.
    row(u"OIBL card draw"_s, u"oneifbyland-cowpens"_s, {}, {{u"deck-shuffle"_s, {}, {1, 1, 1, 1, 1, 1, 1}}},
        {u"F3"_s, u"$A:deck-shuffle"_s, u"$D"_s, u"D:1111111111111111"_s, u"Return"_s, u"F3"_s,
         u"$A:deck-draw"_s, u"$P"_s},
        Meant{u"deck-draw"_s, {}, {}, {}, {}});
    // The Georgia Militia (14 figures) fire at 7" at the 7th Foot, 6 figures firing: a 5.
    row(u"OIBL fire"_s, u"oneifbyland-cowpens"_s, pickensFire, {},
        {u"F3"_s, u"$A:fire"_s, u"Tab"_s, u"t:ge"_s, u"Tab"_s, u"t:7"_s, u"$R"_s, u"t:6"_s, u"$D"_s, u"d:5"_s,
         u"Return"_s},
        Meant{u"fire"_s, u"Georgia Militia"_s, u"7th Foot (Royal Fusiliers)"_s, {}, {5}});
    row(u"OIBL morale test"_s, u"oneifbyland-cowpens"_s, {}, {},
        {u"F3"_s, u"$A:morale-test"_s, u"Tab"_s, u"t:ge"_s, u"$D"_s, u"d:5"_s, u"Return"_s},
        Meant{u"morale-test"_s, u"Georgia Militia"_s, {}, {}, {5}});
    // Washington's Light Dragoons charge the 17th Light Dragoons: the dice as the panel asks.
    row(u"OIBL charge and melee"_s, u"oneifbyland-cowpens"_s, washingtonCharges, {},
        {u"F3"_s, u"$A:charge"_s, u"Tab"_s, u"t:wa"_s, u"Tab"_s, u"t:17"_s, u"$D"_s, u"D:3456789012345678"_s,
         u"Return"_s},
        Meant{u"charge"_s, u"Washington's Light Dragoons"_s, u"17th Light Dragoons (troop)"_s, {}, {}});

    // Fields of Honor (Chippawa, battalion scale): the 9th U.S. against the 100th Foot.
    row(u"FoH fire"_s, u"foh-chippawa"_s, {}, {},
        {u"F3"_s, u"$A:fire"_s, u"Tab"_s, u"t:9"_s, u"Tab"_s, u"t:100"_s, u"$R"_s, u"t:sh"_s, u"$D"_s,
         u"d:5555"_s, u"d:6666"_s, u"Return"_s},
        Meant{u"fire"_s, u"9th U.S. Infantry"_s, u"100th Foot"_s, {}, {5, 5, 5, 5, 6, 6, 6, 6}});
    row(u"FoH charge test"_s, u"foh-chippawa"_s, {}, {},
        {u"F3"_s, u"$A:charge-test"_s, u"Tab"_s, u"t:9"_s, u"$D"_s, u"d:5"_s, u"Return"_s},
        Meant{u"charge-test"_s, u"9th U.S. Infantry"_s, {}, {}, {5}});
    row(u"FoH morale test"_s, u"foh-chippawa"_s, {}, {},
        {u"F3"_s, u"$A:morale-test"_s, u"Tab"_s, u"t:9"_s, u"$D"_s, u"d:56"_s, u"Return"_s},
        Meant{u"morale-test"_s, u"9th U.S. Infantry"_s, {}, {}, {5, 6}});
    // Melee is the Melee Phase's (the demo starts in the Charge Phase): the turn advanced before.
    row(u"FoH melee"_s, u"foh-chippawa"_s, {{u"@advance"_s, j(R"({"to":"melee"})"), {}}}, {},
        {u"F3"_s, u"$A:melee"_s, u"Tab"_s, u"t:9"_s, u"Tab"_s, u"t:100"_s, u"$D"_s, u"D:555555555"_s,
         u"Return"_s},
        Meant{u"melee"_s, u"9th U.S. Infantry"_s, u"100th Foot"_s, {}, {}});

    // Honour & Glory (the Ford at Carrow Vale): a round, The One against three: who won each pairing
    // ("$E:" types the shortest start of the value's word in the language) and the Damage its winner
    // dealt, typed right after it (The One wins the first and the third).
    row(u"H&G round"_s, u"hg-ford-of-edadh"_s, {{u"game-setup"_s, {}, {}}}, {},
        {u"F3"_s, u"$A:game-round"_s, u"Tab"_s, u"$E:one"_s, u"Tab"_s, u"t:2"_s, u"Tab"_s, u"$E:many"_s,
         u"Tab"_s, u"t:3"_s, u"Tab"_s, u"$E:one"_s, u"Tab"_s, u"t:2"_s, u"$P"_s},
        Meant{u"game-round"_s,
              {},
              {},
              j(R"({"p1Winner":"one","p1DamageToMany":2,"p2Winner":"many","p2DamageToOne":3,
                    "p3Winner":"one","p3DamageToMany":2})"),
              {}});
}

void TestActionPace::pace()
{
    QFETCH(QString, language);
    QFETCH(QString, demo);
    QFETCH(QList<Prepared>, before);
    QFETCH(QList<Prepared>, setup);
    QFETCH(QStringList, keys);
    QFETCH(Meant, meant);

    QVERIFY(use(language));
    QString error;
    const QString name = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');
    const QString path = m_dir.filePath(name + u".adjutant"_s);
    const QString twinPath = m_dir.filePath(name + u"-twin.adjutant"_s);
    for (const QString &p : {path, twinPath})
        QVERIFY2(testing::writeDemoBattle(u":/demo/"_s + demo + u".json"_s, p, &error), qPrintable(error));
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 720);
    QVERIFY(m_window->openBattle(path, true));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    BattleDocument *doc = m_window->document();
    QVERIFY2(prepare(doc, before, &error), qPrintable(error));
    const qint64 first = doc->store().eventCount();
    m_window->rosterView()->setFocus();
    m_typedNames.clear();
    int count = 0;
    for (const QString &k : std::as_const(keys))
        count += send(k);
    const QString kind = u"resolve."_s + meant.action;
    auto logged = [&] {
        const qint64 n = doc->store().eventCount();
        return n > first && doc->store().events(n, 1).value(0).kind == kind;
    };
    QVERIFY2(QTest::qWaitFor(logged, 1000),
             qPrintable(u"not applied after "_s + keys.join(u' ') + u"\n"_s + panelWords()));
    const Event e = doc->store().events(doc->store().eventCount(), 1).value(0);
    const BattleState &s = doc->state();

    // Its units, of the right sides, and what the referee typed.
    if (!meant.who.isEmpty())
        QCOMPARE(e.actor, meant.who);
    if (!meant.target.isEmpty()) {
        const Unit *target = s.unitByName(meant.target);
        const Unit *actor = s.unitByName(meant.who);
        QVERIFY(target && actor);
        QVERIFY2(e.inputs.value(u"_targets"_s).toArray().contains(target->id),
                 qPrintable(QString::fromUtf8(QJsonDocument(e.inputs).toJson(QJsonDocument::Compact))));
        QVERIFY(target->side != actor->side);
    }
    for (auto it = meant.inputs.constBegin(); it != meant.inputs.constEnd(); ++it)
        QVERIFY2(e.inputs.value(it.key()) == it.value(),
                 qPrintable(it.key() + u": "_s +
                            QString::fromUtf8(QJsonDocument(e.inputs).toJson(QJsonDocument::Compact))));
    if (!meant.dice.isEmpty()) {
        QList<int> dice;
        for (const QJsonValue &d : e.dice)
            dice << d.toObject().value(u"value"_s).toInt();
        QCOMPARE(dice, meant.dice);
    }
    // Its result: what the same request gets through the runner on a twin of the battle.
    {
        std::unique_ptr<BattleDocument> twin = BattleDocument::open(twinPath, &error);
        QVERIFY2(twin, qPrintable(error));
        QVERIFY2(prepare(twin.get(), before + setup, &error), qPrintable(error));
        QJsonObject request = e.inputs;
        for (const QString &key : request.keys())
            if (key.startsWith(u'_'))
                request.remove(key);
        QList<int> dice;
        for (const QJsonValue &d : e.dice)
            dice << d.toObject().value(u"value"_s).toInt();
        ScriptedDice scripted(dice);
        const ActionOutcome out = ActionRunner::run(*twin, ActionRequest{meant.action, request}, scripted);
        QVERIFY2(out.ok(), qPrintable(out.refusal.message));
        const Event t = twin->store().events(twin->store().eventCount(), 1).value(0);
        QCOMPARE(e.summary, t.summary);
        QCOMPARE(e.effects, t.effects);
        QCOMPARE(e.changes.size(), t.changes.size());
    }
    QStringList shown = keys;
    for (QString &k : shown)
        if ((k.startsWith(u"$A:"_s) || k.startsWith(u"$E:"_s)) && !m_typedNames.isEmpty())
            k = u"t:"_s + m_typedNames.takeFirst();
    qInfo("%s: %d keys (budget %d) plus the dice: %s", QTest::currentDataTag(), count, kBudget,
          qPrintable(shown.join(u' ')));
    QVERIFY2(count <= kBudget, qPrintable(QString::number(count)));
}

} // namespace adj

QTEST_MAIN(adj::TestActionPace)
#include "support/moc_guitest.cpp"
#include "tst_actionpace.moc"
