// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/rulesets.h"

#include <QObject>

class QLineEdit;
class QWidget;

namespace adj {

class DicePlan;
struct PreparedAction;
class Resolution;

// The action panel's dice field: the players' dice as typed ("556", "5 5 6", "5,5,6", "543 624"),
// read die by die against the action's dice plan, what to tell the referee of an entry not yet
// complete (the die asked next, or why it is refused), and the dice Adjutant rolled shown in it.
// What a complete entry resolves to, and applying it, is the panel's.
class DiceField final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DiceField)

public:
    // Works `edit` (red while what is typed is refused), owned by `parent`.
    DiceField(QLineEdit *edit, QObject *parent);

    // The dice `typed` read against `action`; a refused entry marks the field.
    DiceEntry read(const PreparedAction &action, const QString &typed);
    // What the panel says of an entry while it is typed: the die asked next, or why it is refused;
    // empty when it is empty or complete. `error` says which.
    QString progress(const PreparedAction &action, const DiceEntry &entry, bool *error) const;
    // What Return says of an entry not complete (empty when it is complete).
    QString missing(const DiceEntry &entry) const;

    // The placeholder for `plan`: an example, or that there are no dice.
    void setPlan(const DicePlan &plan);
    // `text` as if typed, unless it stands there already.
    void setText(const QString &text);
    // The dice of `resolution` (rolled by Adjutant) stand in the field, typed by no one.
    void showRolled(const Resolution &resolution);
    // Empty for the next action, typed by no one.
    void clear();
    void focus();

private:
    QLineEdit *m_edit;
};

} // namespace adj
