// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Nothing English where a German or French referee reads (issue 31): the words that give an English
// text away, for the tests that walk what the window, the printed pages and the phone page show.
#include "battlestate.h"
#include "support/uilanguage.h"

#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTextDocument>

#include <algorithm>

namespace adj::testing {

using namespace Qt::StringLiterals;

// English words that are no German or French word, so that one of them in a text is English.
inline const QSet<QString> &englishWords()
{
    static const QSet<QString> words{
        u"the"_s,    u"and"_s,  u"of"_s,    u"with"_s,   u"from"_s,  u"not"_s,   u"is"_s,   u"are"_s,
        u"this"_s,   u"that"_s, u"for"_s,   u"has"_s,    u"have"_s,  u"were"_s,  u"by"_s,   u"at"_s,
        u"or"_s,     u"none"_s, u"each"_s,  u"turn"_s,   u"side"_s,  u"sides"_s, u"unit"_s, u"units"_s,
        u"roll"_s,   u"dice"_s, u"apply"_s, u"target"_s, u"fire"_s,  u"range"_s, u"move"_s, u"moved"_s,
        u"odds"_s,   u"owed"_s, u"round"_s, u"left"_s,   u"right"_s, u"hits"_s,  u"lost"_s, u"leaders"_s,
        u"battle"_s, u"open"_s, u"save"_s,  u"undo"_s,   u"redo"_s,  u"new"_s,   u"help"_s, u"view"_s,
        u"edit"_s,   u"file"_s, u"which"_s, u"when"_s,   u"what"_s,  u"who"_s,
    };
    return words;
}

// The words of `text` that are English, once the names in `names` are taken out.
inline QStringList englishIn(QString text, const QStringList &names)
{
    text.remove(u'&'); // mnemonics
    for (const QString &name : names)
        text.replace(name, u" "_s, Qt::CaseInsensitive);
    // An input's own word quoted in a message („side“, « side »: the command line's contract) and a
    // rule cited by its heading in the rule text's own language ("(Sequence of Play)", "(8.4.1)").
    static const QRegularExpression quoted(u"„[^“]*“|«[^»]*»|\"[^\"]*\""_s);
    static const QRegularExpression cited(
        u"\\((?:[0-9][0-9.,\\- ]*|[A-Z][A-Za-z.]*(?: (?:of|and|the|a|an|in|on|to|for|vs\\.|[A-Z][A-Za-z.]*))*)\\)"_s);
    text.replace(quoted, u" "_s);
    text.replace(cited, u" "_s);
    static const QRegularExpression word(u"\\p{L}+"_s);
    QStringList found;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured().toLower();
        if (englishWords().contains(w))
            found << w;
    }
    return found;
}

inline QString plain(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

// The battle's own names and the rule sets' titles: the players' words, in no language; longest
// first, so that a name is taken out before a shorter one inside it.
inline QStringList battleNames(const BattleState &state)
{
    QStringList names{state.info.name, state.info.notes}; // the scenario's own words too
    for (const Side &s : state.sides)
        names << s.name;
    for (const Unit &u : state.units)
        names << u.name << u.type;
    for (const Leader &l : state.leaders)
        names << l.name;
    names << u"For Honor and Glory"_s << u"Wars for America"_s << u"One If By Land"_s << u"Fields of Honor"_s
          << u"Honour & Glory"_s << u"Honour &amp; Glory"_s;
    std::sort(names.begin(), names.end(),
              [](const QString &a, const QString &b) { return a.size() > b.size(); });
    names.removeAll(QString());
    return names;
}

} // namespace adj::testing
