// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "boardgeometry.h"

#include <QColor>
#include <QFont>
#include <QHash>
#include <QPalette>
#include <QString>

class QPainter;

namespace adj {

// The hexes of a board as the scene's background: the terrain fills (palette-aware colours with a
// pattern per kind), the outlines and the labels "CCRR". Painted a part at a time (what the view
// exposes), so a 30 x 30 board costs what the window shows, and the view caches the result.
class HexGrid
{
public:
    void setGeometry(const BoardGeometry &g);
    const BoardGeometry &geometry() const { return m_geometry; }
    void setPalette(const QPalette &palette);
    // The look (BoardRules::Terrain::look) of each hex with a tile; the rest are `clearLook`.
    void setLooks(const QHash<Hex, QString> &looks, const QString &clearLook);
    void setLook(Hex h, const QString &look); // empty: clear
    QString look(Hex h) const { return m_looks.value(h, m_clearLook); }
    // A stroke of terrain being painted, drawn over the tiles until it is committed.
    void setPending(const QHash<Hex, QString> &pending) { m_pending = pending; }
    const QHash<Hex, QString> &pending() const { return m_pending; }

    // Paints the hexes that meet `rect`; `lod` is the view's scale (labels only when readable).
    void paint(QPainter *painter, const QRectF &rect, qreal lod) const;

private:
    QColor fill(const QString &look) const;

    BoardGeometry m_geometry;
    QPalette m_palette;
    QHash<Hex, QString> m_looks;
    QHash<Hex, QString> m_pending;
    QString m_clearLook = QStringLiteral("clear");
    mutable QHash<QString, QColor> m_fills;
};

} // namespace adj
