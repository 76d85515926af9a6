// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// The action panel's extra units of a side ("+ Firer 2"): the slots a schema offers, the rows of
// those added, and adding and taking them out. Split from actionpanel.cpp by feature.
#include "actionpanel.h"

#include "battledocument.h"
#include "combosearch.h"
#include "core/actionschema.h"
#include "schemaform.h"
#include "ui_actionpanel.h"
#include "unitchoicefilter.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace adj {

QStringList ActionPanel::slotIds() const
{
    QStringList out;
    if (m_schema)
        for (const InputSpec &in : m_schema->inputs)
            if (in.type == InputSpec::Type::Unit && in.slot == in.id)
                out << in.id;
    return out;
}

void ActionPanel::rebuildSlots()
{
    // One row per extra unit added, and one button for the next that may be added on each side.
    QLayout *layout = m_ui->slotsLayout;
    // Gone at once from sight (and from the tab chain); deleted once their signals are done.
    auto drop = [](QWidget *w) {
        w->hide();
        w->deleteLater();
    };
    while (QLayoutItem *item = layout->takeAt(0)) {
        if (QWidget *w = item->widget())
            drop(w);
        if (QLayout *l = item->layout()) {
            while (QLayoutItem *inner = l->takeAt(0)) {
                if (QWidget *w = inner->widget())
                    drop(w);
                delete inner;
            }
        }
        delete item;
    }
    m_slotCombos.clear();
    const QStringList all = slotIds();
    m_ui->slotsBox->setVisible(!all.isEmpty());
    if (all.isEmpty()) {
        m_form->setActiveSlots({});
        return;
    }
    QSet<QString> offered; // one "add" button per side
    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    for (const QString &slot : all) {
        const InputSpec *spec = m_schema->input(slot);
        // A unit joining the actor is of its side, one joining the target of the target's (the roles).
        const bool withActor = spec->role != InputSpec::Role::Defender;
        const Id side =
            withActor ? actorSide() : (chosen(1) ? m_doc->state().units.value(chosen(1)).side : 0);
        if (m_activeSlots.contains(slot)) {
            auto *row = new QHBoxLayout;
            row->setContentsMargins(0, 0, 0, 0);
            auto *label = new QLabel(tr("%1:").arg(spec->label), m_ui->slotsBox);
            auto *combo = new QComboBox(m_ui->slotsBox);
            combo->setObjectName(u"slot_"_s + slot);
            ComboSearch::install(combo);
            combo->setAccessibleName(spec->label);
            auto *units = new UnitChoiceFilter(m_units, combo);
            units->setSide(side, true);
            units->attach(combo);
            combo->setCurrentIndex(std::max(0, combo->findData(m_form->overrides().value(slot).toInteger())));
            label->setBuddy(combo);
            connect(combo, &QComboBox::activated, this, [this, slot, combo] {
                if (const Id id = combo->currentData().toLongLong())
                    m_form->setOverride(slot, id);
                else
                    m_form->clearOverride(slot);
                refresh(true);
            });
            auto *remove = new QToolButton(m_ui->slotsBox);
            remove->setText(tr("✕"));
            remove->setAutoRaise(true);
            remove->setToolTip(tr("Takes %1 out of the action").arg(spec->label));
            connect(remove, &QToolButton::clicked, this, [this, slot] { removeSlot(slot); });
            row->addWidget(label);
            row->addWidget(combo, 1);
            row->addWidget(remove);
            m_ui->slotsLayout->addLayout(row);
            m_slotCombos.insert(slot, combo);
            continue;
        }
        const QString key = InputSpec::roleId(spec->role);
        if (offered.contains(key))
            continue;
        offered.insert(key);
        auto *add = new QToolButton(m_ui->slotsBox);
        add->setObjectName(u"add_"_s + slot);
        add->setText(tr("+ %1").arg(spec->label));
        add->setToolTip(tr("Adds a unit to the action: %1").arg(spec->help));
        add->setAutoRaise(true);
        connect(add, &QToolButton::clicked, this, [this, slot] {
            addSlot(slot, 0);
            if (QComboBox *c = m_slotCombos.value(slot))
                c->setFocus(Qt::OtherFocusReason);
        });
        buttons->addWidget(add);
    }
    buttons->addStretch(1);
    m_ui->slotsLayout->addLayout(buttons);
    m_form->setActiveSlots(QSet<QString>(m_activeSlots.cbegin(), m_activeSlots.cend()));
}

bool ActionPanel::addSlot(const QString &slot, Id unit)
{
    if (!slotIds().contains(slot) || m_activeSlots.contains(slot))
        return false;
    m_activeSlots << slot;
    if (unit)
        m_form->setOverride(slot, unit);
    rebuildSlots();
    updateTabOrder();
    refresh(true);
    return true;
}

void ActionPanel::removeSlot(const QString &slot)
{
    if (!m_activeSlots.removeOne(slot))
        return;
    // Its inputs leave with it: nothing of a unit taken out stays in the action.
    for (const InputSpec &in : m_schema->inputs)
        if (in.slot == slot)
            m_form->clearOverride(in.id);
    rebuildSlots();
    updateTabOrder();
    refresh(true);
}

} // namespace adj
