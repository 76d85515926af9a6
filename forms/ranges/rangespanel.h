// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "battledocument.h"

#include <QWidget>

#include <tuple>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace adj {

class RangesModel;

// The measured-ranges dock: the battle's ranges, newest first, and a line to record one
// between two units ("7", "7.5in", "18cm", "3h", as in the action panel's quick range
// field). Recording is an edit on the undo stack; the action panel reuses the last range
// between its two units.
class RangesPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RangesPanel)

public:
    explicit RangesPanel(QWidget *parent = nullptr);

    void setDocument(BattleDocument *doc);
    // The units selected in the roster, in order: the first two become from and to.
    void setRosterSelection(const QList<Id> &units);
    void chooseUnits(Id from, Id to);
    // Records the range typed for the chosen units. False with message() saying why.
    bool record();
    void focusFirst();

    QTableView *view() const { return m_view; }
    RangesModel *rangesModel() const { return m_model; }
    QLineEdit *rangeEdit() const { return m_range; }
    QString message() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    class UnitList;
    // Its words, at construction and again when the language is switched (issue 31).
    void retranslate();
    void rebuildUnits();
    void showMessage(const QString &text, bool error);

    BattleDocument *m_doc = nullptr;
    QList<QMetaObject::Connection> m_docConnections;
    RangesModel *m_model = nullptr;
    QComboBox *m_from;
    QComboBox *m_to;
    QLineEdit *m_range;
    QPushButton *m_record;
    QLabel *m_fromLabel;
    QLabel *m_toLabel;
    QLabel *m_rangeLabel;
    QLabel *m_message;
    QTableView *m_view;
    UnitList *m_units;
    QList<std::tuple<Id, Id, QString>> m_unitsSignature; // id, side, name of each unit and side
};

} // namespace adj
