// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "board.h"

#include <QJsonArray>
#include <QMutex>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

// The hexes strictly between a and b, on the line nudged one way and the other.
template <typename Visit> void walkBetween(Hex a, Hex b, Visit visit)
{
    const int n = hex::distance(a, b);
    constexpr double e = 1e-6;
    const FractionalHex ap{a.q + e, a.r + e, a.s - 2 * e}, bp{b.q + e, b.r + e, b.s - 2 * e};
    const FractionalHex am{a.q - e, a.r - e, a.s + 2 * e}, bm{b.q - e, b.r - e, b.s + 2 * e};
    for (int i = 1; i < n; ++i) {
        const double t = double(i) / n;
        const Hex hp = hex::round(hex::lerp(ap, bp, t));
        const Hex hm = hex::round(hex::lerp(am, bm, t));
        if (!visit(hp, hm))
            return;
    }
}

int labelDigits(int width, int height)
{
    return std::max({2, int(QString::number(width).size()), int(QString::number(height).size())});
}

} // namespace

// The grid of the last blocking terrain asked about; a board's copies share it until they change.
struct Board::LosCache
{
    QMutex mutex;
    QSet<QString> terrain;
    std::shared_ptr<const LosGrid> grid;
};

Board::Board()
    : m_los(std::make_shared<LosCache>())
{}

Board::Board(int width, int height, OffsetLayout layout)
    : m_width(width)
    , m_height(height)
    , m_layout(layout)
    , m_los(std::make_shared<LosCache>())
{}

void Board::changed()
{
    // Copies made before keep the old cache, which still answers for them.
    m_los = std::make_shared<LosCache>();
}

std::shared_ptr<const LosGrid> Board::losGrid(const QSet<QString> &blockingTerrain) const
{
    // Only the board's own changes replace the cache, and no reader runs beside those: readers on
    // several threads meet at its mutex.
    const std::shared_ptr<LosCache> cache = m_los;
    if (!cache) // a board moved from
        return std::make_shared<const LosGrid>(*this, blockingTerrain);
    QMutexLocker lock(&cache->mutex);
    if (!cache->grid || cache->terrain != blockingTerrain) {
        cache->grid = std::make_shared<const LosGrid>(*this, blockingTerrain);
        cache->terrain = blockingTerrain;
    }
    return cache->grid;
}

bool Board::contains(Hex h) const
{
    const OffsetCoord c = hex::toOffset(h, m_layout);
    return c.col >= 0 && c.row >= 0 && c.col < m_width && c.row < m_height;
}

QString Board::label(Hex h) const
{
    const OffsetCoord c = hex::toOffset(h, m_layout);
    const int digits = labelDigits(m_width, m_height);
    return u"%1%2"_s.arg(c.col + 1, digits, 10, QChar(u'0')).arg(c.row + 1, digits, 10, QChar(u'0'));
}

bool Board::parseLabel(const QString &label, Hex *out) const
{
    static const QRegularExpression pair(u"^\\s*(\\d+)\\s*[, ]\\s*(\\d+)\\s*$"_s);
    static const QRegularExpression digitsOnly(u"^\\d+$"_s);
    int col = -1, row = -1;
    const QRegularExpressionMatch m = pair.match(label);
    if (m.hasMatch()) {
        col = m.captured(1).toInt();
        row = m.captured(2).toInt();
    } else if (digitsOnly.match(label.trimmed()).hasMatch() && label.trimmed().size() % 2 == 0) {
        const QString t = label.trimmed();
        col = t.left(t.size() / 2).toInt();
        row = t.mid(t.size() / 2).toInt();
    } else {
        return false;
    }
    if (col < 1 || row < 1 || col > m_width || row > m_height)
        return false;
    *out = hexAt(col - 1, row - 1);
    return true;
}

void Board::setTerrain(Hex h, const QString &terrain)
{
    changed();
    if (terrain.isEmpty() || terrain == u"clear"_s)
        m_tiles.remove(h);
    else
        m_tiles.insert(h, terrain);
}

