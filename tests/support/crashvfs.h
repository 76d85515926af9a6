// SPDX-FileCopyrightText: 2026 The Adjutant maintainers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// A SQLite VFS that simulates a power cut, in the manner of SQLite's own crash tests (test6.c):
// it sits on the default VFS, keeps every write to a file in memory until that file is synced,
// and at the chosen I/O call "loses power": every write not yet synced is dropped, and every
// call after that fails as a dead disk would. What is on the real disk is then exactly what a
// machine would find after the cut: the synced writes, and nothing else.
//
// Shared memory (the -shm index) and locks go straight to the default VFS: SQLite rebuilds the
// WAL index from the WAL when the first connection opens after a cut.

#include <sqlite3.h>

#include <cstring>
#include <map>
#include <string>

namespace adj::test {

class CrashVfs
{
public:
    // Installs the VFS as SQLite's default (connections opened from now on use it).
    static void install()
    {
        CrashVfs &s = self();
        if (s.m_installed)
            return;
        s.m_base = sqlite3_vfs_find(nullptr);
        s.m_vfs = *s.m_base;
        s.m_vfs.zName = "adj-crash";
        s.m_vfs.szOsFile = int(sizeof(File)) + s.m_base->szOsFile;
        s.m_vfs.pAppData = &s;
        s.m_vfs.xOpen = &CrashVfs::xOpen;
        s.m_vfs.xDelete = &CrashVfs::xDelete;
        sqlite3_vfs_register(&s.m_vfs, 1);
        s.m_installed = true;
    }
    // Back to the default VFS (connections opened from now on read the real disk as it is).
    static void uninstall()
    {
        CrashVfs &s = self();
        if (!s.m_installed)
            return;
        sqlite3_vfs_unregister(&s.m_vfs);
        sqlite3_vfs_register(s.m_base, 1);
        s.m_installed = false;
    }
    // The cut comes at the `n`th write or sync from now (0: never). Counting restarts.
    static void arm(long n)
    {
        self().m_cutAt = n;
        self().m_calls = 0;
        self().m_dead = false;
    }
    // Writes and syncs seen since arm().
    static long calls() { return self().m_calls; }
    // True once the power was cut.
    static bool dead() { return self().m_dead; }
    static long syncs() { return self().m_syncs; }
    // While full, every write fails as on a full disk (SQLITE_FULL); the power stays on.
    static void setFull(bool full) { self().m_full = full; }

private:
    struct File
    {
        sqlite3_file base; // our methods
        CrashVfs *vfs;
        bool hasImage;
        std::string *image; // the file as the program sees it (synced and not yet synced)
        std::map<sqlite3_int64, sqlite3_int64> *dirty; // start -> end of unsynced bytes
        bool shrunk;                                   // truncated since the last sync
        sqlite3_file *real;                            // the default VFS's file, right after this struct
    };

    static CrashVfs &self()
    {
        static CrashVfs s;
        return s;
    }

    // Counts a write or sync; true when the power is (now) off.
    bool tick()
    {
        if (m_dead)
            return true;
        ++m_calls;
        if (m_cutAt > 0 && m_calls >= m_cutAt) {
            m_dead = true;
            ++m_cuts;
        }
        return m_dead;
    }

    static File *f(sqlite3_file *p) { return reinterpret_cast<File *>(p); }

    static int loadImage(File *file)
    {
        if (file->hasImage)
            return SQLITE_OK;
        sqlite3_int64 size = 0;
        int rc = file->real->pMethods->xFileSize(file->real, &size);
        if (rc != SQLITE_OK)
            return rc;
        file->image->assign(size_t(size), '\0');
        if (size > 0) {
            rc = file->real->pMethods->xRead(file->real, file->image->data(), int(size), 0);
            if (rc != SQLITE_OK && rc != SQLITE_IOERR_SHORT_READ)
                return rc;
        }
        file->hasImage = true;
        return SQLITE_OK;
    }

