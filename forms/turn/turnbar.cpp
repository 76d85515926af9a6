// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "turnbar.h"

#include "core/ruleset.h"
#include "core/rulesets.h"
#include "edits.h"
#include "glyphicon.h"
#include "labels.h"
#include "runner/actionrunner.h"
#include "schemacheck.h"
#include "wraplabel.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
constexpr int kTrackersWidth = 480;
constexpr int kCountersWidth = 640;
} // namespace

TurnBar::TurnBar(QWidget *parent)
    : QToolBar(parent)
    // Labels that remember their measures for their last texts: an undo and its redo change the
    // counters and the phase back and forth, and the toolbar's layout asks each label's size anew
    // (issue 30: the rich text of the counters laid out again with each undo on the big battle).
    , m_turn(new WrapLabel(this))
    , m_phase(new WrapLabel(this))
    , m_counters(new WrapLabel(this))
    , m_trackers(new WrapLabel(this))
{
    setObjectName(u"turnBar"_s);
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    QFont big = m_turn->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_turn->setFont(big);
    m_turn->setContentsMargins(8, 0, 12, 0);
    m_phase->setContentsMargins(0, 0, 12, 0);
    m_phase->setTextFormat(Qt::RichText);
    m_counters->setContentsMargins(12, 0, 8, 0);
    m_counters->setTextFormat(Qt::RichText);

    m_nextPhase = new QAction(glyphIcon(Glyph::NextPhase), QString(), this);
    m_nextPhase->setObjectName(u"nextPhase"_s);
    m_nextPhase->setShortcut(QKeySequence(Qt::Key_F6));
    m_nextTurn = new QAction(glyphIcon(Glyph::NextTurn), QString(), this);
    m_nextTurn->setObjectName(u"nextTurn"_s);
    m_nextTurn->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6));
    connect(m_nextPhase, &QAction::triggered, this, &TurnBar::nextPhase);
    connect(m_nextTurn, &QAction::triggered, this, &TurnBar::nextTurn);
    m_owedAction = new QAction(glyphIcon(Glyph::Owed), QString(), this);
    m_owedAction->setObjectName(u"owed"_s);
    m_owedAction->setShortcut(QKeySequence(Qt::Key_F8));
    connect(m_owedAction, &QAction::triggered, this, [this] {
        if (!m_owed.isEmpty())
            emit owedRequested(m_owed.constFirst());
    });

    addWidget(m_turn);
    addWidget(m_phase);
    addAction(m_nextPhase);
    addAction(m_nextTurn);
    addAction(m_owedAction);
    addSeparator();
    addWidget(m_counters);
    // Many sides' counters and long bookkeeping lines would push the buttons into the
    // toolbar's overflow: both are capped; the overview shows them whole.
    m_counters->setMaximumWidth(kCountersWidth);
    m_trackers->setContentsMargins(12, 0, 8, 0);
    m_trackers->setTextFormat(Qt::PlainText);
    m_trackers->setObjectName(u"trackers"_s);
    m_trackers->setMaximumWidth(kTrackersWidth + 24);
    addWidget(m_trackers);
    nameThings();
    refresh();
}

void TurnBar::nameThings()
{
    setWindowTitle(tr("Turn"));
    m_counters->setToolTip(tr("Each side's counters (victory points, action points, ...)."));
    m_nextPhase->setText(tr("Next &Phase"));
    m_nextPhase->setStatusTip(tr("Ends this phase and starts the next one (F6); after the last "
                                 "phase a new turn begins."));
    m_nextTurn->setText(tr("Next &Turn"));
    m_nextTurn->setStatusTip(tr("Ends this turn and starts the next one at its first phase (Shift+F6)."));
    m_owedAction->setText(tr("Owed"));
    m_owedAction->setStatusTip(
        tr("Opens the next action the turn still owes by the rules, its units filled in "
           "(F8)."));
}

void TurnBar::changeEvent(QEvent *event)
{
    QToolBar::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) { // switched at run time (issue 31)
        nameThings();
        refresh();
    }
}

void TurnBar::setDocument(BattleDocument *doc)
{
    disconnect(m_connection);
    m_doc = doc;
    m_table = {};
    m_armed = nullptr;
    if (doc)
        m_connection = connect(doc, &BattleDocument::changed, this, &TurnBar::onChanged);
    refresh();
}

bool TurnBar::confirmAdvance(QAction *which)
{
    if (m_owed.isEmpty() || m_armed == which) {
        m_armed = nullptr;
        return true;
    }
    // Said once, where the referee looks; the same key again advances.
    m_armed = which;
    QStringList lines;
    for (const Owed &o : std::as_const(m_owed))
        lines << o.text;
    const QString key = which->shortcut().toString(QKeySequence::NativeText);
    m_phase->setText(m_phase->text() + u"&nbsp;&nbsp;"_s +
                     tr("<b>%n still owed</b>: press %1 again to advance anyway", nullptr, int(m_owed.size()))
                         .arg(key.toHtmlEscaped()));
    m_phase->setToolTip(Labels::plainToolTip(lines.join(u'\n')));
    return false;
}

