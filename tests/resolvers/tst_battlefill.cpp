// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// No silent defaults (issue 29): every input whose value the battle holds of a named unit is declared
// (InputSpec::of) and filled by the runner from the battle whenever that unit is named; an input that
// describes a unit by one of the shared words (strength, quality, formation, morale) and is not asked of
// the referee must say whose it is. Walks every action of every rule set on its demo battle.
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "model/battledocument.h"
#include "model/scenario.h"
#include "runner/actionrunner.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace adj;

class TstBattleFill : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void heldValuesAreFilled_data();
    void heldValuesAreFilled();
    void unitWordsSayWhoseTheyAre_data();
    void unitWordsSayWhoseTheyAre();

private:
    QTemporaryDir m_dir;
    QHash<QString, std::shared_ptr<BattleDocument>> m_docs; // by rule set
};

namespace {

const QHash<QString, QString> &demos()
{
    static const QHash<QString, QString> d{{u"fhg-land"_s, u":/demo/fhg-queenston.json"_s},
                                           {u"wfa-naval"_s, u":/demo/wfa-lake-erie.json"_s},
                                           {u"oneifbyland"_s, u":/demo/oneifbyland-cowpens.json"_s},
                                           {u"fields-of-honor"_s, u":/demo/foh-chippawa.json"_s},
                                           {u"honour-glory"_s, u":/demo/hg-ford-of-edadh.json"_s}};
    return d;
}

// A unit (or leader) of the battle for each unit input by its role: the actor of the first side, the
// target of the second, a supporting unit beside the actor, a defender beside the target.
QJsonObject namedUnits(const ActionSchema &schema, const BattleState &battle)
{
    QList<Side> sides = battle.sides.values();
    std::stable_sort(sides.begin(), sides.end(),
                     [](const Side &a, const Side &b) { return a.sort < b.sort; });
    if (sides.size() < 2)
        return {};
    auto units = [&](Id side) {
        QList<Id> out;
        for (const Unit &u : battle.units)
            if (u.side == side && u.status.isEmpty())
                out << u.id;
        return out;
    };
    const QList<Id> own = units(sides.at(0).id), enemy = units(sides.at(1).id);
    QJsonObject given;
    int ownUsed = 0, enemyUsed = 0;
    for (const InputSpec &in : schema.inputs) {
        if (in.type != InputSpec::Type::Unit || in.leader || in.role == InputSpec::Role::None)
            continue;
        const bool mine = in.role == InputSpec::Role::Actor || in.role == InputSpec::Role::Support;
        const QList<Id> &from = mine ? own : enemy;
        int &used = mine ? ownUsed : enemyUsed;
        if (used < from.size())
            given.insert(in.id, from.at(used++));
    }
    return given;
}

} // namespace

void TstBattleFill::initTestCase()
{
    for (auto it = demos().cbegin(); it != demos().cend(); ++it) {
        QFile f(it.value());
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(it.value()));
        QJsonObject json;
        QString error;
        const QString path = m_dir.filePath(it.key() + u".adjutant"_s);
        QVERIFY2(Scenario::parse(f.readAll(), it.value(), &json, &error), qPrintable(error));
        QVERIFY2(Scenario::createBattle(path, json, &error), qPrintable(error));
        m_docs.insert(it.key(), std::shared_ptr<BattleDocument>(BattleDocument::open(path, &error)));
        QVERIFY2(m_docs.value(it.key()), qPrintable(error));
    }
}

void TstBattleFill::heldValuesAreFilled_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("action");
    for (const RuleSet *rs : RuleSets::all()) {
        if (!demos().contains(rs->id()))
            continue;
        for (const ActionSchema &a : rs->actions())
            QTest::newRow(qPrintable(rs->id() + u' ' + a.id)) << rs->id() << a.id;
    }
}

void TstBattleFill::heldValuesAreFilled()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, action);
    const BattleState &battle = m_docs.value(ruleset)->state();
    const ActionSchema &schema = *RuleSets::find(ruleset)->action(action);
    const QJsonObject given = namedUnits(schema, battle);
    const PreparedAction p = ActionRunner::prepare(battle, action, given);
    // A battle-level refusal (the phase, a side's AP) still fills first; only a refusal of the fill
    // itself leaves nothing to check, and that must not be a missing value.
    if (!p.filled)
        QVERIFY2(p.refusal.code == u"refused"_s, qPrintable(p.refusal.message));
    QStringList missing;
    for (const InputSpec &in : schema.inputs) {
        if (in.of.isEmpty() || !given.contains(in.of) || !p.filled)
            continue;
        QVERIFY2(schema.input(in.of) && schema.input(in.of)->type == InputSpec::Type::Unit,
                 qPrintable(u"%1 is declared of \"%2\", which is no unit input"_s.arg(in.id, in.of)));
        if (!p.known.contains(in.id))
            missing << in.id;
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(u"the battle holds but did not fill: %1"_s.arg(missing.join(u", "_s))));
}

void TstBattleFill::unitWordsSayWhoseTheyAre_data()
{
    heldValuesAreFilled_data();
}

void TstBattleFill::unitWordsSayWhoseTheyAre()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, action);
    const ActionSchema &schema = *RuleSets::find(ruleset)->action(action);
    static const QStringList kUnitWords{u"strength"_s, u"quality"_s, u"formation"_s, u"morale"_s};
    QStringList units;
    for (const InputSpec &in : schema.inputs)
        if (in.type == InputSpec::Type::Unit && !in.leader)
            units << in.id;
    QStringList undeclared;
    for (const InputSpec &in : schema.inputs) {
        if (!kUnitWords.contains(in.term) || !in.of.isEmpty() || schema.asked.contains(in.id))
            continue;
        // An input of a shared word named after one of the action's units ("targetMp", "attackerStands"):
        // the battle holds that unit's value.
        for (const QString &u : std::as_const(units))
            if (in.id.startsWith(u) && in.id != u)
                undeclared << in.id;
    }
    QVERIFY2(undeclared.isEmpty(),
             qPrintable(u"describe a unit without saying whose (InputSpec::of): %1"_s.arg(
                 undeclared.join(u", "_s))));
}

QTEST_GUILESS_MAIN(TstBattleFill)
#include "tst_battlefill.moc"
