// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clubmirror.h"

#include <QTimer>

using namespace Qt::StringLiterals;

namespace adj {

namespace {
constexpr int kTickMs = 250; // how often the outbox is looked at while all is well
constexpr int kMaxBackoffMs = 5000;
} // namespace

ClubMirror::ClubMirror(const QString &battlePath, QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<adj::ClubSender::Status>();
    m_worker = new ClubMirrorWorker(battlePath);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &ClubMirrorWorker::statusChanged, this, [this](const ClubSender::Status &s) {
        m_status = s;
        emit statusChanged(s);
    });
    m_thread.setObjectName(u"club mirror"_s);
    m_thread.start();
    QMetaObject::invokeMethod(m_worker, &ClubMirrorWorker::start, Qt::QueuedConnection);
}

ClubMirror::~ClubMirror()
{
    QMetaObject::invokeMethod(m_worker, &ClubMirrorWorker::stop, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void ClubMirror::poke()
{
    QMetaObject::invokeMethod(m_worker, &ClubMirrorWorker::poke, Qt::QueuedConnection);
}

QString ClubMirror::statusText(const ClubSender::Status &s)
{
    if (s.state.isEmpty() || s.state == u"not-joined"_s)
        return {};
    if (s.state == u"refused"_s || s.state == u"failed"_s)
        return tr("club: %1").arg(s.message);
    if (s.waiting > 0)
        return tr("club: %n event(s) waiting", nullptr, int(std::min<qint64>(s.waiting, INT_MAX)));
    return tr("club: up to date");
}

ClubMirrorWorker::ClubMirrorWorker(const QString &battlePath)
    : m_path(battlePath)
{}

ClubMirrorWorker::~ClubMirrorWorker()
{
    delete m_sender;
}

void ClubMirrorWorker::start()
{
    m_sender = new ClubSender(m_path);
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &ClubMirrorWorker::tick);
    tick();
}

void ClubMirrorWorker::stop()
{
    if (m_timer)
        m_timer->stop();
    delete m_sender; // its connections belong to this thread
    m_sender = nullptr;
}

void ClubMirrorWorker::poke()
{
    if (m_sender && m_backoffMs == 0)
        tick();
}

void ClubMirrorWorker::tick()
{
    if (!m_sender)
        return;
    ClubSender::Status s;
    const bool more = m_sender->step(&s);
    if (s.state != m_last.state || s.waiting != m_last.waiting || s.message != m_last.message ||
        s.sent != m_last.sent) {
        m_last = s;
        emit statusChanged(s);
    }
    if (s.state == u"offline"_s || s.state == u"failed"_s || s.state == u"refused"_s)
        m_backoffMs = m_backoffMs == 0 ? 1000 : std::min(m_backoffMs * 2, kMaxBackoffMs);
    else
        m_backoffMs = 0;
    m_timer->start(more ? 0 : (m_backoffMs > 0 ? m_backoffMs : kTickMs));
}

} // namespace adj
