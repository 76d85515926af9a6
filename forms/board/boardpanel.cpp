// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardpanel.h"

#include "boardscene.h"
#include "boardsnapshot.h"
#include "boardview.h"
#include "clearbutton.h"
#include "core/actionschema.h"
#include "core/ruleset.h"
#include "themecolors.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPixmap>
#include <QSpinBox>
#include <QStackedLayout>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
QIcon swatch(const QColor &fill, Qt::BrushStyle pattern)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setPen(QPen(fill.darker(160), 1));
    p.setBrush(fill);
    p.drawRect(QRectF(0.5, 0.5, 15, 15));
    if (pattern != Qt::NoBrush) {
        p.setBrush(QBrush(fill.darker(130), pattern));
        p.drawRect(QRectF(0.5, 0.5, 15, 15));
    }
    return QIcon(pixmap);
}

QAction *addShortcut(QWidget *owner, QToolBar *bar, const QString &text, const QKeySequence &key,
                     const QString &tip)
{
    auto *a = new QAction(text, owner);
    a->setShortcut(key);
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    a->setToolTip(BoardPanel::tr("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    a->setStatusTip(tip);
    owner->addAction(a);
    bar->addAction(a);
    return a;
}
} // namespace

BoardPanel::BoardPanel(QWidget *parent)
    : QWidget(parent)
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(m_scene))
    , m_tools(new QToolBar)
    , m_editTools(new QToolBar)
    , m_terrain(new QComboBox)
    , m_width(new QSpinBox)
    , m_height(new QSpinBox)
    , m_moveTo(new QLineEdit)
    , m_legend(new QLabel)
    , m_status(new QLabel)
    , m_empty(new QLabel)
{
    setObjectName(u"boardPanel"_s);
    makeTools();
    makeEditTools();
    makeLayout();
    connectParts();
    setDocument(nullptr);
}

// The view's row: zoom, fit and the edit mode's switch, each with its key.
void BoardPanel::makeTools()
{
    m_tools->setObjectName(u"boardTools"_s);
    m_tools->setIconSize(QSize(16, 16));
    m_tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_zoomIn = addShortcut(this, m_tools, tr("Zoom In"), QKeySequence(Qt::CTRL | Qt::Key_Plus),
                           tr("Shows the board larger (also Ctrl+wheel)"));
    m_zoomOut = addShortcut(this, m_tools, tr("Zoom Out"), QKeySequence(Qt::CTRL | Qt::Key_Minus),
                            tr("Shows more of the board"));
    m_fit = addShortcut(this, m_tools, tr("Fit"), QKeySequence(Qt::CTRL | Qt::Key_0),
                        tr("Fits the whole board in the window"));
    m_tools->addSeparator();
    m_edit = addShortcut(this, m_tools, tr("Edit Board"), QKeySequence(Qt::CTRL | Qt::Key_E),
                         tr("Paints terrain, sets the board's size and places units without the rules "
                            "of movement; each stroke or placement is one undoable change"));
    m_edit->setCheckable(true);
    m_edit->setObjectName(u"boardEditAction"_s);
}

// The edit mode's own row (terrain to paint, the board's size) and the "move to hex" field.
void BoardPanel::makeEditTools()
{
    m_terrain->setObjectName(u"boardTerrain"_s);
    m_terrain->setToolTip(tr("The terrain a click or a drag paints"));
    // The edit mode's own row, so its tools never hide in the bar's overflow on a narrow window.
    m_editTools->setObjectName(u"boardEditTools"_s);
    m_editTools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_editTools->addWidget(m_terrain);
    m_width->setObjectName(u"boardWidth"_s);
    m_height->setObjectName(u"boardHeight"_s);
    for (QSpinBox *spin : {m_width, m_height}) {
        spin->setRange(1, 200);
        spin->setKeyboardTracking(false);
    }
    m_width->setToolTip(tr("Columns"));
    m_height->setToolTip(tr("Rows"));
    m_width->setPrefix(tr("width "));
    m_height->setPrefix(tr("height "));
    m_editTools->addSeparator();
    m_editTools->addWidget(m_width);
    m_editTools->addWidget(m_height);
    QAction *resize = m_editTools->addAction(tr("Resize"), this, &BoardPanel::resizeBoard);
    resize->setToolTip(tr("Gives the board the width and height set beside it (one undoable change)"));
    m_moveTo->setObjectName(u"boardMoveTo"_s);
    m_moveTo->setPlaceholderText(tr("move to hex…"));
    m_moveTo->setToolTip(
        tr("Type a hex (e.g. 0507) and press Enter to move the selected unit there (M on the board)"));
    m_moveTo->setMaximumWidth(130);
    clearButtonOnText(m_moveTo);
}

