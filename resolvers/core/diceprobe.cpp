// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "diceprobe.h"

#include "resolution.h"

#include <QHash>

#include <exception>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// Answers every die without checking anything, and counts the dice asked per step.
class ProbeDice final : public DiceSource
{
public:
    enum class Mode { Low, High, Random };
    ProbeDice(Mode mode, quint64 seed)
        : m_mode(mode)
        , m_state(seed)
    {}
    bool wantsText() const override { return false; }
    QString kind() const override { return u"probe"_s; }

    QHash<QString, int> counts;
    QList<QString> order;          // steps in the order first asked
    QHash<QString, DieSpec> dieOf; // the die each step asked for
    int asked = 0;

protected:
    int next(const DieSpec &die, const QString &, const DieClasses &) override
    {
        note(die, 1);
        return face(die);
    }
    QList<int> nextPool(int count, const DieSpec &die, const QString &, const DieClasses &) override
    {
        note(die, count);
        QList<int> out;
        out.reserve(count);
        for (int i = 0; i < count; ++i)
            out << face(die);
        return out;
    }
    DieRecord::Source source() const override { return DieRecord::Source::Enumerated; }

private:
    void note(const DieSpec &die, int count)
    {
        const QString id = QString::fromLatin1(step());
        if (!counts.contains(id)) {
            order << id;
            dieOf.insert(id, die);
        }
        counts[id] += count;
        asked += count;
    }
    int face(const DieSpec &die)
    {
        switch (m_mode) {
        case Mode::Low:
            return die.low();
        case Mode::High:
            return die.high();
        case Mode::Random:
            break;
        }
        // splitmix64: the same faces on every platform, unlike std:: distributions.
        quint64 z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        return die.low() + int(z % quint64(die.high() - die.low() + 1));
    }

    Mode m_mode;
    quint64 m_state;
};

constexpr int kRandomProbes = 12;

} // namespace

DicePlan probePlan(const ActionSchema &schema, const QJsonObject &inputs, const RuleSet::Runner &run)
{
    struct Seen
    {
        int runs = 0;
        int least = std::numeric_limits<int>::max();
        int most = 0;
        DieSpec die;
    };
    QHash<QString, Seen> seen;
    QList<QString> undeclared;
    int probes = 0;
    DicePlan plan;
    for (int p = 0; p < 2 + kRandomProbes; ++p) {
        const auto mode = p == 0   ? ProbeDice::Mode::Low
                          : p == 1 ? ProbeDice::Mode::High
                                   : ProbeDice::Mode::Random;
        ProbeDice dice(mode, quint64(p) * 7919u + 17u);
        Resolution out;
        out.setQuiet(true);
        try {
            run(dice, out);
        } catch (const std::exception &) {
            continue; // a run the probing dice cannot finish tells nothing
        }
        if (!out.ok() && dice.asked == 0) {
            // Refused before any die: the same for every probe, so there is nothing to roll.
            plan.refusal = out.refusal();
            return plan;
        }
        ++probes;
        for (const QString &id : std::as_const(dice.order)) {
            Seen &s = seen[id];
            ++s.runs;
            s.most = std::max(s.most, dice.counts.value(id));
            s.least = std::min(s.least, dice.counts.value(id));
            s.die = dice.dieOf.value(id);
            bool declared = false;
            for (const DiceStep &d : schema.dice)
                declared = declared || d.id == id;
            if (!declared && !undeclared.contains(id))
                undeclared << id;
        }
    }
    for (const DiceStep &declared : schema.dice) {
        DiceStep s = declared;
        const auto it = seen.constFind(s.id);
        if (it == seen.cend()) {
            if (s.conditional() && (!s.applies || s.applies(inputs)))
                plan.steps << s; // it may still come: its condition says when
            continue;
        }
        s.seen = true;
        s.die = it->die;
        s.count = it->most;
        // An unconditional step missing from some runs asked for none there.
        const int least = it->runs < probes && !s.conditional() ? 0 : it->least;
        // Counts seen to vary are "up to"; a conditional step keeps its declared "up to" (one die per
        // hit, per face shown) though the runs happened to see one count.
        s.upTo = least != it->most || (s.conditional() && declared.upTo);
        plan.steps << s;
    }
    for (const QString &id : std::as_const(undeclared)) {
        const Seen &s = seen.value(id);
        DiceStep d = dice::step(id, s.die, s.most, id, {});
        d.upTo = s.least != s.most || s.runs < probes;
        d.seen = true;
        plan.steps << d;
    }
    return plan;
}

} // namespace adj
