// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "markerdelegate.h"

#include "themecolors.h"

#include "labels.h"
#include "rostermodel.h"

#include <QAbstractProxyModel>

#include <QApplication>
#include <QFile>
#include <QHash>
#include <QPainter>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
constexpr int kIcon = 16;
constexpr int kGap = 4;

// Marker kinds of the five rule sets that share a picture with another kind.
QString iconName(const QString &kind)
{
    static const QHash<QString, QString> aliases{
        {u"routing"_s, u"routed"_s}, {u"beaten"_s, u"routed"_s}, {u"reforming"_s, u"shaken"_s}};
    const QString name = aliases.value(kind, kind);
    return QFile::exists(u":/icons/markers/%1.svg"_s.arg(name)) ? name : u"generic"_s;
}
} // namespace

MarkerDelegate::MarkerDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{}

QIcon MarkerDelegate::markerIcon(const QString &kind)
{
    static QHash<QString, QIcon> cache;
    auto it = cache.find(kind);
    if (it == cache.end())
        it = cache.insert(kind, QIcon(u":/icons/markers/%1.svg"_s.arg(iconName(kind))));
    return *it;
}

QString MarkerDelegate::statusLabel(const QString &status)
{
    return Labels::status(status); // one list for the roster and the summary
}

void MarkerDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (!index.parent().isValid()) {
        // Sides head their units: bold.
        option->font.setBold(true);
        return;
    }
    const QString status = index.data(RosterModel::StatusRole).toString();
    if (!status.isEmpty()) {
        option->font.setItalic(true);
        option->palette.setColor(QPalette::Text, option->palette.color(QPalette::PlaceholderText));
        if (index.column() == RosterModel::Name)
            option->text = tr("%1 (%2)").arg(option->text, statusLabel(status));
    }
}

void MarkerDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                           const QModelIndex &index) const
{
    if (index.parent().isValid() && index.column() == RosterModel::Markers)
        paintMarkers(painter, option, index);
    else if (index.parent().isValid() && index.column() == RosterModel::Strength)
        paintStrength(painter, option, index);
    else
        QStyledItemDelegate::paint(painter, option, index);
}

void MarkerDelegate::paintMarkers(QPainter *painter, const QStyleOptionViewItem &option,
                                  const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QStringList kinds = index.data(RosterModel::MarkerKindsRole).toStringList();
    opt.text.clear();
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget); // background, selection
    if (kinds.isEmpty())
        return;

    painter->save();
    const QRect r = opt.rect.adjusted(kGap, 0, -kGap, 0);
    int x = r.left();
    const int y = r.top() + (r.height() - kIcon) / 2;
    for (const QString &kind : kinds) {
        if (x + kIcon > r.right())
            break;
        markerIcon(kind).paint(painter, QRect(x, y, kIcon, kIcon));
        x += kIcon + 2;
    }
    // The names too, as far as they fit: the referee reads them aloud.
    const QRect textRect(x + kGap, r.top(), r.right() - x - kGap, r.height());
    if (textRect.width() > opt.fontMetrics.averageCharWidth() * 3) {
        const bool selected = opt.state & QStyle::State_Selected;
        painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
        const QString text = opt.fontMetrics.elidedText(index.data(Qt::DisplayRole).toString(),
                                                        Qt::ElideRight, textRect.width());
        painter->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft, text);
    }
    painter->restore();
}

void MarkerDelegate::paintStrength(QPainter *painter, const QStyleOptionViewItem &option,
                                   const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const double fraction = qBound(0.0, index.data(RosterModel::StrengthFractionRole).toDouble(), 1.0);
    const QString text = opt.text;
    opt.text.clear();
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    painter->save();
    // A thin bar under the figures: green when whole, amber past half lost, red when spent.
    const QRect r = opt.rect.adjusted(kGap, 0, -kGap, 0);
    const QRect track(r.left(), r.bottom() - 4, r.width(), 3);
    const QColor color = ThemeColors::tone(fraction > 0.5    ? ThemeColors::Tone::Good
                                           : fraction > 0.25 ? ThemeColors::Tone::Warning
                                                             : ThemeColors::Tone::Bad,
                                           opt.palette);
    painter->fillRect(track, opt.palette.color(QPalette::Midlight));
    painter->fillRect(QRect(track.topLeft(), QSize(int(track.width() * fraction), track.height())), color);
    const bool selected = opt.state & QStyle::State_Selected;
    painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    painter->setFont(opt.font);
    painter->drawText(r.adjusted(0, 0, 0, -4), Qt::AlignVCenter | Qt::AlignLeft,
                      opt.fontMetrics.elidedText(text, Qt::ElideRight, r.width()));
    painter->restore();
}

QSize MarkerDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setHeight(qMax(size.height(), kIcon + 8));
    if (index.parent().isValid() && index.column() == RosterModel::Markers) {
        const QStringList kinds = index.data(RosterModel::MarkerKindsRole).toStringList();
        size.setWidth(kGap * 3 + int(kinds.size()) * (kIcon + 2) +
                      option.fontMetrics.horizontalAdvance(index.data(Qt::DisplayRole).toString()));
    }
    return size;
}

void MarkerDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    const QVariant before = index.data(Qt::EditRole);
    QStyledItemDelegate::setModelData(editor, model, index);
    // setData() refuses what the rules do not allow; say why instead of quietly reverting.
    auto *proxy = qobject_cast<QAbstractProxyModel *>(model);
    auto *roster = qobject_cast<RosterModel *>(proxy ? proxy->sourceModel() : model);
    if (roster && !roster->lastError().isEmpty() && index.data(Qt::EditRole) == before)
        emit editRefused(roster->lastError());
}

} // namespace adj