// The legend, the status lines and the board (or the word why there is none), one above the other.
void BoardPanel::makeLayout()
{
    m_legend->setObjectName(u"boardLegend"_s);
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    m_status->setTextFormat(Qt::PlainText); // messages name units from the battle file: never HTML
    m_status->setObjectName(u"boardStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Two lines at most, so the board does not jump while a drag runs; the whole text in its tooltip.
    m_status->setFixedHeight(m_status->fontMetrics().lineSpacing() * 2 + 4);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_empty->setObjectName(u"boardEmpty"_s);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    // The field beside the tool bar, not in it: the bar may fold its buttons away on a narrow window
    // (they keep their keys), the field stays in sight for M.
    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 4, 0);
    top->addWidget(m_tools, 1);
    top->addWidget(m_moveTo);
    layout->addLayout(top);
    layout->addWidget(m_editTools);
    // Placed before it is filled: a stack with no parent showed the board view as a window of its own,
    // created on the display and destroyed again as the layout adopted it.
    m_stack = new QStackedLayout;
    layout->addLayout(m_stack, 1);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_empty);
    layout->addWidget(m_legend);
    layout->addWidget(m_status);
    m_scene->setPalette(palette());
}

void BoardPanel::connectParts()
{
    connect(m_zoomIn, &QAction::triggered, m_view, &BoardView::zoomIn);
    connect(m_zoomOut, &QAction::triggered, m_view, &BoardView::zoomOut);
    connect(m_fit, &QAction::triggered, m_view, &BoardView::fitToWindow);
    connect(m_edit, &QAction::toggled, this, &BoardPanel::setEditMode);
    connect(m_terrain, &QComboBox::currentIndexChanged, this, [this] {
        m_view->setBrush(m_terrain->currentData().toString());
        if (editMode())
            showStatus(tr("Click or drag to paint %1.").arg(m_terrain->currentText()), false);
    });
    connect(m_moveTo, &QLineEdit::returnPressed, this, [this] {
        if (moveSelectedTo(m_moveTo->text())) {
            m_moveTo->clear();
            m_view->setFocus(Qt::OtherFocusReason); // back on the board for the next unit
        }
    });
    // Escape in the field goes back to the board.
    auto *back = new QAction(m_moveTo);
    back->setShortcut(QKeySequence(Qt::Key_Escape));
    back->setShortcutContext(Qt::WidgetShortcut);
    connect(back, &QAction::triggered, this, [this] {
        m_moveTo->clear();
        m_view->setFocus(Qt::OtherFocusReason);
    });
    m_moveTo->addAction(back);
    connect(m_scene, &BoardScene::selectionOrderChanged, this, &BoardPanel::onSceneSelection);
    connect(m_view, &BoardView::actRequested, this,
            [this](Id actor, Id target) { emit actRequested(QString(), actor, target); });
    connect(m_view, &BoardView::dragPathChanged, this, &BoardPanel::onDragPath);
    connect(m_view, &BoardView::moveRequested, this, &BoardPanel::onMove);
    connect(m_view, &BoardView::placeRequested, this, &BoardPanel::onPlace);
    connect(m_view, &BoardView::terrainStroke, this, &BoardPanel::onStroke);
    connect(m_view, &BoardView::hoverChanged, this, [this](const QString &text) {
        showStatus(text, false);
        m_hoverText = text;
    });
    connect(m_view, &BoardView::contextMenuRequested, this, &BoardPanel::onContextMenu);
    connect(m_view, &BoardView::moveToRequested, this, [this] {
        m_moveTo->setFocus(Qt::ShortcutFocusReason);
        showStatus(tr("Type the hex to move %1 to and press Enter (Esc goes back to the board).")
                       .arg(m_doc->state().units.value(m_scene->selectedUnits().value(0)).name),
                   false);
    });
}

