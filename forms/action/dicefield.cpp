// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dicefield.h"

#include "errormark.h"

#include "core/diceplan.h"
#include "runner/actionrunner.h"

#include <QLineEdit>
#include <QSignalBlocker>

using namespace Qt::StringLiterals;

namespace adj {

DiceField::DiceField(QLineEdit *edit, QObject *parent)
    : QObject(parent)
    , m_edit(edit)
{
    m_edit->setMinimumWidth(m_edit->fontMetrics().horizontalAdvance(u"0000 0000"_s));
}

DiceEntry DiceField::read(const PreparedAction &action, const QString &typed)
{
    DiceEntry entry = ActionRunner::enterDice(action, typed);
    markError(m_edit, entry.state == DiceEntry::State::Refused);
    return entry;
}

QString DiceField::progress(const PreparedAction &action, const DiceEntry &entry, bool *error) const
{
    *error = entry.state == DiceEntry::State::Refused;
    switch (entry.state) {
    case DiceEntry::State::Empty:
    case DiceEntry::State::Complete:
        return {};
    case DiceEntry::State::Partial: {
        const DiceStep *step = action.plan.step(entry.next.step);
        const QString what = step ? step->text() : entry.next.purpose;
        return tr("Next: die %1, a %2 for %3").arg(entry.read + 1).arg(entry.next.die.name(), what);
    }
    case DiceEntry::State::Refused:
        return tr("Not resolved: %1").arg(entry.message);
    }
    return {};
}

QString DiceField::missing(const DiceEntry &entry) const
{
    if (entry.state == DiceEntry::State::Empty)
        return tr("Type the players' dice first, e.g. 556 or 5 5 6.");
    if (entry.state == DiceEntry::State::Partial)
        return tr("Not resolved: %1").arg(entry.message);
    return {};
}

void DiceField::setPlan(const DicePlan &plan)
{
    m_edit->setPlaceholderText(plan.steps.isEmpty() ? tr("no dice") : tr("e.g. 556 or 5 5 6"));
}

void DiceField::setText(const QString &text)
{
    if (m_edit->text() != text)
        m_edit->setText(text);
}

void DiceField::showRolled(const Resolution &resolution)
{
    QStringList values;
    for (const DieRecord &d : resolution.dice())
        values << QString::number(d.value);
    const QSignalBlocker block(m_edit);
    m_edit->setText(values.join(u' '));
}

void DiceField::clear()
{
    const QSignalBlocker block(m_edit);
    m_edit->clear();
}

void DiceField::focus()
{
    m_edit->setFocus(Qt::ShortcutFocusReason);
    m_edit->selectAll();
}

} // namespace adj
