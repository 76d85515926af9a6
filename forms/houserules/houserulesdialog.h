// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"

#include <QDialog>
#include <QJsonObject>

#include <memory>

class QStandardItem;
class QStandardItemModel;
class QSortFilterProxyModel;

namespace adj {

namespace Ui {
class HouseRulesDialog;
}

// This battle's house rules: the rule set's optional rules switched on or off, and entries of
// its rule table changed. Every change is checked against the rule set before anything is
// written; a refused value is named and nothing changes. What is accepted goes through
// doc->submit(), so it is undoable and logged.
class HouseRulesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HouseRulesDialog)

public:
    explicit HouseRulesDialog(BattleDocument *doc, QWidget *parent = nullptr);
    ~HouseRulesDialog() override;

    // For the keyboard-free paths (tests, scripts): the same as editing the tree and the list.
    bool setEntry(const QString &path, const QString &text);
    bool setOption(const QString &id, bool on);
    // Checks and submits; false (with the message shown) when refused. accept() calls it.
    bool commit();
    QString problem() const;
    // The overrides the dialog holds now: path -> value.
    QJsonObject overrides() const;
    QStringList options() const;

    void accept() override;

private:
    void fillOptions();
    void fillTable();
    void addEntries(QStandardItem *parent, const QString &path, const QJsonObject &current,
                    const QJsonObject &base);
    void onItemChanged(QStandardItem *item);
    void markEntry(QStandardItem *valueItem) const;
    QStandardItem *entryItem(const QString &path) const;
    void restoreDefaults();
    void showProblem(const QString &text);

    std::unique_ptr<Ui::HouseRulesDialog> m_ui;
    BattleDocument *m_doc;
    QStandardItemModel *m_options;
    QStandardItemModel *m_table;
    QSortFilterProxyModel *m_filter;
    QJsonObject m_base; // the rule set's own table
    bool m_filling = false;
};

} // namespace adj