BoardPanel::~BoardPanel()
{
    for (const auto &c : std::as_const(m_docConnections))
        disconnect(c);
    m_scene->setBattle(nullptr);
}

bool BoardPanel::hexRuleSet() const
{
    return m_scene->hexRuleSet();
}

void BoardPanel::setDocument(BattleDocument *doc)
{
    for (const auto &c : std::as_const(m_docConnections))
        disconnect(c);
    m_docConnections.clear();
    m_doc = doc;
    m_view->setMode(BoardView::Mode::Play);
    {
        const QSignalBlocker block(m_edit);
        m_edit->setChecked(false);
    }
    m_scene->setBattle(doc ? &doc->state() : nullptr);
    if (doc) {
        m_docConnections << connect(doc, &BattleDocument::changed, this, &BoardPanel::onChanged)
                         << connect(doc, &QObject::destroyed, this, [this] { setDocument(nullptr); });
    }
    m_fitted = false;
    refreshChrome();
    reloadPaths();
    showStatus(QString(), false);
    // Fitted once the view has its size (the window may not be shown yet).
    QTimer::singleShot(0, this, [this] {
        if (m_scene->hasBoard() && m_view->isVisible() && !m_fitted) {
            m_view->fitToUnits();
            m_fitted = true;
        }
    });
}

void BoardPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // A battle opened while the board was out of sight is fitted when it first shows.
    if (!m_fitted && m_scene->hasBoard())
        QTimer::singleShot(0, this, [this] {
            if (!m_fitted && m_view->isVisible()) {
                m_view->fitToUnits();
                m_fitted = true;
            }
        });
}

void BoardPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) { // a light or dark theme chosen while it runs
        m_scene->setPalette(palette());
        m_view->resetCachedContent();
        refreshChrome();
    }
}

void BoardPanel::refreshChrome()
{
    const bool rules = m_scene->hexRuleSet();
    const bool board = m_scene->hasBoard();
    const bool edit = m_edit->isChecked();
    for (QAction *a : {m_zoomIn, m_zoomOut, m_fit})
        a->setEnabled(board);
    m_edit->setEnabled(rules);
    m_moveTo->setEnabled(board);
    m_editTools->setVisible(rules && edit);
    if (rules) {
        const QString keep = m_terrain->currentData().toString();
        const QSignalBlocker block(m_terrain);
        m_terrain->clear();
        for (const BoardRules::Terrain &t : m_scene->terrainKinds())
            m_terrain->addItem(
                swatch(ThemeColors::terrain(t.look, palette()), ThemeColors::terrainPattern(t.look)), t.name,
                t.id);
        m_terrain->setCurrentIndex(std::max(0, m_terrain->findData(keep)));
        m_view->setBrush(m_terrain->currentData().toString());
        const QJsonObject b = m_doc->state().info.board;
        m_width->setValue(b.value(u"width"_s).toInt(20));
        m_height->setValue(b.value(u"height"_s).toInt(16));
    }
    m_stack->setCurrentWidget(board ? static_cast<QWidget *>(m_view) : m_empty);
    if (!m_doc)
        m_empty->setText(tr("No battle open."));
    else if (!rules)
        m_empty->setText(tr("This battle is played on an open table: it has no hex board."));
    else
        m_empty->setText(tr("This battle has no board yet. Switch on Edit Board (Ctrl+E), set its width "
                            "and height and press Resize."));
    updateLegend();
}

