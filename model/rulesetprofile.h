// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <deque>

namespace adj {

// What a unit of a rule set is: its types, its attributes with their types and allowed
// values, the measure its strength is kept in, how distance is measured, and its turn.
// Each rule set registers its profile here at start-up (resolvers/<ruleset>/), so that the model
// validates rosters without naming a rule set; labels are source strings translated on display.

enum class DistanceMeasure { Hexes, Inches, None };
enum class StrengthMeasure { MoralePoints, Figures, Stands, DamagePoints };

struct AttributeSpec
{
    enum class Type { Int, Real, Bool, Enum, Text };
    QString id;
    const char *label = "";
    Type type = Type::Text;
    QStringList allowed; // for Enum
    double min = 0;
    double max = 0; // for Int and Real; min == max means unbounded
    QJsonValue defaultValue;
    QStringList onlyForTypes; // empty: every unit type has it
};

struct UnitTypeSpec
{
    QString id;
    const char *label = "";
    int minStrength = 1;
    int maxStrength = 1;
    int defaultStrength = 1;
    // Per-type restriction of an enum attribute (militia never in close order, ...).
    QString restrictedAttribute;
    QStringList restrictedTo;
};

struct ScaleSpec
{
    QString id;
    const char *label = "";
    double yardsPerInch = 0;
    const char *bmu = "";  // the basic manoeuvre unit at this scale
    const char *bmug = ""; // the group one size up
    int menPerStand = 0;
    const char *turnLength = "";
};

struct PhaseSpec
{
    QString id;
    const char *label = "";
    // The side that acts in this phase, by its place in the battle's order (0: the first side,
    // For Honor and Glory's player A); -1: either side, or both at once.
    int side = -1;
};

// A word of a rule set's own for an id the battle stores (a marker or a counter kind), marked
// with QT_TRANSLATE_NOOP("adj::Labels", ...) where the profile is declared (labels.h reads it).
struct WordSpec
{
    QString id;
    const char *label = "";
};

struct RuleSetProfile
{
    QString id;
    const char *name = "";
    DistanceMeasure distance = DistanceMeasure::None;
    StrengthMeasure strength = StrengthMeasure::MoralePoints;
    double yardsPerInch = 0; // ground scale when it does not depend on a scale choice
    QList<UnitTypeSpec> types;
    QList<AttributeSpec> attributes;
    QList<PhaseSpec> phases;
    QList<ScaleSpec> scales;
    QStringList markerKinds;
    QStringList turnMarkers; // lifted when a new turn begins ("activated", "fired-port", ...)
    QStringList counterKinds;
    // Its own words for the markers and counters it keeps that the shared vocabulary does not name
    // (Wars for America's wind, Honour & Glory's Glory).
    QList<WordSpec> words;
    // The side counter its battles are won by, one of counterKinds (Honour & Glory: "Glory");
    // empty: "VP" where it keeps VP (Victory::measure()).
    QString victoryCounter;
    // The summary draws the victory counter turn by turn under this title, marked with
    // QT_TRANSLATE_NOOP("adj::SummaryCharts", ...) (Honour & Glory's Glory race); null: not drawn.
    const char *raceTitle = nullptr;
    QStringList optionalRules;
    // The rules a battle's end cites: the scenario's victory conditions and its time constraints
    // ("10", "10.C" in For Honor and Glory); empty where the rule text has no such rule.
    QString victoryRule;
    QString timeRule;

    const UnitTypeSpec *type(const QString &id) const;
    const AttributeSpec *attribute(const QString &id) const;
    const ScaleSpec *scale(const QString &id) const;
    int phaseIndex(const QString &id) const;
    const PhaseSpec *phase(const QString &id) const;
    // Yards per inch for the battle's scale (Fields of Honor) or the rule set's own.
    double groundScale(const QString &scale) const;
};

class Profiles final
{
    Q_DECLARE_TR_FUNCTIONS(adj::Profiles)

public:
    // In the order registered. A deque: a registration never moves the profiles found before it.
    static const std::deque<RuleSetProfile> &all();
    static const RuleSetProfile *find(const QString &id);
    // Registers a rule set's profile; false (and nothing changed) when its id is taken.
    static bool add(RuleSetProfile profile);
    static QString strengthMeasureLabel(StrengthMeasure m);
    // The measure's id in every JSON Adjutant writes: "MP", "figures", "stands", "damage-points".
    static QString measureId(StrengthMeasure m);
    static QString distanceLabel(DistanceMeasure m);
    static QString label(const char *source); // translated profile label
    static QJsonObject toJson(const RuleSetProfile &p);

    // Checks a unit against its profile and fills in defaults. Returns an empty string
    // when it is valid, or a message that names the field that is wrong.
    static QString validateUnit(const RuleSetProfile &p, const QString &type, int strength, int strengthStart,
                                QJsonObject *attrs);
};

} // namespace adj
