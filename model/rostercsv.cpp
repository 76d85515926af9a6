// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "rostercsv.h"

#include "edits.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
const QStringList kFixed{u"side"_s, u"name"_s, u"type"_s, u"strength"_s, u"start"_s, u"position"_s};

QString cell(const QJsonValue &v)
{
    if (v.isBool())
        return v.toBool() ? u"true"_s : u"false"_s;
    if (v.isDouble())
        return QString::number(v.toDouble());
    return v.toString();
}
} // namespace

QStringList RosterCsv::columns(const RuleSetProfile &p)
{
    QStringList c = kFixed;
    for (const AttributeSpec &a : p.attributes)
        c << a.id;
    return c;
}

namespace {
// A cell a spreadsheet would run as a formula (OWASP, "CSV Injection"): =, +, -, @, tab or
// carriage return first, and not a plain number.
bool isFormula(const QString &field)
{
    static const QRegularExpression number(u"^[+-]?[0-9]+([.,][0-9]+)?$"_s);
    if (field.isEmpty())
        return false;
    const QChar c = field.front();
    const bool trigger = c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r';
    return trigger && !number.match(field).hasMatch();
}
} // namespace

QString RosterCsv::neutralise(const QString &field)
{
    return isFormula(field) ? u"'"_s + field : field;
}

QString RosterCsv::quote(const QString &field)
{
    const bool needs = field.contains(u',') || field.contains(u'"') || field.contains(u'\n') ||
                       field.contains(u'\r') || field != field.trimmed();
    if (!needs)
        return field;
    QString q = field;
    q.replace(u"\""_s, u"\"\""_s);
    return u'"' + q + u'"';
}

QByteArray RosterCsv::write(const BattleState &s, const RuleSetProfile &p)
{
    QString out = columns(p).join(u',') + u"\r\n"_s;
    for (const Unit &u : s.units) {
        QStringList row{s.sides.value(u.side).name,       u.name,    u.type, QString::number(u.strength),
                        QString::number(u.strengthStart), u.position};
        for (const AttributeSpec &a : p.attributes)
            row << cell(u.attrs.value(a.id));
        for (QString &f : row)
            f = quote(neutralise(f)); // a name such as =HYPERLINK(...) stays text in a spreadsheet
        out += row.join(u',') + u"\r\n"_s;
    }
    return out.toUtf8();
}

QList<RosterCsv::Record> RosterCsv::split(const QByteArray &bytes, QStringList *errors)
{
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    QList<Record> records;
    Record rec;
    QString field;
    int line = 1;
    rec.line = 1;
    bool quoted = false;      // inside a quoted field
    bool afterQuote = false;  // a quoted field just closed
    bool fieldQuoted = false; // the current field was quoted
    bool bad = false;         // the current record has a quoting error (reported once)
    auto badLine = [&](const QString &why) {
        if (!bad)
            *errors << tr("line %1: %2").arg(rec.line).arg(why);
        bad = true;
    };
    auto endField = [&] {
        // The quote that neutralised a formula on export is taken off again (see neutralise).
        if (field.size() > 1 && field.front() == u'\'' && isFormula(field.mid(1)))
            field.remove(0, 1);
        rec.fields << (fieldQuoted ? field : field.trimmed());
        field.clear();
        fieldQuoted = false;
        afterQuote = false;
    };
    auto endRecord = [&] {
        endField();
        const bool blank = rec.fields.size() == 1 && rec.fields.first().isEmpty();
        if (!bad && !blank)
            records << rec;
        rec = Record{};
        bad = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    quoted = false;
                    afterQuote = true;
                }
            } else {
                if (c == u'\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == u'\r')
            continue;
        if (c == u'\n') {
            endRecord();
            rec.line = ++line;
            continue;
        }
        if (c == u',') {
            endField();
            continue;
        }
        if (afterQuote) {
            if (!c.isSpace())
                badLine(tr("text after the closing quote of field %1").arg(rec.fields.size() + 1));
            continue;
        }
        if (c == u'"') {
            if (field.trimmed().isEmpty()) {
                field.clear();
                quoted = true;
                fieldQuoted = true;
            } else {
                badLine(tr("a quote inside the unquoted field %1 (quote the whole field and double the "
                           "quote)")
                            .arg(rec.fields.size() + 1));
                field += c;
            }
            continue;
        }
        field += c;
    }
    if (quoted) {
        badLine(tr("a quoted field is never closed"));
        quoted = false;
    }
    endRecord();
    return records;
}

