// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>

class QWidget;

namespace adj {

// Alt+letters for labels whose text changes at run time (the action panel's unit labels follow
// each action's schema: "Firing unit", "Attacker", "Ship A").
namespace Mnemonics {

// The letters `self`'s window already uses, in the language shown: its menu bar, the labels
// with a buddy and the buttons, except the widgets in `skip` (the labels about to be renamed),
// plus `fixed` (the letters the window's English texts use, so a choice never depends on
// which dock happens to exist yet).
QString taken(const QWidget *self, const QList<const QWidget *> &skip, const QString &fixed);

// `text` with a free Alt+letter: the first word's initial not taken, else its first letter not
// taken, else none. The letter chosen is added to `taken`.
QString withMnemonic(const QString &text, QString *taken);

} // namespace Mnemonics
} // namespace adj
