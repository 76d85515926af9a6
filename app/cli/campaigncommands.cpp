// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli campaign new|add|remove|relink|show|summary: battles linked into a campaign file
// (model/campaign/). Every change is checked first and the file written whole, or not at all.
#include "cli.h"
#include "clicommand.h"

#include "campaign/campaign.h"
#include "campaign/campaignstanding.h"
#include "campaignprinter.h"
#include "summary/campaignreport.h"

#include "labels.h"
#include "rulesetprofile.h"
#include <QApplication>
#include <QDir>

#include <QFileInfo>
#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QCommandLineOption campaignOption()
{
    return QCommandLineOption({u"c"_s, u"campaign"_s}, Cli::tr("The campaign file."), Cli::tr("file"));
}

QString stateLabel(const QString &state)
{
    if (state == u"missing"_s)
        return Cli::tr("missing");
    if (state == u"damaged"_s)
        return Cli::tr("damaged");
    if (state == u"other-ruleset"_s)
        return Cli::tr("another rule set");
    if (state == u"not-started"_s)
        return Cli::tr("not started");
    if (state == u"in-progress"_s)
        return Cli::tr("in progress");
    return Cli::tr("ended");
}

QString standings(const QMap<QString, int> &m, const QString &measure)
{
    QStringList parts;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        parts << u"%1 %2 %3"_s.arg(it.key()).arg(it.value()).arg(Labels::counter(measure));
    return parts.join(u", "_s);
}

} // namespace

QString Cli::campaignHelp() const
{
    return tr("Subcommands:\n"
              "  new      create a campaign file (--campaign FILE --name NAME --ruleset ID)\n"
              "  add      add a battle file to the campaign (--battle FILE [--name NAME])\n"
              "  remove   remove a battle from the campaign (--battle NUMBER|NAME); its file stays\n"
              "  relink   point a moved battle to where its file is now (--battle NUMBER|NAME --file FILE)\n"
              "  same-side      say that sides of different battles are one side (--side NAME --side NAME\n"
              "                 ...; the first named is shown)\n"
              "  separate-side  a side said to be the same as another counts on its own again (--side NAME)\n"
              "  show     list the battles, their state and the running totals\n"
              "  summary  the campaign's standing battle by battle (JSON with --json)");
}

int Cli::cmdCampaign(const QStringList &args)
{
    const QString sub = args.value(1);
    if (sub.isEmpty() || sub.startsWith(u'-')) {
        if (args.contains(u"--help"_s) || args.contains(u"-h"_s)) {
            m_out << campaignHelp() << Qt::endl;
            return Ok;
        }
        return usage(tr("campaign needs a subcommand.\n%1").arg(campaignHelp()));
    }
    QStringList rest{args.first() + u' ' + sub};
    rest << args.mid(2);
    if (sub == u"new"_s)
        return cmdCampaignNew(rest);
    if (sub == u"add"_s || sub == u"remove"_s || sub == u"relink"_s)
        return cmdCampaignEdit(rest, sub);
    if (sub == u"same-side"_s || sub == u"separate-side"_s)
        return cmdCampaignSides(rest, sub == u"same-side"_s);
    if (sub == u"show"_s || sub == u"summary"_s)
        return cmdCampaignShow(rest, sub == u"summary"_s);
    return usage(tr("unknown campaign subcommand \"%1\".\n%2").arg(sub, campaignHelp()));
}

bool Cli::parseCampaign(Parsed &p, const QStringList &args, QString *path, int *exit)
{
    p.parser.addOption(campaignOption());
    p.parser.addPositionalArgument(u"campaign"_s, tr("The campaign file (or --campaign)."), u"[campaign]"_s);
    if (!parseCommand(p, args, false, exit, m_out, m_err))
        return false;
    *path = p.parser.value(campaignOption());
    if (path->isEmpty())
        *path = p.parser.positionalArguments().value(0);
    if (path->isEmpty()) {
        *exit = usage(tr("which campaign? Give a campaign file or --campaign FILE."));
        return false;
    }
    return true;
}

