// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rosteractions.h"

#include "edits.h"
#include "leaderdialog.h"
#include "rostercsv.h"
#include "rostermodel.h"
#include "rosterview.h"
#include "scenario.h"
#include "themeicon.h"
#include "unitdialog.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const QString kRosterFolderKey = u"roster/folder"_s;

QAction *makeAction(RosterView *view, const QString &text, const QKeySequence &key, const QString &tip)
{
    auto *a = new QAction(text, view);
    a->setShortcut(key);
    // Only while the roster has the focus: Del and F2 mean other things in other views.
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    a->setStatusTip(tip);
    view->addAction(a);
    return a;
}

QString rosterFolder()
{
    const QString f = QSettings().value(kRosterFolderKey).toString();
    return f.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) : f;
}
} // namespace

RosterActions::RosterActions(RosterView *view)
    : QObject(view)
    , m_view(view)
{
    m_confirm = [view](const QString &question) {
        return QMessageBox::question(view, tr("Remove Unit"), question,
                                     QMessageBox::Yes | QMessageBox::Cancel) == QMessageBox::Yes;
    };
    m_add = makeAction(view, tr("&Add Unit…"), QKeySequence(Qt::Key_Insert),
                       tr("Adds a unit to the side of the selected row."));
    m_add->setIcon(themeIcon(u"list-add"_s));
    m_edit = makeAction(view, tr("&Edit Unit…"), QKeySequence(Qt::Key_F2),
                        tr("Edits the selected unit: name, type, strength, position and the rule set's "
                           "attributes (F2 or Enter)."));
    m_edit->setIcon(themeIcon(u"document-edit"_s));
    m_duplicate = makeAction(view, tr("D&uplicate Unit"), QKeySequence(Qt::CTRL | Qt::Key_D),
                             tr("Adds a copy of the selected unit under a new name."));
    m_duplicate->setIcon(themeIcon(u"edit-copy"_s));
    m_remove = makeAction(view, tr("&Remove Unit…"), QKeySequence(Qt::Key_Delete),
                          tr("Removes the selected units after asking; Ctrl+Z brings them back."));
    m_remove->setIcon(themeIcon(u"list-remove"_s));
    m_leaders = makeAction(view, tr("&Leaders…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L),
                           tr("Adds a leader or changes one: rating, and the unit he is with."));
    m_import = new QAction(themeIcon(u"document-import"_s), tr("&Import Roster…"), this);
    m_import->setStatusTip(tr("Adds the units of a CSV or JSON roster file; a file with errors names "
                              "every bad line and imports nothing."));
    m_export = new QAction(themeIcon(u"document-export"_s), tr("E&xport Roster…"), this);
    m_export->setStatusTip(tr("Writes the roster to a CSV or JSON file."));

    connect(m_add, &QAction::triggered, this, &RosterActions::addUnit);
    connect(m_edit, &QAction::triggered, this, &RosterActions::editUnit);
    connect(m_duplicate, &QAction::triggered, this, [this] {
        QString error;
        if (!duplicateUnit(currentUnit(), &error))
            emit editRefused(error);
    });
    connect(m_remove, &QAction::triggered, this, [this] {
        QString error;
        if (!removeUnits(selectedUnits(), &error) && !error.isEmpty())
            emit editRefused(error);
    });
    connect(m_leaders, &QAction::triggered, this, &RosterActions::leaders);
    connect(m_import, &QAction::triggered, this, &RosterActions::importRoster);
    connect(m_export, &QAction::triggered, this, &RosterActions::exportRoster);
    // Enter (and a double click on a column that is not edited in place) opens the unit.
    connect(view, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        if (m_doc && m_view->rosterModel() && m_view->unitAt(index))
            editUnit();
    });
    updateEnabled();
}

void RosterActions::setDocument(BattleDocument *doc)
{
    m_doc = doc;
    disconnect(m_selection);
    if (QItemSelectionModel *selection = m_view->selectionModel())
        m_selection =
            connect(selection, &QItemSelectionModel::currentChanged, this, &RosterActions::updateEnabled);
    updateEnabled();
}

void RosterActions::fillMenu(QMenu *menu) const
{
    menu->addAction(m_add);
    menu->addAction(m_edit);
    menu->addAction(m_duplicate);
    menu->addAction(m_remove);
    menu->addSeparator();
    menu->addAction(m_leaders);
    menu->addSeparator();
    menu->addAction(m_import);
    menu->addAction(m_export);
}

