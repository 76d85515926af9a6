// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "entrylisthtml.h"

#include "htmlcells.h"
#include "labels.h"
#include "schemacheck.h"
#include "summary/summarytext.h"
#include "summaryhtml.h"

using namespace Qt::StringLiterals;

namespace adj {

using namespace htmlcells;

namespace {
QString n(qint64 value)
{
    return QString::number(value);
}

QString bold(const QString &text)
{
    return u"<b>"_s + esc(text) + u"</b>"_s;
}

QString italic(const QString &text)
{
    return u"<i>"_s + esc(text) + u"</i>"_s;
}

// One entry: a paragraph of class "e" (EntryListHtml::style()).
QString entry(const QString &html)
{
    return u"<p class=\"e\">"_s + html + u"</p>\n"_s;
}

// The side's colour and name, as its table cell shows them.
QString side(const TurnSummary::SideLine &s)
{
    const QString swatch =
        // Only #rrggbb goes into a style attribute: "red;background-image:url(...)" would fetch.
        s.color.isEmpty() || !SchemaCheck::isColor(s.color)
            ? QString()
            : u"<span style=\"color:%1\">&#9632;</span> "_s.arg(esc(s.color));
    return swatch + esc(s.name);
}

// "■ Blue · Blue Guard: Routed, turn 2": a unit's or a leader's change of status.
QString statusEntry(const TurnSummary::SideLine &s, const QString &name, const QString &status, int turn)
{
    return entry(esc(EntryListHtml::tr("%1 · %2: %3, turn %4"))
                     .arg(side(s), bold(name), esc(SummaryHtml::statusLabel(status)), n(turn)));
}
} // namespace

QString EntryListHtml::style()
{
    return u"p.e{margin-top:0;margin-bottom:2px;margin-left:14px;text-indent:-14px}"_s;
}

QString EntryListHtml::losses(const TurnSummary &s, const QString &measure, bool fullColumn)
{
    QString html;
    for (const auto &sd : s.sides)
        for (const auto &l : sd.losses) {
            QString text =
                esc(tr("%1 · %2: at the start %3, lost %4, regained %5, now %6"))
                    .arg(side(sd), bold(l.unit), n(l.atStart), n(l.lost), n(l.regained), n(l.strength));
            if (fullColumn)
                text += esc(tr(", full strength %1").arg(l.strengthStart));
            html += entry(text);
        }
    return section(SummaryHtml::tr("Losses by unit (%1)").arg(measure), html, SummaryHtml::tr("None."));
}

QString EntryListHtml::units(const TurnSummary &s)
{
    QString html;
    for (const auto &sd : s.sides)
        for (const auto &u : sd.units)
            html += statusEntry(sd, u.unit, u.status, u.turn);
    return section(SummaryHtml::tr("Units eliminated, routed, captured or sunk"), html,
                   SummaryHtml::tr("None."));
}

QString EntryListHtml::markers(const TurnSummary &s)
{
    QString html;
    for (const auto &sd : s.sides) {
        for (const auto &m : sd.placed)
            html += entry(esc(tr("%1 · %2: %3 placed, turn %4"))
                              .arg(side(sd), bold(m.unit), italic(Labels::marker(m.marker)), n(m.turn)));
        for (const auto &m : sd.lifted)
            html += entry(esc(tr("%1 · %2: %3 lifted, turn %4"))
                              .arg(side(sd), bold(m.unit), italic(Labels::marker(m.marker)), n(m.turn)));
    }
    return section(SummaryHtml::tr("Markers placed and lifted"), html, SummaryHtml::tr("None."));
}

QString EntryListHtml::leaders(const TurnSummary &s)
{
    QString html;
    for (const auto &sd : s.sides)
        for (const auto &l : sd.leaders)
            html += statusEntry(sd, l.leader, l.status, l.turn);
    return section(SummaryHtml::tr("Leaders lost or wounded"), html, SummaryHtml::tr("None."));
}

// Public: the players saw the card drawn, the wind change, who moved first.
QString EntryListHtml::bookkeeping(const TurnSummary &s)
{
    QString html;
    for (const auto &b : s.bookkeeping)
        html += entry(esc(tr("turn %1 · %2")).arg(n(b.turn), esc(b.label)));
    return section(SummaryHtml::tr("Cards drawn, wind and the order of play"), html,
                   SummaryHtml::tr("None."));
}

// Who did what, in the players' reports too; the rule numbers are the referee's alone.
QString EntryListHtml::resolutions(const TurnSummary &s)
{
    const bool rules = !s.isPlayersReport();
    QString html;
    for (const auto &r : s.resolutions) {
        QString text = esc(tr("#%1 · turn %2 · %3 — %4"))
                           .arg(n(r.seq), n(r.turn), bold(Labels::action(s.ruleset, r.action)),
                                esc(SummaryText::resolution(s, r)));
        if (rules && !r.rules.isEmpty())
            text += u' ' + italic(tr("(rules %1)").arg(r.rules.join(u", "_s)));
        html += entry(text);
    }
    return section(SummaryHtml::tr("Resolutions"), html, SummaryHtml::tr("No resolutions."));
}

QString EntryListHtml::notes(const TurnSummary &s)
{
    QString html;
    for (const auto &note : s.notes)
        html += entry(esc(tr("#%1 · turn %2 — %3"))
                          .arg(n(note.seq), n(note.turn), esc(note.text).replace(u'\n', u"<br>"_s)));
    return section(SummaryHtml::tr("Referee's notes"), html, SummaryHtml::tr("No notes."));
}

} // namespace adj
