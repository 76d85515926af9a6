// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The table link's bounds (docs/tablelink.md "Limits"). Those of a connection hold before any code
// is checked: anyone on the network may open one. Chosen after nginx's defaults
// (large_client_header_buffers 4 8k, client_header_timeout 60 s, lingering_close) and Go's
// http.Server (MaxHeaderBytes, ReadHeaderTimeout, WriteTimeout), scaled down to a page that
// sends about 600 bytes of headers over a local network.
namespace adj::LinkLimits {

// A request's line and headers together (nginx allows 8 KiB a line and 32 KiB in all; Go 1 MiB).
// More is answered 431 before the HTTP server reads any of it; a body is refused with 413.
inline constexpr int kMaxRequestBytes = 16 * 1024;
// From the connection to the end of its request's headers (Go's ReadHeaderTimeout; nginx 60 s):
// then 408, whether nothing came (an idle connection) or the request came too slowly.
inline constexpr int kRequestMs = 10'000;
// For the answer to be taken, or the WebSocket handshake to end in a page (Go's WriteTimeout).
inline constexpr int kAnswerMs = 10'000;
// After a refusal the connection is held this long, closed for writing, before it is cut, so that
// the refusal reaches the other end first (nginx's lingering_close). Nothing more is read meanwhile:
// a sender that goes on is held by TCP's own window, at no cost to the server.
inline constexpr int kLingerMs = 2'000;
// Every connection carries one request (Connection: close): a page opens four.

// Connections at once, pages included (fewer when the descriptors are scarce), and from one
// address those that are not yet a page. At either bound the oldest connection that is not a
// page gives way to the new one; when every connection is a page, the new one is closed.
inline constexpr int kMaxConnections = 1024;
inline constexpr int kMaxPerAddress = 128;
// Connections the system may complete before they are accepted (nginx's listen backlog is 511).
inline constexpr int kListenBacklog = 1024;
// Descriptors kept free beyond the connections: the battle file, its -wal and -shm, the link's
// own connection to it, the window's.
inline constexpr int kDescriptorReserve = 64;

// A page's WebSocket: each message at most 16 KiB; at most 20 frames of any kind (text, binary,
// ping, pong) in 10 s, else it is closed (4429); a page that sends nothing for 90 s is closed
// (4408: the page pings every 25 s); at most 64 pages a side (4503).
inline constexpr int kMaxMessage = 16 * 1024;
inline constexpr int kMessagesPerWindow = 20;
inline constexpr int kWindowMs = 10'000;
inline constexpr int kPageIdleMs = 90'000;
inline constexpr int kMaxPagesPerSide = 64;
// A page that was told to close and has not closed its end is cut after this.
inline constexpr int kCloseGraceMs = 1'000;

// How often the link looks at the battle file: codes renewed and choices sealed by another
// program, and the file itself deleted, moved or replaced.
inline constexpr int kWatchMs = 250;

} // namespace adj::LinkLimits
