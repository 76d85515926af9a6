// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "preferencesdialog.h"

#include "ui_preferencesdialog.h"

#include <QSettings>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// In the order of the combo box's items in the .ui file.
const QStringList kLanguages{QString(), u"en"_s, u"de"_s, u"fr"_s};
} // namespace

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::PreferencesDialog>())
{
    m_ui->setupUi(this);
    m_ui->restartNote->setForegroundRole(QPalette::PlaceholderText);
    connect(m_ui->buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);
    setLanguage(storedLanguage());
}

PreferencesDialog::~PreferencesDialog() = default;

QString PreferencesDialog::languageKey()
{
    return u"language"_s;
}

QString PreferencesDialog::storedLanguage()
{
    const QString code = QSettings().value(languageKey()).toString();
    return kLanguages.contains(code) ? code : QString();
}

QString PreferencesDialog::language() const
{
    return kLanguages.value(m_ui->language->currentIndex());
}

void PreferencesDialog::setLanguage(const QString &code)
{
    m_ui->language->setCurrentIndex(qMax(0, int(kLanguages.indexOf(code))));
}

void PreferencesDialog::accept()
{
    m_languageChanged = language() != storedLanguage();
    QSettings().setValue(languageKey(), language());
    QDialog::accept();
}

} // namespace adj
