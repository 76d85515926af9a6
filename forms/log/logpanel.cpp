// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "logpanel.h"

#include "clearbutton.h"
#include "core/ruleset.h"
#include "core/rulesets.h"
#include "eventlogmodel.h"
#include "eventlogview.h"
#include "labels.h"
#include "logfiltermodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace adj {

LogPanel::LogPanel(QWidget *parent)
    : QWidget(parent)
    , m_view(new EventLogView)
    , m_turn(new QSpinBox)
    , m_side(new QComboBox)
    , m_unit(new QLineEdit)
    , m_kind(new QComboBox)
    , m_details(new QTextBrowser)
    , m_typing(new QTimer(this))
{
    setObjectName(u"logPanel"_s);
    m_turn->setObjectName(u"logTurnFilter"_s);
    m_turn->setRange(0, 9999);
    m_turn->setSpecialValueText(tr("All turns"));
    m_turn->setPrefix(tr("Turn "));
    m_turn->setToolTip(tr("Show the entries of one turn"));
    m_side->setObjectName(u"logSideFilter"_s);
    m_side->setToolTip(tr("Show what one side's units did"));
    m_side->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_unit->setObjectName(u"logUnitFilter"_s);
    m_unit->setPlaceholderText(tr("Unit…"));
    clearButtonOnText(m_unit);
    m_unit->setMinimumWidth(fontMetrics().averageCharWidth() * 16);
    m_unit->setToolTip(tr("Show what the units whose name contains this did"));
    m_kind->setObjectName(u"logKindFilter"_s);
    m_kind->setToolTip(tr("Show one kind of entry"));
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_details->setObjectName(u"logDetails"_s);
    m_details->setOpenLinks(false);
    m_details->setPlaceholderText(tr("Select an entry to read its trace and dice."));

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(tr("F&ilter:"));
    label->setBuddy(m_unit);
    bar->addWidget(label);
    bar->addWidget(m_turn);
    bar->addWidget(m_side);
    bar->addWidget(m_unit, 1);
    bar->addWidget(m_kind);

    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_view);
    split->addWidget(m_details);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 1);
    split->setSizes({600, 300});
    split->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addWidget(split, 1);

    // Typing a name waits for a pause; the other fields filter at once.
    m_typing->setSingleShot(true);
    m_typing->setInterval(200);
    connect(m_typing, &QTimer::timeout, this, &LogPanel::applyFilter);
    connect(m_unit, &QLineEdit::textChanged, m_typing, qOverload<>(&QTimer::start));
    connect(m_turn, &QSpinBox::valueChanged, this, &LogPanel::applyFilter);
    connect(m_side, &QComboBox::currentIndexChanged, this, &LogPanel::applyFilter);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &LogPanel::applyFilter);
    setDocument(nullptr);
}

void LogPanel::setDocument(BattleDocument *doc)
{
    for (const auto &c : std::as_const(m_docConnections))
        disconnect(c);
    m_docConnections.clear();
    m_doc = doc;
    m_extraKinds.clear();
    m_view->setDocument(doc);
    m_turn->blockSignals(true);
    m_turn->setValue(0);
    m_turn->blockSignals(false);
    m_unit->blockSignals(true);
    m_unit->clear();
    m_unit->blockSignals(false);
    for (QComboBox *c : {m_side, m_kind}) { // a new battle starts unfiltered
        c->blockSignals(true);
        c->clear();
        c->blockSignals(false);
    }
    rebuildSides();
    rebuildKinds();
    m_details->clear();
    for (QWidget *w : std::initializer_list<QWidget *>{m_turn, m_side, m_unit, m_kind})
        w->setEnabled(doc != nullptr);
    if (!doc)
        return;
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &LogPanel::showDetails,
            Qt::UniqueConnection);
    m_docConnections << connect(doc, &BattleDocument::changed, this, [this](const QList<RowChange> &changes) {
        for (const RowChange &c : changes)
            if (c.table == Table::Sides) {
                rebuildSides();
                return;
            }
    });
    m_docConnections << connect(doc, &BattleDocument::eventAppended, this, [this](qint64 seq) {
        const QString kind = m_doc->store().events(seq, 1).value(0).kind;
        if (m_kind->findData(kind) < 0) {
            m_extraKinds << kind;
            rebuildKinds();
        }
        showDetails(); // an undo changes how the entry shown reads
    });
}

void LogPanel::rebuildSides()
{
    const Id current = m_side->currentData().toLongLong();
    m_side->blockSignals(true);
    m_side->clear();
    m_side->addItem(tr("All sides"), Id(0));
    if (m_doc)
        for (const Side &s : m_doc->state().sides)
            m_side->addItem(s.name, s.id);
    m_side->setCurrentIndex(qMax(0, m_side->findData(current)));
    m_side->blockSignals(false);
}

