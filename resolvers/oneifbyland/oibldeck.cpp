// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "oibldeck.h"

#include "core/diesource.h"

#include <QJsonArray>

#include <limits>
#include <random>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
QString kindId(OiblDeck::Kind k)
{
    return k == OiblDeck::Kind::Army ? u"army"_s
                                     : (k == OiblDeck::Kind::Division ? u"division"_s : u"brigade"_s);
}
bool kindFromId(const QString &s, OiblDeck::Kind *k)
{
    if (s == u"brigade"_s)
        *k = OiblDeck::Kind::Brigade;
    else if (s == u"division"_s)
        *k = OiblDeck::Kind::Division;
    else if (s == u"army"_s)
        *k = OiblDeck::Kind::Army;
    else
        return false;
    return true;
}
} // namespace

OiblDeck OiblDeck::build(const QList<Card> &cards, bool divisionCards, bool armyCard, QString *error)
{
    OiblDeck d;
    QStringList ids;
    for (const Card &c : cards) {
        if (c.id.isEmpty()) {
            *error = tr("a card needs a name");
            return {};
        }
        if (ids.contains(c.id)) {
            *error = tr("card \"%1\" is in the deck twice").arg(c.id);
            return {};
        }
        if (c.kind == Kind::Division && !divisionCards) {
            *error =
                tr("card \"%1\" is a division card, but optional turn sequence rule one is off").arg(c.id);
            return {};
        }
        if (c.kind == Kind::Army && !armyCard) {
            *error = tr("card \"%1\" is an army card, but optional turn sequence rule two is off").arg(c.id);
            return {};
        }
        ids.append(c.id);
    }
    if (cards.isEmpty()) {
        *error = tr("the deck needs at least one brigade card");
        return {};
    }
    d.m_cards = cards;
    d.m_pile = ids;
    d.m_turn = 1;
    error->clear();
    return d;
}

const OiblDeck::Card *OiblDeck::card(const QString &id) const
{
    for (const Card &c : m_cards)
        if (c.id == id)
            return &c;
    return nullptr;
}

OiblDeck OiblDeck::shuffled(quint64 seed) const
{
    OiblDeck d = *this;
    if (!m_drawn.isEmpty() || m_seed != 0)
        ++d.m_turn; // a new turn starts with a full, reshuffled deck
    d.m_seed = seed;
    d.m_drawn.clear();
    d.m_pile.clear();
    for (const Card &c : m_cards)
        d.m_pile.append(c.id);
    std::mt19937_64 engine(seed);
    // Fisher-Yates with the shared draw, so a seed gives the same order on every platform.
    for (qsizetype i = d.m_pile.size() - 1; i > 0; --i)
        d.m_pile.swapItemsAt(i, adj::draw(engine, 0, int(i)));
    return d;
}

OiblDeck OiblDeck::dealt(int turn, const QStringList &order, QString *error) const
{
    QStringList a = order, b;
    for (const Card &c : m_cards)
        b.append(c.id);
    a.sort();
    b.sort();
    if (a != b || turn < 1) {
        *error = tr("the shuffled order must hold every card of the deck once");
        return *this;
    }
    OiblDeck d = *this;
    d.m_turn = turn;
    d.m_seed = 0; // the order comes from logged dice, not from a seed
    d.m_drawn.clear();
    d.m_pile = order;
    error->clear();
    return d;
}

OiblDeck::Draw OiblDeck::take(int index, OiblDeck *next) const
{
    Draw r;
    OiblDeck d = *this;
    const QString id = d.m_pile.takeAt(index);
    d.m_drawn.append(id);
    r.card = *card(id);
    r.ok = true;
    r.activated.append(id);
    if (r.card.kind != Kind::Brigade) {
        // Commands below the card whose own card is still undrawn this turn.
        for (const Card &c : m_cards) {
            if (c.id == id || m_drawn.contains(c.id))
                continue;
            const Card *up = &c;
            bool under = false;
            for (int guard = 0; up && guard < 8; ++guard) {
                if (up->parent == id) {
                    under = true;
                    break;
                }
                if (m_drawn.contains(up->parent))
                    break; // a command in between has already had its card this turn
                up = card(up->parent);
            }
            if (under)
                r.activated.append(c.id);
        }
    }
    r.text = tr("turn %1: card \"%2\" (%3) drawn; activates %4")
                 .arg(m_turn)
                 .arg(id, kindId(r.card.kind), r.activated.join(u", "_s));
    *next = d;
    return r;
}

