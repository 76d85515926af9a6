#include "board.h"

#include <QJsonArray>
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

} // namespace

Board::Board(int width, int height, OffsetLayout layout)
    : m_width(width)
    , m_height(height)
    , m_layout(layout)
{}

bool Board::contains(Hex h) const
{
    const OffsetCoord c = hex::toOffset(h, m_layout);
    return c.col >= 0 && c.row >= 0 && c.col < m_width && c.row < m_height;
}

QString Board::label(Hex h) const
{
    const OffsetCoord c = hex::toOffset(h, m_layout);
    const int digits =
        std::max({2, int(QString::number(m_width).size()), int(QString::number(m_height).size())});
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
    m_units.insert(id, Placed{h, blocksLos});
}

void Board::removeUnit(qint64 id)
{
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
    LineOfSight los;
    if (ignoreAll) {
        los.reason = tr("this unit ignores line of sight");
        return los;
    }
    if (hex::distance(from, to) <= 1) {
        los.reason = tr("adjacent units always see each other");
        return los;
    }
    auto why = [&](Hex h) {
        if (!contains(h))
            return QString();
        const QString t = terrain(h);
        if (blockingTerrain.contains(t))
            return t;
        if (hasBlockingUnit(h))
            return tr("a unit");
        return QString();
    };
    bool edgeSeen = false;
    walkBetween(from, to, [&](Hex hp, Hex hm) {
        if (hp == hm) {
            const QString w = why(hp);
            if (!w.isEmpty()) {
                los.clear = false;
                los.blockedBy = {hp};
                los.reason = tr("blocked by %1 in %2").arg(w, label(hp));
                return false;
            }
            return true;
        }
        const QString wp = why(hp), wm = why(hm);
        if (!wp.isEmpty() && !wm.isEmpty()) {
            los.clear = false;
            los.blockedBy = {hp, hm};
            los.reason = tr("blocked along the hex side between %1 (%2) and %3 (%4): both sides block")
                             .arg(label(hp), wp, label(hm), wm);
            return false;
        }
        if (!wp.isEmpty() || !wm.isEmpty())
            edgeSeen = true;
        return true;
    });
    if (los.clear)
        los.reason = edgeSeen ? tr("clear: the line runs along a hex side blocked on one side only")
                              : tr("clear: nothing blocks between %1 and %2").arg(label(from), label(to));
    return los;
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
    , m_layout(board.layout())
    , m_blocked(size_t(std::max(0, board.width() * board.height())), 0)
{
    for (auto it = board.m_tiles.cbegin(); it != board.m_tiles.cend(); ++it) {
        const OffsetCoord c = hex::toOffset(it.key(), m_layout);
        if (blockingTerrain.contains(it.value()) && c.col >= 0 && c.row >= 0 && c.col < m_width &&
            c.row < m_height)
            m_blocked[size_t(c.row * m_width + c.col)] = 1;
    }
    for (const Board::Placed &p : board.m_units) {
        const OffsetCoord c = hex::toOffset(p.hex, m_layout);
        if (p.blocksLos && c.col >= 0 && c.row >= 0 && c.col < m_width && c.row < m_height)
            m_blocked[size_t(c.row * m_width + c.col)] = 1;
    }
}

bool LosGrid::blocks(Hex h) const
{
    const OffsetCoord c = hex::toOffset(h, m_layout);
    if (c.col < 0 || c.row < 0 || c.col >= m_width || c.row >= m_height)
        return false;
    return m_blocked[size_t(c.row * m_width + c.col)] != 0;
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
