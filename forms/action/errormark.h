// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

class QWidget;

namespace adj {

// Gives a widget's text the error colour of its parent's palette (ThemeColors::error), or gives it
// back its parent's colours. Its palette, not a style sheet: a style sheet set or taken away
// polishes the widget anew under a style of its own, and a label forgets its measures with its
// style (the action panel's plan, message and odds turn red and back with each apply and its
// undo; issue 30).
void markError(QWidget *widget, bool error);

} // namespace adj
