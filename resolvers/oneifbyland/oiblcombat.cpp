// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oiblcombat.h"

#include "core/diesource.h"

#include <QJsonArray>

#include <vector>

using namespace Qt::StringLiterals;

namespace adj {

QString OiblCombat::signedText(int v)
{
    return v > 0 ? u"+"_s + QString::number(v) : QString::number(v);
}

QString OiblCombat::modsText(const QList<OiblMod> &mods)
{
    QStringList l;
    for (const OiblMod &m : mods)
        l.append(m.text + u' ' + signedText(m.value) + u" ("_s + m.rule + u')');
    return l.join(u"; "_s);
}

QList<int> OiblCombat::chunks(const OiblTable &t, int figures)
{
    QList<int> out;
    // Combat Chart: excess figures over 30 roll again for the excess.
    while (figures > 0) {
        out.append(qMin(figures, t.maxFigures));
        figures -= t.maxFigures;
    }
    return out;
}

int OiblCombat::rollChart(const OiblTable &t, int figures, const QList<OiblMod> &mods, const QString &what,
                          DiceSource &dice, Resolution &out, const QString &role)
{
    int modTotal = 0;
    for (const OiblMod &m : mods)
        modTotal += m.value;
    const DieSpec d = d10(t);
    const bool text = dice.wantsText();
    int total = 0;
    // Combat Chart: one roll per 30 figures, the excess rolling again. The full 30s are rolled together
    // (their order does not matter), then the excess.
    const int full = figures / t.maxFigures, rest = figures % t.maxFigures;
    const int rolls = full + (rest > 0 ? 1 : 0);
    int done = 0;
    for (int group = 0; group < 2; ++group) {
        const int n = group == 0 ? t.maxFigures : rest;
        const int count = group == 0 ? full : (rest > 0 ? 1 : 0);
        if (count == 0)
            continue;
        const OiblTable::Row *row = t.row(n);
        DieClasses classes;
        for (int f = d.low(); f <= d.high(); ++f) {
            const int m = f + modTotal;
            classes.append(quint8(m < 0 ? 0 : row->casualties.at(qMin(m, t.maxRoll))));
        }
        const QList<int> values = dice.rollPool(
            count, d, text ? OiblCombat::tr("%1: combat chart, %2 figures").arg(what).arg(n) : QString(),
            classes);
        for (int v : values) {
            const int m = v + modTotal;
            const int c = m < 0 ? 0 : row->casualties.at(qMin(m, t.maxRoll));
            total += c;
            ++done;
            if (!out.quiet())
                out.roll(Roll{QString::fromLatin1(dice.step()), {v}}
                             .to(m)
                             .meaning(u"casualties="_s + QString::number(c))
                             .by(role));
            if (!text)
                continue;
            QString line = OiblCombat::tr("%1: %2 figures (row %3-%4) roll %5")
                               .arg(what)
                               .arg(n)
                               .arg(row->from)
                               .arg(row->to)
                               .arg(v);
            if (!mods.isEmpty())
                line += u"; "_s + modsText(mods) + u": "_s + OiblCombat::tr("modified %1").arg(m);
            if (m < 0)
                line += u" \u2192 "_s + OiblCombat::tr("below 0, a complete miss");
            else if (m > t.maxRoll)
                line += u" \u2192 "_s + OiblCombat::tr("reads as %1").arg(t.maxRoll);
            line +=
                u": "_s + (c == 1 ? OiblCombat::tr("1 casualty") : OiblCombat::tr("%1 casualties").arg(c));
            if (rolls > 1)
                line += u' ' + OiblCombat::tr("(roll %1 of %2: figures over %3 roll again)")
                                   .arg(done)
                                   .arg(rolls)
                                   .arg(t.maxFigures);
            out.line(line, u"Combat Chart"_s);
        }
    }
    return total;
}

int OiblCombat::rollGroups(const OiblTable &t, const QList<ChartRoll> &groups, DiceSource &dice,
                           Resolution &out)
{
    QVarLengthArray<std::pair<const OiblTable::Row *, int>, 4> rolls; // row and modifier total of each roll
    for (const ChartRoll &g : groups) {
        int modTotal = 0;
        for (const OiblMod &m : g.mods)
            modTotal += m.value;
        for (int n : chunks(t, g.figures))
            rolls.append({t.row(n), modTotal});
    }
    if (dice.wantsText() || rolls.size() < 2) {
        int total = 0;
        for (const ChartRoll &g : groups)
            if (g.figures > 0)
                total += rollChart(t, g.figures, g.mods, g.what, dice, out, g.role);
        return total;
    }
    // Exact-odds walk: up to three rolls are asked as one die of sides^n faces (roll j is digit j),
    // classed by their total, so the walk branches once per total; more rolls go three at a time.
    const DieSpec d = d10(t);
    auto cas = [&](qsizetype j, int face) {
        const int m = face + d.low() + rolls[j].second;
        return m < 0 ? 0 : rolls[j].first->casualties.at(qMin(m, t.maxRoll));
    };
    // The classes of a combination are the same on every branch that asks for it: kept, keyed by the
    // rows' contents (not their addresses: a table with house rules may reuse an address).
    struct Cached
    {
        int maxRoll, low, sides;
        QVarLengthArray<std::pair<QList<int>, int>, 3> rolls;
        DieClasses classes;
    };
    thread_local std::vector<Cached> cache;
    int total = 0;
    for (qsizetype from = 0; from < rolls.size(); from += 3) {
        const qsizetype n = qMin<qsizetype>(3, rolls.size() - from);
        QVarLengthArray<std::pair<QList<int>, int>, 3> key;
        int faces = 1;
        for (qsizetype j = from; j < from + n; ++j) {
            key.append({rolls[j].first->casualties, rolls[j].second});
            faces *= t.sides;
        }
        const Cached *hit = nullptr;
        for (const Cached &c : cache)
            if (c.maxRoll == t.maxRoll && c.low == d.low() && c.sides == t.sides && c.rolls == key) {
                hit = &c;
                break;
            }
        if (!hit) {
            if (cache.size() >= 256)
                cache.clear();
            Cached c{t.maxRoll, d.low(), t.sides, key, {}};
            c.classes.resize(faces);
            for (int f = 0; f < faces; ++f) {
                int sum = 0, rest = f;
                for (qsizetype j = from; j < from + n; ++j, rest /= t.sides)
                    sum += cas(j, rest % t.sides);
                c.classes[f] = quint8(qMin(sum, 255));
            }
            cache.push_back(std::move(c));
            hit = &cache.back();
        }
        total += hit->classes[dice.roll(DieSpec{faces, true}, QString(), hit->classes)];
    }
    return total;
}

QList<int> OiblCombat::share(int total, const QList<int> &weights, const QList<int> &caps)
{
    const qsizetype n = weights.size();
    QList<int> out(n, 0);
    qint64 sum = 0;
    for (int w : weights)
        sum += w;
    if (sum <= 0 || total <= 0)
        return out;
    QList<qint64> rem(n, 0);
    int given = 0;
    for (qsizetype i = 0; i < n; ++i) {
        out[i] = int(qint64(total) * weights[i] / sum);
        rem[i] = qint64(total) * weights[i] % sum;
        given += out[i];
    }
    while (given < total) { // largest remainder first, the earlier unit on a tie
        qsizetype best = 0;
        for (qsizetype i = 1; i < n; ++i)
            if (rem[i] > rem[best])
                best = i;
        ++out[best];
        rem[best] = -1;
        ++given;
    }
    int over = 0;
    for (qsizetype i = 0; i < n; ++i)
        if (out[i] > caps[i]) {
            over += out[i] - caps[i];
            out[i] = caps[i];
        }
    for (qsizetype i = 0; i < n && over > 0; ++i) {
        const int room = qMin(over, caps[i] - out[i]);
        out[i] += room;
        over -= room;
    }
    return out;
}

int OiblCombat::casualtyModifier(const OiblTable &t, int figures, int start, int *percentStep)
{
    *percentStep = 0;
    if (start <= 0 || figures >= start)
        return 0;
    const int lost = start - figures;
    int mod = 0;
    // Only the highest casualty step applies (docs/manual/rulesets/oneifbyland.md).
    for (const auto &[pct, m] : t.casualtySteps)
        if (qint64(lost) * 100 >= qint64(pct) * start) {
            mod = m;
            *percentStep = pct;
        }
    return mod;
}

OiblMoraleSpec OiblCombat::moraleSpec(const OiblTable &t, const OiblMoraleIn &in, bool text)
{
    OiblMoraleSpec s;
    s.number = t.moraleNumber[size_t(in.quality)];
    if (text)
        s.numberWhy = OiblCombat::tr("%1 Morale Number %2").arg(oiblQualityName(in.quality)).arg(s.number);
    // Indians: one quality higher charging and in melee, one more in woods; above Elite it keeps adding.
    if (in.indian && in.chargeOrMelee && t.indianCharge != 0) {
        s.number += t.indianCharge;
        if (text)
            s.numberWhy +=
                u", "_s +
                OiblCombat::tr("Indians charging or in melee %1 (Indians)").arg(signedText(t.indianCharge));
    }
    if (in.indian && in.inWoods && t.indianWoods != 0) {
        s.number += t.indianWoods;
        if (text)
            s.numberWhy +=
                u", "_s + OiblCombat::tr("Indians in woods %1 (Indians)").arg(signedText(t.indianWoods));
    }
    // Texts are built lazily: the exact-odds walk only needs the sum.
    auto add = [&](int v, auto why) {
        if (v == 0)
            return;
        s.modTotal += v;
        if (text)
            s.mods.append(OiblMod{v, why(), u"Morale Tests"_s});
    };
    if (in.officer > 0)
        add(-in.officer, [] { return OiblCombat::tr("commanding officer with the unit"); });
    if (in.cover == u"light"_s)
        add(t.moraleMod(u"lightCover"_s), [] { return OiblCombat::tr("light cover"); });
    else if (in.cover == u"heavy"_s)
        add(t.moraleMod(u"heavyCover"_s), [] { return OiblCombat::tr("heavy cover"); });
    if (in.outflanked)
        add(t.moraleMod(u"outflanked"_s), [] { return OiblCombat::tr("outflanked"); });
    if (in.friendRouting == u"equal"_s)
        add(t.moraleMod(u"equalRouting"_s),
            [] { return OiblCombat::tr("equal-quality friend seen routing within 12\""); });
    else if (in.friendRouting == u"higher"_s)
        add(t.moraleMod(u"higherRouting"_s),
            [] { return OiblCombat::tr("higher-quality friend seen routing within 12\""); });
    if (in.chargedBy == u"cavalry"_s) {
        if (in.formation == u"open"_s)
            add(t.moraleMod(u"openChargedByCavalry"_s),
                [] { return OiblCombat::tr("open order infantry charged by cavalry"); });
        else if (in.formation == u"skirmish"_s)
            add(t.moraleMod(u"skirmishChargedByCavalry"_s),
                [] { return OiblCombat::tr("skirmish order infantry charged by cavalry"); });
        else if (in.formation == u"limbered"_s || in.formation == u"unlimbered"_s)
            add(t.moraleMod(u"artilleryChargedByCavalry"_s),
                [] { return OiblCombat::tr("artillery charged by cavalry"); });
    } else if (in.chargedBy == u"infantry"_s && in.formation == u"skirmish"_s) {
        add(t.moraleMod(u"skirmishChargedByInfantry"_s),
            [] { return OiblCombat::tr("skirmish order infantry charged by close or open order infantry"); });
    }
    int step = 0;
    const int cm = casualtyModifier(t, in.figures, in.start, &step);
    add(cm, [&] {
        return OiblCombat::tr("%1% figure casualties (%2 of %3 lost)")
            .arg(step)
            .arg(in.start - in.figures)
            .arg(in.start);
    });
    return s;
}

QString OiblCombat::bandTag(OiblMoraleBand b)
{
    switch (b) {
    case OiblMoraleBand::Pass:
        return u"passed"_s;
    case OiblMoraleBand::FailBy1:
        return u"failed-by-1"_s;
    case OiblMoraleBand::Rout:
        return u"routed"_s;
    }
    return {};
}

OiblMoraleResult OiblCombat::moraleTest(const OiblTable &t, const OiblMoraleSpec &s, const QString &who,
                                        DiceSource &dice, Resolution &out, Same same, const QString &role)
{
    const DieSpec d = d10(t);
    auto bandOf = [&](int total) {
        const int margin = total - s.number;
        return margin <= 0 ? OiblMoraleBand::Pass
                           : (margin >= t.routBy ? OiblMoraleBand::Rout : OiblMoraleBand::FailBy1);
    };
    DieClasses classes;
    for (int f = d.low(); f <= d.high(); ++f) {
        OiblMoraleBand b = bandOf(f + s.modTotal);
        if (same == Same::Failures && b == OiblMoraleBand::Rout)
            b = OiblMoraleBand::FailBy1;
        else if (same == Same::NonRouts && b == OiblMoraleBand::FailBy1)
            b = OiblMoraleBand::Pass;
        classes.append(quint8(b));
    }
    const bool text = dice.wantsText();
    OiblMoraleResult r;
    r.roll = dice.roll(d, text ? OiblCombat::tr("%1: morale test").arg(who) : QString(), classes);
    r.total = r.roll + s.modTotal;
    r.margin = r.total - s.number;
    r.band = bandOf(r.total);
    if (!out.quiet())
        out.roll(Roll{QString::fromLatin1(dice.step()), {r.roll}}
                     .to(r.total)
                     .against(s.number)
                     .meaning(bandTag(r.band))
                     .by(role));
    if (text) {
        QString line = OiblCombat::tr("%1 morale test: %2, pass at or below %3; rolls %4")
                           .arg(who, s.numberWhy)
                           .arg(s.number)
                           .arg(r.roll);
        if (!s.mods.isEmpty())
            line += u"; "_s + modsText(s.mods) + u": "_s + OiblCombat::tr("modified %1").arg(r.total);
        switch (r.band) {
        case OiblMoraleBand::Pass:
            line += u": "_s + OiblCombat::tr("passed");
            break;
        case OiblMoraleBand::FailBy1:
            line += u": "_s + OiblCombat::tr("failed by 1");
            break;
        case OiblMoraleBand::Rout:
            line += u": "_s + OiblCombat::tr("failed by %1: routs").arg(r.margin);
            break;
        }
        out.line(line, r.band == OiblMoraleBand::Pass ? u"Morale Tests"_s : u"Morale Results"_s);
    }
    return r;
}

Effect OiblCombat::marker(const QString &role, qint64 unit, const QString &marker, const QString &rule,
                          const QString &text)
{
    Effect e;
    e.kind = Effect::Kind::PlaceMarker;
    e.subject = role;
    e.unit = unit;
    e.marker = marker;
    e.rule = rule;
    e.text = text;
    return e;
}

void OiblCombat::markerValue(Resolution &out, const QString &role, const QString &marker)
{
    if (out.quiet())
        return;
    QJsonArray markers =
        out.values().value(u"units"_s).toObject().value(role).toObject().value(u"markers"_s).toArray();
    if (!markers.contains(marker))
        markers.append(marker);
    out.unit(role, u"markers"_s, markers);
}

void OiblCombat::strengthValues(Resolution &out, const QString &role, qint64 unit, int before, int after)
{
    if (out.quiet())
        return;
    if (unit > 0)
        out.unit(role, u"unit"_s, unit);
    if (before < 0)
        return;
    out.unit(role, u"strengthBefore"_s, before);
    out.unit(role, u"strengthAfter"_s, after);
    out.unit(role, u"casualties"_s, before - after);
    out.unit(role, u"eliminated"_s, before > 0 && after == 0);
}

namespace oibl {

QList<InputSpec> moraleInputs(const QString &p, bool withFormation)
{
    // What the battle holds of the unit that tests: its quality, type, officer, figures now and at the
    // start, and formation (filled by OiblBattle whenever the unit is named).
    const QString unit = key(p, u"unit"_s);
    QList<InputSpec> l{
        enumInput(key(p, u"quality"_s), oiblQualityIds(), {}, OiblCombat::tr("Troop quality"),
                  OiblCombat::tr("Elite 9, Veteran 8, Regular 7, Poor 6, Wretched 5."), u"Troop Quality"_s,
                  true)
            .withTerm(u"quality"_s)
            .heldOf(unit),
        boolInput(key(p, u"indian"_s), false, OiblCombat::tr("Indians"),
                  OiblCombat::tr("Indians test one quality higher charging and in melee, one more in woods."),
                  u"Indians"_s)
            .heldOf(unit),
        boolInput(key(p, u"inWoods"_s), false, OiblCombat::tr("In woods"),
                  OiblCombat::tr("For the Indians' quality shift."), u"Indians"_s),
        boolInput(key(p, u"officerWithUnit"_s), false, OiblCombat::tr("Commanding officer with the unit"),
                  OiblCombat::tr("Minus the officer's rating."), u"Morale Tests"_s)
            .heldOf(unit),
        intInput(key(p, u"officerRating"_s), 0, 10, {}, OiblCombat::tr("Officer's rating"),
                 OiblCombat::tr("The X of \"-X\"; default from the table (1)."), u"Morale Tests"_s)
            .withTerm(u"leader"_s),
        enumInput(key(p, u"cover"_s), {u"none"_s, u"light"_s, u"heavy"_s}, u"none"_s, OiblCombat::tr("Cover"),
                  OiblCombat::tr("Light cover -1, heavy cover -2."), u"Morale Tests"_s)
            .withTerm(u"cover"_s),
        boolInput(key(p, u"outflanked"_s), false, OiblCombat::tr("Outflanked"),
                  OiblCombat::tr("A non-routing enemy to flank or rear within small-arms or charge range, no "
                                 "friend blocking."),
                  u"Morale Tests"_s),
        enumInput(key(p, u"friendRouting"_s), {u"none"_s, u"equal"_s, u"higher"_s}, u"none"_s,
                  OiblCombat::tr("Friend seen routing"),
                  OiblCombat::tr("A close or open order friend of equal (+1) or higher (+2) quality seen "
                                 "routing within 12\"."),
                  u"Morale Tests"_s),
        intInput(key(p, u"figures"_s), 0, 1000, {}, OiblCombat::tr("Figures now"),
                 OiblCombat::tr("For the casualty percentage."), u"Morale Tests"_s)
            .withTerm(u"strength"_s)
            .heldOf(unit),
        intInput(key(p, u"startFigures"_s), 1, 1000, {}, OiblCombat::tr("Figures at the start"),
                 OiblCombat::tr("For the casualty percentage (25% +1, 50% +2, 75% +3; only the highest)."),
                 u"Morale Tests"_s)
            .withTerm(u"strength"_s)
            .heldOf(unit),
    };
    if (withFormation)
        l.append(enumInput(key(p, u"formation"_s),
                           {u"close"_s, u"open"_s, u"column"_s, u"skirmish"_s, u"limbered"_s, u"unlimbered"_s,
                            u"none"_s},
                           u"close"_s, OiblCombat::tr("Formation"), OiblCombat::tr("The unit's formation."),
                           u"Deployment"_s)
                     .withTerm(u"formation"_s)
                     .heldOf(unit));
    return l;
}

OiblMoraleIn moraleIn(const Inputs &in, const QString &p, const QString &role)
{
    OiblMoraleIn m;
    m.role = role;
    m.quality = oiblQualityFromId(in.value(key(p, u"quality"_s)).toString());
    m.indian = in.value(key(p, u"indian"_s)).toBool();
    m.inWoods = in.value(key(p, u"inWoods"_s)).toBool();
    m.officer =
        in.value(key(p, u"officerWithUnit"_s)).toBool() ? in.value(key(p, u"officerRating"_s)).toInt(-1) : 0;
    m.cover = in.value(key(p, u"cover"_s)).toString(u"none"_s);
    m.outflanked = in.value(key(p, u"outflanked"_s)).toBool();
    m.friendRouting = in.value(key(p, u"friendRouting"_s)).toString(u"none"_s);
    m.formation = in.value(key(p, u"formation"_s)).toString(u"close"_s);
    m.chargedBy = u"none"_s;
    m.figures = in.value(key(p, u"figures"_s)).toInt(-1);
    m.start = in.value(key(p, u"startFigures"_s)).toInt(0);
    return m;
}

QString finishMoraleIn(const OiblTable &t, OiblMoraleIn *m, const QString &p)
{
    if (m->officer < 0)
        m->officer =
            t.officerDefault; // docs/manual/rulesets/oneifbyland.md: X is the officer's own rating, default 1
    if (m->figures < 0) {
        m->figures = m->start = 0; // no casualty percentage given
        return {};
    }
    if (m->start <= 0)
        return QCoreApplication::translate("adj::OiblCombat",
                                           "input \"%1\" is needed with \"%2\" for the casualty percentage")
            .arg(key(p, u"startFigures"_s), key(p, u"figures"_s));
    if (m->figures > m->start)
        return QCoreApplication::translate("adj::OiblCombat", "input \"%1\" is %2, more than \"%3\" %4")
            .arg(key(p, u"figures"_s))
            .arg(m->figures)
            .arg(key(p, u"startFigures"_s))
            .arg(m->start);
    return {};
}

} // namespace oibl

} // namespace adj