void LogPanel::rebuildKinds()
{
    const QString current = m_kind->currentData().toString();
    m_kind->blockSignals(true);
    m_kind->clear();
    m_kind->addItem(tr("All kinds"), QString());
    if (m_doc) {
        // The kinds Adjutant writes, and the rule set's resolutions, plus any logged since:
        // not SELECT DISTINCT, which reads the whole log (100,000 entries) at every open.
        QStringList ids = Labels::eventKinds();
        if (const RuleSet *rs = RuleSets::find(m_doc->state().info.ruleset))
            for (const ActionSchema &a : rs->actions())
                ids << u"resolve.%1"_s.arg(a.id);
        ids += m_extraKinds;
        ids.removeDuplicates();
        QList<std::pair<QString, QString>> kinds;
        for (const QString &k : std::as_const(ids))
            kinds.append({Labels::eventKind(k, m_doc->state().info.ruleset), k});
        std::sort(kinds.begin(), kinds.end(),
                  [](const auto &a, const auto &b) { return a.first.localeAwareCompare(b.first) < 0; });
        for (const auto &[label, kind] : kinds)
            m_kind->addItem(label, kind);
    }
    m_kind->setCurrentIndex(qMax(0, m_kind->findData(current)));
    m_kind->blockSignals(false);
}

void LogPanel::applyFilter()
{
    m_typing->stop();
    EventFilter f;
    f.turn = m_turn->value();
    f.side = m_side->currentData().toLongLong();
    f.unit = m_unit->text().trimmed();
    f.kind = m_kind->currentData().toString();
    m_view->filterModel()->setFilter(f);
    showDetails();
}

QString LogPanel::detailsText() const
{
    return m_details->toPlainText();
}

void LogPanel::showDetails()
{
    const QModelIndex current = m_view->currentIndex();
    if (!m_doc || !current.isValid()) {
        m_details->clear();
        return;
    }
    const QModelIndex source = m_view->filterModel()->mapToSource(current);
    m_details->setHtml(detailsHtml(m_view->logModel()->eventAt(source.row()), m_doc->state().info.ruleset));
}

QString LogPanel::detailsHtml(const Event &e, const QString &ruleset)
{
    QString html = u"<p><b>%1</b></p>"_s.arg(tr("#%1, turn %2: %3")
                                                 .arg(e.seq)
                                                 .arg(e.turn)
                                                 .arg(Labels::eventKind(e.kind, ruleset))
                                                 .toHtmlEscaped());
    QString summary = e.summary.toHtmlEscaped();
    if (e.undone)
        summary = u"<s>%1</s> %2"_s.arg(summary, tr("(undone)").toHtmlEscaped());
    html += u"<p>%1</p>"_s.arg(summary);
    if (!e.trace.isEmpty()) {
        html += u"<p><b>%1</b></p><ol>"_s.arg(tr("Trace").toHtmlEscaped());
        for (const auto &t : e.trace) {
            const QJsonObject line = t.toObject();
            const QString text = line.value(u"text"_s).toString();
            const QString rule = line.value(u"rule"_s).toString();
            html +=
                u"<li>%1</li>"_s.arg((rule.isEmpty() ? text : tr("%1 (%2)").arg(text, rule)).toHtmlEscaped());
        }
        html += u"</ol>"_s;
    }
    if (!e.dice.isEmpty()) {
        html += u"<p><b>%1</b></p><ul>"_s.arg(tr("Dice").toHtmlEscaped());
        for (const auto &d : e.dice) {
            const QJsonObject die = d.toObject();
            QString line = tr("%1 on a d%2, %3")
                               .arg(die.value(u"value"_s).toInt())
                               .arg(die.value(u"sides"_s).toInt())
                               .arg(die.value(u"source"_s).toString());
            const QString purpose = die.value(u"purpose"_s).toString();
            if (!purpose.isEmpty())
                line = tr("%1: %2").arg(line, purpose);
            html += u"<li>%1</li>"_s.arg(line.toHtmlEscaped());
        }
        html += u"</ul>"_s;
        const QJsonObject source = e.inputs.value(u"_diceSource"_s).toObject();
        const QString seed = source.value(u"seed"_s).toString();
        if (!seed.isEmpty())
            html += u"<p>%1</p>"_s.arg(tr("Seed: %1").arg(seed).toHtmlEscaped());
    }
    return html;
}

} // namespace adj
