// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <utility>

class QTextStream;

namespace adj {

// JSON written a value at a time, byte for byte as QJsonDocument::Indented writes the same document
// whole (issue 30): a large output (a big battle's state) is never built as QJsonObjects first.
// The caller opens and closes objects and arrays and names an object's members in Qt's order
// (sorted by key, as QJsonObject keeps them); a QJsonValue is written as Qt writes it. The text
// goes to `out` in blocks, and all of it by flush() or the destructor.
//
// Without a stream it writes QJsonDocument::Compact's text into a string of its own, which take()
// hands over: an event's row changes, written for every commit without building QJsonObjects.
class JsonWriter final
{
    Q_DISABLE_COPY_MOVE(JsonWriter)

public:
    explicit JsonWriter(QTextStream &out);
    JsonWriter(); // compact, into take()
    ~JsonWriter();

    // The compact text written so far; the writer is empty after.
    QString take() { return std::exchange(m_buffer, {}); }

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    // The name of the object's next member; its value follows.
    void key(const QString &name);

    void value(const QString &text);
    void value(qint64 number);
    void value(int number) { value(qint64(number)); }
    void value(double number);
    void value(bool flag);
    void value(const QJsonValue &v);
    void value(const QJsonObject &o) { value(QJsonValue(o)); }
    void value(const QJsonArray &a) { value(QJsonValue(a)); }
    // A value given as its JSON text (UTF-8), written as it is.
    void json(const QByteArray &text);
    // An object's member: its name, then its value.
    template <typename T> void member(const QString &name, const T &v)
    {
        key(name);
        value(v);
    }

    void flush();

private:
    void item(); // what comes before a value: the separator and the indent, unless after a key
    void close(char bracket);
    void indent(qsizetype depth);
    void string(const QString &text);

    struct Level
    {
        bool object = false;
        qsizetype items = 0;
    };
    QTextStream *m_out = nullptr; // null: compact, into m_buffer alone
    QString m_buffer;
    QList<Level> m_levels; // the objects and arrays open, innermost last
    bool m_afterKey = false;
};

} // namespace adj
