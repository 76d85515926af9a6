// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>

class QComboBox;

namespace adj {

// Typing in a closed combo box picks the entry the referee means, as fast as a name is typed: an
// entry that starts with the letters typed, else one with a word that starts with them ("ari" for
// "USS Ariel", "o" for "The One"), else one that contains them. Letters typed within a second
// add up, a space included (it does not open the list while a name is being typed).
class ComboSearch final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComboSearch)

public:
    // Installs a search on `combo`, owned by it.
    static void install(QComboBox *combo);
    // The index `typed` finds in `combo` (-1: none), by the order above.
    static int find(const QComboBox *combo, const QString &typed);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit ComboSearch(QComboBox *combo);

    QString m_typed;
    QElapsedTimer m_last;
};

} // namespace adj
