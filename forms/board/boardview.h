// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "boardscene.h"

#include <QGraphicsView>
#include <QHash>
#include <QPointer>

class QMimeData;

#include <optional>

namespace adj {

// The board on screen, by mouse and keyboard (issue 14). Click a counter to select it (Ctrl+click
// adds or takes away), Shift+click another to make it the target of the first, right-click for
// its menu; drag a counter to move it; drag the background or use the arrow keys and scroll bars
// to pan; Ctrl+wheel, Ctrl+plus and Ctrl+minus zoom, Ctrl+0 fits the board to the window; N and
// Shift+N step through the units, M asks for a hex to move the selected one to. While a unit is selected the
// line of sight to the hex under the pointer is drawn. In edit mode a click or a drag paints the chosen
// terrain, one stroke at a time, and a dragged counter is placed without the rules of movement. Units dragged
// from the roster are dropped onto a hex. The view decides nothing: it says what was asked with its signals.
class BoardView final : public QGraphicsView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoardView)

public:
    enum class Mode { Play, Edit };

    explicit BoardView(BoardScene *scene, QWidget *parent = nullptr);
    // Forgets the hex under the pointer: its line of sight and the words said of it.
    void forgetHover();

    BoardScene *boardScene() const { return m_scene; }
    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    // The terrain a click paints in edit mode.
    void setBrush(const QString &terrain) { m_brush = terrain; }
    QString brush() const { return m_brush; }

    qreal zoom() const { return transform().m11(); }
    void setZoom(qreal zoom);
    void zoomIn();
    void zoomOut();
    void fitToWindow();
    // The units in sight, large enough to read (where the battle is, on a board larger than the window).
    void fitToUnits();
    void centerOnUnit(Id unit);

    // The hex under a point of the viewport, and a hex's or a unit's centre on the viewport.
    std::optional<Hex> hexAt(QPoint viewportPos) const;
    QPoint viewportPoint(Hex h) const;
    QPoint viewportPointOfUnit(Id unit) const;
    // What a tooltip says at a point of the viewport: the counter or the hex, and the line of sight.
    QString toolTipAt(QPoint viewportPos) const;

    // The answer to dragPathChanged: the move's cost and trace, or why it is refused.
    void setDragFeedback(const QString &text, bool ok);
    bool dragging() const { return m_dragUnit != 0 && m_dragging; }

signals:
    // Shift+click or the menu: `actor` acts on `target` (the action panel takes both).
    void actRequested(adj::Id actor, adj::Id target);
    // A drag of `unit` now runs along `path` (the hexes entered): answer with setDragFeedback().
    void dragPathChanged(adj::Id unit, const QList<adj::Hex> &path);
    void moveRequested(adj::Id unit, const QList<adj::Hex> &path);
    // Units dropped on a hex (from the roster, or a counter dragged in edit mode).
    void placeRequested(const QList<adj::Id> &units, adj::Hex hex);
    void terrainStroke(const QHash<adj::Hex, QString> &stroke);
    // What the pointer is over, in words (the line of sight when a unit is selected).
    void hoverChanged(const QString &text);
    void contextMenuRequested(adj::Id unit, std::optional<adj::Hex> hex, QPoint globalPos);
    // M: the keyboard's way to move the selected unit (the panel's field for a hex).
    void moveToRequested();
    void zoomChanged(qreal zoom);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void hover(QPoint viewportPos);
    void keepIndicatorInCorner();
    bool extendPath(Hex to);
    void endDrag(bool commit);
    void paintTo(Hex h);
    void stepSelection(int by);
    static QList<Id> unitsIn(const QMimeData *mime);

    BoardScene *m_scene;
    Mode m_mode = Mode::Play;
    QString m_brush = QStringLiteral("clear");

    // A press on a counter that may become a drag.
    Id m_dragUnit = 0;
    QPoint m_pressPos;
    bool m_dragging = false;
    Hex m_dragStart;
    QList<Hex> m_dragPath;
    QString m_dragText;
    bool m_dragOk = true;
    // A press on the background: a pan, or a click that clears the selection.
    bool m_panning = false;
    bool m_panMoved = false;
    QPoint m_panLast;
    // A stroke of terrain being painted.
    bool m_painting = false;
    QHash<Hex, QString> m_stroke;
    std::optional<Hex> m_strokeLast;

    std::optional<Hex> m_hoverHex;
};

} // namespace adj
