// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "boardview.h"

#include "rostermodel.h"
#include "themecolors.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QDragEnterEvent>
#include <QHelpEvent>
#include <QMimeData>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
constexpr qreal kMinZoom = 0.15;
constexpr qreal kMaxZoom = 6.0;
constexpr qreal kZoomStep = 1.25;
} // namespace

BoardView::BoardView(BoardScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
{
    setObjectName(u"boardView"_s);
    setRenderHint(QPainter::Antialiasing);
    // The hexes are the background: drawn once per zoom and kept, so a drag repaints only counters.
    setCacheMode(QGraphicsView::CacheBackground);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setOptimizationFlag(QGraphicsView::DontAdjustForAntialiasing);
    setDragMode(QGraphicsView::NoDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setMouseTracking(true);
    setAcceptDrops(true);
    setFocusPolicy(Qt::StrongFocus);
    setFrameShape(QFrame::NoFrame);
    connect(scene, &QGraphicsScene::sceneRectChanged, this, [this] { resetCachedContent(); });
    // A new selection draws its line of sight from the next hex the pointer is over.
    connect(scene, &BoardScene::selectionOrderChanged, this, &BoardView::forgetHover);
}

void BoardView::forgetHover()
{
    // What the line under the board said of the hex under the pointer spoke of the old selection or
    // the battle as it was (issue 31): gone until the pointer moves again.
    m_hoverHex.reset();
    m_scene->clearSight();
    emit hoverChanged(QString());
}

void BoardView::setMode(Mode mode)
{
    endDrag(false);
    m_mode = mode;
    viewport()->setCursor(mode == Mode::Edit ? Qt::CrossCursor : Qt::ArrowCursor);
}

void BoardView::setZoom(qreal zoom)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    if (qFuzzyCompare(zoom, this->zoom()))
        return;
    setTransform(QTransform::fromScale(zoom, zoom));
    keepIndicatorInCorner();
    emit zoomChanged(zoom);
}

void BoardView::zoomIn()
{
    setZoom(zoom() * kZoomStep);
}

void BoardView::zoomOut()
{
    setZoom(zoom() / kZoomStep);
}

void BoardView::fitToWindow()
{
    if (!m_scene->hasBoard())
        return;
    const QRectF r = m_scene->itemsBoundingRect() | m_scene->geometry().boardRect();
    const QSize room = viewport()->size() - QSize(8, 8);
    if (r.isEmpty() || room.isEmpty())
        return;
    const qreal z = std::min(room.width() / r.width(), room.height() / r.height());
    const ViewportAnchor anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::NoAnchor);
    setZoom(z);
    setTransformationAnchor(anchor);
    centerOn(r.center());
}

void BoardView::fitToUnits()
{
    QRectF units;
    for (QGraphicsItem *item : m_scene->items())
        if (item->type() == CounterItem::Type)
            units |= item->sceneBoundingRect();
    if (units.isEmpty()) {
        fitToWindow();
        return;
    }
    const qreal margin = m_scene->geometry().size();
    units.adjust(-margin, -margin, margin, margin);
    const QSize room = viewport()->size() - QSize(8, 8);
    if (room.isEmpty())
        return;
    const qreal z =
        std::clamp(std::min(room.width() / units.width(), room.height() / units.height()), 0.55, 1.4);
    const ViewportAnchor anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::NoAnchor);
    setZoom(z);
    setTransformationAnchor(anchor);
    centerOn(units.center());
}

void BoardView::keepIndicatorInCorner()
{
    // The board's indicator (the wind) stays in the top right corner of the window, whatever is
    // scrolled into sight.
    const QPoint corner(viewport()->width() - 92, 36);
    m_scene->placeIndicator(mapToScene(corner));
}

void BoardView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    keepIndicatorInCorner();
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    keepIndicatorInCorner();
}

void BoardView::centerOnUnit(Id unit)
{
    if (const CounterItem *item = m_scene->counter(unit))
        ensureVisible(item, 40, 40);
}

std::optional<Hex> BoardView::hexAt(QPoint viewportPos) const
{
    if (!m_scene->hasBoard())
        return std::nullopt;
    const Hex h = m_scene->geometry().hexAt(mapToScene(viewportPos));
    return m_scene->geometry().contains(h) ? std::optional<Hex>(h) : std::nullopt;
}

QPoint BoardView::viewportPoint(Hex h) const
{
    return mapFromScene(m_scene->geometry().center(h));
}