void BoardPanel::updateLegend()
{
    if (!m_scene->hasBoard()) {
        m_legend->clear();
        m_legend->setVisible(false);
        return;
    }
    // The terrain on this board (every kind while editing), in the rule set's order, in words.
    QSet<QString> used{u"clear"_s};
    for (const QString &t : m_scene->board().tiles())
        used.insert(t);
    QStringList items;
    bool blocking = false;
    for (const BoardRules::Terrain &t : m_scene->terrainKinds()) {
        if (!used.contains(t.id) && !m_edit->isChecked())
            continue;
        const QColor c = ThemeColors::terrain(t.look, palette());
        blocking = blocking || t.blocksLos;
        items << u"<span style=\"background-color:%1;\">&nbsp;&nbsp;&nbsp;&nbsp;</span>&nbsp;%2%3"_s.arg(
            c.name(), t.name.toHtmlEscaped(), t.blocksLos ? u"*"_s : QString());
    }
    QString text = items.join(u"&nbsp;&nbsp; "_s);
    if (blocking)
        text += u"&nbsp;&nbsp;&nbsp; "_s +
                tr("* blocks line of sight (%1)").arg(m_scene->rules()->losRule()).toHtmlEscaped();
    m_legend->setText(text);
    m_legend->setVisible(true);
}

void BoardPanel::onChanged(const QList<RowChange> &changes)
{
    m_scene->applyChanges(changes);
    bool chrome = false, paths = false;
    for (const RowChange &c : changes) {
        if (c.table == Table::Battle) {
            const BattleInfo before = BattleInfo::fromRow(c.before), after = BattleInfo::fromRow(c.after);
            chrome = chrome || before.board != after.board || before.overrides != after.overrides;
            paths = paths || before.turn != after.turn;
        } else if (c.table == Table::Units) {
            paths = paths || c.before.value(u"position"_s) != c.after.value(u"position"_s);
        }
    }
    if (chrome) {
        const bool hadBoard = m_stack->currentWidget() == m_view;
        refreshChrome();
        if (!hadBoard && m_scene->hasBoard())
            m_view->fitToWindow(); // a board made just now: all of it in sight
    }
    if (paths)
        reloadPaths();
    // The words of the hex under the pointer (a line of sight) spoke of the battle as it was.
    if (!m_hoverText.isEmpty() && m_status->text() == m_hoverText)
        m_view->forgetHover();
    showChoice(); // a retreat owed or carried out, by this window or another writer
}

void BoardPanel::reloadPaths()
{
    if (!m_doc || !m_scene->hasBoard() || m_scene->rules()->pathEventKinds().isEmpty())
        return;
    m_scene->setRevealedPaths(BoardSnapshot::movesOfTurn(
        m_doc->store(), m_doc->state().info.turn, m_scene->rules()->pathEventKinds(), m_scene->board()));
}

void BoardPanel::setSelectedUnits(const QList<Id> &units)
{
    m_syncing = true;
    m_scene->selectUnits(units);
    m_syncing = false;
    if (!units.isEmpty())
        m_view->centerOnUnit(units.first());
    showChoice();
}

void BoardPanel::onSceneSelection(const QList<Id> &units)
{
    if (!m_syncing)
        emit unitsSelected(units);
    showChoice();
}

void BoardPanel::showChoice()
{
    const Id unit = m_scene->selectedUnits().value(0);
    BoardRules::HexChoice c;
    if (m_doc && unit && m_scene->hasBoard() && !editMode())
        c = m_scene->rules()->hexChoice(m_doc->state(), m_scene->table(), unit, false);
    QList<Hex> hexes;
    for (const QString &label : std::as_const(c.hexes)) {
        Hex h;
        if (m_scene->board().parseLabel(label, &h))
            hexes << h;
    }
    m_scene->setChoiceHexes(hexes);
    if (!c.action.isEmpty()) {
        m_choiceText = tr("%1. Drag it to a marked hex or type the hex (M).").arg(c.text);
        showStatus(m_choiceText, false);
    } else if (!m_choiceText.isEmpty()) {
        if (m_status->text() == m_choiceText) // what it said no longer holds; a newer line stays
            showStatus(QString(), false);
        m_choiceText.clear();
    }
}

bool BoardPanel::editMode() const
{
    return m_edit->isChecked();
}