OiblDeck::Draw OiblDeck::draw(OiblDeck *next) const
{
    if (m_pile.isEmpty()) {
        Draw r;
        r.error = tr("every card has been drawn this turn; shuffle for the next turn");
        *next = *this;
        return r;
    }
    return take(0, next);
}

OiblDeck::Draw OiblDeck::enter(const QString &id, OiblDeck *next) const
{
    *next = *this;
    Draw r;
    if (!card(id)) {
        r.error = tr("card \"%1\" is not in the deck").arg(id);
        return r;
    }
    const int i = int(m_pile.indexOf(id));
    if (i < 0) {
        r.error = tr("card \"%1\" was already drawn this turn").arg(id);
        return r;
    }
    return take(i, next);
}

QList<qint64> OiblDeck::activatedUnits(const QString &cardId, const QList<UnitCommand> &units) const
{
    QList<qint64> out;
    const Card *c = card(cardId);
    if (!c)
        return out;
    // Drawn before this card this turn (the card itself is the last drawn when called after draw()).
    QStringList before = m_drawn;
    before.removeAll(cardId);
    for (const UnitCommand &u : units) {
        const bool under = c->kind == Kind::Brigade    ? u.brigade == cardId
                           : c->kind == Kind::Division ? u.division == cardId
                                                       : u.army == cardId;
        if (under && earlierCard(u, before).isEmpty())
            out.append(u.id);
    }
    return out;
}

QString OiblDeck::earlierCard(const UnitCommand &u, const QStringList &before) const
{
    // A unit goes through the sequence once a turn: a division (army) card spares the units whose
    // brigade (or division) card came first (Optional Turn Sequence Rules One and Two), and a brigade
    // card drawn after its commander's card finds its units already through.
    const QList<std::pair<QString, Kind>> chain{
        {u.brigade, Kind::Brigade}, {u.division, Kind::Division}, {u.army, Kind::Army}};
    for (const auto &[id, kind] : chain) {
        const Card *c = id.isEmpty() ? nullptr : card(id);
        if (c && c->kind == kind && before.contains(id))
            return id;
    }
    return {};
}

QStringList OiblDeck::sequence()
{
    return {u"panic"_s, u"charge-declare"_s, u"charge-move"_s, u"move"_s, u"fire"_s, u"melee"_s, u"routs"_s};
}

QJsonObject OiblDeck::toJson() const
{
    QJsonArray cards;
    for (const Card &c : m_cards)
        cards.append(QJsonObject{{u"id"_s, c.id}, {u"kind"_s, kindId(c.kind)}, {u"parent"_s, c.parent}});
    return QJsonObject{{u"cards"_s, cards},
                       {u"pile"_s, QJsonArray::fromStringList(m_pile)},
                       {u"drawn"_s, QJsonArray::fromStringList(m_drawn)},
                       {u"turn"_s, m_turn},
                       {u"seed"_s, QString::number(m_seed)}};
}

OiblDeck OiblDeck::fromJson(const QJsonObject &o, QString *error)
{
    OiblDeck d;
    QStringList ids;
    for (const QJsonValue &v : o.value(u"cards"_s).toArray()) {
        const QJsonObject c = v.toObject();
        Card card;
        card.id = c.value(u"id"_s).toString();
        card.parent = c.value(u"parent"_s).toString();
        if (card.id.isEmpty() || !kindFromId(c.value(u"kind"_s).toString(), &card.kind) ||
            ids.contains(card.id)) {
            *error = tr("deck: card %1 is malformed or repeated").arg(ids.size() + 1);
            return {};
        }
        ids.append(card.id);
        d.m_cards.append(card);
    }
    for (const QJsonValue &v : o.value(u"pile"_s).toArray())
        d.m_pile.append(v.toString());
    for (const QJsonValue &v : o.value(u"drawn"_s).toArray())
        d.m_drawn.append(v.toString());
    QStringList all = d.m_pile + d.m_drawn;
    all.sort();
    ids.sort();
    if (all != ids) {
        *error = tr("deck: the pile and the drawn cards must hold every card once");
        return {};
    }
    d.m_turn = o.value(u"turn"_s).toInt();
    bool ok = false;
    d.m_seed = o.value(u"seed"_s).toString().toULongLong(&ok);
    if (!ok || d.m_turn < 1) {
        *error = tr("deck: turn and seed are missing");
        return {};
    }
    error->clear();
    return d;
}

} // namespace adj
