// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "battlesofarhtml.h"

#include "htmlcells.h"
#include "summary/battlesofar.h"
#include "summaryhtml.h"

namespace adj {

using namespace htmlcells;

namespace {
constexpr int kUnitsPerRow = 2; // a big battle's units, two to a row: half the pages

QString cutLine(int cut)
{
    return cut == 0
               ? QString()
               : u"<p><i>"_s +
                     esc(BattleSoFarHtml::tr("… and %1 more, the earliest, not shown here; print or export "
                                             "the summary for all of them.")
                             .arg(cut)) +
                     u"</i></p>\n"_s;
}

// "+2 −1": the markers placed on a unit and lifted from it.
QString markerText(int placed, int lifted)
{
    QStringList parts;
    if (placed > 0)
        parts << u"+%1"_s.arg(placed);
    if (lifted > 0)
        parts << u"−%1"_s.arg(lifted);
    return parts.join(u' ');
}

// One unit in one cell, told in a line: "Unit 12: 6 → 2 (−5 +1); routed, turn 37; markers +2 −1".
QString unitCell(const BattleSoFar::UnitRow &u)
{
    QStringList parts;
    if (u.strengthChanged)
        parts << BattleSoFarHtml::tr("%1 → %2 (−%3 +%4)")
                     .arg(u.atStart)
                     .arg(u.strength)
                     .arg(u.lost)
                     .arg(u.regained);
    if (!u.status.isEmpty())
        parts << BattleSoFarHtml::tr("%1, turn %2").arg(SummaryHtml::statusLabel(u.status)).arg(u.statusTurn);
    if (u.markersPlaced + u.markersLifted > 0)
        parts << BattleSoFarHtml::tr("markers %1").arg(markerText(u.markersPlaced, u.markersLifted));
    return cell(u"<b>"_s + esc(u.unit) + u"</b>: "_s + esc(parts.join(u"; "_s)));
}

QString sideUnits(const TurnSummary &s, int side, const QList<BattleSoFar::UnitRow> &units)
{
    QString rows;
    for (qsizetype i = 0; i < units.size(); i += kUnitsPerRow) {
        rows += u"<tr>"_s;
        for (qsizetype k = i; k < i + kUnitsPerRow; ++k)
            rows += k < units.size() ? unitCell(units.at(k)) : QString(u"<td></td>"_s);
        rows += u"</tr>"_s;
    }
    return u"<h3>"_s + esc(BattleSoFarHtml::tr("%1: %2 units").arg(s.sides.at(side).name).arg(units.size())) +
           u"</h3>\n"_s + table({}, rows, 1);
}
} // namespace

QString BattleSoFarHtml::byTurn(const TurnSummary &s, int maxRows)
{
    QList<BattleSoFar::TurnRow> turns = BattleSoFar::byTurn(s);
    const int cut = maxRows > 0 ? keepLast(turns, maxRows) : 0;
    const QList<int> sides = BattleSoFar::exactSides(s);
    QStringList heads{tr("Turn")};
    for (int i : sides)
        heads << tr("%1 lost").arg(s.sides.at(i).name) << tr("%1 regained").arg(s.sides.at(i).name)
              << tr("%1 at the end").arg(s.sides.at(i).name);
    heads << tr("Resolutions") << tr("Units out") << tr("Markers") << tr("Cards, wind, order");
    QString rows;
    for (const BattleSoFar::TurnRow &t : std::as_const(turns)) {
        rows += u"<tr>"_s + num(t.turn);
        for (qsizetype k = 0; k < sides.size(); ++k)
            rows += num(t.lost.at(k)) + num(t.regained.at(k)) + num(t.strength.at(k));
        rows += num(t.resolutions) + num(t.unitsOut) +
                cell(esc(markerText(t.markersPlaced, t.markersLifted))) + num(t.bookkeeping) + u"</tr>"_s;
    }
    return section(tr("Turn by turn"), rows.isEmpty() ? QString() : table(heads, rows), tr("No turns.")) +
           cutLine(cut);
}

QString BattleSoFarHtml::byUnit(const TurnSummary &s, const QString &measure, int maxRows)
{
    const QList<BattleSoFar::UnitRow> all = BattleSoFar::byUnit(s);
    QString html;
    for (int side = 0; side < s.sides.size(); ++side) {
        QList<BattleSoFar::UnitRow> units;
        for (const BattleSoFar::UnitRow &u : all)
            if (u.side == side)
                units << u;
        if (units.isEmpty())
            continue;
        const int cut = maxRows > 0 ? keepLast(units, maxRows) : 0;
        html += sideUnits(s, side, units) + cutLine(cut);
    }
    const QString intro =
        u"<p>"_s +
        esc(tr("Every unit whose strength, status or markers changed: its strength at the start → now "
               "(%1; − lost, + regained), its last change of status, and the markers placed on it (+) and "
               "lifted (−).")
                .arg(measure)) +
        u"</p>\n"_s;
    return section(tr("Unit by unit"), html.isEmpty() ? QString() : intro + html, tr("None."));
}

QString BattleSoFarHtml::onRequest(const TurnSummary &s)
{
    const QString text =
        s.resolutions.isEmpty()
            ? tr("No resolutions.")
            : tr("%1 resolutions, counted turn by turn above. Each of them, with every card drawn, "
                 "marker and change of status, is listed when the summary is printed with every "
                 "resolution (the Summary's \"Every resolution\", adjutant-cli summary --resolutions).")
                  .arg(s.resolutions.size());
    return section(tr("Resolutions"), u"<p>"_s + esc(text) + u"</p>\n"_s, {});
}

} // namespace adj
