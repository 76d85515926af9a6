// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fohinputs.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace adj::foh {

bool enumerating(const DiceSource &dice)
{
    return dice.kind() == u"enumerated"_s;
}

InputSpec heldBool(const QString &id, const QString &label, const QString &help, const QString &rule)
{
    InputSpec s = boolInput(id, false, label, help, rule);
    s.defaultValue = QJsonValue();
    return s;
}

InputSpec required(InputSpec spec)
{
    spec.required = true;
    return spec;
}

InputSpec kindInput(const QString &id, const QString &label, const QString &rule)
{
    return enumInput(
        id, {u"formed"_s, u"skirmish"_s, u"mob"_s}, {}, label,
        QCoreApplication::translate("adj::FohInputs", "Formed, skirmish or mob: the battle's unit."), rule);
}

void implyModifier(const QMap<QString, FohModifier> &table, const QString &id, QStringList *mods)
{
    if (table.contains(id) && !mods->contains(id))
        mods->append(id);
}

bool modifierList(const Inputs &in, const QString &inputId, const QMap<QString, FohModifier> &table,
                  QStringList *out, QString *error)
{
    for (const QString &id : in.list(inputId)) {
        if (!table.contains(id)) {
            *error = QCoreApplication::translate("adj::FohInputs",
                                                 "input \"%1\": unknown modifier \"%2\"; the table lists %3")
                         .arg(inputId, id, table.keys().join(u", "_s));
            return false;
        }
        if (out->contains(id)) {
            *error =
                QCoreApplication::translate("adj::FohInputs", "input \"%1\": modifier \"%2\" is given twice")
                    .arg(inputId, id);
            return false;
        }
        out->append(id);
    }
    if (out->contains(u"light-cover"_s) && out->contains(u"heavy-cover"_s)) {
        *error = QCoreApplication::translate("adj::FohInputs",
                                             "input \"%1\": a target is in light or in heavy cover, not both")
                     .arg(inputId);
        return false;
    }
    return true;
}

QString signedNumber(int v)
{
    return v > 0 ? u"+"_s + QString::number(v) : QString::number(v);
}

QString modifierName(const QString &id)
{
    static const QList<std::pair<QString, const char *>> names{
        {u"flank"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "flank")},
        {u"light-cover"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "target in light cover")},
        {u"heavy-cover"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "target in heavy cover")},
        {u"mounted-target"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "target is mounted")},
        {u"mob-target"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "target is a mob")},
        {u"initial-volley"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "initial volley")},
        {u"opportunity-fire"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "opportunity fire")},
        {u"canister"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "canister")},
        {u"just-charged"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "just charged")},
        {u"formed-vs-mob"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "formed unit attacking a mob")},
        {u"caused-more"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "caused more casualties")},
        {u"rear"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "struck from the rear")},
        {u"cavalry"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "charger is cavalry")},
        {u"sub-commander"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "sub-commander leads")},
        {u"friends-near"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "friendly units near")},
        {u"commander"_s, QT_TRANSLATE_NOOP("adj::FohInputs", "attached commander")},
    };
    for (const auto &[key, name] : names)
        if (key == id)
            return QCoreApplication::translate("adj::FohInputs", name);
    return id; // a house-rule modifier: its table id
}

TargetNumber targetNumber(const FohNumberTable &t, const QString &qualityLabel, const QString &quality,
                          const QStringList &mods, const QList<std::pair<QString, int>> &extra, int other,
                          const QString &otherReason)
{
    TargetNumber n;
    int v = t.base;
    QString text = QString::number(t.base);
    if (!quality.isEmpty()) {
        const int q = t.quality.value(quality);
        v += q;
        if (q != 0)
            text += u' ' + signedNumber(q) + u" ("_s + qualityLabel.arg(quality) + u')';
    }
    for (const auto &[label, value] : extra) {
        v += value;
        text += u' ' + signedNumber(value) + u" ("_s + label + u')';
    }
    for (const QString &id : mods) {
        const FohModifier &m = t.modifiers[id];
        v += m.value;
        text += u' ' + signedNumber(m.value) + u" ("_s + modifierName(id) + u", "_s + m.rule + u')';
    }
    if (other != 0) {
        v += other;
        text +=
            u' ' + signedNumber(other) + u" ("_s +
            (otherReason.isEmpty() ? QCoreApplication::translate("adj::FohInputs", "other") : otherReason) +
            u')';
    }
    n.unfloored = v;
    text += u" = "_s + QString::number(v);
    if (t.minimum > 0 && v < t.minimum) {
        v = t.minimum;
        text += QCoreApplication::translate("adj::FohInputs", ", never below %1: %1").arg(t.minimum);
    }
    n.value = v;
    n.text = text;
    return n;
}

QString joinDice(const QList<int> &dice)
{
    QStringList s;
    for (int d : dice)
        s.append(QString::number(d));
    return s.join(u',');
}

DieClasses passClasses(int need, int naturalMiss)
{
    DieClasses c;
    for (int f = 1; f <= 6; ++f)
        c.append(quint8(f > naturalMiss && f >= need ? 1 : 0));
    return c;
}

} // namespace adj::foh
