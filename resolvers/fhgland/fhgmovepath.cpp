// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhgmovepath.h"

#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace adj {

bool FhgGround::fromJson(const QJsonObject &o, FhgGround *out, QString *error)
{
    if (!o.value(u"board"_s).isObject()) {
        *error = tr("no board: the battle needs a hex board (adjutant-cli board) and the unit a hex");
        return false;
    }
    QString why;
    out->m_board = Board::fromJson(o.value(u"board"_s).toObject(), &why);
    if (!why.isEmpty()) {
        *error = tr("the board: %1").arg(why);
        return false;
    }
    out->m_turn = o.value(u"turn"_s).toInt();
    out->m_pieces.clear();
    for (const QJsonValue &v : o.value(u"pieces"_s).toArray()) {
        const QJsonObject p = v.toObject();
        FhgPiece piece;
        piece.id = p.value(u"id"_s).toInteger();
        piece.kind = p.value(u"kind"_s).toString();
        piece.side = p.value(u"side"_s).toString();
        piece.name = p.value(u"name"_s).toString();
        piece.with = p.value(u"with"_s).toInteger();
        if (!out->m_board.parseLabel(p.value(u"hex"_s).toString(), &piece.hex)) {
            *error = tr("%1 stands on \"%2\", which is not a hex of this board")
                         .arg(piece.name, p.value(u"hex"_s).toString());
            return false;
        }
        out->m_pieces.append(piece);
    }
    return true;
}

QList<FhgPiece> FhgGround::piecesAt(Hex h) const
{
    QList<FhgPiece> out;
    for (const FhgPiece &p : m_pieces)
        if (p.hex == h)
            out.append(p);
    return out;
}

const FhgPiece *FhgGround::find(qint64 id, bool leader) const
{
    for (const FhgPiece &p : m_pieces)
        if (p.id == id && p.isLeader() == leader)
            return &p;
    return nullptr;
}

bool FhgGround::parseHex(const QString &input, const QString &label, Hex *out, QString *error) const
{
    if (m_board.parseLabel(label, out))
        return true;
    static const QRegularExpression numbers(u"^\\s*\\d+\\s*([, ]\\s*\\d+\\s*)?$"_s);
    if (numbers.match(label).hasMatch())
        *error = tr("input \"%1\": %2 is off the %3 x %4 board (7.1)")
                     .arg(input, label.trimmed())
                     .arg(m_board.width())
                     .arg(m_board.height());
    else
        *error =
            tr("input \"%1\": \"%2\" is not a hex label; hexes are CCRR, column then row, e.g. 0405 (7.1)")
                .arg(input, label);
    return false;
}

bool FhgGround::parsePath(const QString &input, const QString &text, QList<Hex> *out, QString *error) const
{
    static const QRegularExpression separators(u"[\\s,;]+"_s);
    out->clear();
    for (const QString &label : text.split(separators, Qt::SkipEmptyParts)) {
        Hex h;
        if (!parseHex(input, label, &h, error))
            return false;
        out->append(h);
    }
    if (out->isEmpty()) {
        *error = tr("input \"%1\" names no hex: give the hexes entered in order, e.g. \"0405 0406\" (7.1)")
                     .arg(input);
        return false;
    }
    return true;
}