QString Board::terrain(Hex h) const
{
    return m_tiles.value(h, u"clear"_s);
}

void Board::placeUnit(qint64 id, Hex h, bool blocksLos)
{
    changed();
    m_units.insert(id, Placed{h, blocksLos});
}

void Board::removeUnit(qint64 id)
{
    changed();
    m_units.remove(id);
}

std::optional<Hex> Board::unitHex(qint64 id) const
{
    const auto it = m_units.constFind(id);
    if (it == m_units.cend())
        return std::nullopt;
    return it->hex;
}

QList<qint64> Board::unitsAt(Hex h) const
{
    QList<qint64> ids;
    for (auto it = m_units.cbegin(); it != m_units.cend(); ++it)
        if (it->hex == h)
            ids.append(it.key());
    std::sort(ids.begin(), ids.end());
    return ids;
}

bool Board::hasBlockingUnit(Hex h) const
{
    for (const Placed &p : m_units)
        if (p.hex == h && p.blocksLos)
            return true;
    return false;
}

LineOfSight Board::lineOfSight(Hex from, Hex to, const QSet<QString> &blockingTerrain, bool ignoreAll) const
{
    return losGrid(blockingTerrain)->lineOfSight(from, to, ignoreAll);
}

QJsonObject Board::toJson() const
{
    QJsonObject tiles;
    for (auto it = m_tiles.cbegin(); it != m_tiles.cend(); ++it)
        tiles.insert(label(it.key()), it.value());
    QJsonArray units;
    QList<qint64> ids = m_units.keys();
    std::sort(ids.begin(), ids.end());
    for (qint64 id : ids) {
        const Placed &p = m_units[id];
        units.append(QJsonObject{{u"id"_s, id}, {u"hex"_s, label(p.hex)}, {u"blocksLos"_s, p.blocksLos}});
    }
    return QJsonObject{{u"width"_s, m_width},
                       {u"height"_s, m_height},
                       {u"layout"_s, hex::layoutId(m_layout)},
                       {u"tiles"_s, tiles},
                       {u"units"_s, units}};
}

Board Board::fromJson(const QJsonObject &o, QString *error)
{
    auto fail = [error](const QString &m) {
        if (error)
            *error = m;
        return Board();
    };
    const int w = o.value(u"width"_s).toInt(), h = o.value(u"height"_s).toInt();
    if (w < 1 || h < 1 || w > 999 || h > 999)
        return fail(tr("a board needs a width and height between 1 and 999"));
    OffsetLayout layout = OffsetLayout::OddColumns;
    if (o.contains(u"layout"_s) && !hex::layoutFromId(o.value(u"layout"_s).toString(), &layout))
        return fail(tr("unknown board layout \"%1\" (even-r, odd-r, even-q, odd-q)")
                        .arg(o.value(u"layout"_s).toString()));
    Board b(w, h, layout);
    const QJsonObject tiles = o.value(u"tiles"_s).toObject();
    for (auto it = tiles.constBegin(); it != tiles.constEnd(); ++it) {
        Hex hx;
        if (!b.parseLabel(it.key(), &hx))
            return fail(tr("tile at \"%1\": not a hex of this board").arg(it.key()));
        b.setTerrain(hx, it.value().toString());
    }
    for (const QJsonValue &v : o.value(u"units"_s).toArray()) {
        const QJsonObject u = v.toObject();
        Hex hx;
        if (!b.parseLabel(u.value(u"hex"_s).toString(), &hx))
            return fail(tr("unit %1: \"%2\" is not a hex of this board")
                            .arg(u.value(u"id"_s).toInteger())
                            .arg(u.value(u"hex"_s).toString()));
        b.placeUnit(u.value(u"id"_s).toInteger(), hx, u.value(u"blocksLos"_s).toBool(true));
    }
    return b;
}