void BoardPanel::setEditMode(bool on)
{
    if (m_edit->isChecked() != on) {
        m_edit->setChecked(on); // comes back here through toggled
        return;
    }
    m_view->setMode(on ? BoardView::Mode::Edit : BoardView::Mode::Play);
    refreshChrome();
    showChoice();
    showStatus(on ? tr("Editing the board: click or drag to paint %1; drag a counter to place it; drag units "
                       "from the roster onto a hex.")
                        .arg(m_terrain->currentText())
                  : QString(),
               false);
}

void BoardPanel::showStatus(const QString &text, bool error, const QString &details)
{
    m_status->setText(text);
    m_status->setToolTip(details.isEmpty() ? text : details);
    m_statusError = error;
    m_status->setStyleSheet(error ? ThemeColors::errorStyle(palette()) : QString());
}

QString BoardPanel::statusText() const
{
    return m_status->text();
}

bool BoardPanel::submit(const BoardMoves::Outcome &outcome)
{
    if (!outcome.ok) {
        showStatus(tr("Refused: %1").arg(outcome.text), true);
        return false;
    }
    QString error;
    if (m_doc->submit(outcome.edit, &error) == 0) {
        showStatus(tr("Refused: %1").arg(error), true);
        return false;
    }
    showStatus(tr("%1. Ctrl+Z takes it back.").arg(outcome.text), false, outcome.trace);
    return true;
}

void BoardPanel::onDragPath(Id unit, const QList<Hex> &path)
{
    if (!m_doc)
        return;
    const BattleState &s = m_doc->state();
    const BoardMoves::Outcome o = editMode()
                                      ? BoardMoves::place(s, m_doc->profile(), m_scene->ruleSet(),
                                                          m_scene->table(), unit, m_scene->label(path.last()))
                                      : BoardMoves::move(s, m_doc->profile(), m_scene->ruleSet(),
                                                         m_scene->table(), m_scene->board(), unit, path);
    m_view->setDragFeedback(o.text, o.ok);
    showStatus(o.text, !o.ok, o.trace);
}

void BoardPanel::onMove(Id unit, const QList<Hex> &path)
{
    if (m_doc)
        submit(BoardMoves::move(m_doc->state(), m_doc->profile(), m_scene->ruleSet(), m_scene->table(),
                                m_scene->board(), unit, path));
}

void BoardPanel::onPlace(const QList<Id> &units, Hex hex)
{
    if (!m_doc)
        return;
    // One undoable edit per unit, so a refused one (a full hex) leaves the others placed.
    for (const Id id : units)
        if (!submit(BoardMoves::place(m_doc->state(), m_doc->profile(), m_scene->ruleSet(), m_scene->table(),
                                      id, m_scene->label(hex))))
            return;
}

void BoardPanel::onStroke(const QHash<Hex, QString> &stroke)
{
    if (m_doc && !stroke.isEmpty())
        submit(BoardMoves::paint(m_doc->state(), m_scene->board(), stroke));
}

void BoardPanel::resizeBoard()
{
    if (m_doc)
        submit(BoardMoves::resize(m_doc->state(), m_width->value(), m_height->value()));
}

bool BoardPanel::moveSelectedTo(const QString &text)
{
    if (!m_doc || !m_scene->hasBoard())
        return false;
    const Id unit = m_scene->selectedUnits().value(0);
    Hex h;
    if (!unit) {
        showStatus(tr("Select a unit on the board or in the roster first."), true);
        return false;
    }
    if (!m_scene->board().parseLabel(text.trimmed(), &h)) {
        showStatus(tr("\"%1\" is not a hex of this %2 × %3 board (labels are column then row, e.g. 0507)")
                       .arg(text.trimmed())
                       .arg(m_scene->board().width())
                       .arg(m_scene->board().height()),
                   true);
        return false;
    }
    if (editMode())
        return submit(BoardMoves::place(m_doc->state(), m_doc->profile(), m_scene->ruleSet(),
                                        m_scene->table(), unit, m_scene->label(h)));
    return submit(BoardMoves::move(m_doc->state(), m_doc->profile(), m_scene->ruleSet(), m_scene->table(),
                                   m_scene->board(), unit, {h}));
}

} // namespace adj