    static int xClose(sqlite3_file *p)
    {
        File *file = f(p);
        // Closing syncs nothing: what was not synced is still lost if the power goes later,
        // which this simulation does not model after a close (the test cuts before).
        int rc = file->real->pMethods ? file->real->pMethods->xClose(file->real) : SQLITE_OK;
        delete file->image;
        delete file->dirty;
        return rc;
    }
    static int xRead(sqlite3_file *p, void *buf, int amt, sqlite3_int64 off)
    {
        File *file = f(p);
        if (file->vfs->m_dead)
            return SQLITE_IOERR_READ;
        if (!file->hasImage)
            return file->real->pMethods->xRead(file->real, buf, amt, off);
        const sqlite3_int64 size = sqlite3_int64(file->image->size());
        if (off >= size) {
            std::memset(buf, 0, size_t(amt));
            return SQLITE_IOERR_SHORT_READ;
        }
        const sqlite3_int64 n = std::min<sqlite3_int64>(amt, size - off);
        std::memcpy(buf, file->image->data() + off, size_t(n));
        if (n < amt) {
            std::memset(static_cast<char *>(buf) + n, 0, size_t(amt - n));
            return SQLITE_IOERR_SHORT_READ;
        }
        return SQLITE_OK;
    }
    static int xWrite(sqlite3_file *p, const void *buf, int amt, sqlite3_int64 off)
    {
        File *file = f(p);
        if (file->vfs->tick())
            return SQLITE_IOERR_WRITE;
        if (file->vfs->m_full)
            return SQLITE_FULL;
        if (int rc = loadImage(file); rc != SQLITE_OK)
            return rc;
        if (sqlite3_int64(file->image->size()) < off + amt)
            file->image->resize(size_t(off + amt), '\0');
        std::memcpy(file->image->data() + off, buf, size_t(amt));
        (*file->dirty)[off] = std::max((*file->dirty)[off], off + amt);
        return SQLITE_OK;
    }
    static int xTruncate(sqlite3_file *p, sqlite3_int64 size)
    {
        File *file = f(p);
        if (file->vfs->tick())
            return SQLITE_IOERR_TRUNCATE;
        if (int rc = loadImage(file); rc != SQLITE_OK)
            return rc;
        if (sqlite3_int64(file->image->size()) > size) {
            file->image->resize(size_t(size));
            file->shrunk = true;
        }
        return SQLITE_OK;
    }
    static int xSync(sqlite3_file *p, int flags)
    {
        File *file = f(p);
        if (file->vfs->tick())
            return SQLITE_IOERR_FSYNC;
        ++file->vfs->m_syncs;
        if (!file->hasImage)
            return SQLITE_OK;
        // Only now do the writes reach the disk.
        sqlite3_file *real = file->real;
        if (file->shrunk) {
            if (int rc = real->pMethods->xTruncate(real, sqlite3_int64(file->image->size())); rc != SQLITE_OK)
                return rc;
            file->shrunk = false;
        }
        const sqlite3_int64 size = sqlite3_int64(file->image->size());
        for (const auto &[start, end] : *file->dirty) {
            const sqlite3_int64 stop = std::min(end, size);
            if (stop <= start)
                continue;
            if (int rc = real->pMethods->xWrite(real, file->image->data() + start, int(stop - start), start);
                rc != SQLITE_OK)
                return rc;
        }
        file->dirty->clear();
        return SQLITE_OK;
    }
    static int xFileSize(sqlite3_file *p, sqlite3_int64 *size)
    {
        File *file = f(p);
        if (file->vfs->m_dead)
            return SQLITE_IOERR_FSTAT;
        if (!file->hasImage)
            return file->real->pMethods->xFileSize(file->real, size);
        *size = sqlite3_int64(file->image->size());
        return SQLITE_OK;
    }
    static int xLock(sqlite3_file *p, int lock) { return f(p)->real->pMethods->xLock(f(p)->real, lock); }
    static int xUnlock(sqlite3_file *p, int lock) { return f(p)->real->pMethods->xUnlock(f(p)->real, lock); }
    static int xCheckReservedLock(sqlite3_file *p, int *out)
    {
        return f(p)->real->pMethods->xCheckReservedLock(f(p)->real, out);
    }
    static int xFileControl(sqlite3_file *p, int op, void *arg)
    {
        // Size hints and chunk sizes would grow the real file behind the image's back.
        if (op == SQLITE_FCNTL_SIZE_HINT || op == SQLITE_FCNTL_CHUNK_SIZE || op == SQLITE_FCNTL_MMAP_SIZE)
            return SQLITE_NOTFOUND;
        return f(p)->real->pMethods->xFileControl(f(p)->real, op, arg);
    }
    static int xSectorSize(sqlite3_file *p) { return f(p)->real->pMethods->xSectorSize(f(p)->real); }
    static int xDeviceCharacteristics(sqlite3_file *p)
    {
        // No promises beyond the sync: no atomic or sequential writes, no power-safe overwrite.
        return 0;
    }
    static int xShmMap(sqlite3_file *p, int page, int size, int extend, void volatile **out)
    {
        return f(p)->real->pMethods->xShmMap(f(p)->real, page, size, extend, out);
    }
    static int xShmLock(sqlite3_file *p, int offset, int n, int flags)
    {
        return f(p)->real->pMethods->xShmLock(f(p)->real, offset, n, flags);
    }
    static void xShmBarrier(sqlite3_file *p) { f(p)->real->pMethods->xShmBarrier(f(p)->real); }
    static int xShmUnmap(sqlite3_file *p, int deleteFlag)
    {
        return f(p)->real->pMethods->xShmUnmap(f(p)->real, deleteFlag);
    }
    static int xFetch(sqlite3_file *, sqlite3_int64, int, void **out)
    {
        *out = nullptr; // no memory-mapped reads: they would bypass the image
        return SQLITE_OK;
    }
    static int xUnfetch(sqlite3_file *, sqlite3_int64, void *) { return SQLITE_OK; }

