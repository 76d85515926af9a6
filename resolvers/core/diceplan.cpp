// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "diceplan.h"

using namespace Qt::StringLiterals;

namespace adj {

QString DiceStep::dice() const
{
    const QString n = u"%1%2"_s.arg(count).arg(die.name());
    return upTo ? DicePlan::tr("up to %1").arg(n) : n;
}

QString DiceStep::text() const
{
    const QString what = purpose.isEmpty() ? dice() : DicePlan::tr("%1 %2").arg(dice(), purpose);
    return rule.isEmpty() ? what : DicePlan::tr("%1 (%2)").arg(what, rule);
}

QJsonObject DiceStep::toJson() const
{
    QJsonObject o{{u"id"_s, id},           {u"sides"_s, die.sides}, {u"low"_s, die.low()},
                  {u"high"_s, die.high()}, {u"count"_s, count},     {u"upTo"_s, upTo},
                  {u"purpose"_s, purpose}};
    if (!when.isEmpty())
        o.insert(u"when"_s, when);
    if (!rule.isEmpty())
        o.insert(u"rule"_s, rule);
    return o;
}

const DiceStep *DicePlan::step(const QString &id) const
{
    const int i = indexOf(id);
    return i < 0 ? nullptr : &steps.at(i);
}

int DicePlan::indexOf(const QString &id) const
{
    for (qsizetype i = 0; i < steps.size(); ++i)
        if (steps.at(i).id == id)
            return int(i);
    return -1;
}

int DicePlan::fixedDice() const
{
    int n = 0;
    for (const DiceStep &s : steps)
        if (!s.conditional() && !s.upTo)
            n += s.count;
    return n;
}

QString DicePlan::text() const
{
    if (refusal)
        return tr("Nothing to roll: %1").arg(refusal.message);
    if (steps.isEmpty())
        return tr("No dice.");
    QStringList always;
    QStringList then;
    for (const DiceStep &s : steps) {
        if (s.conditional())
            then << tr("Then, %1: %2.").arg(s.when, s.text());
        else
            always << s.text();
    }
    QStringList out;
    if (!always.isEmpty())
        out << tr("Roll %1.").arg(always.join(tr(", then ")));
    out += then;
    return out.join(u' ');
}

QJsonArray DicePlan::toJson() const
{
    QJsonArray out;
    for (const DiceStep &s : steps)
        out.append(s.toJson());
    return out;
}

namespace dice {

DiceStep step(const QString &id, DieSpec die, int count, const QString &purpose, const QString &rule,
              const QString &when)
{
    DiceStep s;
    s.id = id;
    s.die = die;
    s.count = count;
    s.purpose = purpose;
    s.rule = rule;
    s.when = when;
    return s;
}

DiceStep upTo(const QString &id, DieSpec die, int count, const QString &purpose, const QString &rule,
              const QString &when)
{
    DiceStep s = step(id, die, count, purpose, rule, when);
    s.upTo = true;
    return s;
}

DiceStep onlyIf(DiceStep step, const QString &input)
{
    step.applies = [input](const QJsonObject &in) { return in.value(input).toBool(); };
    return step;
}

} // namespace dice

} // namespace adj
