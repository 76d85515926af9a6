// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The pieces the summary's HTML is made of, shared by the turn summary (summaryhtml.cpp) and the
// battle so far's tables (battlesofarhtml.cpp). QTextDocument's HTML subset: no CSS layout.
#include "schemacheck.h"
#include "summary/turnsummary.h"

#include <QString>
#include <QStringList>

#include <algorithm>

namespace adj::htmlcells {

using namespace Qt::StringLiterals;

inline QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

// Text that wraps between its words and never inside one (issue 31: "Zurückgewo nnen", "Vorga th"):
// each word unbreakable, so that a table column is at least as wide as its longest word and no
// wider than that where the page is short of room.
inline QString wholeWords(const QString &text)
{
    QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    for (QString &w : words)
        w = u"<span style=\"white-space: nowrap\">"_s + esc(w) + u"</span>"_s;
    return words.join(u' ');
}

// A heading of more than one word and more than a dozen letters on two lines, broken at the space
// nearest its middle; escaped.
inline QString twoLines(const QString &text)
{
    const qsizetype middle = text.size() / 2;
    qsizetype best = -1;
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text.at(i) == u' ' && (best < 0 || std::abs(i - middle) < std::abs(best - middle)))
            best = i;
    if (text.size() <= 12 || best < 0)
        return esc(text);
    return esc(text.left(best)) + u"<br>"_s + esc(text.mid(best + 1));
}

inline QString cell(const QString &html, const QString &attrs = {})
{
    if (attrs.isEmpty())
        return u"<td>"_s + html + u"</td>"_s;
    return u"<td "_s + attrs + u'>' + html + u"</td>"_s;
}

inline QString num(int n)
{
    return u"<td align=\"right\">%1</td>"_s.arg(n);
}

// A table whose heading row repeats on every page it runs onto (none when `heads` is empty). A
// long one is cut into tables of kChunk rows, which look the same: QTextDocument lays out one
// long table in quadratic time. Every cell costs QTextDocument's layout several look-ups of its
// row and column (the battle so far's time, issue 19): a big table keeps its cells few.
constexpr int kChunk = 50;

inline QString table(const QStringList &heads, const QString &rows, int padding = 3)
{
    QString h;
    // A heading is never cut inside a word (issue 31: "Zurückgewo nnen"): it is kept whole, and a
    // long one on two lines broken between its words ("Zu Beginn / des Zuges"), so that the names
    // beside it keep room of their own ("Vorga th the Iron" when every heading stood on one line).
    for (const QString &head : heads)
        h += u"<th align=\"left\" style=\"white-space: nowrap\">"_s + twoLines(head) + u"</th>"_s;
    const QString open =
        u"<table class=\"grid\" border=\"1\" cellspacing=\"0\" cellpadding=\"%1\" width=\"100%\">"_s.arg(
            padding) +
        (heads.isEmpty() ? QString() : u"<thead><tr>"_s + h + u"</tr></thead>"_s) + u"<tbody>"_s;
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

inline QString sideCell(const TurnSummary::SideLine &s)
{
    const QString swatch =
        // Only #rrggbb goes into a style attribute: "red;background-image:url(...)" would fetch.
        s.color.isEmpty() || !SchemaCheck::isColor(s.color)
            ? QString()
            : u"<span style=\"color:%1\">&#9632;</span> "_s.arg(esc(s.color));
    return cell(swatch + wholeWords(s.name));
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

inline QString section(const QString &heading, const QString &body, const QString &none)
{
    const QString text = body.isEmpty() ? QString(u"<p>"_s + esc(none) + u"</p>\n"_s) : body;
    return u"<h2>"_s + esc(heading) + u"</h2>\n"_s + text;
}

} // namespace adj::htmlcells
