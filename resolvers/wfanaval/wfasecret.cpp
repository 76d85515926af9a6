// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

// Wars for America's secret choice: each side's plot, made on its own and revealed together
// (5.6-5.9). The table link asks for it; the "plot" action checks and records it.
#include "wfanaval.h"
#include "wfaplotactions.h"
#include "wfatable.h"

#include "core/battleresolution.h"
#include "core/inputs.h"
#include "core/secretchoices.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace adj {

WfaPlotActions::Allotment WfaPlotActions::allotment(const Inputs &in, const RuleTable &table,
                                                    const QString &given)
{
    Allotment a;
    const WfaTable *t = WfaTable::of(table);
    Fleet f;
    QString error;
    if (!t || !readFleet(in.value(u"fleet"_s).toObject(), &f, &error)) {
        a.waitingFor = error.isEmpty() ? tr("the plot needs the wfa-naval rule table") : error;
        return a;
    }
    a.turn = f.turn;
    for (const QString &s : {u"a"_s, u"b"_s})
        if (given.compare(f.state.sideName(s), Qt::CaseInsensitive) == 0 || given == s)
            a.side = s;
    if (a.side.isEmpty()) {
        a.waitingFor = tr("%1 is not a side of this battle").arg(given);
        return a;
    }
    QJsonObject plots = in.value(u"plots"_s).toObject();
    if (plots.value(u"turn"_s).toInt() == f.turn) {
        a.plotted = plots.value(u"plots"_s).toObject().contains(a.side);
        if (a.plotted)
            return a;
        if (plots.value(u"revealed"_s).toInt() > 0) {
            a.waitingFor = tr("the markers of turn %1 are being revealed (5.9)").arg(f.turn);
            return a;
        }
    }
    int wind = 0;
    if (const QString e = windOfTheTurn(in, f.turn, &wind); !e.isEmpty()) {
        a.waitingFor = tr("the wind of turn %1 is rolled first (3.1)").arg(f.turn);
        return a;
    }
    const WfaShip *cmd = commandShip(f.state, a.side);
    if (!cmd || cmd->start < 1) {
        a.waitingFor = tr("%1 has no squadron command ship on the board (9.2, 9.4)").arg(given);
        return a;
    }
    a.count = movesOfTheSide(in, *t, f.turn, a.side, *cmd, wind).count;
    return a;
}

namespace {

class WfaSecretChoices final : public SecretChoices
{
    Q_DECLARE_TR_FUNCTIONS(adj::WfaSecretChoices)

public:
    // The four markers (5.1), each with the word the page shows under its letter.
    static QList<std::pair<QString, QString>> markerWords()
    {
        return {{u"S"_s, tr("Straight")},
                {u"R"_s, tr("Starboard (right)")},
                {u"L"_s, tr("Port (left)")},
                {u"X"_s, tr("Stop")}};
    }

    SecretForm form(const BattleState &battle, const RuleTable &table, const QString &side) const override
    {
        SecretForm f;
        QString error;
        const QJsonObject in =
            BattleResolution::inputs(u"plot"_s, {{u"side"_s, side}}, battle, table, &error);
        const Inputs inputs(in, WfaPlotActions::plotSchema());
        const WfaPlotActions::Allotment a = WfaPlotActions::allotment(inputs, table, side);
        f.entered = a.plotted;
        f.waitingFor = error.isEmpty() ? a.waitingFor : error;
        if (a.plotted || !f.waitingFor.isEmpty() || a.count < 1)
            return f;
        const WfaTable *t = WfaTable::of(table);
        f.kind = u"wfa-plot"_s;
        f.rule = u"5.7"_s;
        f.key = u"wfa-plot:%1:%2:%3"_s.arg(a.turn).arg(a.side).arg(a.count);
        f.title = tr("Plot your moves (5.7)");
        QJsonArray markers;
        QList<SecretOption> options;
        for (const auto &[id, label] : markerWords()) {
            markers.append(QJsonObject{{u"id"_s, id}});
            options.append({id, label, id});
        }
        const QString help = tr("%n marker(s) to plot, left to right", nullptr, a.count) + u" · "_s +
                             tr("at most %1 of a kind").arg(t->markersPerType);
        f.fields = {
            SecretField::sequence(u"markers"_s, tr("Markers"), help, options, a.count, t->markersPerType)};
        f.data =
            QJsonObject{{u"count"_s, a.count}, {u"markers"_s, markers}, {u"maxOfKind"_s, t->markersPerType}};
        return f;
    }

    QList<SecretCall> calls(const SecretForm &form, const QJsonObject &choice, const QString &side,
                            QString *error, QString *input) const override
    {
        static const QHash<QString, QString> kWords{
            {u"S"_s, u"straight"_s}, {u"R"_s, u"starboard"_s}, {u"L"_s, u"port"_s}, {u"X"_s, u"stop"_s}};
        const QJsonValue given = choice.value(u"markers"_s);
        for (auto it = choice.constBegin(); it != choice.constEnd(); ++it)
            if (it.key() != u"markers"_s) {
                *input = it.key();
                *error = tr("\"%1\" is not part of a plot; it has only \"markers\"").arg(it.key());
                return {};
            }
        *input = u"markers"_s;
        const int count = form.data.value(u"count"_s).toInt();
        if (!given.isArray() || given.toArray().size() != count) {
            *error = tr("a plot is a list of %n marker(s), left to right (5.6, 5.7)", nullptr, count);
            return {};
        }
        QJsonArray words;
        for (const QJsonValue &m : given.toArray()) {
            const QString w = kWords.value(m.toString());
            if (w.isEmpty()) {
                *error = tr("a marker is S, R, L or X (5.1)");
                return {};
            }
            words.append(w);
        }
        input->clear();
        return {{u"plot"_s, {{u"side"_s, side}, {u"markers"_s, words}}}};
    }
};

} // namespace

const SecretChoices *WfaNaval::secretChoices() const
{
    static const WfaSecretChoices kChoices;
    return &kChoices;
}

} // namespace adj
