// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "campaignhtml.h"

#include "rulesetprofile.h"
#include "summary/campaignreport.h"
#include "summary/lossbands.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString cell(const QString &text, bool right = false)
{
    return (right ? u"<td align=\"right\">"_s : u"<td>"_s) + esc(text) + u"</td>"_s;
}

QString table(const QStringList &heads, const QString &rows)
{
    QString h;
    for (const QString &head : heads)
        h += u"<th align=\"left\">"_s + esc(head) + u"</th>"_s;
    return u"<table class=\"grid\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\">"
           "<thead><tr>"_s +
           h + u"</tr></thead><tbody>"_s + rows + u"</tbody></table>\n"_s;
}

// A side's losses as its reader may see them: the figure, or the enemy's in words.
QString lossCell(const CampaignSummary &s, const QString &side, int lost, const QString &band)
{
    return CampaignReport::exact(s, side) ? cell(QString::number(lost), true) : cell(LossBands::label(band));
}

QString battleRows(const CampaignSummary &s)
{
    QString rows;
    for (int i = 0; i < s.battles.size(); ++i) {
        const CampaignSummary::Battle &b = s.battles.at(i);
        QString row = u"<tr>"_s + cell(QString::number(i + 1), true) + cell(b.name) +
                      cell(CampaignReport::stateText(b));
        for (const QString &side : s.sides) {
            const int earned = b.earned.value(side);
            const int credited = b.credited.value(side);
            // Rule 12's time win credits more than was earned: both are shown.
            row += cell(earned == credited ? QString::number(credited)
                                           : CampaignHtml::tr("%1 (earned %2)").arg(credited).arg(earned),
                        true);
        }
        for (const QString &side : s.sides)
            row += lossCell(s, side, b.lost.value(side), CampaignReport::lossBand(b, side));
        rows += row + u"</tr>"_s;
    }
    return rows;
}

QString totalRows(const CampaignSummary &s)
{
    QString rows;
    for (const QString &side : s.sides)
        rows +=
            u"<tr>"_s + cell(side) + cell(QString::number(s.totals.value(side)), true) +
            lossCell(s, side, CampaignReport::totalLost(s, side), CampaignReport::totalLossBand(s, side)) +
            cell(side == s.leader ? CampaignHtml::tr("leads") : QString()) + u"</tr>"_s;
    return rows;
}
} // namespace

QString CampaignHtml::title(const CampaignSummary &s)
{
    return s.forSide.isEmpty() ? tr("Campaign summary")
                               : tr("Campaign summary: report for %1").arg(s.forSide);
}

QString CampaignHtml::render(const CampaignSummary &s, const Options &o)
{
    const QString measure = s.measure.isEmpty() ? u"VP"_s : s.measure;
    const RuleSetProfile *profile = Profiles::find(s.ruleset);
    QString html = u"<html><head><meta charset=\"utf-8\"><title>"_s + esc(s.name) + u" — "_s + esc(title(s)) +
                   u"</title><style>body{font-family:sans-serif;overflow-wrap:anywhere}"
                   "table.grid{border-collapse:collapse}th{background:#e8e8e8}"
                   "h1{font-size:16pt}h2{font-size:12pt;margin-top:12px}</style></head><body>\n"_s;
    html += u"<h1>"_s + esc(s.name) + u"</h1>\n<p><b>"_s + esc(title(s)) + u"</b><br>"_s;
    html += esc(tr("%1; %2; printed %3")
                    .arg(profile ? Profiles::label(profile->name) : s.ruleset, CampaignReport::ruleText(s),
                         QLocale().toString(o.date, QLocale::ShortFormat)));
    html += u"</p>\n<p><b>"_s + esc(CampaignReport::leaderText(s)) + u"</b></p>\n"_s;

    QStringList heads{tr("#"), tr("Battle"), tr("State")};
    for (const QString &side : s.sides)
        heads << tr("%1 %2").arg(side, measure);
    for (const QString &side : s.sides)
        heads << tr("%1 lost").arg(side);
    html += u"<h2>"_s + esc(tr("Battles")) + u"</h2>\n"_s;
    html +=
        s.battles.isEmpty() ? u"<p>"_s + esc(tr("No battles.")) + u"</p>\n"_s : table(heads, battleRows(s));
    html += u"<h2>"_s + esc(tr("Totals")) + u"</h2>\n"_s;
    html += table({tr("Side"), tr("Total %1").arg(measure), tr("Lost"), tr("Standing")}, totalRows(s));
    for (const CampaignSummary::SideSeenOnce &once : s.seenOnce) // maybe a side under another name
        html += u"<p>"_s + esc(CampaignReport::seenOnceText(once)) + u"</p>\n"_s;
    if (!o.chartUrl.isEmpty() && !s.battles.isEmpty())
        html += u"<h2>"_s + esc(tr("The totals battle by battle")) + u"</h2>\n"_s +
                u"<p><img src=\"%1\" width=\"%2\" height=\"%3\"></p>\n"_s.arg(esc(o.chartUrl))
                    .arg(o.chartWidth)
                    .arg(o.chartWidth * 2 / 5);
    html += u"</body></html>\n"_s;
    return html;
}

} // namespace adj
