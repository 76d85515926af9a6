// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enumeratingdice.h"

#include "resolution.h"

#include <QHash>

#include <algorithm>
#include <unordered_map>
#include <vector>

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace adj {

QString EnumeratingDice::kind() const
{
    return u"enumerated"_s;
}

const EnumeratingDice::Choices &EnumeratingDice::choicesFor(int count, const DieSpec &die,
                                                            const DieClasses &classes)
{
    // Count and sides as whole ints: as single chars a pool of 300 dice shared its entry with a
    // pool of 44 (300 mod 256) and was dealt 44 values.
    std::string key;
    key.reserve(2 * sizeof(int) + 1 + size_t(classes.size()));
    key.append(reinterpret_cast<const char *>(&count), sizeof count);
    key.append(reinterpret_cast<const char *>(&die.sides), sizeof die.sides);
    key.push_back(die.zeroBased ? 'z' : 'o');
    for (quint8 c : classes)
        key.push_back(char(c));
    auto it = m_cache.find(key);
    if (it != m_cache.end())
        return it->second;

    // Group faces by class: one representative face and its multiplicity per class.
    QVarLengthArray<int, 12> rep, mult;
    QVarLengthArray<int, 12> classIds;
    for (int f = die.low(); f <= die.high(); ++f) {
        const int idx = f - die.low();
        const int cls = idx < classes.size() ? int(classes[idx]) : 1000 + idx;
        const auto found = std::find(classIds.begin(), classIds.end(), cls);
        if (found == classIds.end()) {
            classIds.append(cls);
            rep.append(f);
            mult.append(1);
        } else {
            ++mult[found - classIds.begin()];
        }
    }
    const int nClasses = int(rep.size());
    // The multisets number C(count + classes - 1, classes - 1), each one branch at least: past the
    // walk's bound they are refused before they are built (a pool of 100 d6 of six classes would
    // hold 96 million).
    Integer multisets;
    mpz_bin_uiui(multisets.get_mpz_t(), unsigned(count + nClasses - 1), unsigned(nClasses - 1));
    if (multisets > integer(m_maxPaths))
        throw TooManyBranches();
    Choices out;
    out.outOf = power(unsigned(die.sides), unsigned(count));
    out.count = count;
    out.die = die;
    out.classes = classes;

    // Every multiset k_1..k_C with sum count: weight = count!/(prod k_i!) * prod mult_i^k_i.
    QVarLengthArray<int, 12> k(nClasses, 0);
    std::function<void(int, int)> walk = [&](int c, int left) {
        if (c == nClasses - 1) {
            k[c] = left;
            Choice ch;
            int placed = 0;
            for (int j = 0; j < nClasses; ++j) {
                for (int m = 0; m < k[j]; ++m) {
                    ++placed;
                    // The running multinomial divides exactly at each step.
                    mpz_mul_ui(ch.weight.get_mpz_t(), ch.weight.get_mpz_t(), unsigned(placed));
                    mpz_divexact_ui(ch.weight.get_mpz_t(), ch.weight.get_mpz_t(), unsigned(m + 1));
                    mpz_mul_ui(ch.weight.get_mpz_t(), ch.weight.get_mpz_t(), unsigned(mult[j]));
                    ch.values.append(rep[j]);
                }
            }
            out.list.push_back(std::move(ch));
            return;
        }
        for (int n = left; n >= 0; --n) {
            k[c] = n;
            walk(c + 1, left - n);
        }
    };
    walk(0, count);
    return m_cache.emplace(std::move(key), std::move(out)).first->second;
}

const EnumeratingDice::Choice &EnumeratingDice::step(int count, const DieSpec &die, const DieClasses &classes)
{
    if (++m_dice > m_maxDice && m_maxDice >= 0)
        throw TooManyBranches();
    // A die replayed on the way to the last fork is compared with what it was; only a new one is
    // looked up (building its key and hashing it for every die of every branch cost a tenth of a walk).
    if (m_depth < m_path.size()) {
        const Choices &was = *m_path[m_depth].choices;
        if (was.count != count || was.die != die || was.classes != classes)
            throw std::logic_error("adj::EnumeratingDice: the resolver asked for different dice on replay");
    } else {
        m_path.push_back(Node{&choicesFor(count, die, classes), 0});
    }
    const Node &n = m_path[m_depth++];
    return n.choices->list[size_t(n.index)];
}

int EnumeratingDice::next(const DieSpec &die, const QString &, const DieClasses &classes)
{
    return step(1, die, classes).values[0];
}

QList<int> EnumeratingDice::nextPool(int count, const DieSpec &die, const QString &,
                                     const DieClasses &classes)
{
    if (count <= 0)
        return {};
    const Choice &c = step(count, die, classes);
    return QList<int>(c.values.begin(), c.values.end());
}

bool EnumeratingDice::advance()
{
    // Nodes below the depth reached were not asked for on this branch.
    m_path.resize(m_depth);
    while (!m_path.empty()) {
        Node &last = m_path.back();
        if (size_t(last.index) + 1 < last.choices->list.size()) {
            ++last.index;
            m_valid = std::min(m_valid, m_path.size() - 1);
            return true;
        }
        m_path.pop_back();
    }
    return false;
}

// The products down the path are kept per node: only the dice below the last fork are multiplied
// again (a boarding battle of 1,000 rolls is a thousand dice deep). Returns the last node, null when
// the branch asked no die.
const EnumeratingDice::Node *EnumeratingDice::weighPath()
{
    for (size_t i = m_valid; i < m_depth; ++i) {
        Node &n = m_path[i];
        const Integer &weight = n.choices->list[size_t(n.index)].weight;
        if (i == 0) {
            n.num = weight;
            n.den = n.choices->outOf;
        } else {
            mpz_mul(n.num.get_mpz_t(), m_path[i - 1].num.get_mpz_t(), weight.get_mpz_t());
            mpz_mul(n.den.get_mpz_t(), m_path[i - 1].den.get_mpz_t(), n.choices->outOf.get_mpz_t());
        }
    }
    m_valid = m_depth;
    return m_depth > 0 ? &m_path[m_depth - 1] : nullptr;
}

Distribution EnumeratingDice::enumerate(const Run &run, qint64 maxPaths, qint64 maxDice)
{
    // Each branch weighs prod(weight) / prod(outOf). Branches are summed per outcome as whole
    // numerators per denominator (FractionSum), so the rationals are formed once per outcome.
    struct Sum
    {
        QStringList tags;
        FractionSum p;
    };
    EnumeratingDice dice;
    dice.m_maxPaths = maxPaths;
    dice.m_maxDice = maxDice;
    // Each outcome's sum in a vector, found through its key: the table grows with the outcomes
    // (a Terrain deal has a thousand, its keys twenty cards long) and keeps each key's hash, so
    // that growing hashes no key again (QHash does: a tenth of the deal's walk).
    std::unordered_map<QString, qsizetype> sumOf;
    sumOf.reserve(64);
    std::vector<Sum> sums;
    const Integer one = 1;
    qint64 paths = 0;
    auto tooMany = [maxPaths] {
        Distribution failed;
        failed.setError(QCoreApplication::translate("adj::EnumeratingDice",
                                                    "too large to work out exactly (over %1 branches of "
                                                    "the dice); roll it")
                            .arg(maxPaths));
        return failed;
    };
    do {
        dice.m_depth = 0;
        Resolution out;
        out.setQuiet(true);
        try {
            run(dice, out);
        } catch (const TooManyBranches &) {
            if (maxDice < 0 || dice.m_dice <= maxDice)
                return tooMany();
            Distribution failed;
            failed.setError(
                QCoreApplication::translate("adj::EnumeratingDice",
                                            "too large to work out exactly (over %1 dice to walk); "
                                            "roll it")
                    .arg(maxDice));
            return failed;
        }
        if (!out.ok()) {
            Distribution failed;
            failed.setError(out.error());
            return failed;
        }
        const Node *last = dice.weighPath();
        const Integer &num = last ? last->num : one;
        const Integer &den = last ? last->den : one;
        const QStringList &tags = out.outcomes();
        qsizetype &slot = sumOf[tags.isEmpty() ? u"none"_s : tags.join(u' ')]; // its index + 1; 0 when new
        if (slot == 0) {
            sums.push_back({tags, {}});
            slot = qsizetype(sums.size());
        }
        sums[size_t(slot - 1)].p.add(num, den);
        if (++paths > maxPaths)
            return tooMany();
    } while (dice.advance());
    // The marginals the same way: whole numerators per tag, one reduction each.
    Distribution dist;
    dist.reserve(sums.size());
    QHash<QString, FractionSum> marginals;
    for (const auto &[key, slot] : sumOf) {
        const Sum &sum = sums[size_t(slot - 1)];
        dist.addOutcome(key, sum.tags, sum.p.value());
        for (const QString &tag : sum.tags)
            marginals[tag].add(sum.p);
    }
    for (auto it = marginals.cbegin(); it != marginals.cend(); ++it)
        dist.addMarginal(it.key(), it.value().value());
    dist.setPaths(paths);
    return dist;
}

} // namespace adj
