// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The bytes this process holds on the heap now, counted by the allocator (not timed): what the
// guards of issue 30 compare before and after opening a battle. Under AddressSanitizer its own
// allocator keeps the count; else glibc's (mallinfo2: the arena's bytes in use and the large
// blocks it mapped). The guards run single-threaded, so one arena is all there is.
#include <QtGlobal>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ADJ_HEAP_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define ADJ_HEAP_ASAN 1
#endif

#ifdef ADJ_HEAP_ASAN
#include <sanitizer/allocator_interface.h>
#else
#include <malloc.h>
#endif

namespace adj::testing {

inline qint64 heapBytesInUse()
{
#ifdef ADJ_HEAP_ASAN
    return qint64(__sanitizer_get_current_allocated_bytes());
#else
    const struct mallinfo2 m = mallinfo2();
    return qint64(m.uordblks + m.hblkhd);
#endif
}

} // namespace adj::testing
