#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace adj {

// What a person reads for the ids the battle file stores: event, marker and counter kinds.
// An id without a label reads as itself.
class Labels final
{
    Q_DECLARE_TR_FUNCTIONS(adj::Labels)

public:
    static QString eventKind(const QString &kind);
    // The event kinds the edits write ("resolve.<action>" aside: those come from the rule set).
    static QStringList eventKinds();
    static QString marker(const QString &kind);
    static QString counter(const QString &kind);
    // A unit's or a leader's status: eliminated, routed, captured, sunk, lost, wounded.
    static QString status(const QString &status);
    // A tooltip that shows `text` as it is: names from a battle file are never read as HTML.
    static QString plainToolTip(const QString &text);

private:
    // A member, so that lupdate reads its QT_TR_NOOPs in this class's context.
    static const QHash<QString, const char *> &eventKindLabels();
};

} // namespace adj
