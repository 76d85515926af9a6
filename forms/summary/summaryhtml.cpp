#include "summaryhtml.h"

#include "labels.h"
#include "rulesetprofile.h"
#include "schemacheck.h"
#include "summary/lossbands.h"
#include "summary/summarytext.h"

#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString cell(const QString &html, const QString &attrs = {})
{
    if (attrs.isEmpty())
        return u"<td>"_s + html + u"</td>"_s;
    return u"<td "_s + attrs + u'>' + html + u"</td>"_s;
}

QString num(int n)
{
    return u"<td align=\"right\">%1</td>"_s.arg(n);
}

// A table whose heading row repeats on every page it runs onto. A long one is cut into tables
// of kChunk rows, which look the same: QTextDocument lays out one long table in quadratic time.
constexpr int kChunk = 50;

QString table(const QStringList &heads, const QString &rows)
{
    QString h;
    for (const QString &head : heads)
        h += u"<th align=\"left\">"_s + esc(head) + u"</th>"_s;
    const QString open = u"<table class=\"grid\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                         "width=\"100%\"><thead><tr>"_s +
                         h + u"</tr></thead><tbody>"_s;
    const QString close = u"</tbody></table>\n"_s;
    // Cut after every kChunk-th row.
    QString result = open;
    qsizetype from = 0;
    qsizetype at = 0;
    int n = 0;
    while ((at = rows.indexOf(u"</tr>"_s, at)) >= 0) {
        at += 5;
        if (++n % kChunk == 0 && at < rows.size()) {
            result += QStringView(rows).mid(from, at - from) + close + open;
            from = at;
        }
    }
    result += QStringView(rows).mid(from) + close;
    return result;
}

QString sideCell(const TurnSummary::SideLine &s)
{
    const QString swatch =
        // Only #rrggbb goes into a style attribute: "red;background-image:url(...)" would fetch.
        s.color.isEmpty() || !SchemaCheck::isColor(s.color)
            ? QString()
            : u"<span style=\"color:%1\">&#9632;</span> "_s.arg(esc(s.color));
    return cell(swatch + esc(s.name));
}

// Keeps the last `max` entries of a list (the latest are those a referee looks for first);
// returns how many went.
template <typename T> int keepLast(QList<T> &list, int max)
{
    const int cut = std::max(0, int(list.size()) - max);
    if (cut > 0)
        list.remove(0, cut);
    return cut;
}

QString section(const QString &heading, const QString &body, const QString &none)
{
    const QString text = body.isEmpty() ? QString(u"<p>"_s + esc(none) + u"</p>\n"_s) : body;
    return u"<h2>"_s + esc(heading) + u"</h2>\n"_s + text;
}
} // namespace

QString SummaryHtml::statusLabel(const QString &status)
{
    return Labels::status(status); // one list for the roster and the summary
}

QString SummaryHtml::title(const TurnSummary &s)
{
    const QString period =
        s.turn == 0 ? tr("The battle so far (turns 1 to %1)").arg(s.lastTurn) : tr("Turn %1").arg(s.turn);
    return s.isPlayersReport() ? tr("%1: report for %2").arg(period, s.forSide) : period;
}

QList<SummaryHtml::Chart> SummaryHtml::charts(const TurnSummary &s)
{
    QList<Chart> out{Chart::Casualties, Chart::Strength};
    // The Glory race, in Honour & Glory, once a side shown keeps a Glory counter.
    bool glory = false;
    for (const auto &side : s.sides)
        for (const auto &c : side.counters)
            glory = glory || (side.exact && c.kind == u"Glory"_s);
    if (s.hasGlory() && glory)
        out << Chart::Glory;
    return out;
}

