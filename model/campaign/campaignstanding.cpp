#include "campaignstanding.h"
#include "campaignrules.h"

#include "battledocument.h"
#include "victory.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QJsonObject mapJson(const QMap<QString, int> &m)
{
    QJsonObject o;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QString leaderOf(const QMap<QString, int> &totals)
{
    QString leader;
    int best = 0;
    bool first = true;
    for (auto it = totals.cbegin(); it != totals.cend(); ++it) {
        if (first || it.value() > best) {
            best = it.value();
            leader = it.key();
            first = false;
        } else if (it.value() == best) {
            leader.clear();
        }
    }
    return leader;
}

// What rule 12 (or another rule set's campaign rule) reads of a battle.
CampaignBattleResult resultOf(const CampaignSummary::Battle &b, int vpToWin)
{
    CampaignBattleResult r;
    r.scenario = b.name;
    r.vp = b.earned;
    if (b.state == u"ended"_s) {
        r.winner = b.winner;
        r.lostOnTime = b.ending == u"time"_s;
        r.vpToWin = vpToWin;
    }
    return r;
}

} // namespace

CampaignSummary::Battle CampaignStanding::battle(const BattleState &s, const RuleSetProfile &p)
{
    CampaignSummary::Battle b;
    b.ruleset = s.info.ruleset;
    b.turn = s.info.turn;
    const Victory::End end = Victory::end(s);
    b.earned = end.isEnded() ? end.earned : Victory::earned(s, p);
    if (end.isEnded()) {
        b.state = u"ended"_s;
        b.ending = end.ending;
        b.winner = end.winner;
        b.turn = end.turn;
    } else {
        bool any = s.info.turn > 1;
        for (const int vp : std::as_const(b.earned))
            any = any || vp != 0;
        b.state = any ? u"in-progress"_s : u"not-started"_s;
    }
    for (const Side &side : s.sides) {
        int start = 0, now = 0;
        for (const Unit &u : s.units)
            if (u.side == side.id) {
                start += u.strengthStart;
                now += u.strength;
            }
        b.strengthStart.insert(side.name, start);
        b.lost.insert(side.name, start - now);
    }
    b.credited = b.earned;
    return b;
}

CampaignSummary CampaignStanding::build(const Campaign &c, const QString &campaignPath, QJsonArray *trace,
                                        QStringList *problems)
{
    CampaignSummary out;
    out.name = c.name;
    out.ruleset = c.ruleset;
    out.rule = c.rule();
    const RuleSetProfile *profile = Profiles::find(c.ruleset);
    out.measure = profile ? Victory::measure(*profile) : QString();
    const CampaignRules::Rule *rule = CampaignRules::find(c.ruleset);
    QList<CampaignBattleResult> results;
    for (int i = 0; i < c.battles.size(); ++i) {
        const QString path = c.battlePath(campaignPath, i);
        QString error;
        std::unique_ptr<BattleDocument> doc;
        if (QFileInfo(path).isFile())
            doc = BattleDocument::open(path, &error, true);
        else
            error = tr("its file %1 is missing (moved or deleted)").arg(c.battles.at(i).file);
        if (doc && doc->state().info.ruleset != c.ruleset)
            error = tr("%1 is a battle of another rule set (%2)")
                        .arg(c.battles.at(i).file, doc->state().info.ruleset);
        CampaignSummary::Battle b;
        b.name = c.battles.at(i).name;
        if (!doc || !error.isEmpty()) {
            b.state = u"missing"_s;
            b.ruleset = doc ? doc->state().info.ruleset : QString();
            if (problems)
                *problems << tr("battle %1 (\"%2\"): %3").arg(i + 1).arg(c.battles.at(i).name, error);
        } else {
            b = battle(doc->state(), doc->profile());
            b.name = c.battles.at(i).name;
            for (const Side &side : doc->state().sides)
                if (!out.sides.contains(side.name))
                    out.sides << side.name;
            if (rule) {
                const CampaignBattleResult r = resultOf(b, Victory::conditions(doc->state()).vpToWin);
                b.credited = rule->total({r}).bySide;
                results << r;
            }
        }
        b.name = c.battles.at(i).name;
        b.file = c.battles.at(i).file;
        out.battles << b;
    }
    if (rule) {
        const CampaignRuleTotal t = rule->total(results);
        out.totals = t.bySide;
        if (trace)
            *trace = t.trace;
    } else {
        for (const CampaignSummary::Battle &b : std::as_const(out.battles))
            for (auto it = b.credited.cbegin(); it != b.credited.cend(); ++it)
                out.totals[it.key()] += it.value();
    }
    for (const QString &side : std::as_const(out.sides))
        out.totals.insert(side, out.totals.value(side));
    out.leader = leaderOf(out.totals);
    return out;
}

QJsonObject CampaignStanding::toJson(const CampaignSummary &s)
{
    QJsonArray battles;
    for (const CampaignSummary::Battle &b : s.battles)
        battles.append(QJsonObject{{u"name"_s, b.name},
                                   {u"file"_s, b.file},
                                   {u"ruleset"_s, b.ruleset},
                                   {u"state"_s, b.state},
                                   {u"ending"_s, b.ending.isEmpty() ? QJsonValue() : QJsonValue(b.ending)},
                                   {u"winner"_s, b.winner.isEmpty() ? QJsonValue() : QJsonValue(b.winner)},
                                   {u"turn"_s, b.turn},
                                   {u"earned"_s, mapJson(b.earned)},
                                   {u"credited"_s, mapJson(b.credited)},
                                   {u"lost"_s, mapJson(b.lost)},
                                   {u"strengthStart"_s, mapJson(b.strengthStart)}});
    return {{u"name"_s, s.name},
            {u"ruleset"_s, s.ruleset},
            {u"rule"_s, s.rule},
            {u"measure"_s, s.measure},
            {u"sides"_s, QJsonArray::fromStringList(s.sides)},
            {u"battles"_s, battles},
            {u"totals"_s, mapJson(s.totals)},
            {u"leader"_s, s.leader.isEmpty() ? QJsonValue() : QJsonValue(s.leader)},
            {u"forSide"_s, s.forSide.isEmpty() ? QJsonValue() : QJsonValue(s.forSide)}};
}

} // namespace adj