int Cli::cmdCampaignNew(const QStringList &args)
{
    Parsed p;
    p.parser.setApplicationDescription(tr("Creates a campaign file. It never overwrites a file."));
    const QCommandLineOption name(u"name"_s, tr("The campaign's name."), tr("name"));
    const QCommandLineOption ruleset(u"ruleset"_s, tr("Rule set id (see 'rulesets')."), tr("id"));
    p.parser.addOptions({name, ruleset});
    QString path;
    int exit = Ok;
    if (!parseCampaign(p, args, &path, &exit))
        return exit;
    Campaign c;
    c.name = p.parser.value(name).trimmed();
    c.ruleset = p.parser.value(ruleset);
    if (c.name.isEmpty() || c.ruleset.isEmpty())
        return usage(tr("campaign new needs --name NAME and --ruleset ID"));
    if (!Profiles::find(c.ruleset))
        return failed(tr("ruleset: \"%1\" is not a rule set Adjutant knows").arg(c.ruleset),
                      u"unknown-ruleset"_s, u"ruleset"_s);
    if (QFileInfo::exists(path))
        return failed(tr("%1 already exists; a new campaign never overwrites a file").arg(path));
    QString error;
    if (!c.save(path, &error))
        return failed(error);
    return done({{u"campaign"_s, path}, {u"rule"_s, c.rule()}}, tr("Created %1").arg(path));
}

int Cli::cmdCampaignEdit(const QStringList &args, const QString &sub)
{
    Parsed p;
    p.parser.setApplicationDescription(sub == u"add"_s      ? tr("Adds a battle file to the campaign.")
                                       : sub == u"remove"_s ? tr("Removes a battle from the campaign (its "
                                                                 "file stays as it is).")
                                                            : tr("Points a battle of the campaign to where "
                                                                 "its file is now."));
    const QCommandLineOption battle(
        {u"b"_s, u"battle"_s}, sub == u"add"_s ? tr("The battle file.") : tr("The battle's number or name."),
        tr("battle"));
    const QCommandLineOption name(u"name"_s, tr("The battle's name in the campaign (default: its own)."),
                                  tr("name"));
    const QCommandLineOption file(u"file"_s, tr("Where the battle file is now."), tr("file"));
    p.parser.addOptions({battle, name, file});
    QString path;
    int exit = Ok;
    if (!parseCampaign(p, args, &path, &exit))
        return exit;
    if (!p.parser.isSet(battle) || (sub == u"relink"_s && !p.parser.isSet(file)))
        return usage(sub == u"relink"_s ? tr("campaign relink needs --battle NUMBER|NAME and --file FILE")
                                        : tr("campaign %1 needs --battle").arg(sub));
    Campaign c;
    QString error;
    if (!Campaign::load(path, &c, &error))
        return failed(error, u"invalid-campaign"_s);
    const QString which = p.parser.value(battle);
    bool ok = false;
    int index = -1;
    if (sub == u"add"_s) {
        ok = c.addBattle(path, which, p.parser.value(name), &error);
        index = int(c.battles.size()) - 1;
    } else if ((index = c.indexOf(which, &error)) >= 0) {
        ok = sub == u"remove"_s ? c.removeBattle(index, &error)
                                : c.relink(path, index, p.parser.value(file), &error);
    }
    if (!ok || !c.save(path, &error))
        return failed(error, u"refused"_s, u"battle"_s);
    const QString text = sub == u"add"_s ? tr("Battle %1 added: %2").arg(index + 1).arg(c.battles.last().name)
                         : sub == u"remove"_s
                             ? tr("Battle %1 removed").arg(index + 1)
                             : tr("Battle %1 now at %2").arg(index + 1).arg(c.battles.at(index).file);
    return done({{u"campaign"_s, path}, {u"battle"_s, index + 1}, {u"battles"_s, int(c.battles.size())}},
                text);
}

