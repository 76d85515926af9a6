// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "jsonwriter.h"

#include <QCborValue>
#include <QLocale>
#include <QTextStream>

#include <cmath>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
constexpr qsizetype kBlock = 1 << 15; // characters held before they go to the stream

QChar hexDigit(uint n)
{
    return QChar(n < 10 ? u'0' + n : u'a' + n - 10);
}

void appendEscape(QString &out, char16_t c)
{
    out += u"\\u"_s;
    out += hexDigit((c >> 12) & 0xf);
    out += hexDigit((c >> 8) & 0xf);
    out += hexDigit((c >> 4) & 0xf);
    out += hexDigit(c & 0xf);
}
} // namespace

JsonWriter::JsonWriter(QTextStream &out)
    : m_out(&out)
{
    m_buffer.reserve(kBlock + 1024);
}

JsonWriter::JsonWriter() = default;

JsonWriter::~JsonWriter()
{
    flush();
}

void JsonWriter::flush()
{
    if (!m_out)
        return; // compact: the text stays for take()
    *m_out << m_buffer;
    m_buffer.clear();
    m_out->flush();
}

void JsonWriter::item()
{
    if (m_out && m_buffer.size() > kBlock) {
        *m_out << m_buffer;
        m_buffer.clear();
    }
    if (std::exchange(m_afterKey, false) || m_levels.isEmpty())
        return;
    Level &level = m_levels.last();
    if (level.items++ > 0)
        m_buffer += m_out ? u",\n"_s : u","_s;
    indent(m_levels.size());
}

void JsonWriter::indent(qsizetype depth)
{
    if (m_out)
        m_buffer.resize(m_buffer.size() + 4 * depth, u' ');
}

void JsonWriter::key(const QString &name)
{
    item();
    string(name);
    m_buffer += m_out ? u": "_s : u":"_s;
    m_afterKey = true;
}

void JsonWriter::beginObject()
{
    item();
    m_buffer += m_out ? u"{\n"_s : u"{"_s;
    m_levels.append({true, 0});
}

void JsonWriter::beginArray()
{
    item();
    m_buffer += m_out ? u"[\n"_s : u"["_s;
    m_levels.append({false, 0});
}

void JsonWriter::endObject()
{
    close('}');
}

void JsonWriter::endArray()
{
    close(']');
}

void JsonWriter::close(char bracket)
{
    // Qt: the last item ends its line; the bracket stands at its container's indent; a whole
    // document ends with a newline.
    const Level level = m_levels.takeLast();
    if (!m_out) { // compact: the bracket alone
        m_buffer += QChar::fromLatin1(bracket);
        return;
    }
    if (level.items > 0)
        m_buffer += u'\n';
    indent(m_levels.size());
    m_buffer += QChar::fromLatin1(bracket);
    if (m_levels.isEmpty())
        m_buffer += u'\n';
}

void JsonWriter::string(const QString &text)
{
    // As Qt escapes a string: quote, backslash and control characters; a surrogate without its
    // other half as \uXXXX; everything else as it is (written as UTF-8 by the stream).
    m_buffer += u'"';
    const char16_t *const begin = reinterpret_cast<const char16_t *>(text.constData());
    const char16_t *const end = begin + text.size();
    const char16_t *plain = begin; // the start of the characters written as they are, not yet copied
    for (const char16_t *c = begin; c != end; ++c) {
        const char16_t u = *c;
        if (u >= 0x20 && u != u'"' && u != u'\\' && !QChar::isSurrogate(u))
            continue;
        m_buffer.append(QStringView(plain, c));
        switch (u) {
        case u'"':
            m_buffer += u"\\\""_s;
            break;
        case u'\\':
            m_buffer += u"\\\\"_s;
            break;
        case 0x8:
            m_buffer += u"\\b"_s;
            break;
        case 0xc:
            m_buffer += u"\\f"_s;
            break;
        case 0xa:
            m_buffer += u"\\n"_s;
            break;
        case 0xd:
            m_buffer += u"\\r"_s;
            break;
        case 0x9:
            m_buffer += u"\\t"_s;
            break;
        default:
            if (QChar::isHighSurrogate(u) && c + 1 != end && QChar::isLowSurrogate(c[1])) {
                m_buffer += QChar(u);
                m_buffer += QChar(*++c);
            } else {
                appendEscape(m_buffer, u); // a control character, or half a surrogate pair
            }
        }
        plain = c + 1;
    }
    m_buffer.append(QStringView(plain, end));
    m_buffer += u'"';
}

void JsonWriter::value(const QString &text)
{
    item();
    string(text);
}

void JsonWriter::value(qint64 number)
{
    item();
    m_buffer += QString::number(number);
}

void JsonWriter::value(double number)
{
    item();
    if (std::isfinite(number))
        m_buffer += QLatin1StringView(QByteArray::number(number, 'g', QLocale::FloatingPointShortest));
    else
        m_buffer += u"null"_s; // as Qt: JSON has no infinity nor NaN
}

void JsonWriter::json(const QByteArray &text)
{
    item();
    m_buffer += QString::fromUtf8(text);
}

void JsonWriter::value(bool flag)
{
    item();
    m_buffer += flag ? u"true"_s : u"false"_s;
}

void JsonWriter::value(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Bool:
        value(v.toBool());
        break;
    case QJsonValue::Double: {
        // Qt keeps a whole number it was given as one, and writes it so (2^53 + 1 stays exact).
        const QCborValue number = QCborValue::fromJsonValue(v);
        if (number.isInteger())
            value(number.toInteger());
        else
            value(number.toDouble());
        break;
    }
    case QJsonValue::String:
        value(v.toString());
        break;
    case QJsonValue::Array:
        beginArray();
        for (const QJsonValue &each : v.toArray())
            value(each);
        endArray();
        break;
    case QJsonValue::Object: {
        const QJsonObject o = v.toObject();
        beginObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            key(it.key());
            value(it.value());
        }
        endObject();
        break;
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        item();
        m_buffer += u"null"_s;
        break;
    }
}

} // namespace adj
