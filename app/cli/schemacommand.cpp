// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// adjutant-cli schema: the published JSON contract (docs/schema/). The input schemas and the
// resolutions' values come from the action declarations (core/jsonschemas.h); the frame of every
// command's output is declared here, beside the commands that print it.
#include "cli.h"
#include "clicommand.h"
#include "commandtable.h"

#include "core/jsonschemas.h"
#include "core/ruleset.h"
#include "core/rulesets.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace adj {

namespace {

QJsonObject type(const QString &t)
{
    return {{u"type"_s, t}};
}
QJsonObject nullable(const QString &t)
{
    return {{u"type"_s, QJsonArray{t, u"null"_s}}};
}
QJsonObject arrayOf(const QJsonObject &items)
{
    return {{u"type"_s, u"array"_s}, {u"items"_s, items}};
}
QJsonObject object(const QJsonObject &props, const QStringList &required, bool closed = true)
{
    QJsonObject o{{u"type"_s, u"object"_s}, {u"properties"_s, props}};
    if (!required.isEmpty())
        o.insert(u"required"_s, QJsonArray::fromStringList(required));
    if (closed)
        o.insert(u"additionalProperties"_s, false);
    return o;
}

// The stable codes of refusals (docs/errors.md): a script reads these, never the message.
const QStringList &errorCodes()
{
    static const QStringList codes{u"usage"_s,
                                   u"refused"_s,
                                   u"invalid-input"_s,
                                   u"unknown-ruleset"_s,
                                   u"unknown-action"_s,
                                   u"rule-table"_s,
                                   u"dice"_s,
                                   u"too-many-dice"_s,
                                   u"internal"_s,
                                   u"invalid-roster"_s,
                                   u"nothing-to-undo"_s,
                                   u"nothing-to-redo"_s,
                                   u"invalid-campaign"_s,
                                   u"needs-confirmation"_s,
                                   u"not-saved"_s,
                                   u"offline"_s};
    return codes;
}

QJsonObject refusal()
{
    const QJsonObject error =
        object({{u"code"_s, QJsonObject{{u"enum"_s, QJsonArray::fromStringList(errorCodes())}}},
                {u"message"_s, QJsonObject{{u"type"_s, u"string"_s}, {u"minLength"_s, 1}}},
                {u"rule"_s, nullable(u"string"_s)},
                {u"input"_s, nullable(u"string"_s)},
                {u"errors"_s, arrayOf(type(u"string"_s))}},
               {u"code"_s, u"message"_s, u"rule"_s, u"input"_s});
    return object({{u"schemaVersion"_s, QJsonObject{{u"const"_s, Cli::SchemaVersion}}},
                   {u"ok"_s, QJsonObject{{u"const"_s, false}}},
                   {u"error"_s, error}},
                  {u"schemaVersion"_s, u"ok"_s, u"error"_s});
}

// A command's output: its result (these properties, with schemaVersion and ok) or a refusal.
QJsonObject output(const QString &command, const QString &about, QJsonObject props,
                   const QStringList &required, bool closed = true)
{
    props.insert(u"schemaVersion"_s, QJsonObject{{u"const"_s, Cli::SchemaVersion}});
    props.insert(u"ok"_s, QJsonObject{{u"const"_s, true}});
    QStringList all{u"schemaVersion"_s, u"ok"_s};
    all << required;
    return {
        {u"$schema"_s, QString::fromLatin1(JsonSchemas::Draft)},
        {u"title"_s, u"adjutant-cli %1 --json"_s.arg(command)},
        {u"description"_s, about},
        {u"oneOf"_s, QJsonArray{object(props, all, closed), QJsonObject{{u"$ref"_s, u"#/$defs/refusal"_s}}}},
        {u"$defs"_s, QJsonObject{{u"refusal"_s, refusal()}}}};
}

QJsonObject committedProps()
{
    return {{u"event"_s, QJsonObject{{u"type"_s, u"integer"_s}, {u"minimum"_s, 1}}},
            {u"kind"_s, type(u"string"_s)},
            {u"summary"_s, type(u"string"_s)}};
}

QJsonObject resolution()
{
    QJsonArray byRuleset; // each rule set's values, chosen by the resolution's "ruleset"
    for (const RuleSet *rs : RuleSets::all())
        byRuleset.append(QJsonObject{
            {u"if"_s, QJsonObject{{u"properties"_s,
                                   QJsonObject{{u"ruleset"_s, QJsonObject{{u"const"_s, rs->id()}}}}}}},
            {u"then"_s,
             QJsonObject{{u"properties"_s, QJsonObject{{u"values"_s, JsonSchemas::values(*rs)}}}}}});
    const QJsonObject die = object({{u"sides"_s, type(u"integer"_s)},
                                    {u"value"_s, type(u"integer"_s)},
                                    {u"source"_s, type(u"string"_s)},
                                    {u"purpose"_s, type(u"string"_s)},
                                    {u"step"_s, type(u"string"_s)}},
                                   {u"value"_s}, false);
    QJsonObject o = object(
        {{u"ok"_s, QJsonObject{{u"const"_s, true}}},
         {u"ruleset"_s, type(u"string"_s)},
         {u"action"_s, type(u"string"_s)},
         {u"inputs"_s, type(u"object"_s)},
         {u"trace"_s,
          arrayOf(object({{u"text"_s, type(u"string"_s)}, {u"rule"_s, type(u"string"_s)}}, {u"text"_s}))},
         {u"dice"_s, arrayOf(die)},
         {u"diceSource"_s, type(u"object"_s)},
         {u"effects"_s, arrayOf(type(u"object"_s))},
         {u"values"_s, type(u"object"_s)},
         {u"outcomes"_s, arrayOf(type(u"string"_s))},
         {u"outcomeKey"_s, type(u"string"_s)}},
        {u"ok"_s, u"ruleset"_s, u"action"_s, u"inputs"_s, u"trace"_s, u"dice"_s, u"effects"_s, u"values"_s,
         u"outcomes"_s});
    o.insert(u"allOf"_s, byRuleset);
    return o;
}

QJsonObject applied()
{
    return object({{u"battle"_s, type(u"string"_s)},
                   {u"event"_s, QJsonObject{{u"type"_s, u"integer"_s}, {u"minimum"_s, 1}}},
                   {u"summary"_s, type(u"string"_s)}},
                  {u"battle"_s, u"event"_s, u"summary"_s});
}

QJsonObject victoryJson()
{
    const QJsonObject byside{{u"type"_s, u"object"_s}, {u"additionalProperties"_s, type(u"integer"_s)}};
    // The end: a time win only when the conditions gave it (loser, vpNeeded); a time called before
    // it was up is the referee's call (called "time").
    const QJsonObject end =
        object({{u"ending"_s, QJsonObject{{u"enum"_s, QJsonArray{u"victory"_s, u"time"_s, u"referee"_s}}}},
                {u"winner"_s, nullable(u"string"_s)},
                {u"turn"_s, type(u"integer"_s)},
                {u"phase"_s, nullable(u"string"_s)},
                {u"earned"_s, byside},
                {u"loser"_s, nullable(u"string"_s)},
                {u"vpNeeded"_s, type(u"integer"_s)},
                {u"called"_s, nullable(u"string"_s)},
                {u"confirmed"_s, type(u"boolean"_s)}},
               {u"ending"_s, u"winner"_s, u"turn"_s, u"earned"_s});
    // Each side's condition (10.C): its VP to win and the turn by which (0: any time).
    const QJsonObject side = object({{u"side"_s, type(u"string"_s)},
                                     {u"vpToWin"_s, type(u"integer"_s)},
                                     {u"byTurn"_s, type(u"integer"_s)},
                                     {u"earned"_s, type(u"integer"_s)},
                                     {u"reached"_s, type(u"boolean"_s)}},
                                    {u"side"_s, u"vpToWin"_s, u"byTurn"_s, u"earned"_s, u"reached"_s});
    return object(
        {{u"vpToWin"_s, type(u"integer"_s)},
         {u"turnLimit"_s, type(u"integer"_s)},
         {u"sides"_s, arrayOf(side)},
         {u"measure"_s, type(u"string"_s)},
         {u"earned"_s, byside},
         {u"reached"_s, arrayOf(type(u"string"_s))},
         {u"lastTurn"_s, type(u"boolean"_s)},
         {u"timeUp"_s, type(u"boolean"_s)},
         {u"bound"_s, nullable(u"string"_s)},
         {u"timeLoser"_s, nullable(u"string"_s)},
         {u"timeWinner"_s, nullable(u"string"_s)},
         {u"met"_s, type(u"boolean"_s)},
         {u"end"_s, QJsonObject{{u"oneOf"_s, QJsonArray{end, type(u"null"_s)}}}}},
        {u"vpToWin"_s, u"turnLimit"_s, u"measure"_s, u"earned"_s, u"reached"_s, u"met"_s, u"end"_s});
}

void addVictoryOutputs(QMap<QString, QJsonObject> &o, const QString &commit)
{
    QJsonObject victory = committedProps();
    victory.insert(u"victory"_s, victoryJson());
    o.insert(u"victory"_s, output(u"victory"_s,
                                  u"The victory conditions set, as one committed edit; without options, the "
                                  "conditions, each side's VP and whether they are met."_s,
                                  victory, {}));
    o.insert(u"end"_s, output(u"end"_s, commit, committedProps(), {u"event"_s, u"kind"_s, u"summary"_s}));
}

// A side seen in one battle only of the campaign (CampaignSummary::seenOnce).
QJsonObject seenOnce()
{
    return object(
        {{u"side"_s, type(u"string"_s)}, {u"battle"_s, type(u"integer"_s)}, {u"name"_s, type(u"string"_s)}},
        {u"side"_s, u"battle"_s, u"name"_s});
}

// The campaign summary's JSON (adj::campaignJson): a players' version's enemy losses are a word.
QJsonObject campaignReport()
{
    const QJsonObject bands{{u"enum"_s, QJsonArray{u"none"_s, u"light"_s, u"heavy"_s, u"crippling"_s}}};
    const QJsonObject side = object({{u"side"_s, type(u"string"_s)},
                                     {u"earned"_s, type(u"integer"_s)},
                                     {u"credited"_s, type(u"integer"_s)},
                                     {u"exact"_s, type(u"boolean"_s)},
                                     {u"lost"_s, type(u"integer"_s)},
                                     {u"strengthStart"_s, type(u"integer"_s)},
                                     {u"losses"_s, bands}},
                                    {u"side"_s, u"earned"_s, u"credited"_s, u"exact"_s});
    const QJsonObject battle = object({{u"name"_s, type(u"string"_s)},
                                       {u"file"_s, type(u"string"_s)},
                                       {u"ruleset"_s, type(u"string"_s)},
                                       {u"state"_s, type(u"string"_s)},
                                       {u"turn"_s, type(u"integer"_s)},
                                       {u"sides"_s, arrayOf(side)},
                                       {u"ending"_s, type(u"string"_s)},
                                       {u"winner"_s, type(u"string"_s)},
                                       {u"called"_s, type(u"string"_s)},
                                       {u"problem"_s, type(u"string"_s)}},
                                      {u"name"_s, u"file"_s, u"state"_s, u"sides"_s});
    const QJsonObject total = object({{u"side"_s, type(u"string"_s)},
                                      {u"total"_s, type(u"integer"_s)},
                                      {u"exact"_s, type(u"boolean"_s)},
                                      {u"running"_s, arrayOf(type(u"integer"_s))},
                                      {u"lost"_s, type(u"integer"_s)},
                                      {u"losses"_s, bands}},
                                     {u"side"_s, u"total"_s, u"exact"_s, u"running"_s});
    return object({{u"campaign"_s, type(u"string"_s)},
                   {u"ruleset"_s, type(u"string"_s)},
                   {u"rule"_s, type(u"string"_s)},
                   {u"measure"_s, type(u"string"_s)},
                   {u"sides"_s, arrayOf(type(u"string"_s))},
                   {u"battles"_s, arrayOf(battle)},
                   {u"totals"_s, arrayOf(total)},
                   {u"leader"_s, nullable(u"string"_s)},
                   {u"forSide"_s, type(u"string"_s)},
                   {u"seenOnce"_s, arrayOf(seenOnce())}},
                  {u"campaign"_s, u"sides"_s, u"battles"_s, u"totals"_s, u"leader"_s});
}

// campaign new|add|remove|relink print what they changed; show and summary the CampaignSummary.
void addCampaignOutput(QMap<QString, QJsonObject> &o)
{
    const QJsonObject byside{{u"type"_s, u"object"_s}, {u"additionalProperties"_s, type(u"integer"_s)}};
    const QJsonObject battle = object(
        {{u"name"_s, type(u"string"_s)},
         {u"file"_s, type(u"string"_s)},
         {u"ruleset"_s, type(u"string"_s)},
         {u"state"_s, QJsonObject{{u"enum"_s, QJsonArray{u"missing"_s, u"damaged"_s, u"other-ruleset"_s,
                                                         u"not-started"_s, u"in-progress"_s, u"ended"_s}}}},
         {u"problem"_s, nullable(u"string"_s)},
         {u"ending"_s, nullable(u"string"_s)},
         {u"winner"_s, nullable(u"string"_s)},
         {u"called"_s, nullable(u"string"_s)},
         {u"loser"_s, nullable(u"string"_s)},
         {u"vpNeeded"_s, type(u"integer"_s)},
         {u"turn"_s, type(u"integer"_s)},
         {u"earned"_s, byside},
         {u"credited"_s, byside},
         {u"lost"_s, byside},
         {u"strengthStart"_s, byside},
         {u"sidesAs"_s,
          QJsonObject{{u"type"_s, u"object"_s}, {u"additionalProperties"_s, type(u"string"_s)}}}},
        {u"name"_s, u"file"_s, u"state"_s, u"earned"_s, u"credited"_s});
    o.insert(
        u"campaign"_s,
        output(
            u"campaign"_s,
            u"new, add, remove, relink: the campaign file and its battles; same-side and separate-side: "
            "the names said to be one side (sameSides); show and summary: the campaign's standing "
            "(adj::CampaignSummary), the rule's trace, the battles not counted and the sides seen in one "
            "battle only; summary with --pdf or --html: the file written; summary --json --side: that side's "
            "players' version as the campaign summary's JSON (report: adj::campaignJson, the enemy's losses "
            "in words)."_s,
            {{u"campaign"_s, type(u"string"_s)},
             {u"rule"_s, type(u"string"_s)}, // the rule set's own campaign rule ("12"), else "total"
             {u"battle"_s, type(u"integer"_s)},
             {u"battles"_s, QJsonObject{{u"oneOf"_s, QJsonArray{type(u"integer"_s), arrayOf(battle)}}}},
             {u"name"_s, type(u"string"_s)},
             {u"ruleset"_s, type(u"string"_s)},
             {u"measure"_s, type(u"string"_s)},
             {u"sides"_s, arrayOf(type(u"string"_s))},
             {u"totals"_s, byside},
             {u"leader"_s, nullable(u"string"_s)},
             {u"forSide"_s, nullable(u"string"_s)},
             {u"trace"_s,
              arrayOf(object({{u"text"_s, type(u"string"_s)}, {u"rule"_s, type(u"string"_s)}}, {u"text"_s}))},
             {u"problems"_s, arrayOf(type(u"string"_s))},
             {u"sameSides"_s, arrayOf(arrayOf(type(u"string"_s)))},
             {u"seenOnce"_s, arrayOf(seenOnce())},
             {u"file"_s, type(u"string"_s)},
             {u"report"_s, campaignReport()}},
            {u"campaign"_s}));
}

// new and show: the battle file made, and the battle's state with its victory conditions.
void addBattleOutputs(QMap<QString, QJsonObject> &o)
{
    o.insert(u"new"_s, output(u"new"_s, u"The battle file created."_s, {{u"battle"_s, type(u"string"_s)}},
                              {u"battle"_s}));
    o.insert(u"show"_s,
             output(u"show"_s,
                    u"The battle's state: sides with their units, leaders and counters, "
                    "trackers, ranges, and the number of events in its log."_s,
                    {{u"name"_s, type(u"string"_s)},
                     {u"ruleset"_s, type(u"string"_s)},
                     {u"turn"_s, type(u"integer"_s)},
                     {u"sides"_s, arrayOf(object({{u"units"_s, arrayOf(type(u"object"_s))}},
                                                 {u"id"_s, u"name"_s, u"units"_s}, false))},
                     {u"events"_s, type(u"integer"_s)},
                     {u"victory"_s, victoryJson()}},
                    {u"name"_s, u"ruleset"_s, u"turn"_s, u"sides"_s, u"events"_s, u"victory"_s}, false));
}

// The table link's commands (docs/tablelink.md): what the referee's window shows, and serve's line.
void addLinkOutputs(QMap<QString, QJsonObject> &o)
{
    const QJsonObject sideState =
        object({{u"id"_s, type(u"integer"_s)},
                {u"name"_s, type(u"string"_s)},
                {u"state"_s,
                 QJsonObject{{u"enum"_s, QJsonArray{u"waiting"_s, u"sealed"_s, u"entered"_s, u"none"_s}}}},
                {u"waitingFor"_s, type(u"string"_s)}},
               {u"id"_s, u"name"_s, u"state"_s});
    o.insert(u"link"_s,
             output(u"link"_s,
                    u"The table link's sides as the referee sees them (status; never a choice), the "
                    "events a reveal committed (reveal), or a side's new page path (renew)."_s,
                    {{u"sides"_s, arrayOf(sideState)},
                     {u"events"_s, arrayOf(type(u"integer"_s))},
                     {u"side"_s, type(u"string"_s)},
                     {u"path"_s, type(u"string"_s)}},
                    {}));
    o.insert(u"serve"_s,
             output(u"serve"_s,
                    u"One line when the table link listens: its address and each side's page; then it serves "
                    "until stopped."_s,
                    {{u"url"_s, type(u"string"_s)},
                     {u"port"_s, type(u"integer"_s)},
                     {u"sides"_s, arrayOf(object({{u"id"_s, type(u"integer"_s)},
                                                  {u"name"_s, type(u"string"_s)},
                                                  {u"url"_s, type(u"string"_s)}},
                                                 {u"id"_s, u"name"_s, u"url"_s}))}},
                    {u"url"_s, u"port"_s, u"sides"_s}));
}

// The club's commands (docs/club.md): one schema, each subcommand's result named by "command".
void addClubOutputs(QMap<QString, QJsonObject> &o)
{
    const QJsonObject status = object({{u"state"_s, type(u"string"_s)},
                                       {u"waiting"_s, type(u"integer"_s)},
                                       {u"sent"_s, type(u"integer"_s)},
                                       {u"message"_s, type(u"string"_s)}},
                                      {u"state"_s, u"waiting"_s, u"sent"_s});
    const QJsonObject side = object(
        {{u"name"_s, type(u"string"_s)}, {u"lost"_s, type(u"integer"_s)}, {u"earned"_s, type(u"integer"_s)}},
        {u"name"_s, u"lost"_s, u"earned"_s}, false);
    const QJsonObject table = object({{u"id"_s, type(u"string"_s)},
                                      {u"name"_s, type(u"string"_s)},
                                      {u"ruleset"_s, type(u"string"_s)},
                                      {u"turn"_s, type(u"integer"_s)},
                                      {u"phase"_s, type(u"string"_s)},
                                      {u"sides"_s, arrayOf(side)},
                                      {u"events"_s, type(u"integer"_s)}},
                                     {u"id"_s, u"name"_s, u"ruleset"_s}, false);
    const QJsonObject totals = object({{u"ruleset"_s, type(u"string"_s)},
                                       {u"rule"_s, type(u"string"_s)},
                                       {u"battles"_s, type(u"integer"_s)},
                                       {u"totals"_s, type(u"object"_s)},
                                       {u"leader"_s, nullable(u"string"_s)}},
                                      {u"ruleset"_s, u"rule"_s, u"totals"_s}, false);
    o.insert(
        u"club"_s,
        output(
            u"club"_s,
            u"The club (docs/club.md): init names what it made; join, sync and takeover the battle's id "
            "in the club and the mirror's status; status the battle's club and what waits; pull the file "
            "written; standings every table and each rule set's campaign totals; mirror one line per "
            "change of its status; serve one line when the board listens."_s,
            {{u"command"_s, QJsonObject{{u"enum"_s, QJsonArray{u"init"_s, u"join"_s, u"leave"_s, u"status"_s,
                                                               u"sync"_s, u"mirror"_s, u"takeover"_s,
                                                               u"pull"_s, u"standings"_s, u"serve"_s}}}},
             {u"joined"_s, type(u"boolean"_s)},
             {u"battleId"_s, type(u"string"_s)},
             {u"club"_s, type(u"string"_s)},
             {u"waiting"_s, type(u"integer"_s)},
             {u"status"_s, status},
             {u"tables"_s, arrayOf(table)},
             {u"totals"_s, arrayOf(totals)}},
            {u"command"_s}, false));
}

// Every command's output schema, by the command's name.
QMap<QString, QJsonObject> outputs()
{
    QMap<QString, QJsonObject> o;
    const QString commit = u"One committed, logged and undoable edit: its event number in the log, its kind "
                           "and its summary."_s;
    for (const QString &c :
         {u"add-side"_s, u"add-unit"_s, u"mark"_s, u"range"_s, u"import"_s, u"edit-unit"_s, u"remove-unit"_s})
        o.insert(c, output(c, commit, committedProps(), {u"event"_s, u"kind"_s, u"summary"_s}));
    const QJsonObject owed = arrayOf(object({{u"action"_s, nullable(u"string"_s)},
                                             {u"inputs"_s, type(u"object"_s)},
                                             {u"text"_s, type(u"string"_s)},
                                             {u"rule"_s, nullable(u"string"_s)},
                                             {u"side"_s, nullable(u"string"_s)}},
                                            {u"action"_s, u"inputs"_s, u"text"_s, u"rule"_s, u"side"_s}));
    QJsonObject advanced = committedProps();
    advanced.insert(u"owed"_s, owed);
    o.insert(u"advance"_s,
             output(u"advance"_s,
                    u"The advance as one committed edit, and what the turn still owed before it (never a "
                    "refusal)."_s,
                    advanced, {u"event"_s, u"kind"_s, u"summary"_s, u"owed"_s}));
    o.insert(
        u"owed"_s,
        output(u"owed"_s,
               u"What the turn still owes by the rules now, each with the action that settles it and its "
               "inputs the battle knows."_s,
               {{u"turn"_s, type(u"integer"_s)}, {u"phase"_s, type(u"string"_s)}, {u"owed"_s, owed}},
               {u"turn"_s, u"phase"_s, u"owed"_s}));
    QJsonObject undone = committedProps();
    undone.insert(u"target"_s, QJsonObject{{u"type"_s, u"integer"_s}, {u"minimum"_s, 1}});
    for (const QString &c : {u"undo"_s, u"redo"_s})
        o.insert(c, output(c, u"The undo or redo, logged as an event of its own, and the event it acts on."_s,
                           undone, {u"event"_s, u"kind"_s, u"summary"_s, u"target"_s}));
    QJsonObject track = committedProps();
    track.insert(u"settable"_s,
                 arrayOf(object({{u"name"_s, type(u"string"_s)}, {u"accepts"_s, type(u"string"_s)}},
                                {u"name"_s, u"accepts"_s})));
    o.insert(u"track"_s, output(u"track"_s,
                                u"The tracked value set, as one committed edit; without --set, the values "
                                "the rule set lets the referee set."_s,
                                track, {}));
    addVictoryOutputs(o, commit);
    addCampaignOutput(o);
    addBattleOutputs(o);
    addLinkOutputs(o);
    addClubOutputs(o);
    const QJsonObject event = object({{u"seq"_s, type(u"integer"_s)},
                                      {u"kind"_s, type(u"string"_s)},
                                      {u"summary"_s, type(u"string"_s)},
                                      {u"undone"_s, type(u"boolean"_s)}},
                                     {u"seq"_s, u"turn"_s, u"kind"_s, u"summary"_s, u"undone"_s}, false);
    o.insert(u"log"_s, output(u"log"_s, u"The battle's event log, oldest first."_s,
                              {{u"events"_s, arrayOf(event)}}, {u"events"_s}));
    o.insert(u"resolve"_s,
             output(u"resolve"_s,
                    u"A resolution (with --odds its exact odds; with --apply the event it was committed as), "
                    "or with --plan the dice it asks for. Without --json too."_s,
                    {{u"resolution"_s, resolution()},
                     {u"odds"_s, type(u"object"_s)},
                     {u"applied"_s, applied()},
                     {u"plan"_s, arrayOf(type(u"object"_s))},
                     {u"text"_s, type(u"string"_s)}},
                    {}));
    o.insert(u"move"_s, output(u"move"_s, u"The move's resolution and the event it was committed as."_s,
                               {{u"resolution"_s, resolution()}, {u"applied"_s, applied()}},
                               {u"resolution"_s, u"applied"_s}));
    o.insert(u"board"_s, output(u"board"_s, u"The board as stored, and its event (null when unchanged)."_s,
                                {{u"board"_s, type(u"object"_s)},
                                 {u"event"_s, nullable(u"integer"_s)},
                                 {u"summary"_s, type(u"string"_s)}},
                                {u"board"_s, u"event"_s}));
    o.insert(u"house-rule"_s,
             output(u"house-rule"_s, u"The edits committed, in order (none: nothing changed)."_s,
                    {{u"events"_s, arrayOf(object(committedProps(), {u"event"_s}))}}, {u"events"_s}));
    o.insert(u"summary"_s,
             output(u"summary"_s, u"The summary (turn or battle so far), or the file written."_s,
                    {{u"file"_s, type(u"string"_s)}}, {}, false));
    o.insert(u"rulesets"_s, output(u"rulesets"_s, u"Every rule set's profile and declared actions."_s,
                                   {{u"rulesets"_s, arrayOf(type(u"object"_s))}}, {u"rulesets"_s}));
    o.insert(
        u"demo"_s,
        output(u"demo"_s, u"The demo battle's path, or with --list the demos."_s,
               {{u"path"_s, type(u"string"_s)},
                {u"demos"_s, arrayOf(object({{u"id"_s, type(u"string"_s)}, {u"title"_s, type(u"string"_s)}},
                                            {u"id"_s, u"title"_s}))}},
               {}));
    o.insert(u"export"_s, output(u"export"_s, u"The roster file written and its number of units."_s,
                                 {{u"file"_s, type(u"string"_s)}, {u"units"_s, type(u"integer"_s)}},
                                 {u"file"_s, u"units"_s}));
    o.insert(u"schema"_s, output(u"schema"_s, u"The folder written and the number of schema files."_s,
                                 {{u"folder"_s, type(u"string"_s)}, {u"files"_s, type(u"integer"_s)}},
                                 {u"folder"_s, u"files"_s}));
    return o;
}

bool write(const QString &path, const QJsonObject &o, QString *error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile f(path);
    const QByteArray text = QJsonDocument(o).toJson(QJsonDocument::Indented);
    if (f.open(QIODevice::WriteOnly) && f.write(text) == text.size() && f.commit())
        return true;
    *error = Cli::tr("%1 could not be written: %2").arg(path, f.errorString());
    return false;
}

class SchemaCommand final : public CliCommand
{
    const QCommandLineOption m_out{u"out"_s, Cli::tr("The folder to write into."), Cli::tr("folder")};

public:
    void declare(QCommandLineParser &parser) override
    {
        parser.setApplicationDescription(Cli::tr(
            "Writes the JSON Schemas (draft 2020-12) of every command's --json output and of every action's "
            "--input into a folder: output/COMMAND.json and input/RULESET/ACTION.json (docs/schema/)."));
        parser.addOption(m_out);
    }

