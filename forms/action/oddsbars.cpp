// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oddsbars.h"

#include "core/ruleset.h"
#include "core/vocabulary.h"

#include <QLocale>
#include <QMap>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// "hits=3" -> ("hits", 3); false when the tag does not count something.
bool counted(const QString &tag, QString *family, int *n)
{
    static const QRegularExpression re(uR"(^([A-Za-z][\w:-]*)=(\d+)$)"_s);
    const QRegularExpressionMatch m = re.match(tag);
    if (!m.hasMatch())
        return false;
    *family = m.captured(1);
    *n = m.captured(2).toInt();
    return true;
}

QString label(const RuleSet *rs, const QString &tag)
{
    return rs ? rs->outcomeLabel(tag) : tag;
}

// The position of a tag among the declared patterns ("eliminated:ROLE" matches
// "eliminated:target"); patterns not declared go last, in tag order.
int rank(const QStringList &outcomes, const QString &tag)
{
    for (qsizetype i = 0; i < outcomes.size(); ++i) {
        const QString &p = outcomes.at(i);
        const qsizetype cut = p.indexOf(QRegularExpression(u"[A-Z<]"_s));
        const QString stem = cut < 0 ? p : p.left(cut);
        if (cut < 0 ? tag == p : tag.startsWith(stem))
            return int(i);
    }
    return int(outcomes.size());
}

} // namespace

QString OddsBars::percent(double p)
{
    const double v = p * 100.0;
    if (v > 0 && v < 0.5)
        return tr("<1%");
    if (v < 100 && v > 99.5)
        return tr(">99%");
    return tr("%1%").arg(QLocale().toString(v, 'f', 0));
}

// The counted family among the odds' tags ("hits=N"): the first one the action declares; the
// tags that count nothing are flags.
struct OddsBars::Tags
{
    QString main;                               // the counted family; empty when none
    QMap<QString, QMap<int, QString>> families; // family -> value -> tag
    QStringList flags;
};

OddsBars::Tags OddsBars::sortTags(const Distribution &d, const QStringList &outcomes)
{
    Tags t;
    for (const QString &tag : d.marginalTags()) {
        QString family;
        int n = 0;
        if (counted(tag, &family, &n))
            t.families[family].insert(n, tag);
        else
            t.flags << tag;
    }
    int best = int(outcomes.size()) + 1;
    for (auto it = t.families.cbegin(); it != t.families.cend(); ++it) {
        const int r = rank(outcomes, it.value().first());
        if (r < best) {
            best = r;
            t.main = it.key();
        }
    }
    // Flags: the declared ones first.
    std::stable_sort(t.flags.begin(), t.flags.end(), [&](const QString &a, const QString &b) {
        return rank(outcomes, a) < rank(outcomes, b);
    });
    return t;
}

// Up to five bars of single values of the counted family; the rest of the tail as "k or more".
// `atLeastOne`: the chance of one or more, -1 when the family has no zero.
QList<OddsBars::Bar> OddsBars::countBars(const Distribution &d, const Tags &t, const RuleSet *rs,
                                         double *atLeastOne)
{
    QList<Bar> counts;
    *atLeastOne = -1;
    if (t.main.isEmpty())
        return counts;
    const QMap<int, QString> &values = t.families.value(t.main);
    const int single = values.size() <= 6 ? int(values.size()) : 4;
    int i = 0;
    Fraction tail;
    double tailP = 0;
    int from = 0;
    for (auto v = values.cbegin(); v != values.cend(); ++v, ++i) {
        if (i < single) {
            counts.append({label(rs, v.value()), d.marginalP(v.value()), d.marginalText(v.value()), false});
            continue;
        }
        if (i == single)
            from = v.key();
        tail += d.marginal(v.value());
        tailP += d.marginalP(v.value());
    }
    if (i > single) {
        const QString family = rs ? rs->familyLabel(t.main) : Vocabulary::family(t.main);
        counts.append({tr("%1 or more %2").arg(from).arg(family.isEmpty() ? t.main : family), tailP,
                       tail.toString(), false});
    }
    if (values.contains(0) && values.firstKey() == 0)
        *atLeastOne = 1.0 - d.marginalP(values.value(0));
    return counts;
}

// The flags' bars in the `room` left: never a flag every outcome carries (beside a counted
// family) or none does; too many: the most declared ones, the rest gathered as "other outcomes".
QList<OddsBars::Bar> OddsBars::flagBars(const Distribution &d, const Tags &t, const RuleSet *rs, int room)
{
    QList<Bar> flags;
    for (const QString &tag : std::as_const(t.flags)) {
        const double p = d.marginalP(tag);
        if (p <= 0 || (p >= 1 && !t.main.isEmpty()))
            continue;
        flags.append({label(rs, tag), p, d.marginalText(tag), !t.main.isEmpty()});
    }
    if (flags.size() > room && room > 0) {
        QList<Bar> kept = flags.mid(0, room - 1);
        double rest = 0;
        for (qsizetype k = room - 1; k < flags.size(); ++k)
            rest += flags.at(k).p;
        if (t.main.isEmpty())
            kept.append({tr("other outcomes"), std::min(rest, 1.0), QString(), false});
        flags = kept;
    }
    return flags;
}

// The headline: the chance that matters.
QString OddsBars::headlineOf(const QString &main, double atLeastOne, const QList<Bar> &counts,
                             const QList<Bar> &flags, const RuleSet *rs)
{
    QStringList parts;
    if (atLeastOne >= 0) {
        const QString phrase = rs ? rs->atLeastOneLabel(main) : Vocabulary::atLeastOne(main);
        parts << (phrase.isEmpty() ? tr("%1 at least 1 (%2)").arg(percent(atLeastOne), main)
                                   : tr("%1 %2").arg(percent(atLeastOne), phrase));
    }
    for (const Bar &f : flags) {
        if (parts.size() >= (main.isEmpty() ? 3 : 2))
            break;
        // A flag under half a percent is on its bar, not in the headline.
        if ((main.isEmpty() || f.flag) && f.p >= 0.005)
            parts << tr("%1 %2").arg(percent(f.p), f.label);
    }
    if (parts.isEmpty() && !counts.isEmpty()) {
        const Bar *most = &counts.first();
        for (const Bar &b : counts)
            if (b.p > most->p)
                most = &b;
        parts << tr("%1 %2 (the most likely)").arg(percent(most->p), most->label);
    }
    return parts.isEmpty() ? tr("no outcome") : parts.join(u"; "_s);
}

OddsBars OddsBars::build(const Distribution &d, const QStringList &outcomes, const RuleSet *rs)
{
    OddsBars out;
    if (!d.ok())
        return out;
    const Tags tags = sortTags(d, outcomes);
    if (!tags.main.isEmpty())
        out.family = rs ? rs->familyLabel(tags.main) : Vocabulary::family(tags.main);
    double atLeastOne = -1;
    const QList<Bar> counts = countBars(d, tags, rs, &atLeastOne);
    const QList<Bar> flags = flagBars(d, tags, rs, kMaxBars - int(counts.size()));
    out.bars = counts + flags;
    out.headline = headlineOf(tags.main, atLeastOne, counts, flags, rs);
    return out;
}

} // namespace adj
