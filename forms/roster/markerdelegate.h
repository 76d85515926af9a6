// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QIcon>
#include <QStyledItemDelegate>

namespace adj {

// Paints the roster: markers as small icons beside their names, strength with a bar of
// what is left, units out of play greyed. Reports edits the battle refused.
class MarkerDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MarkerDelegate)

public:
    explicit MarkerDelegate(QObject *parent = nullptr);

    // The icon drawn for a marker kind (":/icons/markers/<kind>.svg", or the generic one).
    static QIcon markerIcon(const QString &kind);
    // A unit's status ("routed", "eliminated", ...) as a person reads it.
    static QString statusLabel(const QString &status);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

signals:
    void editRefused(const QString &message) const;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    void paintMarkers(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    void paintStrength(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const;
};

} // namespace adj