QPoint BoardView::viewportPointOfUnit(Id unit) const
{
    const CounterItem *item = m_scene->counter(unit);
    return item ? mapFromScene(item->pos()) : QPoint();
}

QString BoardView::toolTipAt(QPoint viewportPos) const
{
    const QPointF at = mapToScene(viewportPos);
    QString text;
    if (const Id unit = m_scene->unitAt(at))
        text = m_scene->counter(unit)->toolTip();
    else if (const auto h = hexAt(viewportPos))
        text = m_scene->hexToolTip(*h);
    else
        for (QGraphicsItem *item : m_scene->items(at))
            if (!item->toolTip().isEmpty()) {
                text = item->toolTip();
                break;
            }
    const QList<Id> selected = m_scene->selectedUnits();
    if (const auto h = hexAt(viewportPos); h && !selected.isEmpty() &&
                                           m_scene->unitHex(selected.first()) != h &&
                                           !m_scene->sightText().isEmpty())
        text += u"\n\n"_s + m_scene->sightText();
    return text;
}

void BoardView::setDragFeedback(const QString &text, bool ok)
{
    m_dragText = text;
    m_dragOk = ok;
    if (!dragging())
        return;
    QList<Hex> full{m_dragStart};
    full += m_dragPath;
    const QColor c = m_dragOk ? palette().color(QPalette::Highlight) : ThemeColors::error(palette());
    m_scene->setDragPath(full, c, text, !ok);
}

bool BoardView::extendPath(Hex to)
{
    if (!m_scene->geometry().contains(to))
        return false;
    const Hex end = m_dragPath.isEmpty() ? m_dragStart : m_dragPath.last();
    if (to == end)
        return false;
    if (to == m_dragStart) {
        m_dragPath.clear();
        return true;
    }
    if (const qsizetype back = m_dragPath.indexOf(to); back >= 0) { // the pointer came back: so does the path
        m_dragPath.resize(back + 1);
        return true;
    }
    if (m_mode == Mode::Edit) { // a placement: only where it ends counts
        m_dragPath = {to};
        return true;
    }
    const QList<Hex> line = hex::linedraw(end, to);
    for (qsizetype i = 1; i < line.size(); ++i)
        if (m_scene->geometry().contains(line.at(i)))
            m_dragPath << line.at(i);
    return true;
}

void BoardView::endDrag(bool commit)
{
    const Id unit = m_dragUnit;
    const bool wasDragging = m_dragging;
    const QList<Hex> path = m_dragPath;
    m_dragUnit = 0;
    m_dragging = false;
    m_dragPath.clear();
    m_dragText.clear();
    if (!wasDragging || !unit)
        return;
    m_scene->clearDragPath();
    m_scene->layoutHex(m_dragStart); // back in place until the battle says it moved
    if (!commit || path.isEmpty())
        return;
    if (m_mode == Mode::Edit)
        emit placeRequested({unit}, path.last());
    else
        emit moveRequested(unit, path);
}

void BoardView::paintTo(Hex h)
{
    // Every hex between the last one and this, so a quick stroke leaves no gaps.
    const QList<Hex> line = m_strokeLast ? hex::linedraw(*m_strokeLast, h) : QList<Hex>{h};
    for (const Hex &x : line)
        if (m_scene->geometry().contains(x))
            m_stroke.insert(x, m_brush);
    m_strokeLast = h;
    m_scene->setPendingTerrain(m_stroke);
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    if (event->button() != Qt::LeftButton || !m_scene->hasBoard()) {
        // A right click opens the menu (contextMenuEvent) on the selection as it is: the scene's own
        // handling would clear it, since no counter takes a press of that button.
        event->accept();
        return;
    }
    const QPoint pos = event->position().toPoint();
    const Id unit = m_scene->unitAt(mapToScene(pos));
    QList<Id> selected = m_scene->selectedUnits();
    if (unit && (event->modifiers() & Qt::ShiftModifier)) {
        if (!selected.isEmpty() && selected.first() != unit) {
            const Id actor = selected.first();
            m_scene->selectUnits({actor, unit});
            emit actRequested(actor, unit);
        } else {
            m_scene->selectUnits({unit});
        }
        event->accept();
        return;
    }
    if (unit && (event->modifiers() & Qt::ControlModifier)) {
        if (selected.contains(unit))
            selected.removeAll(unit);
        else
            selected << unit;
        m_scene->selectUnits(selected);
        event->accept();
        return;
    }
    if (unit) {
        if (!selected.contains(unit))
            m_scene->selectUnits({unit});
        m_dragUnit = unit;
        m_pressPos = pos;
        m_dragging = false;
        event->accept();
        return;
    }
    if (m_mode == Mode::Edit) {
        if (const auto h = hexAt(pos)) {
            m_painting = true;
            m_stroke.clear();
            m_strokeLast.reset();
            paintTo(*h);
            event->accept();
            return;
        }
    }
    m_panning = true;
    m_panMoved = false;
    m_panLast = pos;
    viewport()->setCursor(Qt::ClosedHandCursor);
    event->accept();
}

