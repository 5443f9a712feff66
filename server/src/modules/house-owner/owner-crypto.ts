import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { normalisePhone } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';

// Owner phones and ID numbers at rest: AES-256-GCM under a key derived from the owner-data key, and for phones a
// keyed HMAC-SHA256 of the digits so equal phones can be found by an index without decrypting anything.
//
// The owner-data key is OWNER_DATA_KEY when configured. Without it the first server that needs one generates 32
// random bytes and stores them in app_secret (insert-if-absent, then read back), so every server on one PostgreSQL
// uses the same key. A check value of the key is stored too: a server started with another key refuses to work on
// owner data instead of writing rows no other server can read.

const KEY_ROW = 'owner_data_key';
const CHECK_ROW = 'owner_data_key_check';
const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type OwnerCipher = {
  encrypt: (plain: string) => string;
  decrypt: (stored: string) => string;
  // Of the phone's digits: the same for 021-58880000 and 02158880000.
  phoneHash: (phone: string) => string;
};

function derive(master: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
}

function cipherOf(master: Buffer): OwnerCipher {
  const encKey = derive(master, 'owner-data/aes-256-gcm');
  const macKey = derive(master, 'owner-data/phone-hmac');
  return {
    encrypt: (plain) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${FORMAT}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt: (stored) => {
      const [format, payload = ''] = stored.split(':');
      if (format !== FORMAT) throw new Error('owner data in an unknown format');
      const raw = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', encKey, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
    phoneHash: (phone) => createHmac('sha256', macKey).update(normalisePhone(phone)).digest('hex'),
  };
}

// Stores `value` under `name` unless a row is there already, and returns the row's value either way (the first
// server to get there wins; the others adopt its value).
async function secretRow(db: Db, name: string, value: string, now: number): Promise<string> {
  await db.insertInto('app_secret').values({ name, value, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing()).execute();
  return (await db.selectFrom('app_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value;
}

async function resolveCipher(db: Db, configured: Buffer | undefined): Promise<OwnerCipher> {
  const now = Math.floor(Date.now() / 1000);
  const master = configured ?? Buffer.from(await secretRow(db, KEY_ROW, randomBytes(32).toString('base64'), now), 'base64');
  const check = derive(master, 'owner-data/key-check').toString('base64');
  const stored = await secretRow(db, CHECK_ROW, check, now);
  if (stored.length !== check.length || !timingSafeEqual(Buffer.from(stored), Buffer.from(check))) {
    throw new Error('OWNER_DATA_KEY is not the key this database\'s owner data was encrypted with');
  }
  return cipherOf(master);
}

// One resolution per database handle. Called outside transactions so the cached key is always a committed one.
const cache = new WeakMap<Db, Promise<OwnerCipher>>();

export function ownerCipher(db: Db, configured: Buffer | undefined): Promise<OwnerCipher> {
  let pending = cache.get(db);
  if (!pending) {
    pending = resolveCipher(db, configured);
    // A failed resolution (database briefly down) is tried again on the next call rather than remembered.
    pending.catch(() => cache.delete(db));
    cache.set(db, pending);
  }
  return pending;
}
