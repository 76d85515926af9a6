// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli campaign new|add|remove|relink|show|summary: battles linked into a campaign file
// (model/campaign/). Every change is checked first and the file written whole, or not at all.
#include "cli.h"
#include "clicommand.h"
#include "commandtable.h"

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

QString campaignHelp()
{
    return Cli::tr(
        "Subcommands:\n"
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

// The campaign summary on paper or as a page (the report helper's print): the referee's, or with
// `side` that side's players' version.
int writeCampaignSummary(CliCall &call, const CampaignSummary &referee, const QString &campaign,
                         const QString &pdf, const QString &html, const QString &side)
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        return call.failed(Cli::tr("drawing a summary needs the graphical libraries (started without them)"));
    CampaignSummary s = referee;
    QString error;
    if (!side.isEmpty() && !CampaignReport::playersVersion(referee, side, &s, &error))
        return call.failed(error, u"invalid-input"_s, u"side"_s);
    const QString out = pdf.isEmpty() ? html : pdf;
    const bool written =
        pdf.isEmpty() ? CampaignPrinter::writeHtml(s, out, CampaignPrinter::Options{}, &error)
                      : CampaignPrinter::writePdf(s, out, QPageSize::A4, CampaignPrinter::Options{}, &error);
    if (!written)
        return call.failed(error);
    const QString written_ = QDir::toNativeSeparators(QFileInfo(out).absoluteFilePath());
    return call.done({{u"campaign"_s, campaign}, {u"file"_s, written_}}, written_);
}

// What every campaign subcommand shares: the campaign file (--campaign FILE or the first argument),
// declared after the subcommand's own options and read before it runs.
class CampaignCommand : public CliCommand
{
public:
    void declare(QCommandLineParser &parser) final
    {
        declareOwn(parser);
        parser.addOption(campaignOption());
        parser.addPositionalArgument(u"campaign"_s, Cli::tr("The campaign file (or --campaign)."),
                                     u"[campaign]"_s);
    }

    int check(CliCall &call) final
    {
        m_path = call.parser.value(campaignOption());
        if (m_path.isEmpty())
            m_path = call.parser.positionalArguments().value(0);
        if (m_path.isEmpty())
            return call.usage(Cli::tr("which campaign? Give a campaign file or --campaign FILE."));
        return Go;
    }

protected:
    virtual void declareOwn(QCommandLineParser &parser) = 0;

    QString m_path;
};

class CampaignNew final : public CampaignCommand
{
    const QCommandLineOption m_name{u"name"_s, Cli::tr("The campaign's name."), Cli::tr("name")};
    const QCommandLineOption m_ruleset{u"ruleset"_s, Cli::tr("Rule set id (see 'rulesets')."), Cli::tr("id")};

    void declareOwn(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(Cli::tr("Creates a campaign file. It never overwrites a file."));
        parser.addOptions({m_name, m_ruleset});
    }

public:
    int run(CliCall &call) override
    {
        Campaign c;
        c.name = call.parser.value(m_name).trimmed();
        c.ruleset = call.parser.value(m_ruleset);
        if (c.name.isEmpty() || c.ruleset.isEmpty())
            return call.usage(Cli::tr("campaign new needs --name NAME and --ruleset ID"));
        if (!Profiles::find(c.ruleset))
            return call.failed(Cli::tr("ruleset: \"%1\" is not a rule set Adjutant knows").arg(c.ruleset),
                               u"unknown-ruleset"_s, u"ruleset"_s);
        if (QFileInfo::exists(m_path))
            return call.failed(
                Cli::tr("%1 already exists; a new campaign never overwrites a file").arg(m_path));
        QString error;
        if (!c.save(m_path, &error))
            return call.failed(error);
        return call.done({{u"campaign"_s, m_path}, {u"rule"_s, c.rule()}}, Cli::tr("Created %1").arg(m_path));
    }
};

// campaign add, remove and relink.
enum class CampaignChange { Add, Remove, Relink };

class CampaignEdit final : public CampaignCommand
{
    const CampaignChange m_change;
    const QCommandLineOption m_battle{{u"b"_s, u"battle"_s},
                                      m_change == CampaignChange::Add
                                          ? Cli::tr("The battle file.")
                                          : Cli::tr("The battle's number or name."),
                                      Cli::tr("battle")};
    const QCommandLineOption m_name{
        u"name"_s, Cli::tr("The battle's name in the campaign (default: its own)."), Cli::tr("name")};
    const QCommandLineOption m_file{u"file"_s, Cli::tr("Where the battle file is now."), Cli::tr("file")};

    void declareOwn(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(
            m_change == CampaignChange::Add      ? Cli::tr("Adds a battle file to the campaign.")
            : m_change == CampaignChange::Remove ? Cli::tr("Removes a battle from the campaign (its "
                                                           "file stays as it is).")
                                                 : Cli::tr("Points a battle of the campaign to where "
                                                           "its file is now."));
        parser.addOptions({m_battle, m_name, m_file});
    }

public:
    explicit CampaignEdit(CampaignChange change)
        : m_change(change)
    {}

    int run(CliCall &call) override
    {
        const bool relink = m_change == CampaignChange::Relink;
        if (!call.parser.isSet(m_battle) || (relink && !call.parser.isSet(m_file)))
            return call.usage(relink ? Cli::tr("campaign relink needs --battle NUMBER|NAME and --file FILE")
                                     : Cli::tr("campaign %1 needs --battle").arg(call.command));
        Campaign c;
        QString error;
        if (!Campaign::load(m_path, &c, &error))
            return call.failed(error, u"invalid-campaign"_s);
        const QString which = call.parser.value(m_battle);
        bool ok = false;
        int index = -1;
        if (m_change == CampaignChange::Add) {
            ok = c.addBattle(m_path, which, call.parser.value(m_name), &error);
            index = int(c.battles.size()) - 1;
        } else if ((index = c.indexOf(which, &error)) >= 0) {
            ok = m_change == CampaignChange::Remove
                     ? c.removeBattle(index, &error)
                     : c.relink(m_path, index, call.parser.value(m_file), &error);
        }
        if (!ok || !c.save(m_path, &error))
            return call.failed(error, u"refused"_s, u"battle"_s);
        const QString text =
            m_change == CampaignChange::Add
                ? Cli::tr("Battle %1 added: %2").arg(index + 1).arg(c.battles.last().name)
            : m_change == CampaignChange::Remove
                ? Cli::tr("Battle %1 removed").arg(index + 1)
                : Cli::tr("Battle %1 now at %2").arg(index + 1).arg(c.battles.at(index).file);
        return call.done(
            {{u"campaign"_s, m_path}, {u"battle"_s, index + 1}, {u"battles"_s, int(c.battles.size())}}, text);
    }
};

// campaign same-side and separate-side.
class CampaignSides final : public CampaignCommand
{
    const bool m_same;
    const QCommandLineOption m_side{
        u"side"_s,
        m_same ? Cli::tr("A side's name as a battle of the campaign has it (two or more).")
               : Cli::tr("The side's name."),
        Cli::tr("side")};

    void declareOwn(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(m_same
                                             ? Cli::tr("Says that sides of the campaign's battles are one "
                                                       "side, named differently from battle to "
                                                       "battle (\"American\", \"United States\"): the "
                                                       "campaign totals them as one, under the first "
                                                       "name given.")
                                             : Cli::tr("Takes a side out of the side it was said to be the "
                                                       "same as: it counts on its own again."));
        parser.addOption(m_side);
    }

public:
    explicit CampaignSides(bool sameSide)
        : m_same(sameSide)
    {}

    int run(CliCall &call) override
    {
        const QStringList names = call.parser.values(m_side);
        if (m_same ? names.size() < 2 : names.size() != 1)
            return call.usage(m_same ? Cli::tr("campaign same-side needs two or more --side NAME")
                                     : Cli::tr("campaign separate-side needs one --side NAME"));
        Campaign c;
        QString error;
        if (!Campaign::load(m_path, &c, &error))
            return call.failed(error, u"invalid-campaign"_s);
        const bool ok = m_same ? c.sameSide(m_path, names, &error) : c.separateSide(names.first(), &error);
        if (!ok || !c.save(m_path, &error))
            return call.failed(error, u"refused"_s, u"side"_s);
        QJsonArray groups;
        for (const QStringList &g : std::as_const(c.sameSides))
            groups.append(QJsonArray::fromStringList(g));
        const QString text = m_same ? Cli::tr("%1 are one side in this campaign, shown as %2")
                                          .arg(names.join(u", "_s), c.sideName(names.first()))
                                    : Cli::tr("%1 counts on its own again").arg(names.first());
        return call.done({{u"campaign"_s, m_path}, {u"sameSides"_s, groups}}, text);
    }
};

// campaign show and summary.
class CampaignShow final : public CampaignCommand
{
    const bool m_summary;
    const QCommandLineOption m_pdf{u"pdf"_s, Cli::tr("Write the campaign summary as PDF (summary only)."),
                                   Cli::tr("file")};
    const QCommandLineOption m_html{u"html"_s, Cli::tr("Write the campaign summary as HTML (summary only)."),
                                    Cli::tr("file")};
    const QCommandLineOption m_side{
        u"side"_s,
        Cli::tr("A side's players' version (with --pdf, --html or --json): the enemy's "
                "losses in words."),
        Cli::tr("side")};

    void declareOwn(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(
            m_summary
                ? Cli::tr("Prints the campaign's standing battle by battle: each battle's VP (or Glory) "
                          "earned and credited, the totals and who leads (For Honor and Glory: rule 12).")
                : Cli::tr("Lists the campaign's battles, their state and the running totals."));
        if (m_summary)
            parser.addOptions({m_pdf, m_html, m_side});
    }

public:
    explicit CampaignShow(bool summaryToo)
        : m_summary(summaryToo)
    {}

    int run(CliCall &call) override
    {
        const bool file = m_summary && (call.parser.isSet(m_pdf) || call.parser.isSet(m_html));
        if (m_summary && call.parser.isSet(m_side) && !file && !call.json)
            return call.usage(Cli::tr("--side is for --pdf, --html or --json"));
        Campaign c;
        QString error;
        if (!Campaign::load(m_path, &c, &error))
            return call.failed(error, u"invalid-campaign"_s);
        QJsonArray trace;
        QStringList problems;
        const CampaignSummary s = CampaignStanding::build(c, m_path, &trace, &problems);
        if (file)
            return writeCampaignSummary(call, s, m_path, call.parser.value(m_pdf), call.parser.value(m_html),
                                        call.parser.value(m_side));
        if (call.json && m_summary && call.parser.isSet(m_side)) {
            // A side's players' version as the campaign summary's JSON: the enemy's losses in words only.
            CampaignSummary players;
            if (!CampaignReport::playersVersion(s, call.parser.value(m_side), &players, &error))
                return call.failed(error, u"invalid-input"_s, u"side"_s);
            return call.done({{u"campaign"_s, m_path}, {u"report"_s, campaignJson(players)}}, {});
        }
        if (call.json) {
            QJsonObject o = CampaignStanding::toJson(s);
            o.insert(u"campaign"_s, m_path);
            o.insert(u"trace"_s, trace);
            o.insert(u"problems"_s, QJsonArray::fromStringList(problems));
            return call.done(o, {});
        }
        call.out << s.name << u'\n'
                 << Cli::tr("%1 — %n battle(s)", nullptr, int(s.battles.size()))
                        .arg(Profiles::label(Profiles::find(s.ruleset)->name));
        if (s.rule != u"total"_s)
            call.out << u", "_s << Cli::tr("totalled by rule %1").arg(s.rule);
        call.out << u'\n';
        QMap<QString, int> running;
        for (int i = 0; i < s.battles.size(); ++i) {
            const CampaignSummary::Battle &b = s.battles.at(i);
            for (auto it = b.credited.cbegin(); it != b.credited.cend(); ++it)
                running[it.key()] += it.value();
            call.out << Cli::tr("%1. %2 (%3) — %4").arg(i + 1).arg(b.name, b.file, stateLabel(b.state));
            if (b.problem.isEmpty())
                call.out << u": "_s << standings(b.credited, s.measure) << u"; "_s
                         << Cli::tr("running total %1").arg(standings(running, s.measure));
            call.out << u'\n';
            for (auto it = b.sidesAs.cbegin(); it != b.sidesAs.cend(); ++it)
                call.out << u"    "_s << Cli::tr("%1 fights here as %2").arg(it.key(), it.value()) << u'\n';
        }
        if (m_summary)
            for (const QJsonValue &line : std::as_const(trace))
                call.out << u"    "_s << line[u"text"_s].toString() << u" ("_s << line[u"rule"_s].toString()
                         << u")\n"_s;
        call.out << Cli::tr("Totals: %1").arg(standings(s.totals, s.measure)) << u'\n'
                 << (s.leader.isEmpty() ? Cli::tr("Nobody leads: the totals are tied")
                                        : Cli::tr("%1 leads").arg(s.leader))
                 << u'\n';
        for (const QString &problem : std::as_const(problems))
            call.out << Cli::tr("Not counted: %1").arg(problem) << u'\n';
        if (std::any_of(s.battles.cbegin(), s.battles.cend(),
                        [](const CampaignSummary::Battle &b) { return b.state == u"missing"_s; }))
            call.out << Cli::tr("Point a moved battle to its file with 'adjutant-cli campaign relink'.")
                     << u'\n';
        for (const CampaignSummary::SideSeenOnce &once : s.seenOnce)
            call.out
                << Cli::tr(
                       "%1 fights in battle %2 (\"%3\") only. If it is a side of another battle under "
                       "another name, say so: adjutant-cli campaign same-side %4 --side NAME --side \"%1\"")
                       .arg(once.side)
                       .arg(once.battle)
                       .arg(once.name, m_path)
                << u'\n';
        call.out.flush();
        return Cli::Ok;
    }
};

const CliCommandEntry kCampaignCommands[] = {
    {"new", nullptr, CliGroup::Victory, CliBattle::None, makeCommand<CampaignNew>},
    {"add", nullptr, CliGroup::Victory, CliBattle::None, makeCommand<CampaignEdit, CampaignChange::Add>},
    {"remove", nullptr, CliGroup::Victory, CliBattle::None,
     makeCommand<CampaignEdit, CampaignChange::Remove>},
    {"relink", nullptr, CliGroup::Victory, CliBattle::None,
     makeCommand<CampaignEdit, CampaignChange::Relink>},
    {"same-side", nullptr, CliGroup::Victory, CliBattle::None, makeCommand<CampaignSides, true>},
    {"separate-side", nullptr, CliGroup::Victory, CliBattle::None, makeCommand<CampaignSides, false>},
    {"show", nullptr, CliGroup::Victory, CliBattle::None, makeCommand<CampaignShow, false>},
    {"summary", nullptr, CliGroup::Victory, CliBattle::None, makeCommand<CampaignShow, true>},
};

const CliSubcommands kCampaignSubcommands{
    kCampaignCommands, int(std::size(kCampaignCommands)), campaignHelp,
    QT_TRANSLATE_NOOP("adj::Cli", "campaign needs a subcommand.\n%1"),
    QT_TRANSLATE_NOOP("adj::Cli", "unknown campaign subcommand \"%1\".\n%2")};

} // namespace

namespace commands {
const CliCommandEntry campaign{
    "campaign",
    QT_TRANSLATE_NOOP("adj::Cli", "link battles into a campaign: new, add, remove, relink, same-side,\n"
                                  "             separate-side, show, summary"),
    CliGroup::Victory,
    CliBattle::None,
    nullptr,
    &kCampaignSubcommands};
} // namespace commands

} // namespace adj
