// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QImage>
#include <QString>

namespace adj {

// A QR code of a text (libqrencode), black on white with the quiet zone the standard asks for,
// each module `scale` pixels; a null image when the text does not fit a QR code.
QImage qrCode(const QString &text, int scale = 6);

} // namespace adj