Edit RosterCsv::importEdit(const BattleState &start, const RuleSetProfile &p, const QByteArray &text,
                           QStringList *errors)
{
    const qsizetype before = errors->size();
    const QList<Record> records = split(text, errors);
    if (records.isEmpty() || records.first().line != 1) {
        if (errors->size() == before)
            *errors << tr("line 1: the file has no header (%1)").arg(columns(p).join(u','));
        return {};
    }
    // The header names the columns; any order, any case.
    const QStringList known = columns(p);
    QHash<QString, int> col;
    const Record &header = records.first();
    for (int i = 0; i < header.fields.size(); ++i) {
        const QString name = header.fields.at(i).trimmed();
        QString id;
        for (const QString &k : known)
            if (k.compare(name, Qt::CaseInsensitive) == 0)
                id = k;
        if (id.isEmpty())
            *errors << tr("line 1, column %1: \"%2\" is not a column of a %3 roster (%4)")
                           .arg(i + 1)
                           .arg(name, Profiles::label(p.name), known.join(u','));
        else if (col.contains(id))
            *errors << tr("line 1, column %1: \"%2\" appears twice").arg(i + 1).arg(name);
        else
            col.insert(id, i);
    }
    for (const QString &required : {u"side"_s, u"name"_s, u"type"_s})
        if (!col.contains(required))
            *errors << tr("line 1: the column \"%1\" is missing").arg(required);
    if (errors->size() > before)
        return {};

    BattleState s = start;
    Edit all;
    all.kind = u"roster.import"_s;
    int units = 0;
    QHash<QString, int> seen; // unit name -> line, within the file
    for (qsizetype r = 1; r < records.size(); ++r) {
        const Record &rec = records.at(r);
        const int n = rec.line;
        if (rec.fields.size() != header.fields.size()) {
            *errors << tr("line %1: %2 fields, the header has %3")
                           .arg(n)
                           .arg(rec.fields.size())
                           .arg(header.fields.size());
            continue;
        }
        auto value = [&](const QString &id) {
            return col.contains(id) ? rec.fields.at(col.value(id)) : QString();
        };
        const qsizetype lineErrors = errors->size();
        auto bad = [&](const QString &field, const QString &why) {
            *errors << tr("line %1, %2: %3").arg(n).arg(field, why);
        };
        Edits::UnitInput in;
        in.side = value(u"side"_s);
        in.name = value(u"name"_s);
        in.type = value(u"type"_s);
        in.position = value(u"position"_s);
        if (in.side.isEmpty())
            bad(u"side"_s, tr("a unit needs a side"));
        if (in.name.isEmpty())
            bad(u"name"_s, tr("a unit needs a name"));
        else if (seen.contains(in.name))
            bad(u"name"_s, tr("\"%1\" is named on line %2 already").arg(in.name).arg(seen.value(in.name)));
        else if (s.unitByName(in.name))
            bad(u"name"_s, tr("there is already a unit called \"%1\"").arg(in.name));
        if (!in.name.isEmpty() && !seen.contains(in.name))
            seen.insert(in.name, n);
        const UnitTypeSpec *type = p.type(in.type);
        if (!type) {
            QStringList ids;
            for (const UnitTypeSpec &t : p.types)
                ids << t.id;
            bad(u"type"_s, tr("\"%1\" is not a unit type of %2 (%3)")
                               .arg(in.type, Profiles::label(p.name), ids.join(u", "_s)));
        }
        for (const auto &[id, target] :
             {std::pair{u"strength"_s, &in.strength}, std::pair{u"start"_s, &in.strengthStart}}) {
            const QString v = value(id);
            if (v.isEmpty())
                continue;
            bool ok = false;
            *target = v.toInt(&ok);
            if (!ok || *target < 0) {
                bad(id, tr("\"%1\" is not a whole number").arg(v));
                *target = -1;
            }
        }
        if (type) {
            const int startStrength = in.strengthStart >= 0 ? in.strengthStart : type->defaultStrength;
            if (in.strengthStart >= 0 &&
                (startStrength < type->minStrength || startStrength > type->maxStrength))
                bad(u"start"_s,
                    tr("%1 is outside %2..%3 %4 for a %5")
                        .arg(startStrength)
                        .arg(type->minStrength)
                        .arg(type->maxStrength)
                        .arg(Profiles::strengthMeasureLabel(p.strength), Profiles::label(type->label)));
            else if (in.strength > startStrength)
                bad(u"strength"_s,
                    tr("%1 is more than the starting strength %2").arg(in.strength).arg(startStrength));
        }
        if (p.distance == DistanceMeasure::Hexes && !in.position.isEmpty()) {
            static const QRegularExpression hex(u"^\\d{4}$"_s);
            if (!hex.match(in.position).hasMatch())
                bad(u"position"_s,
                    tr("\"%1\" is not a hex label (four digits, column then row: 0406)").arg(in.position));
        }
        for (const AttributeSpec &a : p.attributes) {
            const QString v = value(a.id);
            if (v.isEmpty())
                continue;
            in.attrs.insert(a.id, v);
            if (!type)
                continue;
            // Each attribute alone, so that every bad one is named, not just the first.
            QJsonObject one{{a.id, v}};
            const QString why = Profiles::validateUnit(p, in.type, 0, type->minStrength, &one);
            if (!why.isEmpty())
                bad(a.id, why);
        }
        if (errors->size() > lineErrors)
            continue;
        QString why;
        if (!s.sideByName(in.side)) {
            const Edit side = Edits::addSide(s, in.side, {}, &why);
            if (side.isEmpty()) {
                bad(u"side"_s, why);
                continue;
            }
            for (const RowChange &c : side.changes) {
                s.apply(c);
                all.changes << c;
            }
        }
        const Edit unit = Edits::addUnit(s, p, in, &why);
        if (unit.isEmpty()) {
            *errors << tr("line %1: %2").arg(n).arg(why);
            continue;
        }
        for (const RowChange &c : unit.changes) {
            s.apply(c);
            all.changes << c;
        }
        ++units;
    }
    if (errors->size() > before)
        return {};
    if (units == 0) {
        *errors << tr("the file has no units");
        return {};
    }
    all.summary = importSummary(units);
    all.inputs = {{u"units"_s, units}, {u"format"_s, u"csv"_s}};
    return all;
}

} // namespace adj
