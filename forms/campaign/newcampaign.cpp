// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "newcampaign.h"

#include "campaign/campaign.h"
#include "rulesetprofile.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>

using namespace Qt::StringLiterals;

namespace adj {

QString createCampaign(QWidget *parent, const QString &folder, const QString &ruleset)
{
    bool ok = false;
    const QString name = QInputDialog::getText(parent, adj::NewCampaign::tr("New Campaign"),
                                               adj::NewCampaign::tr("The campaign's name:"),
                                               QLineEdit::Normal, adj::NewCampaign::tr("New campaign"), &ok)
                             .trimmed();
    if (!ok || name.isEmpty())
        return {};
    QStringList labels;
    int current = 0;
    for (const RuleSetProfile &p : Profiles::all()) {
        if (p.id == ruleset)
            current = int(labels.size());
        labels << Profiles::label(p.name);
    }
    const QString chosen = QInputDialog::getItem(parent, adj::NewCampaign::tr("New Campaign"),
                                                 adj::NewCampaign::tr("The rule set of its battles:"), labels,
                                                 current, false, &ok);
    if (!ok)
        return {};
    Campaign c;
    c.name = name;
    c.ruleset = Profiles::all().at(size_t(labels.indexOf(chosen))).id;
    QString path = QFileDialog::getSaveFileName(parent, adj::NewCampaign::tr("New Campaign File"), folder,
                                                adj::NewCampaign::tr("Adjutant campaigns (*.adjcampaign)"),
                                                nullptr, QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += u".adjcampaign"_s;
    QString error;
    if (QFileInfo::exists(path))
        error = adj::NewCampaign::tr("%1 already exists; a new campaign never overwrites a file.").arg(path);
    else if (c.save(path, &error))
        return path;
    QMessageBox::warning(parent, adj::NewCampaign::tr("Cannot Create Campaign"), error);
    return {};
}

} // namespace adj