FhgEntry FhgMovePath::enter(Hex h, bool last) const
{
    FhgEntry e;
    const QString label = m_g.label(h);
    const QString terrainId = m_g.board().terrain(h);
    if (!fhgTerrainFromId(terrainId, &e.terrain)) {
        e.error = tr("%1: \"%2\" is not a terrain of For Honor and Glory (2.3)").arg(label, terrainId);
        return e;
    }
    e.step = FhgRules::terrainStep(m_t, m_m.kind, e.terrain, m_m.opt11_11);
    if (e.step.move == FhgTable::Move::Impassable) {
        e.error = tr("%1 %2: impassable (%3)").arg(label, fhgTerrainName(e.terrain), e.step.rule);
        return e;
    }
    const bool alone = m_m.leaderAlone();
    QList<FhgRules::StackEntry> stack;
    QStringList enemies;
    QList<FhgPiece> enemyLeaders;
    for (const FhgPiece &p : m_g.piecesAt(h)) {
        if (m_m.id != 0 && p.id == m_m.id && p.isLeader() == alone)
            continue; // the mover
        bool rider = false;
        for (const FhgPiece &r : m_m.riders)
            rider = rider || (p.isLeader() && r.id == p.id);
        if (rider)
            continue;
        if (p.side != m_m.side) {
            if (p.isVp()) {
                if (!alone)
                    e.vpTaken.append(p);
            } else if (p.isLeader()) {
                enemyLeaders.append(p);
            } else {
                enemies.append(p.name);
            }
        } else if (p.isLeader()) {
            if (last) // 7.2.1, 9.1: leaders never block a move through
                stack.append({p.kind, p.name});
        } else if (!alone) {
            stack.append({p.kind, p.name});
        }
    }
    if (!enemies.isEmpty()) {
        e.error = tr("%1: enemy units (%2) block the move (7.2)").arg(label, enemies.join(u", "_s));
        return e;
    }
    if (!enemyLeaders.isEmpty()) {
        if (alone) {
            e.error = tr("%1: the enemy leader %2 is there; a leader moving alone cannot enter (9.3.3)")
                          .arg(label, enemyLeaders.first().name);
            return e;
        }
        e.leadersTaken = enemyLeaders;
    }
    if (alone) {
        if (last)
            stack.append({u"leader"_s, m_m.name});
    } else {
        stack.append({m_m.kind, m_m.name});
        if (last)
            for (const FhgPiece &r : m_m.riders)
                stack.append({u"leader"_s, r.name});
    }
    const QStringList problems = FhgRules::stackingProblems(m_t, stack);
    if (!problems.isEmpty())
        e.error = last ? tr("%1: %2; the move may not end there (6.2.7)").arg(label, problems.join(u"; "_s))
                       : tr("%1: %2; a move may not pass through a full hex (6.2.7, 7.2)")
                             .arg(label, problems.join(u"; "_s));
    return e;
}

QList<Hex> FhgMovePath::find(Hex from, Hex to, int hexes, QString *error) const
{
    if (to == from) {
        *error = tr("%1 is where the move begins (7.1)").arg(m_g.label(to));
        return {};
    }
    // The destination alone first: its own reason is the clearest refusal.
    if (const FhgEntry end = enter(to, true); !end.error.isEmpty()) {
        *error = end.error;
        return {};
    }
    QHash<Hex, Hex> parent{{from, from}};
    QList<Hex> frontier{from};
    for (int depth = 1; depth <= hexes && !frontier.isEmpty(); ++depth) {
        QList<Hex> next;
        for (const Hex cur : std::as_const(frontier)) {
            for (int d = 0; d < 6; ++d) {
                const Hex nb = hex::neighbor(cur, d);
                if (!m_g.board().contains(nb) || parent.contains(nb))
                    continue;
                if (nb == to) {
                    QList<Hex> path{to};
                    for (Hex h = cur; h != from; h = parent.value(h))
                        path.prepend(h);
                    return path;
                }
                const FhgEntry e = enter(nb, false);
                if (!e.error.isEmpty() || e.ends())
                    continue;
                parent.insert(nb, cur);
                next.append(nb);
            }
        }
        frontier = next;
    }
    const int distance = m_g.board().distance(from, to);
    if (distance > hexes)
        *error = tr("%1 is %2 hexes from %3: %4 may move no more than %5 (7.1)")
                     .arg(m_g.label(to))
                     .arg(distance)
                     .arg(m_g.label(from), m_m.name)
                     .arg(hexes);
    else
        *error = tr("no legal way of at most %1 hexes from %2 to %3: impassable or stopping terrain, enemy "
                    "units or full hexes bar every one (2.3, 6.2.7, 7.2)")
                     .arg(hexes)
                     .arg(m_g.label(from), m_g.label(to));
    return {};
}

} // namespace adj