void BoardView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_dragUnit && (event->buttons() & Qt::LeftButton)) {
        if (!m_dragging && (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
            const auto start = m_scene->unitHex(m_dragUnit);
            if (!start) {
                m_dragUnit = 0;
                return;
            }
            m_dragging = true;
            m_dragStart = *start;
            m_dragPath.clear();
            m_scene->clearSight();
            if (CounterItem *item = m_scene->counter(m_dragUnit))
                item->setZValue(30);
        }
        if (m_dragging) {
            if (CounterItem *item = m_scene->counter(m_dragUnit))
                item->setPos(mapToScene(pos));
            const Hex h = m_scene->geometry().hexAt(mapToScene(pos));
            if (extendPath(h)) {
                m_dragText.clear();
                m_dragOk = true;
                if (m_dragPath.isEmpty())
                    m_scene->clearDragPath();
                else
                    emit dragPathChanged(m_dragUnit, m_dragPath);
                if (!m_dragPath.isEmpty() && m_dragText.isEmpty())
                    setDragFeedback({}, true);
            }
        }
        event->accept();
        return;
    }
    if (m_painting && (event->buttons() & Qt::LeftButton)) {
        if (const auto h = hexAt(pos); h && h != m_strokeLast)
            paintTo(*h);
        event->accept();
        return;
    }
    if (m_panning && (event->buttons() & Qt::LeftButton)) {
        const QPoint d = pos - m_panLast;
        m_panMoved = m_panMoved || d.manhattanLength() > 0;
        m_panLast = pos;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        event->accept();
        return;
    }
    hover(pos);
    QGraphicsView::mouseMoveEvent(event);
}

void BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QGraphicsView::mouseReleaseEvent(event);
        return;
    }
    if (m_dragUnit) {
        if (!m_dragging) // a click, not a drag: that unit alone is selected, as in a list
            m_scene->selectUnits({m_dragUnit});
        endDrag(true);
        m_dragUnit = 0;
    } else if (m_painting) {
        m_painting = false;
        const QHash<Hex, QString> stroke = m_stroke;
        m_stroke.clear();
        m_strokeLast.reset();
        emit terrainStroke(stroke);
        m_scene->setPendingTerrain({});
    } else if (m_panning) {
        m_panning = false;
        viewport()->setCursor(m_mode == Mode::Edit ? Qt::CrossCursor : Qt::ArrowCursor);
        if (!m_panMoved && !(event->modifiers() & Qt::ControlModifier))
            m_scene->selectUnits({});
    }
    // What the release did stays in the status line until the pointer moves on to another hex.
    m_hoverHex = hexAt(event->position().toPoint());
    event->accept();
}

void BoardView::mouseDoubleClickEvent(QMouseEvent *event)
{
    // A double click is two clicks here: nothing opens, and no item is grabbed by the default.
    mousePressEvent(event);
}

