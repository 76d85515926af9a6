// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "mnemonics.h"

#include <QAbstractButton>
#include <QAction>
#include <QKeySequence>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>

namespace adj::Mnemonics {

QString taken(const QWidget *self, const QList<const QWidget *> &skip, const QString &fixed)
{
    QString letters = fixed.toUpper();
    auto add = [&letters](const QString &text) {
        const QKeySequence k = QKeySequence::mnemonic(text);
        if (k.isEmpty())
            return;
        const QChar c = QChar(k[0].key()).toUpper();
        if (!letters.contains(c))
            letters.append(c);
    };
    const QWidget *top = self->window();
    if (const auto *main = qobject_cast<const QMainWindow *>(top); main && main->menuWidget())
        if (const auto *bar = qobject_cast<const QMenuBar *>(main->menuWidget()))
            for (const QAction *a : bar->actions())
                add(a->text());
    for (const QLabel *l : top->findChildren<QLabel *>())
        if (l->buddy() && !skip.contains(l))
            add(l->text());
    for (const QAbstractButton *b : top->findChildren<QAbstractButton *>())
        if (!skip.contains(b))
            add(b->text());
    return letters;
}

QString withMnemonic(const QString &text, QString *taken)
{
    auto pick = [&](bool initialsOnly) -> qsizetype {
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text.at(i).toUpper();
            if (c < u'A' || c > u'Z' || taken->contains(c))
                continue;
            if (!initialsOnly || i == 0 || !text.at(i - 1).isLetter())
                return i;
        }
        return -1;
    };
    qsizetype at = pick(true);
    if (at < 0)
        at = pick(false);
    if (at < 0)
        return text;
    taken->append(text.at(at).toUpper());
    return QString(text).insert(at, u'&');
}

} // namespace adj::Mnemonics
