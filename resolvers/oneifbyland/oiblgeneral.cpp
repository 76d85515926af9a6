// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// OiblFire's risk to generals, shared by fire and the general-risk action (Risk to Generals); a
// killed general's panic markers on his whole command.
#include "core/diesource.h"
#include "core/inputbuilders.h"
#include "core/resolution.h"
#include "oiblcombat.h"
#include "oiblfire.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

using namespace inputs;

namespace {

// A killed general: every unit under his command receives a panic marker (Risk to Generals); one
// already marked keeps its one marker (Panic Markers: not cumulative).
void commandPanic(const QJsonObject &command, Resolution &out)
{
    const QString name = command.value(u"name"_s).toString();
    const QString level = command.value(u"level"_s).toString();
    const QJsonArray units = command.value(u"units"_s).toArray();
    if (units.isEmpty()) {
        out.line(name.isEmpty()
                     ? OiblFire::tr("the battle does not say which units he commanded: place their panic "
                                    "markers by hand")
                     : OiblFire::tr("no unit of %1 %2 is in play").arg(level, name),
                 u"Risk to Generals"_s);
        return;
    }
    QStringList marked, already;
    QJsonArray markedIds;
    for (const QJsonValue &v : units) {
        const QJsonObject u = v.toObject();
        const QString unitName = u.value(u"name"_s).toString();
        if (u.value(u"panic"_s).toBool()) {
            already.append(unitName);
            continue;
        }
        marked.append(unitName);
        markedIds.append(u.value(u"id"_s).toInteger());
        out.effect(
            OiblCombat::marker(QString(), u.value(u"id"_s).toInteger(), u"panic"_s, u"Risk to Generals"_s,
                               OiblFire::tr("%1: panic marker, its general was killed").arg(unitName)));
    }
    out.set(u"commandPanic"_s, markedIds);
    out.line(OiblFire::tr("every unit of his command (%1 %2) receives a panic marker: %3")
                 .arg(level, name, marked.isEmpty() ? OiblFire::tr("none") : marked.join(u", "_s)),
             u"Risk to Generals"_s);
    if (!already.isEmpty())
        out.line(OiblFire::tr("already marked, markers are not cumulative: %1").arg(already.join(u", "_s)),
                 u"Panic Markers"_s);
}

} // namespace

QList<InputSpec> OiblFire::commandInputs()
{
    const InputSpec command =
        stateInput(u"generalCommand"_s, {}, tr("The general's command"),
                   tr("{\"level\", \"name\", \"units\": [{\"id\", \"name\", \"panic\"}]}: the units under "
                      "his command, read off the battle."),
                   u"Risk to Generals"_s);
    return {
        enumInput(u"generalLevel"_s, {u"brigade"_s, u"division"_s, u"army"_s}, u"brigade"_s,
                  tr("General's command"),
                  tr("He commands a brigade, a division or the army: if killed, every unit of it gets a "
                     "panic marker."),
                  u"Risk to Generals"_s),
        stringInput(u"generalCommandName"_s, tr("Name of his command"),
                    tr("The brigade, division or army he commands; empty: that of the unit he is with."),
                    u"Risk to Generals"_s),
        command,
    };
}

QList<DiceStep> OiblFire::generalSteps(const QString &when)
{
    return {dice::upTo(u"general-risk"_s, DieSpec{10, true}, 1,
                       tr("risk to the general, one die per two hits"), u"Risk to Generals"_s, when),
            dice::upTo(u"general-wound"_s, DieSpec{6, false}, 1, tr("the general's wound"),
                       u"Risk to Generals"_s, tr("for each risk die showing the danger face"))};
}

namespace {

// The words of values.generalWound and of a wound die's result: 0 unhurt ... 3 killed.
QString woundWord(int level)
{
    static const QString words[] = {u"unhurt"_s, u"light"_s, u"serious"_s, u"killed"_s};
    return words[qBound(0, level, 3)];
}

// values: the worst wound and the general's state (a killed general is out of the battle).
void woundValues(qint64 general, int worst, Resolution &out)
{
    if (out.quiet())
        return;
    out.set(u"generalWound"_s, woundWord(worst));
    if (general > 0)
        out.unit(u"general"_s, u"unit"_s, general);
    out.unit(u"general"_s, u"eliminated"_s, worst == 3);
}

// The risk dice rolled together; each one showing the danger face rolls on the wound table, and the
// worst wound stands (a killed general suffers no further wound): 0 unhurt, 1 light, 2 serious, 3
// killed.
int worstWound(const OiblTable &t, int hits, int n, DiceSource &dice, Resolution &out)
{
    const bool text = dice.wantsText();
    const DieSpec d = OiblCombat::d10(t);
    DieClasses danger;
    for (int f = d.low(); f <= d.high(); ++f)
        danger.append(quint8(f == t.generalDangerFace ? 1 : 0));
    DieClasses wound;
    for (int f = 1; f <= t.woundDie; ++f)
        wound.append(quint8(t.killed.contains(f) ? 2 : (t.seriousWound.contains(f) ? 1 : 0)));
    if (text)
        out.line(OiblFire::tr("the general with the unit rolls %1 d10 for %2 hits (one per %3, rounded up)")
                     .arg(n)
                     .arg(hits)
                     .arg(t.generalHitsPerDie),
                 u"Risk to Generals"_s);
    const QList<int> values =
        dice.forStep("general-risk")
            .rollPool(n, d, text ? OiblFire::tr("risk to the general") : QString(), danger);
    const int ones = int(std::count(values.begin(), values.end(), t.generalDangerFace));
    if (!out.quiet())
        for (int v : values)
            out.roll(Roll{u"general-risk"_s, {v}}
                         .meaning(v == t.generalDangerFace ? u"danger"_s : u"safe"_s)
                         .by(u"general"_s));
    if (text) {
        out.line(OiblFire::tr("general's dice %1: %n on %2", nullptr, ones)
                     .arg(diceText(values), QString::number(t.generalDangerFace)),
                 u"Risk to Generals"_s);
    }
    int worst = 0;
    if (ones > 0) {
        const QList<int> w = dice.forStep("general-wound")
                                 .rollPool(ones, DieSpec{t.woundDie, false},
                                           text ? OiblFire::tr("general's wound") : QString(), wound);
        for (int v : w) {
            const int level = t.killed.contains(v) ? 3 : (t.seriousWound.contains(v) ? 2 : 1);
            if (!out.quiet())
                out.roll(Roll{u"general-wound"_s, {v}}.meaning(woundWord(level)).by(u"general"_s));
            if (text)
                out.line(OiblFire::tr("the wound die reads %1: %2")
                             .arg(v)
                             .arg(level == 3 ? OiblFire::tr("killed")
                                             : (level == 2 ? OiblFire::tr("serious wound")
                                                           : OiblFire::tr("light wound"))),
                         u"Risk to Generals"_s);
            worst = qMax(worst, level);
        }
    }
    return worst;
}

} // namespace

