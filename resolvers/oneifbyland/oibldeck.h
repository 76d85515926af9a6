// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace adj {

// The brigade card deck (Sequence of Play), with the optional division (Optional Rule One) and
// army (Optional Rule Two) commander cards. A pure value: every transition returns a new deck.
// Stored in the battle's tracker "oibl.deck" by the turn actions (OiblTurn).
class OiblDeck
{
    Q_DECLARE_TR_FUNCTIONS(adj::OiblDeck)
public:
    enum class Kind { Brigade, Division, Army };
    struct Card
    {
        QString id; // the brigade / division / army name the units carry
        Kind kind = Kind::Brigade;
        QString parent; // a brigade's division (or army), a division's army; empty when none
        bool operator==(const Card &) const = default;
    };
    // A unit's command chain, as the roster keeps it (brigade, division, army attributes).
    struct UnitCommand
    {
        qint64 id = 0;
        QString brigade, division, army;
    };
    struct Draw
    {
        bool ok = false;
        QString error;
        Card card;
        QStringList activated; // brigade and command ids whose units go through the sequence now
        QString text;
    };

    OiblDeck() = default;
    // Builds the deck; division and army cards only when their optional rule is on. Empty error when valid.
    static OiblDeck build(const QList<Card> &cards, bool divisionCards, bool armyCard, QString *error);

    const QList<Card> &cards() const { return m_cards; }
    const QStringList &pile() const { return m_pile; }   // undrawn, top first
    const QStringList &drawn() const { return m_drawn; } // this turn, in order
    int turn() const { return m_turn; }
    quint64 seed() const { return m_seed; }
    const Card *card(const QString &id) const;

    // A new turn: every card back in the pile, shuffled from `seed` (logged).
    OiblDeck shuffled(quint64 seed) const;
    // Turn `turn` with every card back in the pile in the order `order` (shuffled by dice the
    // resolution logs, so entered dice work too). Empty error when `order` holds every card once.
    OiblDeck dealt(int turn, const QStringList &order, QString *error) const;
    // Draws the top card; `next` receives the new deck.
    Draw draw(OiblDeck *next) const;
    // The referee drew `id` from a real deck.
    Draw enter(const QString &id, OiblDeck *next) const;
    // The units a drawn card activates: its brigade, or (division/army) every unit under it whose
    // brigade (and division) card is still undrawn, including units under its direct command. A unit
    // goes through the sequence once a turn: a brigade card drawn after its division or army card
    // activates none of the units that card already took through.
    QList<qint64> activatedUnits(const QString &cardId, const QList<UnitCommand> &units) const;
    // The card among `before` (drawn earlier this turn) that already took the unit through the
    // sequence: its brigade, division or army card; empty when none.
    QString earlierCard(const UnitCommand &u, const QStringList &before) const;
    // The steps each activated unit goes through, in order (Sequence of Play): panic tests, charge
    // declarations, charge moves, other moves, firing, melee, compulsory routs.
    static QStringList sequence();

    QJsonObject toJson() const;
    static OiblDeck fromJson(const QJsonObject &o, QString *error);
    bool operator==(const OiblDeck &) const = default;

private:
    Draw take(int index, OiblDeck *next) const;
    QList<Card> m_cards;
    QStringList m_pile, m_drawn;
    int m_turn = 0;
    quint64 m_seed = 0;
};

} // namespace adj
