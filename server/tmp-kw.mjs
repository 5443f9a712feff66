import Database from 'better-sqlite3';
const db = new Database('../data/bench/sqlite-1000000/brokerage.sqlite', { readonly: true });
const like = '%阳光%';
const cond = `(k.number like @like escape '\\' or k.borrower_id in (select id from staff where name like @like escape '\\')
  or k.house_id in (select h.id from house h where h.kind in ('sale', 'rent') and h.region_id in (select id from region where name like @like escape '\\')))`;
const joins = `from house_key k join house h on h.id = k.house_id join region r on r.id = h.region_id join building b on b.id = h.building_id
 join unit u on u.id = h.unit_id join door d on d.id = h.door_id join store so on so.id = k.store_id left join staff bo on bo.id = k.borrower_id`;
const qs = {
  countNew: `select count(*) n from house_key k where k.deleted_at is null and ${cond}`,
  countOld: `select count(*) n from house_key k join house h on h.id = k.house_id join region r on r.id = h.region_id left join staff bo on bo.id = k.borrower_id where k.deleted_at is null and (k.number like @like escape '\\' or r.name like @like escape '\\' or bo.name like @like escape '\\')`,
  pageNew: `select k.id, r.name ${joins} where k.deleted_at is null and ${cond} order by k.updated_at desc, k.id desc limit 20`,
  pageOld: `select k.id, r.name ${joins} where k.deleted_at is null and (k.number like @like escape '\\' or r.name like @like escape '\\' or bo.name like @like escape '\\') order by k.updated_at desc, k.id desc limit 20`,
};
for (const l of ['%阳光%', '%K0012%', '%王%', '%没有这个%']) {
  for (const [name, q] of Object.entries(qs)) {
    let best = Infinity, res;
    for (let i = 0; i < 3; i++) { const t = performance.now(); res = db.prepare(q).all({ like: l }); best = Math.min(best, performance.now() - t); }
    console.log(l, name.padEnd(9), best.toFixed(1).padStart(7), 'ms', name.startsWith('count') ? res[0].n : res.map(r => r.id).slice(0,3).join(','));
  }
}
console.log(db.prepare('explain query plan ' + qs.countNew).all().map(r => r.detail).join(' | '));