QString OiblFire::generalRisk(const OiblTable &t, int hits, qint64 general, const QJsonObject &command,
                              DiceSource &dice, Resolution &out)
{
    const int n = (hits + t.generalHitsPerDie - 1) / t.generalHitsPerDie;
    if (n <= 0) {
        woundValues(general, 0, out);
        return {};
    }
    const int worst = worstWound(t, hits, n, dice, out); // 1 light, 2 serious, 3 killed
    woundValues(general, worst, out);
    if (worst == 0)
        return {};
    Effect e;
    e.subject = u"general"_s;
    e.unit = general;
    e.rule = u"Risk to Generals"_s;
    QString result;
    if (worst == 3) {
        result = u"killed"_s;
        out.outcome(u"general-killed"_s);
        e.kind = Effect::Kind::LoseLeader;
        e.text = tr("the general is killed: every unit under his command receives a panic marker");
    } else if (worst == 2) {
        result = u"serious"_s;
        out.outcome(u"general-wounded-serious"_s);
        e.kind = Effect::Kind::SetAttribute;
        e.attribute = u"wound"_s;
        e.value = u"serious"_s;
        e.text = tr("the general is seriously wounded: he moves only 1d6 inches per turn");
    } else {
        result = u"light"_s;
        out.outcome(u"general-wounded-light"_s);
        e.kind = Effect::Kind::SetAttribute;
        e.attribute = u"wound"_s;
        e.value = u"light"_s;
        e.text = tr("the general is lightly wounded: he moves only %1 inches per turn").arg(t.lightWoundMove);
    }
    if (!out.quiet()) {
        out.line(e.text, u"Risk to Generals"_s);
        out.effect(e);
        if (worst == 3)
            commandPanic(command, out);
    }
    return result;
}

namespace {
// base^n; a fraction in lowest terms stays so.
Fraction raised(const Fraction &base, int n)
{
    mpq_class r;
    mpz_pow_ui(r.get_num_mpz_t(), base.num().get_mpz_t(), unsigned(n));
    mpz_pow_ui(r.get_den_mpz_t(), base.den().get_mpz_t(), unsigned(n));
    return Fraction(std::move(r));
}
} // namespace

Distribution OiblFire::generalRiskOdds(const OiblTable &t, int hits)
{
    // Walked die by die, generalRisk takes C(n + 3, 3) branches (21 million for 1,000 hits); the
    // binomial theorem sums them. With p the chance of the danger face and a_L that of a wound at most
    // L: P(unhurt) = (1 - p)^n and P(worst wound <= L) = (1 - p + p a_L)^n - (1 - p)^n.
    const int n = std::max(0, (hits + t.generalHitsPerDie - 1) / t.generalHitsPerDie);
    const DieSpec d = OiblCombat::d10(t);
    const bool danger = t.generalDangerFace >= d.low() && t.generalDangerFace <= d.high();
    const Fraction p(danger ? 1 : 0, d.sides), miss = Fraction(1) - p;
    int light = 0, serious = 0;
    for (int f = 1; f <= t.woundDie; ++f)
        if (!t.killed.contains(f))
            ++(t.seriousWound.contains(f) ? serious : light);
    const Fraction none = raised(miss, n);
    const Fraction upToLight = raised(miss + p * Fraction(light, t.woundDie), n);
    const Fraction upToSerious = raised(miss + p * Fraction(light + serious, t.woundDie), n);
    Distribution out;
    const std::pair<QString, Fraction> tags[] = {
        {u"unhurt"_s, none},
        {u"general-wounded-light"_s, upToLight - none},
        {u"general-wounded-serious"_s, upToSerious - upToLight},
        {u"general-killed"_s, Fraction(1) - upToSerious},
    };
    for (const auto &[tag, f] : tags)
        if (!f.isZero())
            out.add({tag}, f);
    out.setPaths(out.outcomes().size());
    return out;
}

} // namespace adj