void BoardView::hover(QPoint viewportPos)
{
    const std::optional<Hex> h = hexAt(viewportPos);
    if (h == m_hoverHex)
        return;
    m_hoverHex = h;
    QToolTip::hideText(); // it spoke of the hex the pointer left
    QString text;
    if (h && !m_scene->selectedUnits().isEmpty())
        text = m_scene->showSight(*h);
    else
        m_scene->clearSight();
    if (text.isEmpty() && h)
        text = m_scene->hexToolTip(*h).section(u'\n', 0, 0);
    emit hoverChanged(text);
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const int steps = event->angleDelta().y() / 120;
        const qreal factor = std::pow(1.15, event->angleDelta().y() / 120.0);
        if (steps != 0 || event->angleDelta().y() != 0)
            setZoom(zoom() * factor);
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void BoardView::stepSelection(int by)
{
    // Units in reading order of their hexes (column, row), then as stacked.
    QList<std::pair<QString, Id>> order;
    for (const Unit &u : m_scene->state()->units)
        if (const auto h = m_scene->unitHex(u.id))
            order.append({m_scene->label(*h) + u"/%1"_s.arg(m_scene->unitsIn(*h).indexOf(u.id)), u.id});
    if (order.isEmpty())
        return;
    std::sort(order.begin(), order.end());
    const Id current = m_scene->selectedUnits().value(0);
    qsizetype i = -1;
    for (qsizetype k = 0; k < order.size(); ++k)
        if (order.at(k).second == current)
            i = k;
    i = i < 0 ? (by > 0 ? 0 : order.size() - 1) : ((i + by) % order.size() + order.size()) % order.size();
    m_scene->selectUnits({order.at(i).second});
    centerOnUnit(order.at(i).second);
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    const int key = event->key();
    if (mods == Qt::ControlModifier || mods == (Qt::ControlModifier | Qt::ShiftModifier)) {
        if (key == Qt::Key_Plus || key == Qt::Key_Equal) {
            zoomIn();
            return;
        }
        if (key == Qt::Key_Minus) {
            zoomOut();
            return;
        }
        if (key == Qt::Key_0) {
            fitToWindow();
            return;
        }
    }
    if (mods == Qt::NoModifier || mods == Qt::ShiftModifier) {
        const int step = std::max(20, viewport()->width() / 8);
        switch (key) {
        case Qt::Key_Left:
            horizontalScrollBar()->setValue(horizontalScrollBar()->value() - step);
            return;
        case Qt::Key_Right:
            horizontalScrollBar()->setValue(horizontalScrollBar()->value() + step);
            return;
        case Qt::Key_Up:
            verticalScrollBar()->setValue(verticalScrollBar()->value() - step);
            return;
        case Qt::Key_Down:
            verticalScrollBar()->setValue(verticalScrollBar()->value() + step);
            return;
        case Qt::Key_N:
            stepSelection(mods == Qt::ShiftModifier ? -1 : 1);
            return;
        case Qt::Key_M:
            if (mods == Qt::NoModifier && !m_scene->selectedUnits().isEmpty()) {
                emit moveToRequested();
                return;
            }
            break;
        case Qt::Key_Escape:
            if (m_dragUnit || m_painting) {
                endDrag(false);
                m_dragUnit = 0;
                m_painting = false;
                m_stroke.clear();
                m_scene->setPendingTerrain({});
            } else {
                m_scene->selectUnits({});
            }
            return;
        default:
            break;
        }
    }
    QGraphicsView::keyPressEvent(event);
}

void BoardView::contextMenuEvent(QContextMenuEvent *event)
{
    if (!m_scene->hasBoard())
        return;
    const Id unit = m_scene->unitAt(mapToScene(event->pos()));
    emit contextMenuRequested(unit, hexAt(event->pos()), event->globalPos());
    event->accept();
}

QList<Id> BoardView::unitsIn(const QMimeData *mime)
{
    QList<Id> ids;
    if (!mime || !mime->hasFormat(RosterModel::unitsMimeType()))
        return ids;
    for (const QByteArray &part : mime->data(RosterModel::unitsMimeType()).split(' '))
        if (const Id id = part.trimmed().toLongLong())
            ids << id;
    return ids;
}

void BoardView::dragEnterEvent(QDragEnterEvent *event)
{
    if (m_scene->hasBoard() && !unitsIn(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        event->ignore();
}

void BoardView::dragMoveEvent(QDragMoveEvent *event)
{
    const auto h = hexAt(event->position().toPoint());
    m_scene->setDropTarget(h);
    if (h && !unitsIn(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        event->ignore();
}

void BoardView::dragLeaveEvent(QDragLeaveEvent *event)
{
    m_scene->setDropTarget(std::nullopt);
    event->accept();
}

void BoardView::dropEvent(QDropEvent *event)
{
    m_scene->setDropTarget(std::nullopt);
    const auto h = hexAt(event->position().toPoint());
    const QList<Id> ids = unitsIn(event->mimeData());
    if (!h || ids.isEmpty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    emit placeRequested(ids, *h);
}

bool BoardView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    if (event->type() == QEvent::Leave) {
        m_hoverHex.reset();
        if (!dragging())
            m_scene->clearSight();
    }
    return QGraphicsView::viewportEvent(event);
}

} // namespace adj
