// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace adj {

// File ▸ Campaign ▸ New Campaign…: asks for the name, the rule set (the open battle's, by default)
// and where the campaign file goes, and writes it. The path written, or empty (cancelled, or
// refused with a message shown).
QString createCampaign(QWidget *parent, const QString &folder, const QString &ruleset);

// The context of its words.
class NewCampaign
{
    Q_DECLARE_TR_FUNCTIONS(adj::NewCampaign)
};

} // namespace adj
