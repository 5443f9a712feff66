import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { UPLOADS_URL, uploadsRoot } from '../../core/storage.js';
import { housePictureFolder } from '../../core/upload-links.js';

// House certificates uploaded before the signed links came were stored in the public house-pictures folder: each start
// moves them (picture and thumbnail) into the private folder under the same name. Copy, point the row at the copy,
// then remove the old file, so a row always names a file that exists; several servers starting at once on one database
// and one shared uploads folder may all run it.

const OLD_PREFIX = `${UPLOADS_URL}${housePictureFolder('indoor')}/`;
const NEW_PREFIX = `${UPLOADS_URL}${housePictureFolder('certificate')}/`;
// A stored name is one plain file name; anything else in a row is not touched.
const PLAIN_NAME = /^[\w-]+\.[a-z0-9]+$/i;

// `missing`: the pictures left where they are because a file of theirs is not in the uploads folder.
export type CertificateMove = { moved: number; missing: { id: number; url: string }[] };

const fileOf = (dataDir: string, url: string) => path.join(uploadsRoot(dataDir), url.slice(UPLOADS_URL.length));
const movedUrl = (url: string) => NEW_PREFIX + url.slice(OLD_PREFIX.length);

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(() => true, () => false);
}

// Copies the old file to its new place through a temporary name, so nobody sees half a file; false when the old file
// is gone and no other server has moved it already.
async function copyOver(dataDir: string, url: string): Promise<boolean> {
  const target = fileOf(dataDir, movedUrl(url));
  if (await exists(target)) return true;
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = path.join(path.dirname(target), `.${randomBytes(8).toString('hex')}.moving`);
  try {
    await fs.copyFile(fileOf(dataDir, url), temporary);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return exists(target);
    throw error;
  }
  await fs.rename(temporary, target);
  return true;
}

export async function moveOldCertificates(db: Db, dataDir: string): Promise<CertificateMove> {
  // Literal conditions, the partial index's own (migration 115), so both databases read the index.
  const rows = await db.selectFrom('house_picture').select(['id', 'url', 'thumb_url'])
    .where(sql<boolean>`"group" = 'certificate' and url like '/uploads/house-pictures/%'`)
    .where('deleted_at', 'is', null).orderBy('id').execute();
  const result: CertificateMove = { moved: 0, missing: [] };
  for (const row of rows) {
    const urls = [row.url, row.thumb_url];
    if (!urls.every((url) => url.startsWith(OLD_PREFIX) && PLAIN_NAME.test(url.slice(OLD_PREFIX.length)))) continue;
    const present = await Promise.all(urls.map((url) => exists(fileOf(dataDir, url)).then((here) => here || exists(fileOf(dataDir, movedUrl(url))))));
    if (present.includes(false) || !(await copyOver(dataDir, row.url)) || !(await copyOver(dataDir, row.thumb_url))) {
      result.missing.push({ id: row.id, url: row.url });
      continue;
    }
    const updated = await db.updateTable('house_picture').set({ url: movedUrl(row.url), thumb_url: movedUrl(row.thumb_url) })
      .where('id', '=', row.id).where('url', '=', row.url).where('thumb_url', '=', row.thumb_url).where('deleted_at', 'is', null)
      .executeTakeFirst();
    const now = await db.selectFrom('house_picture').select(['url', 'deleted_at']).where('id', '=', row.id).executeTakeFirst();
    if (now?.url === movedUrl(row.url) && now.deleted_at === null) {
      if (Number(updated.numUpdatedRows) === 1) result.moved += 1;
      await Promise.all(urls.map((url) => fs.rm(fileOf(dataDir, url), { force: true })));
    } else {
      // Deleted in between: its delete removes the old files, and the copies are nobody's.
      await Promise.all(urls.map((url) => fs.rm(fileOf(dataDir, movedUrl(url)), { force: true })));
    }
  }
  return result;
}