int Cli::cmdCampaignSides(const QStringList &args, bool same)
{
    Parsed p;
    p.parser.setApplicationDescription(
        same
            ? tr("Says that sides of the campaign's battles are one side, named differently from battle to "
                 "battle (\"American\", \"United States\"): the campaign totals them as one, under the first "
                 "name given.")
            : tr("Takes a side out of the side it was said to be the same as: it counts on its own again."));
    const QCommandLineOption side(u"side"_s,
                                  same ? tr("A side's name as a battle of the campaign has it (two or more).")
                                       : tr("The side's name."),
                                  tr("side"));
    p.parser.addOption(side);
    QString path;
    int exit = Ok;
    if (!parseCampaign(p, args, &path, &exit))
        return exit;
    const QStringList names = p.parser.values(side);
    if (same ? names.size() < 2 : names.size() != 1)
        return usage(same ? tr("campaign same-side needs two or more --side NAME")
                          : tr("campaign separate-side needs one --side NAME"));
    Campaign c;
    QString error;
    if (!Campaign::load(path, &c, &error))
        return failed(error, u"invalid-campaign"_s);
    const bool ok = same ? c.sameSide(path, names, &error) : c.separateSide(names.first(), &error);
    if (!ok || !c.save(path, &error))
        return failed(error, u"refused"_s, u"side"_s);
    QJsonArray groups;
    for (const QStringList &g : std::as_const(c.sameSides))
        groups.append(QJsonArray::fromStringList(g));
    const QString text = same ? tr("%1 are one side in this campaign, shown as %2")
                                    .arg(names.join(u", "_s), c.sideName(names.first()))
                              : tr("%1 counts on its own again").arg(names.first());
    return done({{u"campaign"_s, path}, {u"sameSides"_s, groups}}, text);
}

