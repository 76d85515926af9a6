// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"

#include <QObject>

#include <functional>

class QAction;
class QMenu;

namespace adj {

class RosterView;

// What the referee does to the roster: add, edit, duplicate and remove units, add and edit
// leaders, import and export the roster (CSV or JSON). The actions carry their keys (Ins,
// F2, Ctrl+D, Del, Ctrl+L) while the roster has the focus, and fill both the roster's
// context menu and the main window's Roster menu. Every change goes through doc->submit().
class RosterActions final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RosterActions)

public:
    explicit RosterActions(RosterView *view);

    void setDocument(BattleDocument *doc);
    void fillMenu(QMenu *menu) const;

    QAction *addUnitAction() const { return m_add; }
    QAction *editUnitAction() const { return m_edit; }
    QAction *duplicateAction() const { return m_duplicate; }
    QAction *removeAction() const { return m_remove; }
    QAction *leadersAction() const { return m_leaders; }
    QAction *importAction() const { return m_import; }
    QAction *exportAction() const { return m_export; }

    // The keyboard-free paths (tests, scripts). Each returns false with the reason in
    // `error` (or `errors`: every bad line of an import) when nothing was changed.
    bool duplicateUnit(Id unit, QString *error);
    bool removeUnits(const QList<Id> &units, QString *error);
    bool importFile(const QString &path, QStringList *errors);
    bool exportFile(const QString &path, QString *error) const;
    // Asked before a unit is removed; the default asks with a message box.
    void setConfirm(std::function<bool(const QString &question)> confirm) { m_confirm = std::move(confirm); }

    // A name no unit of the battle has: "41st Foot (2)", "41st Foot (3)", ...
    static QString uniqueName(const BattleState &s, const QString &name);

signals:
    void message(const QString &text); // for the status bar
    void editRefused(const QString &message);

private:
    void updateEnabled();
    Id currentUnit() const;
    Id currentSide() const;
    QList<Id> selectedUnits() const;
    void addUnit();
    void editUnit();
    void leaders();
    void importRoster();
    void exportRoster();

    RosterView *m_view;
    BattleDocument *m_doc = nullptr;
    std::function<bool(const QString &)> m_confirm;
    QAction *m_add;
    QAction *m_edit;
    QAction *m_duplicate;
    QAction *m_remove;
    QAction *m_leaders;
    QAction *m_import;
    QAction *m_export;
    QMetaObject::Connection m_selection;
};

} // namespace adj
