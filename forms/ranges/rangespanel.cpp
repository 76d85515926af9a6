// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rangespanel.h"

#include "themecolors.h"

#include "edits.h"
#include "quickrange.h"
#include "rangesmodel.h"

#include <QAbstractListModel>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
QString distanceId(DistanceMeasure d)
{
    switch (d) {
    case DistanceMeasure::Hexes:
        return u"hexes"_s;
    case DistanceMeasure::Inches:
        return u"inches"_s;
    default:
        return u"none"_s;
    }
}
} // namespace

// The units for the two choosers, by side, with "choose a unit" first: one model both
// combo boxes read, so 5,000 units cost no item widgets and no copies.
class RangesPanel::UnitList final : public QAbstractListModel
{
public:
    using QAbstractListModel::QAbstractListModel;

    void rebuild(const BattleState *s)
    {
        beginResetModel();
        m_state = s;
        m_ids.clear();
        if (s)
            for (const Side &side : s->sides)
                for (const Unit &u : s->units)
                    if (u.side == side.id)
                        m_ids << u.id;
        endResetModel();
    }
    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_ids.size()) + 1;
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (index.row() == 0)
            return role == Qt::DisplayRole ? QVariant(RangesPanel::tr("choose a unit")) : QVariant();
        const Id id = m_ids.value(index.row() - 1);
        if (role == Qt::UserRole)
            return id;
        if (role != Qt::DisplayRole || !m_state)
            return {};
        const Unit u = m_state->units.value(id);
        return RangesPanel::tr("%1 (%2)").arg(u.name, m_state->sides.value(u.side).name);
    }
    int rowOf(Id id) const { return id ? int(m_ids.indexOf(id)) + 1 : 0; }

private:
    const BattleState *m_state = nullptr;
    QList<Id> m_ids;
};