void RosterActions::updateEnabled()
{
    const bool doc = m_doc != nullptr;
    const bool unit = currentUnit() != 0;
    m_add->setEnabled(doc);
    m_edit->setEnabled(unit);
    m_duplicate->setEnabled(unit);
    m_remove->setEnabled(unit);
    m_leaders->setEnabled(doc);
    m_import->setEnabled(doc);
    m_export->setEnabled(doc);
}

Id RosterActions::currentUnit() const
{
    const RosterModel *model = m_view->rosterModel();
    return m_doc && model ? m_view->unitAt(m_view->currentIndex()) : 0;
}

Id RosterActions::currentSide() const
{
    const RosterModel *model = m_view->rosterModel();
    return m_doc && model ? m_view->currentIndex().data(RosterModel::SideIdRole).toLongLong() : 0;
}

QList<Id> RosterActions::selectedUnits() const
{
    QList<Id> units;
    const RosterModel *model = m_view->rosterModel();
    if (!m_doc || !model)
        return units;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        if (const Id id = m_view->unitAt(index))
            units << id;
    if (units.isEmpty() && currentUnit())
        units << currentUnit();
    return units;
}

void RosterActions::addUnit()
{
    if (!m_doc)
        return;
    UnitDialog dialog(m_doc, 0, currentSide(), m_view);
    if (dialog.exec() == QDialog::Accepted) {
        m_view->setCurrentIndex(m_view->viewIndexOfUnit(dialog.unitId()));
        emit message(tr("Unit added; Ctrl+Z takes it back."));
    }
}

void RosterActions::editUnit()
{
    const Id unit = currentUnit();
    if (!unit)
        return;
    UnitDialog dialog(m_doc, unit, 0, m_view);
    dialog.exec();
}

QString RosterActions::uniqueName(const BattleState &s, const QString &name)
{
    static const QRegularExpression numbered(u"^(.*) \\((\\d+)\\)$"_s);
    QString base = name;
    int n = 2;
    if (const QRegularExpressionMatch m = numbered.match(name); m.hasMatch()) {
        base = m.captured(1);
        n = m.captured(2).toInt() + 1;
    }
    QString candidate;
    do
        candidate = u"%1 (%2)"_s.arg(base).arg(n++);
    while (s.unitByName(candidate));
    return candidate;
}

bool RosterActions::duplicateUnit(Id unit, QString *error)
{
    if (!m_doc || !m_doc->state().units.contains(unit)) {
        *error = tr("Choose the unit to duplicate first.");
        return false;
    }
    const BattleState &s = m_doc->state();
    const Unit u = s.units.value(unit);
    Edits::UnitInput in;
    in.side = s.sides.value(u.side).name;
    in.name = uniqueName(s, u.name);
    in.type = u.type;
    in.strength = u.strength;
    in.strengthStart = u.strengthStart;
    in.attrs = u.attrs;
    // On a hex board the copy waits to be placed: in the original's hex it could break the stacking limit.
    if (m_doc->profile().distance != DistanceMeasure::Hexes)
        in.position = u.position;
    const Edit e = Edits::addUnit(s, m_doc->profile(), in, error);
    if (e.isEmpty() || m_doc->submit(e, error) == 0)
        return false;
    if (const Unit *copy = m_doc->state().unitByName(in.name))
        m_view->setCurrentIndex(m_view->viewIndexOfUnit(copy->id));
    emit message(tr("%1 added as a copy of %2.").arg(in.name, u.name));
    return true;
}

