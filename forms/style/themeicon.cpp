// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "themeicon.h"

#include <QIconEngine>
#include <QPainter>

namespace adj {

namespace {
class ThemeIconEngine final : public QIconEngine
{
public:
    explicit ThemeIconEngine(const QString &name)
        : m_name(name)
    {}

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        icon().paint(painter, rect, Qt::AlignCenter, mode, state);
    }
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().pixmap(size, mode, state);
    }
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        return icon().pixmap(size, scale, mode, state);
    }
    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().actualSize(size, mode, state);
    }
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override
    {
        return icon().availableSizes(mode, state);
    }
    QString iconName() override { return m_name; }
    bool isNull() override { return icon().isNull(); }
    QString key() const override { return QStringLiteral("adj-theme-icon"); }
    QIconEngine *clone() const override { return new ThemeIconEngine(m_name); }

private:
    const QIcon &icon()
    {
        if (!m_loaded) {
            m_icon = QIcon::fromTheme(m_name);
            m_loaded = true;
        }
        return m_icon;
    }

    QString m_name;
    QIcon m_icon;
    bool m_loaded = false;
};
} // namespace

QIcon themeIcon(const QString &name)
{
    return QIcon(new ThemeIconEngine(name));
}

} // namespace adj
