// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "summaryhtml.h"

#include "battlesofarhtml.h"
#include "entrylisthtml.h"
#include "htmlcells.h"
#include "labels.h"
#include "rulesetprofile.h"
#include "summary/lossbands.h"
#include "summary/summarytext.h"

#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

using namespace htmlcells;

namespace {
// How many of each list were left out on screen (Options::maxRows).
struct Cuts
{
    int losses = 0, units = 0, markers = 0, leaders = 0, books = 0, resolutions = 0, notes = 0;
};

QString more(int cut)
{
    return cut == 0
               ? QString()
               : u"<p><i>"_s +
                     esc(SummaryHtml::tr("… and %1 more, the earliest, not shown here; print or export the "
                                         "summary for all of "
                                         "them.")
                             .arg(cut)) +
                     u"</i></p>\n"_s;
}

// On screen a long list shows its latest rows only: a battle so far of 100,000 events would
// take the GUI thread seconds to lay out, and the printed report has every row.
TurnSummary shortened(const TurnSummary &full, int maxRows, Cuts *cut)
{
    TurnSummary s = full;
    for (auto &side : s.sides) {
        cut->losses += keepLast(side.losses, maxRows);
        cut->units += keepLast(side.units, maxRows);
        cut->markers += keepLast(side.placed, maxRows) + keepLast(side.lifted, maxRows);
        cut->leaders += keepLast(side.leaders, maxRows);
    }
    cut->books = keepLast(s.bookkeeping, maxRows);
    cut->resolutions = keepLast(s.resolutions, maxRows);
    cut->notes = keepLast(s.notes, maxRows);
    return s;
}

QString head(const TurnSummary &s, const SummaryHtml::Options &o, const QString &measure, bool entries)
{
    const RuleSetProfile *profile = Profiles::find(s.ruleset);
    QString html = u"<html><head><meta charset=\"utf-8\"><title>"_s + esc(s.battle) + u" — "_s +
                   esc(SummaryHtml::title(s)) +
                   u"</title><style>body{font-family:sans-serif;overflow-wrap:anywhere;word-break:break-word}"
                   "table.grid{border-collapse:collapse}th{background:#e8e8e8}"
                   "h1{font-size:16pt}h2{font-size:12pt;margin-top:12px}"_s +
                   (entries ? EntryListHtml::style() : QString()) + u"</style></head><body>\n"_s;
    html += u"<h1>"_s + esc(s.battle) + u"</h1>\n<p><b>"_s + esc(SummaryHtml::title(s)) + u"</b><br>"_s;
    html += esc(SummaryHtml::tr("%1; strength in %2; printed %3")
                    .arg(profile ? Profiles::label(profile->name) : s.ruleset, measure,
                         QLocale().toString(o.date, QLocale::ShortFormat)));
    html += u"</p>\n"_s;
    return html;
}

// Casualties and standing, side by side: at the start, less the lost, plus the regained, is
// now; the full strength beside it where a side began under it.
QString casualties(const TurnSummary &s, const QString &measure, bool fullColumn)
{
    const bool soFar = s.turn != 0;
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
    QStringList heads{SummaryHtml::tr("Side"),
                      s.turn == 0 ? SummaryHtml::tr("At the start")
                                  : SummaryHtml::tr("At the start of the turn"),
                      s.turn == 0 ? SummaryHtml::tr("Lost") : SummaryHtml::tr("Lost this turn"),
                      SummaryHtml::tr("Regained"), SummaryHtml::tr("Now")};
    if (fullColumn)
        heads << SummaryHtml::tr("Full strength");
    if (soFar)
        heads << SummaryHtml::tr("Lost so far");
    heads << SummaryHtml::tr("Condition");
    return section(SummaryHtml::tr("Casualties (%1)").arg(measure), table(heads, rows),
                   SummaryHtml::tr("No sides."));
}

QString chartImages(const TurnSummary &s, const SummaryHtml::Options &o)
{
    QString imgs;
    const int height = o.chartWidth * 2 / 5;
    for (const QString &url : {o.casualtiesUrl, o.strengthUrl, s.hasRace() ? o.raceUrl : QString()})
        if (!url.isEmpty())
            imgs += u"<p><img src=\"%1\" width=\"%2\" height=\"%3\"></p>\n"_s.arg(esc(url))
                        .arg(o.chartWidth)
                        .arg(height);
    return imgs.isEmpty() ? QString() : u"<h2>"_s + esc(SummaryHtml::tr("Charts")) + u"</h2>\n"_s + imgs;
}

QString unitLosses(const TurnSummary &s, const QString &measure, bool fullColumn)
{
    QString rows;
    for (const auto &side : s.sides)
        for (const auto &l : side.losses)
            rows += u"<tr>"_s + sideCell(side) + cell(esc(l.unit)) + num(l.atStart) + num(l.lost) +
                    num(l.regained) + num(l.strength) + (fullColumn ? num(l.strengthStart) : QString()) +
                    u"</tr>"_s;
    QStringList heads{SummaryHtml::tr("Side"),
                      SummaryHtml::tr("Unit"),
                      s.turn == 0 ? SummaryHtml::tr("At the start")
                                  : SummaryHtml::tr("At the start of the turn"),
                      SummaryHtml::tr("Lost"),
                      SummaryHtml::tr("Regained"),
                      SummaryHtml::tr("Now")};
    if (fullColumn)
        heads << SummaryHtml::tr("Full strength");
    return section(SummaryHtml::tr("Losses by unit (%1)").arg(measure),
                   rows.isEmpty() ? QString() : table(heads, rows), SummaryHtml::tr("None."));
}

QString unitsAndMarkers(const TurnSummary &s, const Cuts &cut)
{
    QString rows;
    for (const auto &side : s.sides)
        for (const auto &u : side.units)
            rows += u"<tr>"_s + sideCell(side) + cell(esc(u.unit)) +
                    cell(esc(SummaryHtml::statusLabel(u.status))) + num(u.turn) + u"</tr>"_s;
    QString html = section(SummaryHtml::tr("Units eliminated, routed, captured or sunk"),
                           rows.isEmpty() ? QString()
                                          : table({SummaryHtml::tr("Side"), SummaryHtml::tr("Unit"),
                                                   SummaryHtml::tr("Status"), SummaryHtml::tr("Turn")},
                                                  rows),
                           SummaryHtml::tr("None."));
    html += more(cut.units);
    rows.clear();
    for (const auto &side : s.sides) {
        for (const auto &m : side.placed)
            rows += u"<tr>"_s + sideCell(side) + cell(esc(m.unit)) + cell(esc(Labels::marker(m.marker))) +
                    cell(esc(SummaryHtml::tr("placed"))) + num(m.turn) + u"</tr>"_s;
        for (const auto &m : side.lifted)
            rows += u"<tr>"_s + sideCell(side) + cell(esc(m.unit)) + cell(esc(Labels::marker(m.marker))) +
                    cell(esc(SummaryHtml::tr("lifted"))) + num(m.turn) + u"</tr>"_s;
    }
    html += section(SummaryHtml::tr("Markers placed and lifted"),
                    rows.isEmpty()
                        ? QString()
                        : table({SummaryHtml::tr("Side"), SummaryHtml::tr("Unit"), SummaryHtml::tr("Marker"),
                                 SummaryHtml::tr("Placed or lifted"), SummaryHtml::tr("Turn")},
                                rows),
                    SummaryHtml::tr("None."));
    return html + more(cut.markers);
}

QString leaders(const TurnSummary &s)
{
    QString rows;
    for (const auto &side : s.sides)
        for (const auto &l : side.leaders)
            rows += u"<tr>"_s + sideCell(side) + cell(esc(l.leader)) +
                    cell(esc(SummaryHtml::statusLabel(l.status))) + num(l.turn) + u"</tr>"_s;
    return section(SummaryHtml::tr("Leaders lost or wounded"),
                   rows.isEmpty() ? QString()
                                  : table({SummaryHtml::tr("Side"), SummaryHtml::tr("Leader"),
                                           SummaryHtml::tr("Status"), SummaryHtml::tr("Turn")},
                                          rows),
                   SummaryHtml::tr("None."));
}

QString counters(const TurnSummary &s)
{
    QString rows;
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
    return section(SummaryHtml::tr("Standings: VP, Glory, AP, wind"),
                   rows.isEmpty() ? QString()
                                  : table({SummaryHtml::tr("Side"), SummaryHtml::tr("Counter"),
                                           SummaryHtml::tr("Before"), SummaryHtml::tr("After"),
                                           SummaryHtml::tr("Change")},
                                          rows),
                   SummaryHtml::tr("No counters."));
}

// Public: the players saw the card drawn, the wind change, who moved first.
QString bookkeeping(const TurnSummary &s)
{
    QString rows;
    for (const auto &b : s.bookkeeping)
        rows += u"<tr>"_s + num(b.turn) + cell(esc(b.label)) + u"</tr>"_s;
    return section(SummaryHtml::tr("Cards drawn, wind and the order of play"),
                   rows.isEmpty() ? QString()
                                  : table({SummaryHtml::tr("Turn"), SummaryHtml::tr("What changed")}, rows),
                   SummaryHtml::tr("None."));
}

// Who did what: in the players' reports too, with the enemy's losses in words.
// The rule numbers are the referee's, as the trace they come from.
QString resolutions(const TurnSummary &s)
{
    const bool rules = !s.isPlayersReport();
    QString rows;
    for (const auto &r : s.resolutions)
        rows += u"<tr>"_s + num(int(r.seq)) + num(r.turn) + cell(esc(Labels::action(s.ruleset, r.action))) +
                cell(esc(SummaryText::resolution(s, r))) +
                (rules ? cell(esc(r.rules.join(u", "_s))) : QString()) + u"</tr>"_s;
    QStringList heads{SummaryHtml::tr("#"), SummaryHtml::tr("Turn"), SummaryHtml::tr("Action"),
                      SummaryHtml::tr("What happened")};
    if (rules)
        heads << SummaryHtml::tr("Rules");
    return section(SummaryHtml::tr("Resolutions"), rows.isEmpty() ? QString() : table(heads, rows),
                   SummaryHtml::tr("No resolutions."));
}

QString notes(const TurnSummary &s)
{
    QString rows;
    for (const auto &n : s.notes)
        rows += u"<tr>"_s + num(int(n.seq)) + num(n.turn) + cell(esc(n.text).replace(u'\n', u"<br>"_s)) +
                u"</tr>"_s;
    return section(
        SummaryHtml::tr("Referee's notes"),
        rows.isEmpty()
            ? QString()
            : table({SummaryHtml::tr("#"), SummaryHtml::tr("Turn"), SummaryHtml::tr("Note")}, rows),
        SummaryHtml::tr("No notes."));
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
    // The race of the victory counter (Honour & Glory's Glory race), once a side shown keeps it.
    const QString race = s.raceKind();
    bool kept = false;
    for (const auto &side : s.sides)
        for (const auto &c : side.counters)
            kept = kept || (side.exact && c.kind == race);
    if (!race.isEmpty() && kept)
        out << Chart::Race;
    return out;
}

QString SummaryHtml::render(const TurnSummary &full, const Options &o)
{
    // The battle so far, unless every resolution was asked for, is told turn by turn and unit by
    // unit: its print grows with the turns and the units, not with the events (issue 19).
    const bool folded = full.turn == 0 && !o.everyResolution;
    // With every resolution, the lists that grow with the log are one paragraph per entry: as
    // table rows, QTextDocument took minutes over a battle of 100,000 events (issue 30).
    const bool entries = full.turn == 0 && o.everyResolution;
    Cuts cut;
    const TurnSummary s = o.maxRows > 0 && !folded ? shortened(full, o.maxRows, &cut) : full;
    const RuleSetProfile *profile = Profiles::find(s.ruleset);
    const QString measure = profile ? Profiles::strengthMeasureLabel(profile->strength) : s.measure;
    bool fullColumn = false;
    for (const auto &side : s.sides) {
        fullColumn = fullColumn || (side.exact && side.strengthStart != side.atStart);
        for (const auto &l : side.losses)
            fullColumn = fullColumn || l.strengthStart != l.atStart;
    }
    QString html = head(s, o, measure, entries) + casualties(s, measure, fullColumn);
    if (o.charts)
        html += chartImages(s, o);
    if (folded) {
        html += BattleSoFarHtml::byTurn(s, o.maxRows) + BattleSoFarHtml::byUnit(s, measure, o.maxRows);
    } else if (entries) {
        html += EntryListHtml::losses(s, measure, fullColumn) + more(cut.losses);
        html += EntryListHtml::units(s) + more(cut.units) + EntryListHtml::markers(s) + more(cut.markers);
    } else {
        html += unitLosses(s, measure, fullColumn) + more(cut.losses);
        html += unitsAndMarkers(s, cut);
    }
    html += (entries ? EntryListHtml::leaders(s) : leaders(s)) + more(cut.leaders) + counters(s);
    if (folded)
        html += BattleSoFarHtml::onRequest(s);
    else if (entries)
        html += EntryListHtml::bookkeeping(s) + more(cut.books) + EntryListHtml::resolutions(s) +
                more(cut.resolutions);
    else
        html += bookkeeping(s) + more(cut.books) + resolutions(s) + more(cut.resolutions);
    if (!s.isPlayersReport())
        html += (entries ? EntryListHtml::notes(s) : notes(s)) + more(cut.notes);
    html += u"</body></html>\n"_s;
    return html;
}

} // namespace adj