    int run(CliCall &c) override
    {
        if (!c.parser.isSet(m_out))
            return c.usage(Cli::tr("schema needs --out FOLDER"));
        const QDir dir(c.parser.value(m_out));
        QString error;
        int files = 0;
        const QMap<QString, QJsonObject> all = outputs();
        for (auto it = all.cbegin(); it != all.cend(); ++it, ++files)
            if (!write(dir.filePath(u"output/%1.json"_s.arg(it.key())), it.value(), &error))
                return c.failed(error);
        for (const RuleSet *rs : RuleSets::all())
            for (const ActionSchema &a : rs->actions()) {
                if (!write(dir.filePath(u"input/%1/%2.json"_s.arg(rs->id(), a.id)),
                           JsonSchemas::input(*rs, a), &error))
                    return c.failed(error);
                ++files;
            }
        return c.done({{u"folder"_s, dir.path()}, {u"files"_s, files}},
                      Cli::tr("%n schema file(s) written to %1", nullptr, files).arg(dir.path()));
    }
};

} // namespace

namespace commands {
const CliCommandEntry schema{
    "schema",
    QT_TRANSLATE_NOOP("adj::Cli",
                      "write the JSON Schemas of every command's output and every action's input"),
    CliGroup::Battle, CliBattle::None, makeCommand<SchemaCommand>};
} // namespace commands

} // namespace adj
