// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "newbattledialog.h"

#include "themecolors.h"

#include "rulesetprofile.h"
#include "ui_newbattledialog.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const QString kSuffix = u".adjutant"_s;
}

NewBattleDialog::NewBattleDialog(const QString &folder, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::NewBattleDialog>())
    , m_folder(folder)
{
    m_ui->setupUi(this);
    for (const RuleSetProfile &p : Profiles::all())
        m_ui->ruleSet->addItem(Profiles::label(p.name), p.id);
    m_ui->name->setText(tr("New battle"));
    m_ui->name->selectAll();
    m_ui->ruleSetInfo->setForegroundRole(QPalette::PlaceholderText);
    m_ui->problem->setStyleSheet(ThemeColors::errorStyle(palette()));
    // The scenario's victory conditions (rule 10): 0 is none.
    m_vpToWin = new QSpinBox(this);
    m_vpToWin->setObjectName(u"vpToWin"_s);
    m_vpToWin->setRange(0, Victory::kMaxVp);
    m_vpToWin->setSpecialValueText(tr("none"));
    m_vpToWin->setToolTip(tr("The victory points (or Glory) a side needs to win the scenario."));
    m_turnLimit = new QSpinBox(this);
    m_turnLimit->setObjectName(u"turnLimit"_s);
    m_turnLimit->setRange(0, Victory::kMaxTurns);
    m_turnLimit->setSpecialValueText(tr("none"));
    m_turnLimit->setToolTip(tr("The scenario's last turn: its time constraint."));
    // 10.C: the side that must reach the VP by the turn limit; empty: one target for every side.
    m_timeSide = new QLineEdit(this);
    m_timeSide->setObjectName(u"timeSide"_s);
    m_timeSide->setPlaceholderText(tr("every side"));
    m_timeSide->setToolTip(
        tr("The side that must reach the VP by the turn limit; the other side wins on time "
           "when it does not. Its name as the roster will have it."));
    m_ui->form->insertRow(4, tr("&VP to win:"), m_vpToWin);
    m_ui->form->insertRow(5, tr("&Turn limit:"), m_turnLimit);
    m_ui->form->insertRow(6, tr("For the si&de:"), m_timeSide);
    setTabOrder(m_ui->scale, m_vpToWin);
    setTabOrder(m_vpToWin, m_turnLimit);
    setTabOrder(m_turnLimit, m_timeSide);
    setTabOrder(m_timeSide, m_ui->file);
    connect(m_timeSide, &QLineEdit::textEdited, this, &NewBattleDialog::validate);
    connect(m_vpToWin, &QSpinBox::valueChanged, this, &NewBattleDialog::validate);

    connect(m_ui->ruleSet, &QComboBox::currentIndexChanged, this, &NewBattleDialog::onRuleSetChanged);
    connect(m_ui->name, &QLineEdit::textEdited, this, &NewBattleDialog::onNameEdited);
    connect(m_ui->file, &QLineEdit::textEdited, this, [this] {
        m_pathChosen = true;
        validate();
    });
    connect(m_ui->browse, &QPushButton::clicked, this, &NewBattleDialog::browse);
    connect(m_ui->buttons, &QDialogButtonBox::accepted, this, &NewBattleDialog::accept);
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, &NewBattleDialog::reject);

    m_ui->file->setText(suggestedPath());
    onRuleSetChanged();
}

NewBattleDialog::~NewBattleDialog() = default;

void NewBattleDialog::onRuleSetChanged()
{
    const RuleSetProfile *p = Profiles::find(m_ui->ruleSet->currentData().toString());
    m_ui->scale->clear();
    if (p) {
        for (const ScaleSpec &s : p->scales)
            m_ui->scale->addItem(tr("%1 (%2 yards to the inch, a turn is %3)")
                                     .arg(Profiles::label(s.label))
                                     .arg(s.yardsPerInch)
                                     .arg(Profiles::label(s.turnLength)),
                                 s.id);
        const QString distance = p->distance == DistanceMeasure::None
                                     ? tr("No distances are measured.")
                                     : tr("Distances in %1.").arg(Profiles::distanceLabel(p->distance));
        m_ui->ruleSetInfo->setText(
            tr("%1 Strength in %2; %n phase(s) a turn.", nullptr, int(p->phases.size()))
                .arg(distance, Profiles::strengthMeasureLabel(p->strength)));
    }
    const bool scaled = p && !p->scales.isEmpty();
    m_ui->scale->setEnabled(scaled);
    if (!scaled)
        m_ui->scale->addItem(tr("(not used by this rule set)"));
    validate();
}

void NewBattleDialog::onNameEdited()
{
    if (!m_pathChosen)
        m_ui->file->setText(suggestedPath());
    validate();
}

QString NewBattleDialog::suggestedPath() const
{
    // A file name from the battle's name: letters, digits and dashes only.
    QString base = m_ui->name->text().trimmed().toLower();
    base.replace(QRegularExpression(u"[^\\w]+"_s), u"-"_s);
    base.remove(QRegularExpression(u"^-+|-+$"_s));
    if (base.isEmpty())
        base = u"battle"_s;
    return QDir(m_folder).filePath(base + kSuffix);
}

void NewBattleDialog::browse()
{
    QString file =
        QFileDialog::getSaveFileName(this, tr("New Battle File"), path(), tr("Adjutant battles (*.adjutant)"),
                                     nullptr, QFileDialog::DontConfirmOverwrite);
    if (file.isEmpty())
        return;
    if (!file.endsWith(kSuffix))
        file += kSuffix;
    m_ui->file->setText(QDir::toNativeSeparators(file));
    m_pathChosen = true;
    validate();
}

void NewBattleDialog::validate()
{
    QString problem;
    const QString file = path();
    if (m_ui->name->text().trimmed().isEmpty())
        problem = tr("The battle needs a name.");
    else if (file.isEmpty())
        problem = tr("Choose where the battle file goes.");
    else if (QFileInfo::exists(file))
        problem = tr("%1 already exists; a new battle never overwrites a file.").arg(file);
    else if (m_timeSide && !m_timeSide->text().trimmed().isEmpty() && m_vpToWin->value() == 0)
        problem = tr("Give the VP %1 must reach, or leave the side empty.").arg(m_timeSide->text().trimmed());
    m_ui->problem->setText(problem);
    m_ui->problem->setVisible(!problem.isEmpty());
    m_ui->buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

void NewBattleDialog::accept()
{
    validate();
    if (m_ui->buttons->button(QDialogButtonBox::Ok)->isEnabled())
        QDialog::accept();
}

BattleInfo NewBattleDialog::info() const
{
    BattleInfo info;
    info.name = m_ui->name->text().trimmed();
    info.ruleset = m_ui->ruleSet->currentData().toString();
    if (m_ui->scale->isEnabled())
        info.scale = m_ui->scale->currentData().toString();
    return info;
}

Victory::Conditions NewBattleDialog::victory() const
{
    const QString side = m_timeSide->text().trimmed();
    if (side.isEmpty())
        return {m_vpToWin->value(), m_turnLimit->value(), {}};
    // The side named must reach the VP by the turn limit (10.C); the battle's sides come later, and
    // the conditions find it by its name.
    return {0, 0, {{side, m_vpToWin->value(), m_turnLimit->value()}}};
}

QString NewBattleDialog::path() const
{
    QString file = QDir::fromNativeSeparators(m_ui->file->text().trimmed());
    if (!file.isEmpty() && !file.endsWith(kSuffix))
        file += kSuffix;
    return file;
}

} // namespace adj
