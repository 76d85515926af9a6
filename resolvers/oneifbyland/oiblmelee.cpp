// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oiblmelee.h"
#include "oiblmeleecharge.h"
#include "oiblmeleespec.h"

#include "core/diesource.h"
#include "core/resolution.h"
#include "core/ruletable.h"
#include "oiblcombat.h"
#include "oiblrisk.h"

using namespace Qt::StringLiterals;

namespace adj::oiblmelee {

// The charge step by step (Melee 2 to 9); values() then reads the units' end states.
void Charge::play()
{
    if (!spec.fromContact && !toContact())
        return;
    // The units of each side: the first, then those joining the melee (Fire and Melee Combat).
    aMore = spec.aMore;
    dMore = spec.dMore;
    A = {&a};
    D = {&d};
    for (Side &s : aMore)
        A.append(&s);
    for (Side &s : dMore)
        D.append(&s);
    meleeRounds();
    out.outcome(u"aCas="_s + QString::number(aCas + aFireLoss));
    out.outcome(u"dCas="_s + QString::number(dCas));
    winner();
}

// values: each unit's figures, casualties, morale and markers; the melee's winner and margin (Melee 9a).
void Charge::values()
{
    sideValues(a, spec.a);
    sideValues(d, spec.d);
    for (qsizetype i = 0; i < aMore.size(); ++i)
        sideValues(aMore[i], spec.aMore[i]);
    for (qsizetype i = 0; i < dMore.size(); ++i)
        sideValues(dMore[i], spec.dMore[i]);
    out.set(u"casualties"_s, dCas);
    if (!meleeFought)
        return;
    if (aCas != dCas) {
        out.set(u"winner"_s, aCas < dCas ? u"attacker"_s : u"defender"_s);
        out.set(u"margin"_s, qAbs(aCas - dCas));
    }
}

void Charge::sideValues(const Side &now, const Side &before)
{
    OiblCombat::strengthValues(out, now.m.role, now.id, before.m.figures, now.m.figures);
    const QString morale = now.routing ? u"routing"_s : moraleOf.value(now.m.role);
    if (!morale.isEmpty())
        out.unit(now.m.role, u"morale"_s, morale);
}

void Charge::note(const QString &role, qint64 id, const QString &text, const QString &rule)
{
    if (quiet)
        return;
    Effect e;
    e.kind = Effect::Kind::Note;
    e.subject = role;
    e.unit = id;
    e.rule = rule;
    e.text = text;
    out.effect(e);
}

void Charge::panic(Side &s, const char *why)
{
    if (s.panic)
        return;
    s.panic = true;
    OiblCombat::markerValue(out, s.m.role, u"panic"_s);
    if (!quiet)
        out.effect(
            OiblCombat::marker(s.m.role, s.id, u"panic"_s, u"Panic Markers"_s,
                               OiblMelee::tr("panic marker on the %1: %2").arg(s.name, OiblMelee::tr(why))));
}

void Charge::rout(Side &s, const QString &rule)
{
    s.routing = true;
    OiblCombat::markerValue(out, s.m.role, u"routing"_s);
    if (!quiet)
        out.effect(OiblCombat::marker(
            s.m.role, s.id, u"routing"_s, rule,
            OiblMelee::tr("the %1 routs away from the enemy in no formation").arg(s.name)));
    panic(s, QT_TRANSLATE_NOOP("adj::OiblMelee", "routing"));
}

int Charge::lose(Side &s, int cas)
{
    cas = qMin(cas, s.m.figures);
    s.m.figures -= cas;
    if (!quiet && cas > 0) {
        Effect e;
        e.kind = s.m.figures == 0 ? Effect::Kind::Eliminate : Effect::Kind::LoseStrength;
        e.subject = s.m.role;
        e.unit = s.id;
        e.amount = cas;
        e.rule = u"Combat Chart"_s;
        e.text = OiblMelee::tr("the %1 loses %2 figures").arg(s.name).arg(cas);
        out.effect(e);
    }
    return cas;
}

OiblMoraleResult Charge::test(Side &s, bool charged, OiblCombat::Same same)
{
    if (!quiet) {
        s.m.chargedBy = charged ? spec.chargedBy : u"none"_s;
        const OiblMoraleResult r = OiblCombat::moraleTest(tb, OiblCombat::moraleSpec(tb, s.m, true), s.name,
                                                          dice, out, same, s.m.role);
        moraleOf.insert(s.m.role, OiblCombat::bandTag(r.band));
        return r;
    }
    // The exact-odds walk: the spec of bind() plus the casualty modifier of this branch.
    OiblMoraleSpec ms = charged ? s.quietCharged : s.quietBase;
    int step = 0;
    ms.modTotal += OiblCombat::casualtyModifier(tb, s.m.figures, s.m.start, &step);
    return OiblCombat::moraleTest(tb, ms, s.name, dice, out, same, s.m.role);
}

} // namespace adj::oiblmelee

namespace adj {

using namespace oiblmelee;

namespace {

ParsedInputs<Prepared> parse(const Inputs &in, const RuleTable &table)
{
    Prepared ready = prepare(in, table);
    if (!ready.error.isEmpty())
        return ParsedInputs<Prepared>::refused(ready.error);
    ready.generals = in.value(u"generals"_s).toObject();
    ready.risk = in.value(u"risk"_s).toObject();
    return ready;
}

void resolve(const Prepared &ready, DiceSource &dice, Resolution &out)
{
    Charge(ready, dice, out).run();
    OiblRisk::afterMelee(ready.generals, ready.risk, out); // Risk to Generals, owed after the melee
}

} // namespace

Runner OiblMelee::bind(const Inputs &in, const RuleTable &table)
{
    return parseThenResolve(&parse, &resolve)(in, table);
}

} // namespace adj
