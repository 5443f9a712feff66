import { sql, type Insertable } from 'kysely';
import { HOUSE_PICTURE_THUMB_WIDTH, PICTURE_GROUPS, pictureChange, type PictureGroup } from '@brokerage/contract';
import type { Db } from '../core/db/database.js';
import type { FollowupTable, HousePictureTable } from '../core/db/schema.js';
import { saveUpload } from '../core/storage.js';
import { inspectPicture } from '../core/image.js';
import { housePictureFolder } from '../core/upload-links.js';
import { changeText } from '../modules/house/followup-record.js';
import { insertFollowups } from '../modules/house/followup-index.js';
import { createRandom } from './random.js';

// Pictures for a few hundred demo houses: 2–5 each with every group represented, some locked, a couple flagged as
// wrong, stored under DATA_DIR/uploads like real uploads, with their picture follow-ups and house.picture_count.
// A handful of distinct images (a gradient per group and variant) is drawn once; each picture gets its own copy of
// the bytes, so deleting one never touches another.

const HOUSES = 300;
const DAY = 86_400;
const CHUNK = 200;
const WIDTH = 640;
const HEIGHT = 480;
const VARIANTS = 2;

const COLOURS: Record<PictureGroup, [string, string]> = {
  layout: ['#e6f4ff', '#1677ff'],
  indoor: ['#fff7e6', '#fa8c16'],
  outdoor: ['#f6ffed', '#52c41a'],
  certificate: ['#f9f0ff', '#722ed1'],
};
const NAMES: Record<PictureGroup, string[]> = {
  layout: ['户型图.png', '平面图.png'],
  indoor: ['客厅.png', '主卧.png', '厨房.png', '卫生间.png'],
  outdoor: ['外立面.png', '小区花园.png', '楼道.png'],
  certificate: ['产证.png', '房屋登记.png'],
};
const ALERT_REASONS = ['图片与房源不符', '户型图方向画反了'];

type Image = { bytes: Buffer; thumb: Buffer; width: number; height: number };

// A gradient with a simple house outline; librsvg renders it, no fonts needed.
function svg(group: PictureGroup, variant: number): Buffer {
  const [from, to] = COLOURS[group];
  const x = 220 + variant * 60;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${variant ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<polygon points="${x},260 ${x + 100},170 ${x + 200},260" fill="#ffffff" fill-opacity="0.8"/>
<rect x="${x + 25}" y="260" width="150" height="120" fill="#ffffff" fill-opacity="0.8"/>
</svg>`);
}

let drawn: Promise<Record<PictureGroup, Image[]>> | null = null;
function images(): Promise<Record<PictureGroup, Image[]>> {
  drawn ??= import('sharp').then(({ default: sharp }) => Promise.all(PICTURE_GROUPS.map(async (group) => {
    const variants = await Promise.all(Array.from({ length: VARIANTS }, async (_, variant) => {
      const bytes = await sharp(svg(group, variant)).png().toBuffer();
      const inspected = await inspectPicture(bytes, HOUSE_PICTURE_THUMB_WIDTH);
      if (!inspected) throw new Error('demo picture did not decode');
      return { bytes, ...inspected };
    }));
    return [group, variants] as const;
  }))).then((entries) => Object.fromEntries(entries) as Record<PictureGroup, Image[]>);
  return drawn;
}

export async function seedHousePictures(db: Db, options: { now: number; dataDir: string }): Promise<void> {
  const { now, dataDir } = options;
  // A generator of its own, so this data stays the same when other seeds change how many numbers they draw.
  const random = createRandom(20261215);
  const houses = await db.selectFrom('house').select(['id', 'maintainer_id', 'created_at'])
    .where('deleted_at', 'is', null).orderBy('id').execute();
  if (!houses.length) return;
  const drawnImages = await images();
  const share = Math.min(1, HOUSES / houses.length);

  type Planned = Omit<Insertable<HousePictureTable>, 'url' | 'thumb_url'> & { image: Image };
  const planned: Planned[] = [];
  const followups: Insertable<FollowupTable>[] = [];
  let alerts = 0;
  for (const house of houses) {
    if (random.next() >= share) continue;
    // Every group on some houses; a floor plan and one or two more on the rest.
    const groups: PictureGroup[] = random.next() < 0.3 ? [...PICTURE_GROUPS] : ['layout', random.pick(['indoor', 'outdoor'] as const)];
    if (groups.length < 4 && random.next() < 0.5) groups.push(random.pick(['indoor', 'outdoor', 'certificate'] as const));
    const uploaded = Math.min(now - DAY, house.created_at + random.int(0, 10) * DAY);
    groups.forEach((group, n) => {
      const name = random.pick(NAMES[group]);
      const image = random.pick(drawnImages[group]);
      const created = uploaded + n * 60;
      const locked = group === 'certificate' || random.next() < 0.1;
      const alerted = alerts < 2 && group === 'layout' && random.next() < 0.02;
      const reason = alerted ? (ALERT_REASONS[alerts] as string) : '';
      if (alerted) alerts += 1;
      planned.push({
        house_id: house.id, group, kind: 'png', size: image.bytes.length, width: image.width, height: image.height, original_name: name,
        uploader_id: house.maintainer_id, locked: locked ? 1 : 0, locked_by: locked ? house.maintainer_id : null,
        locked_at: locked ? created + DAY : null, alert: alerted ? 1 : 0, alert_reason: reason, alert_by: alerted ? house.maintainer_id : null,
        alert_at: alerted ? now - DAY : null, sort: groups.slice(0, n).filter((g) => g === group).length + 1, created_at: created,
        deleted_at: null, image,
      });
      const followup = (action: 'upload' | 'lock' | 'alert', at: number, remark = '') => followups.push({
        house_id: house.id, customer_id: null, staff_id: house.maintainer_id, kind: 'picture', content: changeText(name, remark),
        detail: JSON.stringify(pictureChange(action, group)), created_at: at,
      });
      followup('upload', created);
      if (locked) followup('lock', created + DAY);
      if (alerted) followup('alert', now - DAY, reason);
    });
  }

  for (let i = 0; i < planned.length; i += CHUNK) {
    const chunk = planned.slice(i, i + CHUNK);
    const rows = await Promise.all(chunk.map(async ({ image, ...row }) => ({
      ...row,
      url: await saveUpload(dataDir, housePictureFolder(row.group), image.bytes, 'png'),
      thumb_url: await saveUpload(dataDir, housePictureFolder(row.group), image.thumb, 'webp'),
    })));
    await db.insertInto('house_picture').values(rows).execute();
  }
  await insertFollowups(db, followups);
  await db.updateTable('house').set({
    picture_count: sql<number>`(select count(*) from house_picture p where p.house_id = house.id and p.deleted_at is null)`,
  }).execute();
}
