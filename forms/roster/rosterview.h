#pragma once

#include "battledocument.h"

#include <QTreeView>

namespace adj {

class MarkerDelegate;
class RosterActions;
class RosterModel;

// The battle's sides and their units. Name, strength and position are edited in place;
// markers are placed and lifted from the context menu. Every change is an edit submitted
// to the document, so it lands on the undo stack and in the log.
class RosterView final : public QTreeView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RosterView)

public:
    explicit RosterView(QWidget *parent = nullptr);

    // Shows `doc` (nullptr: nothing). The view owns the roster model it builds over it.
    void setDocument(BattleDocument *doc);
    RosterModel *rosterModel() const { return m_model; }
    // Add, edit, duplicate, remove units; leaders; import and export (with their keys).
    RosterActions *rosterActions() const { return m_actions; }

signals:
    // An edit the rules refused (bad input), with the reason; failed commits are the
    // undo sink's to report.
    void editRefused(const QString &message);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void submit(const Edit &edit, const QString &error);
    void fitColumns();

    BattleDocument *m_doc = nullptr;
    RosterModel *m_model = nullptr;
    MarkerDelegate *m_delegate;
    RosterActions *m_actions;
};

} // namespace adj
