// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDialog>

#include <memory>

namespace adj {

namespace Ui {
class PreferencesDialog;
}

// The referee's preferences, kept in QSettings. For now the language: the system's, or
// English, German or French. It takes effect on the next start.
class PreferencesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PreferencesDialog)

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);
    ~PreferencesDialog() override;

    // The QSettings key and the stored value: "" (the system's), "en", "de" or "fr".
    static QString languageKey();
    static QString storedLanguage();

    QString language() const;
    void setLanguage(const QString &code);
    // True once accepted with a language other than the one stored before.
    bool languageChanged() const { return m_languageChanged; }

    void accept() override;

private:
    std::unique_ptr<Ui::PreferencesDialog> m_ui;
    bool m_languageChanged = false;
};

} // namespace adj
