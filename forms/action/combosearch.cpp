// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "combosearch.h"

#include <QComboBox>
#include <QKeyEvent>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
constexpr int kPauseMs = 1000; // letters typed closer than this make one search
}

ComboSearch::ComboSearch(QComboBox *combo)
    : QObject(combo)
{
    combo->installEventFilter(this);
}

void ComboSearch::install(QComboBox *combo)
{
    if (!combo->findChild<ComboSearch *>(QString(), Qt::FindDirectChildrenOnly))
        new ComboSearch(combo);
}

int ComboSearch::find(const QComboBox *combo, const QString &typed)
{
    if (typed.isEmpty())
        return -1;
    static const QRegularExpression wordStart(u"[\\s(,:/-]"_s);
    int word = -1, inside = -1;
    for (int i = 0; i < combo->count(); ++i) {
        const QString text = combo->itemText(i);
        if (text.startsWith(typed, Qt::CaseInsensitive))
            return i;
        const qsizetype at = text.indexOf(typed, 0, Qt::CaseInsensitive);
        if (at < 0)
            continue;
        if (word < 0 && wordStart.match(text.mid(at - 1, 1)).hasMatch())
            word = i;
        if (inside < 0)
            inside = i;
    }
    return word >= 0 ? word : inside;
}

bool ComboSearch::eventFilter(QObject *watched, QEvent *event)
{
    auto *combo = qobject_cast<QComboBox *>(watched);
    if (combo && event->type() == QEvent::FocusIn)
        m_last.invalidate(); // a new visit (F3, Tab) starts a new search, however soon it comes
    if (!combo || event->type() != QEvent::KeyPress || combo->isEditable())
        return QObject::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    const QString text = key->text();
    const bool printable = !text.isEmpty() && text.at(0).isPrint() &&
                           !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (!printable)
        return QObject::eventFilter(watched, event);
    const bool more = m_last.isValid() && m_last.elapsed() < kPauseMs;
    // A space starts nothing: alone it opens the list, as Qt's combo boxes do.
    if (text == u" "_s && !more)
        return QObject::eventFilter(watched, event);
    m_typed = more ? m_typed + text : text;
    m_last.start();
    const int i = find(combo, m_typed);
    if (i >= 0 && i != combo->currentIndex()) {
        combo->setCurrentIndex(i);
        emit combo->activated(i); // as if picked from the list: the form reads it as the referee's
    }
    return true;
}

} // namespace adj