bool RosterActions::removeUnits(const QList<Id> &units, QString *error)
{
    if (!m_doc || units.isEmpty()) {
        *error = tr("Choose the units to remove first.");
        return false;
    }
    BattleState s = m_doc->state();
    QStringList names;
    for (const Id id : units)
        names << s.units.value(id).name;
    const QString question =
        units.size() == 1
            ? tr("Remove %1 from the roster? Its markers and measured ranges go with it; its leaders stay "
                 "on the table alone. Ctrl+Z brings it back.")
                  .arg(names.first())
            : tr("Remove these %n units from the roster? %1. Their markers and measured ranges go with them; "
                 "their leaders stay on the table alone. Ctrl+Z brings them back.",
                 nullptr, int(units.size()))
                  .arg(names.join(u", "_s));
    if (m_confirm && !m_confirm(question)) {
        error->clear();
        return false;
    }
    // Several units go as one action: one undo brings them all back.
    Edit all;
    for (const Id id : units) {
        const Edit e = Edits::removeUnit(s, id, error);
        if (e.isEmpty())
            return false;
        for (const RowChange &c : e.changes)
            s.apply(c);
        if (all.isEmpty())
            all = e;
        else
            all.changes << e.changes;
    }
    if (units.size() > 1) {
        all.summary = tr("%n units removed: %1", nullptr, int(units.size())).arg(names.join(u", "_s));
        all.actor.clear();
        all.inputs = {{u"units"_s, int(units.size())}};
    }
    if (m_doc->submit(all, error) == 0)
        return false;
    emit message(tr("Removed; Ctrl+Z brings it back."));
    return true;
}

bool RosterActions::importFile(const QString &path, QStringList *errors)
{
    if (!m_doc)
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *errors << tr("%1: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return false;
    }
    const QByteArray text = file.readAll();
    Edit e;
    if (QFileInfo(path).suffix().compare(u"json"_s, Qt::CaseInsensitive) == 0) {
        QJsonObject json;
        QString error;
        if (!Scenario::parse(text, QFileInfo(path).fileName(), &json, &error)) {
            *errors << error;
            return false;
        }
        e = Scenario::importEdit(m_doc->state(), m_doc->profile(), json, errors);
    } else {
        e = RosterCsv::importEdit(m_doc->state(), m_doc->profile(), text, errors);
    }
    if (e.isEmpty())
        return false;
    QString error;
    if (m_doc->submit(e, &error) == 0) {
        *errors << error;
        return false;
    }
    emit message(tr("%1; Ctrl+Z takes the whole import back.").arg(e.summary));
    return true;
}

bool RosterActions::exportFile(const QString &path, QString *error) const
{
    if (!m_doc)
        return false;
    const bool json = QFileInfo(path).suffix().compare(u"json"_s, Qt::CaseInsensitive) == 0;
    const QByteArray text = json ? QJsonDocument(Scenario::exportJson(m_doc->state())).toJson()
                                 : RosterCsv::write(m_doc->state(), m_doc->profile());
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size() || !out.commit()) {
        *error = tr("%1: %2").arg(QFileInfo(path).fileName(), out.errorString());
        return false;
    }
    return true;
}

void RosterActions::leaders()
{
    if (!m_doc)
        return;
    const Id unit = currentUnit();
    const QList<Leader> with = m_doc->state().leadersWith(unit);
    LeaderDialog dialog(m_doc, with.isEmpty() ? 0 : with.first().id, unit, m_view);
    if (dialog.exec() == QDialog::Accepted)
        emit message(tr("Leader saved; Ctrl+Z takes it back."));
}

void RosterActions::importRoster()
{
    if (!m_doc)
        return;
    const QString path =
        QFileDialog::getOpenFileName(m_view, tr("Import Roster"), rosterFolder(),
                                     tr("Rosters (*.csv *.json);;CSV (*.csv);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    QSettings().setValue(kRosterFolderKey, QFileInfo(path).absolutePath());
    QStringList errors;
    if (importFile(path, &errors))
        return;
    QMessageBox box(QMessageBox::Warning, tr("Roster Not Imported"),
                    tr("%1 has %n error(s); nothing was imported.", nullptr, int(errors.size()))
                        .arg(QFileInfo(path).fileName()),
                    QMessageBox::Ok, m_view);
    box.setInformativeText(errors.mid(0, 12).join(u'\n') + (errors.size() > 12 ? u"\n…"_s : QString()));
    box.setDetailedText(errors.join(u'\n'));
    box.exec();
}

void RosterActions::exportRoster()
{
    if (!m_doc)
        return;
    QString selected;
    QString path = QFileDialog::getSaveFileName(m_view, tr("Export Roster"), rosterFolder(),
                                                tr("CSV (*.csv);;JSON (*.json)"), &selected);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += selected.contains(u"json"_s) ? u".json"_s : u".csv"_s;
    QSettings().setValue(kRosterFolderKey, QFileInfo(path).absolutePath());
    QString error;
    if (exportFile(path, &error))
        emit message(tr("Roster written to %1.").arg(QDir::toNativeSeparators(path)));
    else
        emit editRefused(error);
}

} // namespace adj
