// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "diesource.h"
#include "distribution.h"

#include <QVarLengthArray>

#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

namespace adj {

class Resolution;

// Exact odds from the resolver's own code: the resolver is run once per branch of the dice
// tree, depth first, and each run is replayed up to the die where the previous one forked.
// Faces the resolver marks as equivalent (DieClasses) and dice rolled as an unordered pool
// are walked once per class / multiset with their multiplicity, which keeps an FHG action to
// a few hundred runs.
class EnumeratingDice final : public DiceSource
{
public:
    using Run = std::function<void(DiceSource &dice, Resolution &out)>;

    // Calls `run` for every branch with a quiet Resolution and sums the outcome keys.
    // A run that fails makes the whole distribution fail with its message. The walk is refused
    // past `maxPaths` branches or `maxDice` dice asked in all (every branch replays its dice from
    // the first, so a deep tree costs its depth per branch; negative: no bound on the dice).
    static Distribution enumerate(const Run &run, qint64 maxPaths = 2'000'000, qint64 maxDice = -1);

    bool wantsText() const override { return false; }
    QString kind() const override;

protected:
    int next(const DieSpec &die, const QString &purpose, const DieClasses &classes) override;
    QList<int> nextPool(int count, const DieSpec &die, const QString &purpose,
                        const DieClasses &classes) override;
    DieRecord::Source source() const override { return DieRecord::Source::Enumerated; }

private:
    EnumeratingDice() = default;
    struct Choice
    {
        QVarLengthArray<int, 8> values;
        Integer weight = 1; // face sequences this choice stands for
    };
    struct Choices
    {
        std::vector<Choice> list;
        Integer outOf = 1; // sides ^ count
        // What was asked for: a replayed die is checked against these, without the cache's key.
        int count = 0;
        DieSpec die;
        DieClasses classes;
    };
    struct Node
    {
        const Choices *choices = nullptr;
        int index = 0;
        Integer num, den; // the branch's weight and outOf multiplied down to this die (see m_valid)
    };
    const Choices &choicesFor(int count, const DieSpec &die, const DieClasses &classes);
    const Choice &step(int count, const DieSpec &die, const DieClasses &classes);
    bool advance(); // next branch; false when the tree is exhausted
    const Node *weighPath();

    struct TooManyBranches
    {};

    std::unordered_map<std::string, Choices> m_cache;
    std::vector<Node> m_path;
    size_t m_depth = 0;
    size_t m_valid = 0; // nodes whose num and den hold: those above the last fork
    qint64 m_maxPaths = 0;
    qint64 m_dice = 0, m_maxDice = -1; // dice asked so far, on every branch
};

} // namespace adj