void TurnBar::nextPhase()
{
    if (!m_doc || !confirmAdvance(m_nextPhase))
        return;
    QString ignored; // a failed commit is reported by the undo sink
    m_doc->submit(Edits::advancePhase(m_doc->state(), m_doc->profile()), &ignored);
}

void TurnBar::nextTurn()
{
    if (!m_doc || !confirmAdvance(m_nextTurn))
        return;
    QString ignored;
    m_doc->submit(Edits::advanceTurn(m_doc->state(), m_doc->profile()), &ignored);
}

void TurnBar::onChanged(const QList<RowChange> &changes)
{
    m_armed = nullptr; // what was owed may have changed: the next advance asks again
    for (const RowChange &c : changes) {
        if (c.table == Table::Battle || c.table == Table::Counters || c.table == Table::Sides ||
            c.table == Table::Trackers) {
            refresh();
            return;
        }
    }
    refreshOwed(); // losses and markers change what the turn owes
}

void TurnBar::refreshOwed()
{
    m_owed.clear();
    if (m_doc) {
        const BattleState &s = m_doc->state();
        if (!m_table.isValid() || m_table.overrides() != s.info.overrides) {
            Refusal why;
            m_table = ActionRunner::table(s, &why);
        }
        if (const RuleSet *rs = RuleSets::find(s.info.ruleset); rs && m_table.isValid())
            m_owed = rs->owed(s, m_table);
    }
    QStringList lines;
    for (const Owed &o : std::as_const(m_owed))
        lines << (o.rule.isEmpty() ? o.text : tr("%1 (%2)").arg(o.text, o.rule));
    m_owedAction->setText(tr("Owed: %n", nullptr, int(m_owed.size())));
    m_owedAction->setEnabled(!m_owed.isEmpty());
    m_owedAction->setToolTip(m_owed.isEmpty() ? tr("Nothing is owed by the rules now.")
                                              : Labels::plainToolTip(tr("Still owed (F8 opens the first):") +
                                                                     u'\n' + lines.join(u'\n')));
}

void TurnBar::refresh()
{
    m_nextPhase->setEnabled(m_doc);
    m_nextTurn->setEnabled(m_doc);
    m_phase->setToolTip(QString());
    refreshOwed();
    if (!m_doc) {
        m_turn->clear();
        m_phase->clear();
        m_counters->clear();
        m_trackers->clear();
        return;
    }
    const BattleState &s = m_doc->state();
    const RuleSetProfile &p = m_doc->profile();
    m_turn->setText(tr("Turn %1").arg(s.info.turn));
    const int i = p.phaseIndex(s.info.phase);
    if (i >= 0)
        m_phase->setText(tr("Phase %1 of %2: <b>%3</b>")
                             .arg(i + 1)
                             .arg(p.phases.size())
                             .arg(Profiles::label(p.phases.at(i).label).toHtmlEscaped()));
    else
        m_phase->setText(s.info.phase.toHtmlEscaped());

    // Per side (in the sides' order), then what belongs to a player or to nobody.
    QStringList parts;
    auto countersOf = [&s](Id side, const QString &owner) {
        QStringList values;
        for (const Counter &c : s.counters)
            if (c.side == side && c.owner == owner)
                values << u"%1&nbsp;<b>%2</b>"_s.arg(Labels::counter(c.kind).toHtmlEscaped()).arg(c.value);
        return values.join(u" &nbsp;"_s);
    };
    for (const Side &side : s.sides) {
        const QString values = countersOf(side.id, {});
        if (!values.isEmpty())
            parts << u"<span style=\"color:%1\">&#9632;</span>&nbsp;%2: %3"_s.arg(
                side.color.isEmpty() || !SchemaCheck::isColor(side.color) ? u"gray"_s : side.color,
                side.name.toHtmlEscaped(), values);
    }
    QStringList owners;
    for (const Counter &c : s.counters)
        if (c.side == 0 && !owners.contains(c.owner))
            owners << c.owner;
    for (const QString &owner : owners) {
        const QString values = countersOf(0, owner);
        parts << (owner.isEmpty() ? values : u"%1: %2"_s.arg(owner.toHtmlEscaped(), values));
    }
    m_counters->setText(parts.join(u" &nbsp;&nbsp;&nbsp; "_s));

    // The rule set's bookkeeping (the card drawn, the plots, who moves next), one line each.
    // Elided to what fits beside the counters; the whole lines are in the tooltip and the
    // battle overview.
    QStringList lines;
    for (const Tracker &t : s.trackers)
        if (!t.label.isEmpty())
            lines << t.label;
    const QString all = lines.join(u"  ·  "_s);
    m_trackers->setText(m_trackers->fontMetrics().elidedText(all, Qt::ElideRight, kTrackersWidth));
    m_trackers->setToolTip(Labels::plainToolTip(lines.join(u'\n')));
    m_trackers->setVisible(!lines.isEmpty());
}

} // namespace adj