    static const sqlite3_io_methods *methods()
    {
        static const sqlite3_io_methods m{3,
                                          &xClose,
                                          &xRead,
                                          &xWrite,
                                          &xTruncate,
                                          &xSync,
                                          &xFileSize,
                                          &xLock,
                                          &xUnlock,
                                          &xCheckReservedLock,
                                          &xFileControl,
                                          &xSectorSize,
                                          &xDeviceCharacteristics,
                                          &xShmMap,
                                          &xShmLock,
                                          &xShmBarrier,
                                          &xShmUnmap,
                                          &xFetch,
                                          &xUnfetch};
        return &m;
    }

    static int xOpen(sqlite3_vfs *vfs, sqlite3_filename name, sqlite3_file *p, int flags, int *outFlags)
    {
        CrashVfs *s = static_cast<CrashVfs *>(vfs->pAppData);
        File *file = f(p);
        file->real = reinterpret_cast<sqlite3_file *>(file + 1);
        file->real->pMethods = nullptr;
        if (s->m_dead)
            return SQLITE_CANTOPEN;
        const int rc = s->m_base->xOpen(s->m_base, name, file->real, flags, outFlags);
        if (rc != SQLITE_OK) {
            p->pMethods = nullptr;
            return rc;
        }
        file->vfs = s;
        file->hasImage = false;
        file->image = new std::string;
        file->dirty = new std::map<sqlite3_int64, sqlite3_int64>;
        file->shrunk = false;
        p->pMethods = methods();
        return SQLITE_OK;
    }
    static int xDelete(sqlite3_vfs *vfs, const char *name, int syncDir)
    {
        CrashVfs *s = static_cast<CrashVfs *>(vfs->pAppData);
        if (s->tick())
            return SQLITE_IOERR_DELETE;
        return s->m_base->xDelete(s->m_base, name, syncDir);
    }

    sqlite3_vfs m_vfs{};
    sqlite3_vfs *m_base = nullptr;
    bool m_installed = false;
    long m_cutAt = 0;
    long m_calls = 0;
    long m_syncs = 0;
    long m_cuts = 0;
    bool m_dead = false;
    bool m_full = false;
};

} // namespace adj::test
