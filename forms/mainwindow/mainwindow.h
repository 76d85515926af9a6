// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"

#include <QMainWindow>

#include <functional>
#include <memory>

class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QTabWidget;

namespace adj {

class CampaignView;

class ActionPanel;
class BattleCopier;
class BoardPanel;
class BattleOverview;
class EventLogView;
class LogPanel;
class RangesPanel;
class RosterPanel;
class RecentFiles;
class RosterView;
class SummaryView;
class TurnBar;
class UndoSink;
class WindowLayout;

// The referee's desk: the battle at a glance in the centre, the roster on the left, the
// log below and the turn bar on top. One battle at a time; every change is committed to
// its file as it is made, so there is nothing to "save" and nothing lost on a crash.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a battle file. A file that is refused is named in a message with the reason,
    // and the battle open before stays open. `quiet`: no message box.
    bool openBattle(const QString &path, bool quiet = false);
    // Opens demo `id` (DemoBattles), copying it into the data folder the first time.
    bool openDemoBattle(const QString &id);
    // Shows a battle already open (created, imported, ...).
    void setDocument(std::unique_ptr<BattleDocument> doc);

    BattleDocument *document() const { return m_doc.get(); }
    // Opens a campaign's window (File ▸ Campaign); null, with a message, when the file is refused.
    CampaignView *showCampaign(const QString &path);
    UndoSink *undoSink() const { return m_sink; }
    RosterView *rosterView() const { return m_roster; }
    EventLogView *eventLogView() const;
    LogPanel *logPanel() const { return m_log; }
    RosterPanel *rosterPanel() const { return m_rosterPanel; }
    RangesPanel *rangesPanel() const { return m_ranges; }
    QMenu *markersMenu() const { return m_markersMenu; }
    TurnBar *turnBar() const { return m_turnBar; }
    ActionPanel *actionPanel() const { return m_action; }
    SummaryView *summaryView() const { return m_summaryView; }
    // The hex board, in the centre beside the battle's overview (hex rule sets only).
    BoardPanel *boardPanel() const { return m_board; }
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QAction *saveAsAction() const { return m_saveAs; }
    // Battle ▸ Table Link: the program (app floor) connects it to the table link's window.
    QAction *tableLinkAction() const { return m_tableLink; }
    // Switches the program to `language` ("de", "fr", "en"; empty: the system's), given by the
    // program that installs the translations (app/gui); the windows retranslate on LanguageChange.
    void setLanguageSwitch(std::function<void(const QString &)> switchLanguage)
    {
        m_switchLanguage = std::move(switchLanguage);
    }
    // Save As without its file dialog: starts copying the battle to `path` on a worker thread
    // (copier()->finished says when it is written). False with a message when it cannot start.
    bool saveCopyTo(const QString &path);
    BattleCopier *copier() const { return m_copier; }
    // How often the open battle is looked at for other writers' commits (well within a second).
    static constexpr int kWatchMs = 250;
    // The status bar's notice of a read-only battle, with its Save As button (hidden otherwise).
    QWidget *readOnlyNotice() const { return m_readOnlyNotice; }

public slots:
    void newBattle();
    void open();
    void saveAs();
    void preferences();
    void about();
    void undo();
    void redo();
    void houseRules();
    void endBattle();
    void newCampaign();
    void openCampaign();
    void focusActionPanel();
    void focusRanges();
    void focusRosterFilter();
    void focusLogFilter();
    void showBoard();
    void showOverview();

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // How long a message stays in the status bar, in ms.
    static constexpr int kStatusTimeout = 6000;
    // The settings key of the battle opened last; the folder a file dialog starts in (the last
    // battle's, else the documents folder) and its filter (mainwindowfiles.cpp).
    static QString lastBattleKey();
    static QString startFolder();
    static QString battleFilter();

    // The menus in the menu bar's order (mainwindowmenus.cpp).
    void createActions();
    QMenu *createFileMenu(QAction **recent);
    void createEditMenus();
    void createBattleMenu(QMenu *file, QAction *recent);
    void createCampaignActions(QMenu *file, QAction *before, QMenu *battle);
    void createViewMenu();
    void bringForwardFirst(QDockWidget *dock);
    void createHelpMenu();
    void createDocks();
    void nameDocks();
    void retranslate(); // the menus, the docks' titles and the tabs in the language now installed
    void orderFocusChain();
    void updateTitle();
    void updateUndoActions();
    void showError(const QString &title, const QString &text);
    void onSinkFailed(const QString &message);
    void onBattleDamaged(const QString &message);
    void onEditRefused(const QString &message);
    void onRosterSelectionChanged();
    void onBoardSelectionChanged(const QList<Id> &units);
    void actFromBoard(const QString &action, Id actor, Id target);
    // Other writers and read-only battles (mainwindowwriters.cpp).
    void watchOtherWriters();
    void onExternalChanges(int events);
    void updateReadOnlyNotice();
    void updateCentral();
    void rebuildMarkersMenu();
    void onCopyFinished(const QString &dest, const QString &error);

    std::unique_ptr<BattleDocument> m_doc;
    QAction *m_tableLink = nullptr;
    UndoSink *m_sink = nullptr;
    QList<QMetaObject::Connection> m_docConnections;
    QString m_lastSinkError;

    BattleOverview *m_overview;
    BoardPanel *m_board;
    QTabWidget *m_central;
    bool m_syncingSelection = false;
    QAction *m_showBoard = nullptr;
    RosterView *m_roster;
    RosterPanel *m_rosterPanel;
    LogPanel *m_log;
    RangesPanel *m_ranges;
    TurnBar *m_turnBar;
    ActionPanel *m_action;
    SummaryView *m_summaryView;
    RecentFiles *m_recent = nullptr;
    QLabel *m_fileLabel;
    QWidget *m_readOnlyNotice = nullptr;
    QLabel *m_readOnlyText = nullptr;
    BattleCopier *m_copier;
    QProgressBar *m_copyBusy;
    bool m_closeAfterCopy = false;
    std::unique_ptr<WindowLayout> m_layout; // the window's size and its docks', kept per screen
    std::function<void(const QString &)> m_switchLanguage;

    QAction *m_saveAs = nullptr;
    QList<QAction *> m_summaryActions;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_markersMenu = nullptr;
};

} // namespace adj
