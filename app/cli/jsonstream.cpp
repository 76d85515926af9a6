#include "jsonstream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
// A value as Qt indents it `depth` levels down: its lines but the first are prefixed.
QByteArray indented(const QJsonValue &v, int depth)
{
    // Qt writes a document's top level at depth 0; a scalar is wrapped in an array and unwrapped.
    QByteArray text = v.isObject()  ? QJsonDocument(v.toObject()).toJson(QJsonDocument::Indented)
                      : v.isArray() ? QJsonDocument(v.toArray()).toJson(QJsonDocument::Indented)
                                    : QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    if (!v.isObject() && !v.isArray())
        return text.mid(1, text.size() - 2);
    text.chop(1); // the document's last newline
    const QByteArray newline = QByteArray("\n") + QByteArray(4 * depth, ' ');
    return text.replace('\n', newline);
}
} // namespace

JsonArrayStream::JsonArrayStream(QTextStream &out, const QString &key, const QJsonObject &rest)
    : m_out(out)
    , m_key(key)
    , m_rest(rest)
{
    m_rest.remove(key);
    m_out << "{\n";
    writeMembers(true);
    m_out << "    " << QString::fromUtf8(indented(m_key, 1)) << ": [\n";
}

JsonArrayStream::~JsonArrayStream()
{
    finish();
}

void JsonArrayStream::writeMembers(bool before)
{
    // QJsonObject keeps its keys sorted, as Qt writes them.
    for (auto it = m_rest.constBegin(); it != m_rest.constEnd(); ++it) {
        if ((it.key() < m_key) != before)
            continue;
        if (!before)
            m_out << ",\n";
        m_out << "    " << QString::fromUtf8(indented(it.key(), 1)) << ": "
              << QString::fromUtf8(indented(it.value(), 1));
        if (before)
            m_out << ",\n";
    }
}

void JsonArrayStream::append(const QJsonValue &item)
{
    if (m_items++ > 0)
        m_out << ",\n";
    m_out << "        " << QString::fromUtf8(indented(item, 2));
}

void JsonArrayStream::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    m_out << (m_items > 0 ? "\n    ]"_L1 : "    ]"_L1);
    writeMembers(false);
    m_out << "\n}\n";
    m_out.flush();
}

} // namespace adj
