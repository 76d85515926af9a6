// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace adj {

class LinkPage;

// What the table link's server and its pages ask of the link, and nothing more: TableLink
// implements it and hands itself to LinkHttp and LinkPage as this (docs/tablelink.md "The parts").
class LinkHost
{
public:
    virtual ~LinkHost() = default;
    // The side whose code `token` is now, or 0 (LinkHttp: a page is served only under a valid code).
    virtual qint64 sideOfToken(const QString &token) = 0;
    // The battle's last event number: every message to a page carries it.
    virtual qint64 seq() const = 0;
    // A text message from `page`, which is not closing.
    virtual void pageMessage(LinkPage *page, const QString &text) = 0;
    // `page`'s connection is gone: it is dropped and deleted later.
    virtual void pageGone(LinkPage *page) = 0;
};

} // namespace adj
