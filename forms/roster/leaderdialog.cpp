// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "leaderdialog.h"

#include "themecolors.h"

#include "edits.h"
#include "ui_leaderdialog.h"

#include <QPushButton>

using namespace Qt::StringLiterals;

namespace adj {

LeaderDialog::LeaderDialog(BattleDocument *doc, Id leader, Id unit, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::LeaderDialog>())
    , m_doc(doc)
    , m_presetUnit(unit)
{
    m_ui->setupUi(this);
    m_ui->problem->setStyleSheet(ThemeColors::errorStyle(palette()));
    m_ui->problem->hide();
    const BattleState &s = doc->state();
    m_ui->leader->addItem(tr("New leader"), 0);
    for (const Leader &l : s.leaders)
        m_ui->leader->addItem(tr("%1 (%2)").arg(l.name, s.sides.value(l.side).name), l.id);
    for (const Side &sd : s.sides)
        m_ui->side->addItem(sd.name, sd.id);
    m_ui->rating->setToolTip(tr("The leader's rating in the rule set's terms, 0 to 9"));
    connect(m_ui->leader, &QComboBox::currentIndexChanged, this, &LeaderDialog::onLeaderChanged);
    connect(m_ui->side, &QComboBox::currentIndexChanged, this,
            [this] { fillUnits(m_ui->side->currentData().toLongLong(), 0); });
    connect(m_ui->buttons, &QDialogButtonBox::accepted, this, &LeaderDialog::accept);
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, &LeaderDialog::reject);
    chooseLeader(leader);
    onLeaderChanged();
}

LeaderDialog::~LeaderDialog() = default;

void LeaderDialog::chooseLeader(Id leader)
{
    m_ui->leader->setCurrentIndex(qMax(0, m_ui->leader->findData(leader)));
}

void LeaderDialog::fillUnits(Id side, Id select)
{
    m_ui->unit->clear();
    m_ui->unit->addItem(tr("Alone"), 0);
    const BattleState &s = m_doc->state();
    for (const Id id : s.unitsOfSide(side))
        m_ui->unit->addItem(s.units.value(id).name, id);
    m_ui->unit->setCurrentIndex(qMax(0, m_ui->unit->findData(select)));
}

void LeaderDialog::onLeaderChanged()
{
    const BattleState &s = m_doc->state();
    const Id id = m_ui->leader->currentData().toLongLong();
    const bool isNew = id == 0;
    setWindowTitle(isNew ? tr("Add Leader") : tr("Edit Leader"));
    m_ui->buttons->button(QDialogButtonBox::Ok)->setText(isNew ? tr("&Add") : tr("&Save"));
    // A leader stays with his side; only a new one chooses it.
    m_ui->side->setEnabled(isNew);
    const QSignalBlocker block(m_ui->side);
    if (isNew) {
        const Unit preset = s.units.value(m_presetUnit);
        m_ui->side->setCurrentIndex(qMax(0, m_ui->side->findData(preset.side)));
        m_ui->name->clear();
        m_ui->rating->setValue(1);
        fillUnits(m_ui->side->currentData().toLongLong(), m_presetUnit);
    } else {
        const Leader l = s.leaders.value(id);
        m_ui->side->setCurrentIndex(qMax(0, m_ui->side->findData(l.side)));
        m_ui->name->setText(l.name);
        m_ui->rating->setValue(l.rating);
        fillUnits(l.side, l.unit);
    }
}

void LeaderDialog::setValues(const QString &name, int rating, Id unit)
{
    m_ui->name->setText(name);
    m_ui->rating->setValue(rating);
    m_ui->unit->setCurrentIndex(qMax(0, m_ui->unit->findData(unit)));
}

bool LeaderDialog::commit()
{
    const BattleState &s = m_doc->state();
    if (m_ui->side->count() == 0) {
        showProblem(tr("The battle has no sides yet: add one first."));
        return false;
    }
    const Id id = m_ui->leader->currentData().toLongLong();
    const Id unit = m_ui->unit->currentData().toLongLong();
    QString error;
    Edit e;
    if (id == 0) {
        e = Edits::addLeader(s, m_ui->side->currentText(), m_ui->name->text(), m_ui->rating->value(),
                             unit ? s.units.value(unit).name : QString(), &error);
    } else {
        Leader l = s.leaders.value(id);
        l.name = m_ui->name->text().trimmed();
        l.rating = m_ui->rating->value();
        l.unit = unit;
        if (l == s.leaders.value(id))
            return true; // nothing changed: nothing to log
        e = Edits::updateLeader(s, l, &error);
    }
    if (e.isEmpty() || m_doc->submit(e, &error) == 0) {
        showProblem(error);
        return false;
    }
    return true;
}

QString LeaderDialog::problem() const
{
    return m_ui->problem->isHidden() ? QString() : m_ui->problem->text();
}

void LeaderDialog::showProblem(const QString &text)
{
    m_ui->problem->setText(text);
    m_ui->problem->setVisible(!text.isEmpty());
}

void LeaderDialog::accept()
{
    if (commit())
        QDialog::accept();
}

} // namespace adj
