#include "enumeratingdice.h"

#include "resolution.h"

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
    std::string key;
    key.reserve(4 + size_t(classes.size()));
    key.push_back(char(count));
    key.push_back(char(die.sides));
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
    Choices out;
    for (int i = 0; i < count; ++i)
        out.outOf *= die.sides;

    // Every multiset k_1..k_C with sum count: weight = count!/(prod k_i!) * prod mult_i^k_i.
    QVarLengthArray<int, 12> k(nClasses, 0);
    std::function<void(int, int)> walk = [&](int c, int left) {
        if (c == nClasses - 1) {
            k[c] = left;
            Choice ch;
            qint64 w = 1;
            int placed = 0;
            for (int j = 0; j < nClasses; ++j) {
                for (int m = 0; m < k[j]; ++m) {
                    ++placed;
                    w = w * placed / (m + 1); // running multinomial, exact at each step
                    w *= mult[j];
                    ch.values.append(rep[j]);
                }
            }
            ch.weight = w;
            out.list.push_back(ch);
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
    const Choices &cs = choicesFor(count, die, classes);
    if (m_depth < m_path.size()) {
        if (m_path[m_depth].choices != &cs)
            throw std::logic_error("adj::EnumeratingDice: the resolver asked for different dice on replay");
    } else {
        m_path.push_back(Node{&cs, 0});
    }
    const Node &n = m_path[m_depth++];
    return cs.list[size_t(n.index)];
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
            return true;
        }
        m_path.pop_back();
    }
    return false;
}

Distribution EnumeratingDice::enumerate(const Run &run, qint64 maxPaths)
{
    EnumeratingDice dice;
    Distribution dist;
    qint64 paths = 0;
    do {
        dice.m_depth = 0;
        Resolution out;
        out.setQuiet(true);
        run(dice, out);
        if (!out.ok()) {
            Distribution failed;
            failed.setError(out.error());
            return failed;
        }
        Int128 num = 1, den = 1;
        for (size_t i = 0; i < dice.m_depth; ++i) {
            const Node &n = dice.m_path[i];
            num *= n.choices->list[size_t(n.index)].weight;
            den *= n.choices->outOf;
        }
        // Reduce in 128 bits before the 64-bit Fraction sees it.
        Int128 a = num, b = den;
        while (b != 0) {
            const Int128 t = a % b;
            a = b;
            b = t;
        }
        dist.add(out.outcomes(), Fraction(qint64(num / a), qint64(den / a)));
        if (++paths > maxPaths) {
            Distribution failed;
            failed.setError(QCoreApplication::translate("adj::EnumeratingDice",
                                                        "too large to work out exactly (over %1 branches of "
                                                        "the dice); roll it")
                                .arg(maxPaths));
            return failed;
        }
    } while (dice.advance());
    dist.setPaths(paths);
    return dist;
}

} // namespace adj
