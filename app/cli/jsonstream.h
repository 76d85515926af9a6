#pragma once

#include <QJsonObject>
#include <QString>

class QTextStream;

namespace adj {

// One JSON object written as QJsonDocument::Indented writes it, byte for byte, but with one of its
// members an array written an item at a time (issue 30): a long output (the log's events, a
// summary's resolutions) is never whole in memory, whatever the length of the battle.
// `rest` holds the object's other members; they are written in Qt's order (sorted by key), before
// and after the array.
class JsonArrayStream final
{
    Q_DISABLE_COPY_MOVE(JsonArrayStream)

public:
    JsonArrayStream(QTextStream &out, const QString &key, const QJsonObject &rest);
    ~JsonArrayStream();

    void append(const QJsonValue &item);
    // Closes the array and writes the members after it; the destructor does it when not called.
    void finish();

private:
    void writeMembers(bool before);

    QTextStream &m_out;
    QString m_key;
    QJsonObject m_rest;
    qint64 m_items = 0;
    bool m_finished = false;
};

} // namespace adj
