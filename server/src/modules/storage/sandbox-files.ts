import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { WAITING_ROOT } from './object-key.js';

// The sandbox store's objects: files under DATA_DIR/storage/<bucket>/<key>, outside the uploads folder the server
// serves. With several servers DATA_DIR is shared, so every server reads what another one wrote. An object is written
// to a file of its own first and renamed into place, so a reader never sees half of one; keys are checked before they
// get here (object-key.ts).

export type SandboxFiles = {
  write: (key: string, bytes: Buffer) => Promise<'written' | 'clash'>;
  read: (key: string) => Promise<Buffer | null>;
  exists: (key: string) => Promise<boolean>;
  remove: (key: string) => Promise<boolean>;
  count: (dir: string) => Promise<number>;
  sweep: (olderThan: number) => Promise<number>;
};

const missing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as { code?: string }).code ?? '');

export function sandboxFiles(dataDir: string, bucket: string): SandboxFiles {
  const root = path.join(dataDir, 'storage', bucket);
  // Objects being written, before they are renamed into place.
  const incoming = path.join(dataDir, 'storage', '.incoming');
  const fileOf = (key: string) => path.join(root, ...key.split('/'));

  // Every file within `dir`, with the time it was last written (epoch seconds); the folders left empty after `olderThan`.
  async function walk(dir: string, visit: (file: string, mtime: number) => Promise<void>, emptied?: { olderThan: number }): Promise<void> {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      if (missing(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      const at = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(at, visit, emptied);
        if (emptied) {
          // A folder written to since stays: an upload may be putting an object into it.
          const stat = await fs.stat(at).catch(() => null);
          if (stat && stat.mtimeMs / 1000 < emptied.olderThan) await fs.rmdir(at).catch(() => undefined);
        }
      } else if (entry.isFile()) {
        const stat = await fs.stat(at).catch(() => null);
        if (stat) await visit(at, stat.mtimeMs / 1000);
      }
    }
  }

  return {
    write: async (key, bytes) => {
      await fs.mkdir(incoming, { recursive: true });
      const temp = path.join(incoming, randomBytes(16).toString('hex'));
      await fs.writeFile(temp, bytes, { flag: 'wx' });
      const file = fileOf(key);
      try {
        // Twice: the sweep may remove the folder, left empty, between its making and the rename.
        for (let attempt = 0; ; attempt++) {
          try {
            await fs.mkdir(path.dirname(file), { recursive: true });
            await fs.rename(temp, file);
            return 'written';
          } catch (error) {
            const code = (error as { code?: string }).code;
            // The key names a folder of other objects, or runs through an object.
            if (code === 'EISDIR' || code === 'ENOTDIR' || code === 'EEXIST' || code === 'ENOTEMPTY') return 'clash';
            if (code !== 'ENOENT' || attempt > 0) throw error;
          }
        }
      } finally {
        await fs.rm(temp, { force: true });
      }
    },
    read: async (key) => fs.readFile(fileOf(key)).catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    }),
    exists: async (key) => (await fs.stat(fileOf(key)).catch(() => null))?.isFile() ?? false,
    // Unlinking is atomic: of two requests taking the same object, one removes it and the other finds it gone.
    remove: async (key) => {
      try {
        await fs.unlink(fileOf(key));
        return true;
      } catch (error) {
        if (missing(error) || (error as { code?: string }).code === 'EPERM') return false;
        throw error;
      }
    },
    count: async (dir) => {
      let n = 0;
      await walk(fileOf(dir.replace(/\/$/, '')), async () => {
        n++;
      });
      return n;
    },
    sweep: async (olderThan) => {
      let removed = 0;
      const old = async (file: string, mtime: number) => {
        if (mtime >= olderThan) return;
        await fs.rm(file, { force: true });
        removed++;
      };
      await walk(fileOf(WAITING_ROOT.replace(/\/$/, '')), old, { olderThan });
      // Left by a write that never finished (the server stopped in the middle).
      await walk(incoming, async (file, mtime) => {
        if (mtime < olderThan) await fs.rm(file, { force: true });
      });
      return removed;
    },
  };
}
