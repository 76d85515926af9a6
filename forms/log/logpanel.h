// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"
#include "event.h"

#include <QWidget>

class QComboBox;
class QLineEdit;
class QSpinBox;
class QTextBrowser;
class QTimer;

namespace adj {

class EventLogView;

// The log dock: a filter bar (turn, side, unit, kind) above the log, and beside it the
// details of the selected entry: its trace line by line with rule numbers, and its dice.
class LogPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogPanel)

public:
    explicit LogPanel(QWidget *parent = nullptr);

    void setDocument(BattleDocument *doc);
    EventLogView *view() const { return m_view; }

    // The filter bar's fields, for tests and for the keyboard (Ctrl+L focuses the unit field).
    QSpinBox *turnFilter() const { return m_turn; }
    QComboBox *sideFilter() const { return m_side; }
    QLineEdit *unitFilter() const { return m_unit; }
    QComboBox *kindFilter() const { return m_kind; }
    // Applies the filter bar now (typing waits a moment first).
    void applyFilter();
    QString detailsText() const;

    // The details of one event as HTML (its summary, trace with rule numbers, dice and seed).
    static QString detailsHtml(const Event &e, const QString &ruleset);

private:
    void rebuildSides();
    void rebuildKinds();
    void showDetails();

    BattleDocument *m_doc = nullptr;
    QList<QMetaObject::Connection> m_docConnections;
    EventLogView *m_view;
    QSpinBox *m_turn;
    QComboBox *m_side;
    QLineEdit *m_unit;
    QComboBox *m_kind;
    QTextBrowser *m_details;
    QTimer *m_typing;
    QStringList m_extraKinds; // logged kinds Adjutant does not list (from a newer version)
};

} // namespace adj
