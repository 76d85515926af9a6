// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "jsonstream.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringDecoder>
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

JsonSpooledObject::JsonSpooledObject(const QStringList &arrayKeys)
{
    for (const QString &key : arrayKeys)
        m_spools.emplace(key, Spool{});
}

JsonSpooledObject::~JsonSpooledObject() = default;

bool JsonSpooledObject::open(QString *error)
{
    for (auto &[key, spool] : m_spools) {
        spool.file = std::make_unique<QTemporaryFile>(QDir::tempPath() + u"/adjutant-spool-XXXXXX"_s);
        if (!spool.file->open()) {
            *error = QCoreApplication::translate("adj::Cli", "a temporary file cannot be written in %1: %2")
                         .arg(QDir::toNativeSeparators(QDir::tempPath()), spool.file->errorString());
            return false;
        }
    }
    return true;
}

bool JsonSpooledObject::append(const QString &key, const QJsonValue &item)
{
    const auto it = m_spools.find(key);
    if (it == m_spools.end() || !it->second.file)
        return false;
    Spool &spool = it->second;
    QByteArray text = spool.items++ > 0 ? QByteArrayLiteral(",\n        ") : QByteArrayLiteral("        ");
    text += indented(item, 2);
    if (spool.file->write(text) != text.size())
        m_failed = true;
    return !m_failed;
}

bool JsonSpooledObject::write(QTextStream &out, const QJsonObject &rest, QString *error)
{
    if (m_failed) {
        *error = QCoreApplication::translate("adj::Cli", "a temporary file in %1 could not be written")
                     .arg(QDir::toNativeSeparators(QDir::tempPath()));
        return false;
    }
    QStringList keys = rest.keys();
    for (const auto &[key, spool] : m_spools)
        keys << key;
    keys.sort(); // Qt's order: QJsonObject sorts its keys the same way
    keys.removeDuplicates();
    out << "{\n";
    for (qsizetype k = 0; k < keys.size(); ++k) {
        const QString &key = keys.at(k);
        out << "    " << QString::fromUtf8(indented(key, 1)) << ": ";
        const auto spool = m_spools.find(key);
        if (spool == m_spools.end()) {
            out << QString::fromUtf8(indented(rest.value(key), 1));
        } else if (spool->second.items == 0) {
            out << "[\n    ]";
        } else {
            out << "[\n";
            // Copied a block at a time; the decoder keeps a character cut at a block's end whole.
            QStringDecoder utf8(QStringDecoder::Utf8);
            QTemporaryFile &file = *spool->second.file;
            file.seek(0);
            while (!file.atEnd()) {
                const QByteArray block = file.read(1 << 16);
                if (block.isEmpty())
                    break;
                out << QString(utf8(block));
            }
            out << "\n    ]";
        }
        out << (k + 1 < keys.size() ? ",\n" : "\n");
    }
    out << "}\n";
    out.flush();
    return true;
}

} // namespace adj