int Cli::cmdCampaignShow(const QStringList &args, bool summary)
{
    Parsed p;
    p.parser.setApplicationDescription(
        summary
            ? tr("Prints the campaign's standing battle by battle: each battle's VP (or Glory) earned and "
                 "credited, the totals and who leads (For Honor and Glory: rule 12).")
            : tr("Lists the campaign's battles, their state and the running totals."));
    const QCommandLineOption pdf(u"pdf"_s, tr("Write the campaign summary as PDF (summary only)."),
                                 tr("file"));
    const QCommandLineOption html(u"html"_s, tr("Write the campaign summary as HTML (summary only)."),
                                  tr("file"));
    const QCommandLineOption side(u"side"_s,
                                  tr("A side's players' version (with --pdf, --html or --json): the enemy's "
                                     "losses in words."),
                                  tr("side"));
    if (summary)
        p.parser.addOptions({pdf, html, side});
    QString path;
    int exit = Ok;
    if (!parseCampaign(p, args, &path, &exit))
        return exit;
    const bool file = summary && (p.parser.isSet(pdf) || p.parser.isSet(html));
    if (summary && p.parser.isSet(side) && !file && !m_json)
        return usage(tr("--side is for --pdf, --html or --json"));
    Campaign c;
    QString error;
    if (!Campaign::load(path, &c, &error))
        return failed(error, u"invalid-campaign"_s);
    QJsonArray trace;
    QStringList problems;
    const CampaignSummary s = CampaignStanding::build(c, path, &trace, &problems);
    if (file)
        return writeCampaignSummary(s, path, p.parser.value(pdf), p.parser.value(html), p.parser.value(side));
    if (m_json && summary && p.parser.isSet(side)) {
        // A side's players' version as the campaign summary's JSON: the enemy's losses in words only.
        CampaignSummary players;
        if (!CampaignReport::playersVersion(s, p.parser.value(side), &players, &error))
            return failed(error, u"invalid-input"_s, u"side"_s);
        return done({{u"campaign"_s, path}, {u"report"_s, campaignJson(players)}}, {});
    }
    if (m_json) {
        QJsonObject o = CampaignStanding::toJson(s);
        o.insert(u"campaign"_s, path);
        o.insert(u"trace"_s, trace);
        o.insert(u"problems"_s, QJsonArray::fromStringList(problems));
        return done(o, {});
    }
    m_out << s.name << u'\n'
          << tr("%1 — %n battle(s)", nullptr, int(s.battles.size()))
                 .arg(Profiles::label(Profiles::find(s.ruleset)->name));
    if (s.rule != u"total"_s)
        m_out << u", "_s << tr("totalled by rule %1").arg(s.rule);
    m_out << u'\n';
    QMap<QString, int> running;
    for (int i = 0; i < s.battles.size(); ++i) {
        const CampaignSummary::Battle &b = s.battles.at(i);
        for (auto it = b.credited.cbegin(); it != b.credited.cend(); ++it)
            running[it.key()] += it.value();
        m_out << tr("%1. %2 (%3) — %4").arg(i + 1).arg(b.name, b.file, stateLabel(b.state));
        if (b.problem.isEmpty())
            m_out << u": "_s << standings(b.credited, s.measure) << u"; "_s
                  << tr("running total %1").arg(standings(running, s.measure));
        m_out << u'\n';
        for (auto it = b.sidesAs.cbegin(); it != b.sidesAs.cend(); ++it)
            m_out << u"    "_s << tr("%1 fights here as %2").arg(it.key(), it.value()) << u'\n';
    }
    if (summary)
        for (const QJsonValue &line : std::as_const(trace))
            m_out << u"    "_s << line[u"text"_s].toString() << u" ("_s << line[u"rule"_s].toString()
                  << u")\n"_s;
    m_out << tr("Totals: %1").arg(standings(s.totals, s.measure)) << u'\n'
          << (s.leader.isEmpty() ? tr("Nobody leads: the totals are tied") : tr("%1 leads").arg(s.leader))
          << u'\n';
    for (const QString &problem : std::as_const(problems))
        m_out << tr("Not counted: %1").arg(problem) << u'\n';
    if (std::any_of(s.battles.cbegin(), s.battles.cend(),
                    [](const CampaignSummary::Battle &b) { return b.state == u"missing"_s; }))
        m_out << tr("Point a moved battle to its file with 'adjutant-cli campaign relink'.") << u'\n';
    for (const CampaignSummary::SideSeenOnce &once : s.seenOnce)
        m_out << tr("%1 fights in battle %2 (\"%3\") only. If it is a side of another battle under another "
                    "name, say so: adjutant-cli campaign same-side %4 --side NAME --side \"%1\"")
                     .arg(once.side)
                     .arg(once.battle)
                     .arg(once.name, path)
              << u'\n';
    m_out.flush();
    return Ok;
}

// The campaign summary on paper or as a page (the report helper's print): the referee's, or with
// `side` that side's players' version.
int Cli::writeCampaignSummary(const CampaignSummary &referee, const QString &campaign, const QString &pdf,
                              const QString &html, const QString &side)
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        return failed(tr("drawing a summary needs the graphical libraries (started without them)"));
    CampaignSummary s = referee;
    QString error;
    if (!side.isEmpty() && !CampaignReport::playersVersion(referee, side, &s, &error))
        return failed(error, u"invalid-input"_s, u"side"_s);
    const QString out = pdf.isEmpty() ? html : pdf;
    const bool written =
        pdf.isEmpty() ? CampaignPrinter::writeHtml(s, out, CampaignPrinter::Options{}, &error)
                      : CampaignPrinter::writePdf(s, out, QPageSize::A4, CampaignPrinter::Options{}, &error);
    if (!written)
        return failed(error);
    const QString written_ = QDir::toNativeSeparators(QFileInfo(out).absoluteFilePath());
    return done({{u"campaign"_s, campaign}, {u"file"_s, written_}}, written_);
}

} // namespace adj