QString SummaryHtml::render(const TurnSummary &full, const Options &o)
{
    // On screen a long list shows its latest rows only: a battle so far of 100,000 events would
    // take the GUI thread seconds to lay out, and the printed report has every row.
    TurnSummary shortened;
    int cutLosses = 0, cutUnits = 0, cutMarkers = 0, cutLeaders = 0, cutBooks = 0, cutResolutions = 0,
        cutNotes = 0;
    if (o.maxRows > 0) {
        shortened = full;
        for (auto &side : shortened.sides) {
            cutLosses += keepLast(side.losses, o.maxRows);
            cutUnits += keepLast(side.units, o.maxRows);
            cutMarkers += keepLast(side.placed, o.maxRows) + keepLast(side.lifted, o.maxRows);
            cutLeaders += keepLast(side.leaders, o.maxRows);
        }
        cutBooks = keepLast(shortened.bookkeeping, o.maxRows);
        cutResolutions = keepLast(shortened.resolutions, o.maxRows);
        cutNotes = keepLast(shortened.notes, o.maxRows);
    }
    const TurnSummary &s = o.maxRows > 0 ? shortened : full;
    const auto more = [](int cut) {
        return cut == 0 ? QString()
                        : u"<p><i>"_s +
                              esc(tr("… and %1 more, the earliest, not shown here; print or export the "
                                     "summary for all of "
                                     "them.")
                                      .arg(cut)) +
                              u"</i></p>\n"_s;
    };
    const RuleSetProfile *profile = Profiles::find(s.ruleset);
    const QString measure = profile ? Profiles::strengthMeasureLabel(profile->strength) : s.measure;
    QString html = u"<html><head><meta charset=\"utf-8\"><title>"_s + esc(s.battle) + u" — "_s +
                   esc(title(s)) +
                   u"</title><style>body{font-family:sans-serif;overflow-wrap:anywhere;word-break:break-word}"
                   "table.grid{border-collapse:collapse}th{background:#e8e8e8}"
                   "h1{font-size:16pt}h2{font-size:12pt;margin-top:12px}</style></head><body>\n"_s;
    html += u"<h1>"_s + esc(s.battle) + u"</h1>\n<p><b>"_s + esc(title(s)) + u"</b><br>"_s;
    html += esc(tr("%1; strength in %2; printed %3")
                    .arg(profile ? Profiles::label(profile->name) : s.ruleset, measure,
                         QLocale().toString(o.date, QLocale::ShortFormat)));
    html += u"</p>\n"_s;

    // Casualties and standing, side by side: at the start, less the lost, plus the regained, is
    // now; the full strength beside it where a side began under it.
    bool fullColumn = false;
    for (const auto &side : s.sides) {
        fullColumn = fullColumn || (side.exact && side.strengthStart != side.atStart);
        for (const auto &l : side.losses)
            fullColumn = fullColumn || l.strengthStart != l.atStart;
    }
    const bool soFar = s.turn != 0;
    const QString atStart = s.turn == 0 ? tr("At the start") : tr("At the start of the turn");
    QString rows;
    for (const auto &side : s.sides) {
        QStringList state;
        if (!side.exact)
            state << LossBands::label(side.lossBand);
        if (side.inDisorder)
            state << LossBands::disorderLabel();
        if (side.exact)
            rows += u"<tr>"_s + sideCell(side) + num(side.atStart) + num(side.lost) + num(side.regained) +
                    num(side.strength) + (fullColumn ? num(side.strengthStart) : QString()) +
                    (soFar ? num(side.lostSoFar) : QString()) + cell(esc(state.join(u", "_s))) + u"</tr>"_s;
        else
            rows +=
                u"<tr>"_s + sideCell(side) +
                cell(esc(state.join(u", "_s)), u"colspan=\"%1\""_s.arg(5 + int(fullColumn) + int(soFar))) +
                u"</tr>"_s;
    }
    QStringList heads{tr("Side"), atStart, s.turn == 0 ? tr("Lost") : tr("Lost this turn"), tr("Regained"),
                      tr("Now")};
    if (fullColumn)
        heads << tr("Full strength");
    if (soFar)
        heads << tr("Lost so far");
    heads << tr("Condition");
    html += section(tr("Casualties (%1)").arg(measure), table(heads, rows), tr("No sides."));

    if (o.charts) {
        QString imgs;
        const int height = o.chartWidth * 2 / 5;
        for (const QString &url : {o.casualtiesUrl, o.strengthUrl, s.hasGlory() ? o.gloryUrl : QString()})
            if (!url.isEmpty())
                imgs += u"<p><img src=\"%1\" width=\"%2\" height=\"%3\"></p>\n"_s.arg(esc(url))
                            .arg(o.chartWidth)
                            .arg(height);
        if (!imgs.isEmpty())
            html += u"<h2>"_s + esc(tr("Charts")) + u"</h2>\n"_s + imgs;
    }

    rows.clear();
    for (const auto &side : s.sides)
        for (const auto &l : side.losses)
            rows += u"<tr>"_s + sideCell(side) + cell(esc(l.unit)) + num(l.atStart) + num(l.lost) +
                    num(l.regained) + num(l.strength) + (fullColumn ? num(l.strengthStart) : QString()) +
                    u"</tr>"_s;
    QStringList unitHeads{tr("Side"), tr("Unit"), atStart, tr("Lost"), tr("Regained"), tr("Now")};
    if (fullColumn)
        unitHeads << tr("Full strength");
    html += section(tr("Losses by unit (%1)").arg(measure),
                    rows.isEmpty() ? QString() : table(unitHeads, rows), tr("None."));
    html += more(cutLosses);

    rows.clear();
    for (const auto &side : s.sides)
        for (const auto &u : side.units)
            rows += u"<tr>"_s + sideCell(side) + cell(esc(u.unit)) + cell(esc(statusLabel(u.status))) +
                    num(u.turn) + u"</tr>"_s;
    html +=
        section(tr("Units eliminated, routed, captured or sunk"),
                rows.isEmpty() ? QString() : table({tr("Side"), tr("Unit"), tr("Status"), tr("Turn")}, rows),
                tr("None."));
    html += more(cutUnits);

    rows.clear();
    for (const auto &side : s.sides) {
        for (const auto &m : side.placed)
            rows += u"<tr>"_s + sideCell(side) + cell(esc(m.unit)) + cell(esc(Labels::marker(m.marker))) +
                    cell(esc(tr("placed"))) + num(m.turn) + u"</tr>"_s;
        for (const auto &m : side.lifted)
            rows += u"<tr>"_s + sideCell(side) + cell(esc(m.unit)) + cell(esc(Labels::marker(m.marker))) +
                    cell(esc(tr("lifted"))) + num(m.turn) + u"</tr>"_s;
    }
    html +=
        section(tr("Markers placed and lifted"),
                rows.isEmpty()
                    ? QString()
                    : table({tr("Side"), tr("Unit"), tr("Marker"), tr("Placed or lifted"), tr("Turn")}, rows),
                tr("None."));
    html += more(cutMarkers);

    rows.clear();
    for (const auto &side : s.sides)
        for (const auto &l : side.leaders)
            rows += u"<tr>"_s + sideCell(side) + cell(esc(l.leader)) + cell(esc(statusLabel(l.status))) +
                    num(l.turn) + u"</tr>"_s;
    html += section(tr("Leaders lost or wounded"),
                    rows.isEmpty() ? QString()
                                   : table({tr("Side"), tr("Leader"), tr("Status"), tr("Turn")}, rows),
                    tr("None."));
    html += more(cutLeaders);

    rows.clear();
    auto counterRow = [&](const QString &who, const TurnSummary::CounterLine &c) {
        const QString change =
            c.after == c.before
                ? QString()
                : u"%1%2"_s.arg(c.after > c.before ? u"+"_s : QString()).arg(c.after - c.before);
        rows += u"<tr>"_s + who + cell(esc(Labels::counter(c.kind))) + num(c.before) + num(c.after) +
                cell(esc(change), u"align=\"right\""_s) + u"</tr>"_s;
    };
    for (const auto &side : s.sides)
        for (const auto &c : side.counters)
            counterRow(sideCell(side), c);
    for (const auto &c : s.battleCounters)
        counterRow(cell(esc(c.owner)), c);
    html += section(tr("Standings: VP, Glory, AP, wind"),
                    rows.isEmpty()
                        ? QString()
                        : table({tr("Side"), tr("Counter"), tr("Before"), tr("After"), tr("Change")}, rows),
                    tr("No counters."));

    // Public: the players saw the card drawn, the wind change, who moved first.
    rows.clear();
    for (const auto &b : s.bookkeeping)
        rows += u"<tr>"_s + num(b.turn) + cell(esc(b.label)) + u"</tr>"_s;
    html += section(tr("Cards drawn, wind and the order of play"),
                    rows.isEmpty() ? QString() : table({tr("Turn"), tr("What changed")}, rows), tr("None."));
    html += more(cutBooks);

    // Who did what: in the players' reports too, with the enemy's losses in words.
    // The rule numbers are the referee's, as the trace they come from.
    const bool rules = !s.isPlayersReport();
    rows.clear();
    for (const auto &r : s.resolutions)
        rows += u"<tr>"_s + num(int(r.seq)) + num(r.turn) + cell(esc(Labels::action(s.ruleset, r.action))) +
                cell(esc(SummaryText::resolution(s, r))) +
                (rules ? cell(esc(r.rules.join(u", "_s))) : QString()) + u"</tr>"_s;
    QStringList resolutionHeads{tr("#"), tr("Turn"), tr("Action"), tr("What happened")};
    if (rules)
        resolutionHeads << tr("Rules");
    html += section(tr("Resolutions"), rows.isEmpty() ? QString() : table(resolutionHeads, rows),
                    tr("No resolutions."));
    html += more(cutResolutions);
    if (!s.isPlayersReport()) {
        rows.clear();
        for (const auto &n : s.notes)
            rows += u"<tr>"_s + num(int(n.seq)) + num(n.turn) + cell(esc(n.text).replace(u'\n', u"<br>"_s)) +
                    u"</tr>"_s;
        html += section(tr("Referee's notes"),
                        rows.isEmpty() ? QString() : table({tr("#"), tr("Turn"), tr("Note")}, rows),
                        tr("No notes."));
        html += more(cutNotes);
    }
    html += u"</body></html>\n"_s;
    return html;
}

} // namespace adj