// ---- LosGrid

LosGrid::LosGrid(const Board &board, const QSet<QString> &blockingTerrain)
    : m_width(board.width())
    , m_height(board.height())
    , m_digits(labelDigits(board.width(), board.height()))
    , m_layout(board.layout())
    , m_cells(size_t(std::max(0, board.width() * board.height())), 0)
{
    auto at = [this](Hex h) -> quint16 * {
        const OffsetCoord c = hex::toOffset(h, m_layout);
        if (c.col < 0 || c.row < 0 || c.col >= m_width || c.row >= m_height)
            return nullptr;
        return &m_cells[size_t(c.row * m_width + c.col)];
    };
    for (const Board::Placed &p : board.m_units)
        if (quint16 *c = at(p.hex); c && p.blocksLos)
            *c = 1;
    // Blocking terrain is named before a unit in it.
    for (auto it = board.m_tiles.cbegin(); it != board.m_tiles.cend(); ++it) {
        quint16 *c = at(it.key());
        if (!c || !blockingTerrain.contains(it.value()))
            continue;
        qsizetype i = m_terrain.indexOf(it.value());
        if (i < 0) {
            i = m_terrain.size();
            m_terrain << it.value();
        }
        *c = quint16(2 + i);
    }
}

int LosGrid::cell(Hex h) const
{
    const OffsetCoord c = hex::toOffset(h, m_layout);
    if (c.col < 0 || c.row < 0 || c.col >= m_width || c.row >= m_height)
        return 0;
    return m_cells[size_t(c.row * m_width + c.col)];
}

bool LosGrid::blocks(Hex h) const
{
    return cell(h) != 0;
}

QString LosGrid::label(Hex h) const
{
    const OffsetCoord c = hex::toOffset(h, m_layout);
    return u"%1%2"_s.arg(c.col + 1, m_digits, 10, QChar(u'0')).arg(c.row + 1, m_digits, 10, QChar(u'0'));
}

QString LosGrid::why(int cell) const
{
    return cell >= 2 ? m_terrain.at(cell - 2) : tr("a unit");
}

LineOfSight LosGrid::lineOfSight(Hex from, Hex to, bool ignoreAll) const
{
    LineOfSight los;
    if (ignoreAll) {
        los.reason = tr("this unit ignores line of sight");
        return los;
    }
    if (hex::distance(from, to) <= 1) {
        los.reason = tr("adjacent units always see each other");
        return los;
    }
    // The walk reads the grid only; a reason is written once, for the pair's answer.
    bool edgeSeen = false;
    walkBetween(from, to, [&](Hex hp, Hex hm) {
        const int p = cell(hp);
        if (hp == hm) {
            if (p == 0)
                return true;
            los.clear = false;
            los.blockedBy = {hp};
            los.reason = tr("blocked by %1 in %2").arg(why(p), label(hp));
            return false;
        }
        const int m = cell(hm);
        if (p != 0 && m != 0) {
            los.clear = false;
            los.blockedBy = {hp, hm};
            los.reason = tr("blocked along the hex side between %1 (%2) and %3 (%4): both sides block")
                             .arg(label(hp), why(p), label(hm), why(m));
            return false;
        }
        edgeSeen = edgeSeen || p != 0 || m != 0;
        return true;
    });
    if (los.clear)
        los.reason = edgeSeen ? tr("clear: the line runs along a hex side blocked on one side only")
                              : tr("clear: nothing blocks between %1 and %2").arg(label(from), label(to));
    return los;
}

bool LosGrid::clear(Hex from, Hex to) const
{
    if (hex::distance(from, to) <= 1)
        return true;
    bool clear = true;
    walkBetween(from, to, [&](Hex hp, Hex hm) {
        if (hp == hm ? blocks(hp) : (blocks(hp) && blocks(hm))) {
            clear = false;
            return false;
        }
        return true;
    });
    return clear;
}

} // namespace adj
