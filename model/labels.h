#pragma once

#include <QCoreApplication>
#include <QString>

namespace adj {

// What a person reads for the ids the battle file stores: event, marker and counter kinds.
// An id without a label reads as itself.
class Labels final
{
    Q_DECLARE_TR_FUNCTIONS(adj::Labels)

public:
    static QString eventKind(const QString &kind);
    static QString marker(const QString &kind);
    static QString counter(const QString &kind);
};

} // namespace adj