RangesPanel::RangesPanel(QWidget *parent)
    : QWidget(parent)
    , m_from(new QComboBox)
    , m_to(new QComboBox)
    , m_range(new QLineEdit)
    , m_record(new QPushButton)
    , m_fromLabel(new QLabel)
    , m_toLabel(new QLabel)
    , m_rangeLabel(new QLabel)
    , m_message(new QLabel)
    , m_view(new QTableView)
    , m_units(new UnitList(this))
{
    setObjectName(u"rangesPanel"_s);
    m_from->setObjectName(u"rangeFrom"_s);
    m_to->setObjectName(u"rangeTo"_s);
    m_range->setObjectName(u"rangeValue"_s);
    m_record->setObjectName(u"rangeRecord"_s);
    m_view->setTabKeyNavigation(false); // Tab leaves the list; the arrows move in it
    m_view->setObjectName(u"rangesView"_s);
    for (QComboBox *c : {m_from, m_to}) {
        c->setModel(m_units);
        c->setMinimumContentsLength(14);
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    }
    m_range->setMaximumWidth(fontMetrics().averageCharWidth() * 22);
    m_message->setTextFormat(Qt::PlainText); // messages name units from the battle file: never HTML
    m_message->setWordWrap(true);
    m_message->hide();

    // Two lines: the units, then the range and its button (the dock sits under the roster).
    auto *form = new QGridLayout;
    m_fromLabel->setBuddy(m_from);
    m_toLabel->setBuddy(m_to);
    m_rangeLabel->setBuddy(m_range);
    retranslate();
    form->addWidget(m_fromLabel, 0, 0);
    form->addWidget(m_from, 0, 1);
    form->addWidget(m_toLabel, 0, 2);
    form->addWidget(m_to, 0, 3);
    form->addWidget(m_rangeLabel, 1, 0);
    auto *rangeRow = new QHBoxLayout;
    rangeRow->addWidget(m_range);
    rangeRow->addWidget(m_record);
    rangeRow->addStretch(1);
    form->addLayout(rangeRow, 1, 1, 1, 3);
    form->setColumnStretch(1, 1);
    form->setColumnStretch(3, 1);

    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->horizontalHeader()->setHighlightSections(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(m_view, 1);
    setTabOrder(m_from, m_to);
    setTabOrder(m_to, m_range);
    setTabOrder(m_range, m_record);

    connect(m_record, &QPushButton::clicked, this, &RangesPanel::record);
    connect(m_range, &QLineEdit::returnPressed, this, &RangesPanel::record);
    setDocument(nullptr);
}

void RangesPanel::retranslate()
{
    m_record->setText(tr("Record"));
    m_record->setToolTip(tr("Records the range between the two units for this turn (undoable); Return in the "
                            "range field does the same"));
    m_range->setPlaceholderText(tr("7, 7.5in, 18cm, 3h"));
    m_range->setToolTip(tr("The range as measured: inches (7 or 7.5in), centimetres (18cm) or hexes (3h)"));
    m_fromLabel->setText(tr("Fr&om:"));
    m_toLabel->setText(tr("&To:"));
    m_rangeLabel->setText(tr("Ra&nge:"));
}

void RangesPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void RangesPanel::setDocument(BattleDocument *doc)
{
    for (const auto &c : std::as_const(m_docConnections))
        disconnect(c);
    m_docConnections.clear();
    m_doc = doc;
    RangesModel *old = m_model;
    m_model = doc ? new RangesModel(doc, this) : nullptr;
    m_view->setModel(m_model);
    delete old;
    m_unitsSignature.clear();
    rebuildUnits();
    m_range->clear();
    showMessage({}, false);
    const bool measures = doc && doc->profile().distance != DistanceMeasure::None;
    for (QWidget *w : std::initializer_list<QWidget *>{m_from, m_to, m_range, m_record})
        w->setEnabled(measures);
    if (doc && !measures)
        showMessage(tr("This rule set does not measure ranges."), false);
    if (!doc)
        return;
    m_docConnections << connect(doc, &BattleDocument::changed, this, [this](const QList<RowChange> &changes) {
        // Only a side, or a unit that comes, goes, is renamed or changes side, changes the lists:
        // a loss, a move or an elimination (and their undo) is not even compared (issue 30).
        for (const RowChange &c : changes)
            if (c.table == Table::Sides ||
                (c.table == Table::Units && (c.before.isEmpty() || c.after.isEmpty() ||
                                             c.before.value(u"name"_s) != c.after.value(u"name"_s) ||
                                             c.before.value(u"side_id"_s) != c.after.value(u"side_id"_s)))) {
                rebuildUnits();
                return;
            }
    });
    // The names share what is left; the numbers take what they need.
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionResizeMode(RangesModel::From, QHeaderView::Stretch);
    header->setSectionResizeMode(RangesModel::To, QHeaderView::Stretch);
    for (const int column : {RangesModel::Measured, RangesModel::Ground, RangesModel::Turn})
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    // Sized by the rows in view, not by the first thousand: a long battle's thousands of ranges
    // were measured, text shaped, on every show and change (a tenth of its start; issue 30).
    header->setResizeContentsPrecision(0);
}

void RangesPanel::rebuildUnits()
{
    // Rebuilt only when names or sides changed: a loss or a marker leaves the lists alone.
    // Compared exactly, and cheaply: the names are shared, not copied.
    QList<std::tuple<Id, Id, QString>> signature;
    if (m_doc) {
        const BattleState &s = m_doc->state();
        signature.reserve(s.units.size() + s.sides.size());
        for (const Side &side : s.sides)
            signature.emplace_back(side.id, 0, side.name);
        for (const Unit &u : s.units)
            signature.emplace_back(u.id, u.side, u.name);
    }
    if (signature == m_unitsSignature && m_from->count() > 0)
        return;
    m_unitsSignature = signature;
    const Id from = m_from->currentData().toLongLong();
    const Id to = m_to->currentData().toLongLong();
    m_units->rebuild(m_doc ? &m_doc->state() : nullptr);
    chooseUnits(from, to);
}

void RangesPanel::setRosterSelection(const QList<Id> &units)
{
    if (units.size() >= 2)
        chooseUnits(units.at(0), units.at(1));
    else if (units.size() == 1)
        chooseUnits(units.at(0), m_to->currentData().toLongLong());
}

void RangesPanel::chooseUnits(Id from, Id to)
{
    m_from->setCurrentIndex(qMax(0, m_units->rowOf(from)));
    m_to->setCurrentIndex(qMax(0, m_units->rowOf(to)));
}

void RangesPanel::focusFirst()
{
    m_from->setFocus(Qt::TabFocusReason);
}

QString RangesPanel::message() const
{
    return m_message->text();
}

void RangesPanel::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    m_message->setForegroundRole(error ? QPalette::BrightText : QPalette::WindowText);
    m_message->setStyleSheet(error ? ThemeColors::errorStyle(palette()) : QString());
}

bool RangesPanel::record()
{
    if (!m_doc)
        return false;
    const Id from = m_from->currentData().toLongLong();
    const Id to = m_to->currentData().toLongLong();
    if (!from || !to) {
        showMessage(tr("Choose the two units first."), true);
        return false;
    }
    const RuleSetProfile &p = m_doc->profile();
    const QString text = m_range->text().trimmed();
    double value = 0; // in the rule set's measure: inches or hexes
    QString error;
    if (!QuickRange::parse(text, distanceId(p.distance), &value, &error)) {
        showMessage(tr("Range: %1").arg(error), true);
        return false;
    }
    // Keep what the tape said: 18cm is recorded as 18 cm, not as 7.09 in.
    QString measure = u"in"_s;
    if (p.distance == DistanceMeasure::Hexes) {
        measure = u"hex"_s;
    } else if (text.endsWith(u"cm"_s, Qt::CaseInsensitive)) {
        measure = u"cm"_s;
        value = QString(text.chopped(2).trimmed()).replace(u',', u'.').toDouble();
    }
    const Edit e = Edits::recordRange(m_doc->state(), p, from, to, value, measure, &error);
    if (e.isEmpty()) {
        showMessage(tr("Range: %1").arg(error), true);
        return false;
    }
    if (m_doc->submit(e, &error) == 0) {
        showMessage(tr("The range was not recorded: %1").arg(error), true);
        return false;
    }
    showMessage({}, false);
    m_range->clear();
    m_view->scrollToTop();
    return true;
}

} // namespace adj
