-- keyword look-up: wanke
select "id" from "region" where "pinyin" >= ? and "pinyin" < ? union select "id" from "region" where "initials" >= ? and "initials" < ? union select "id" from "region" where "name" like ? escape '\' and (lower("name") glob '*[a-z0-9]*') = 1 limit ?;
-- parameters: ["wanke","wankf","wanke","wankf","%wanke%",500]

-- keyword look-up: 万科
select "id" from "region" where "name" like ? escape '\' limit ?;
-- parameters: ["%万科%",500]

-- no filter (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null limit ?) as "capped";
-- parameters: ["sale",2000]

-- no filter (admin): list page, under the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",20,20]

-- no filter (admin): list page, past the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",20,20]

-- no filter (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = ? and "deleted_at" is null limit ?) as "first" group by "first"."status";
-- parameters: ["sale",2000]

-- no filter (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) limit ?) as "capped";
-- parameters: ["sale","valid",2000,"sale","reserved",2000,"sale","paused",2000,"sale","sealed",2000,"sale","deal_internal",2000,"sale","deal_external",2000,"sale","invalid",2000,"sale","cancelled",2000]

-- no filter (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null limit ?) as "capped";
-- parameters: ["sale",20001]

-- no filter (admin): export rows
select "id" from "house" where "kind" = ? and "deleted_at" is null order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",20001,0]

-- store manager (manager): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?, ?, ?, ?, ?, ?, ?, ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?, ?, ?, ?, ?, ?, ?, ?) limit ?) as "capped";
-- parameters: ["sale","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",3,7,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",2000]

-- store manager (manager): list page, under the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = ? or id = ?) or "house"."pool" = 'public') order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",3,7,20,20]

-- store manager (manager): list page, past the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = ? or id = ?) or "house"."pool" = 'public') order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",3,7,20,20]

-- store manager (manager): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?, ?, ?, ?, ?, ?, ?, ?) union all select "status" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?, ?, ?, ?, ?, ?, ?, ?) limit ?) as "first" group by "first"."status";
-- parameters: ["sale","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",3,7,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",2000]

-- store manager (manager): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) limit ?) as "capped";
-- parameters: ["sale","valid","sale",3,7,"valid",2000,"sale","reserved","sale",3,7,"reserved",2000,"sale","paused","sale",3,7,"paused",2000,"sale","sealed","sale",3,7,"sealed",2000,"sale","deal_internal","sale",3,7,"deal_internal",2000,"sale","deal_external","sale",3,7,"deal_external",2000,"sale","invalid","sale",3,7,"invalid",2000,"sale","cancelled","sale",3,7,"cancelled",2000]

-- store manager (manager): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?, ?, ?, ?, ?, ?, ?, ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?, ?, ?, ?, ?, ?, ?, ?) limit ?) as "capped";
-- parameters: ["sale","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",3,7,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",20001]

-- store manager (manager): export rows
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = ? or id = ?) or "house"."pool" = 'public') order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",3,7,20001,0]

-- agent, public pool (agent): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?, ?, ?, ?, ?, ?, ?, ?) and "pool" = ? limit ?) as "capped";
-- parameters: ["rent","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","public",2000]

-- agent, public pool (agent): list page, under the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("house"."maintainer_id" = ? or "house"."pool" = 'public') and "pool" = ? order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["rent",9,"public",20,20]

-- agent, public pool (agent): list page, past the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("house"."maintainer_id" = ? or "house"."pool" = 'public') and "pool" = ? order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["rent",9,"public",20,20]

-- agent, public pool (agent): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?, ?, ?, ?, ?, ?, ?, ?) and "pool" = ? limit ?) as "first" group by "first"."status";
-- parameters: ["rent","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","public",2000]

-- agent, public pool (agent): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and "pool" = ? limit ?) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and "pool" = ? limit ?) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and "pool" = ? limit ?) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and "pool" = ? limit ?) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and "pool" = ? limit ?) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and "pool" = ? limit ?) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and "pool" = ? limit ?) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and "pool" = ? limit ?) as "capped";
-- parameters: ["rent","valid","public",2000,"rent","reserved","public",2000,"rent","paused","public",2000,"rent","sealed","public",2000,"rent","deal_internal","public",2000,"rent","deal_external","public",2000,"rent","invalid","public",2000,"rent","cancelled","public",2000]

-- agent, public pool (agent): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?, ?, ?, ?, ?, ?, ?, ?) and "pool" = ? limit ?) as "capped";
-- parameters: ["rent","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","public",20001]

-- agent, public pool (agent): export rows
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("house"."maintainer_id" = ? or "house"."pool" = 'public') and "pool" = ? order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["rent",9,"public",20001,0]

-- community and statuses (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "region_id" = ? and "status" in (?, ?) limit ?) as "capped";
-- parameters: ["sale",11,"valid","reserved",2000]

-- community and statuses (admin): list page, under the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and "region_id" = ? and "status" in (?, ?) order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",11,"valid","reserved",20,20]

-- community and statuses (admin): list page, past the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and "region_id" = ? and "status" in (?, ?) order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",11,"valid","reserved",20,20]

-- community and statuses (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = ? and "deleted_at" is null and "region_id" = ? and "status" in (?, ?) limit ?) as "first" group by "first"."status";
-- parameters: ["sale",11,"valid","reserved",2000]

-- community and statuses (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "region_id" = ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "region_id" = ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "region_id" = ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "region_id" = ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "region_id" = ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "region_id" = ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "region_id" = ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "region_id" = ? and "status" in (?) limit ?) as "capped";
-- parameters: ["sale",11,"valid",2000,"sale",11,"reserved",2000,"sale",11,"paused",2000,"sale",11,"sealed",2000,"sale",11,"deal_internal",2000,"sale",11,"deal_external",2000,"sale",11,"invalid",2000,"sale",11,"cancelled",2000]

-- community and statuses (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "region_id" = ? and "status" in (?, ?) limit ?) as "capped";
-- parameters: ["sale",11,"valid","reserved",20001]

-- community and statuses (admin): export rows
select "id" from "house" where "kind" = ? and "deleted_at" is null and "region_id" = ? and "status" in (?, ?) order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",11,"valid","reserved",20001,0]

-- keyword of communities or a house id (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("region_id" in (?, ?) or "id" = ?) limit ?) as "capped";
-- parameters: ["sale",4,5,12,2000]

-- keyword of communities or a house id (admin): list page, under the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("region_id" in (?, ?) or "id" = ?) order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",4,5,12,20,20]

-- keyword of communities or a house id (admin): list page, past the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("region_id" in (?, ?) or "id" = ?) order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",4,5,12,20,20]

-- keyword of communities or a house id (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = ? and "deleted_at" is null and ("region_id" in (?, ?) or "id" = ?) limit ?) as "first" group by "first"."status";
-- parameters: ["sale",4,5,12,2000]

-- keyword of communities or a house id (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("region_id" in (?, ?) or "id" = ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("region_id" in (?, ?) or "id" = ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("region_id" in (?, ?) or "id" = ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("region_id" in (?, ?) or "id" = ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("region_id" in (?, ?) or "id" = ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("region_id" in (?, ?) or "id" = ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("region_id" in (?, ?) or "id" = ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("region_id" in (?, ?) or "id" = ?) and "status" in (?) limit ?) as "capped";
-- parameters: ["sale",4,5,12,"valid",2000,"sale",4,5,12,"reserved",2000,"sale",4,5,12,"paused",2000,"sale",4,5,12,"sealed",2000,"sale",4,5,12,"deal_internal",2000,"sale",4,5,12,"deal_external",2000,"sale",4,5,12,"invalid",2000,"sale",4,5,12,"cancelled",2000]

-- keyword of communities or a house id (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("region_id" in (?, ?) or "id" = ?) limit ?) as "capped";
-- parameters: ["sale",4,5,12,20001]

-- keyword of communities or a house id (admin): export rows
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("region_id" in (?, ?) or "id" = ?) order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",4,5,12,20001,0]

-- keyword matching nothing (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and 1 = 0 limit ?) as "capped";
-- parameters: ["sale",2000]

-- keyword matching nothing (admin): list page, under the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and 1 = 0 order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",20,20]

-- keyword matching nothing (admin): list page, past the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and 1 = 0 order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",20,20]

-- keyword matching nothing (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = ? and "deleted_at" is null and 1 = 0 limit ?) as "first" group by "first"."status";
-- parameters: ["sale",2000]

-- keyword matching nothing (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and 1 = 0 and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and 1 = 0 and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and 1 = 0 and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and 1 = 0 and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and 1 = 0 and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and 1 = 0 and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and 1 = 0 and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and 1 = 0 and "status" in (?) limit ?) as "capped";
-- parameters: ["sale","valid",2000,"sale","reserved",2000,"sale","paused",2000,"sale","sealed",2000,"sale","deal_internal",2000,"sale","deal_external",2000,"sale","invalid",2000,"sale","cancelled",2000]

-- keyword matching nothing (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and 1 = 0 limit ?) as "capped";
-- parameters: ["sale",20001]

-- keyword matching nothing (admin): export rows
select "id" from "house" where "kind" = ? and "deleted_at" is null and 1 = 0 order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",20001,0]

-- city (manager): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in (?, ?, ?) and "status" in (?, ?, ?, ?, ?, ?, ?, ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "area_id" in (?, ?, ?) and "status" in (?, ?, ?, ?, ?, ?, ?, ?) limit ?) as "capped";
-- parameters: ["sale",2,21,22,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",3,7,2,21,22,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",2000]

-- city (manager): list page, under the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = ? or id = ?) or "house"."pool" = 'public') and "area_id" in (?, ?, ?) order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",3,7,2,21,22,20,20]

-- city (manager): list page, past the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = ? or id = ?) or "house"."pool" = 'public') and "area_id" in (?, ?, ?) order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",3,7,2,21,22,20,20]

-- city (manager): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in (?, ?, ?) and "status" in (?, ?, ?, ?, ?, ?, ?, ?) union all select "status" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "area_id" in (?, ?, ?) and "status" in (?, ?, ?, ?, ?, ?, ?, ?) limit ?) as "first" group by "first"."status";
-- parameters: ["sale",2,21,22,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",3,7,2,21,22,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",2000]

-- city (manager): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in (?, ?, ?) and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "area_id" in (?, ?, ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in (?, ?, ?) and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "area_id" in (?, ?, ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in (?, ?, ?) and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "area_id" in (?, ?, ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in (?, ?, ?) and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "area_id" in (?, ?, ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in (?, ?, ?) and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "area_id" in (?, ?, ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in (?, ?, ?) and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "area_id" in (?, ?, ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in (?, ?, ?) and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "area_id" in (?, ?, ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in (?, ?, ?) and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "area_id" in (?, ?, ?) and "status" in (?) limit ?) as "capped";
-- parameters: ["sale",2,21,22,"valid","sale",3,7,2,21,22,"valid",2000,"sale",2,21,22,"reserved","sale",3,7,2,21,22,"reserved",2000,"sale",2,21,22,"paused","sale",3,7,2,21,22,"paused",2000,"sale",2,21,22,"sealed","sale",3,7,2,21,22,"sealed",2000,"sale",2,21,22,"deal_internal","sale",3,7,2,21,22,"deal_internal",2000,"sale",2,21,22,"deal_external","sale",3,7,2,21,22,"deal_external",2000,"sale",2,21,22,"invalid","sale",3,7,2,21,22,"invalid",2000,"sale",2,21,22,"cancelled","sale",3,7,2,21,22,"cancelled",2000]

-- city (manager): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in (?, ?, ?) and "status" in (?, ?, ?, ?, ?, ?, ?, ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "area_id" in (?, ?, ?) and "status" in (?, ?, ?, ?, ?, ?, ?, ?) limit ?) as "capped";
-- parameters: ["sale",2,21,22,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",3,7,2,21,22,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",20001]

-- city (manager): export rows
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = ? or id = ?) or "house"."pool" = 'public') and "area_id" in (?, ?, ?) order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",3,7,2,21,22,20001,0]

-- building (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "building_id" = ? limit ?) as "capped";
-- parameters: ["sale",31,2000]

-- building (admin): list page, under the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and "building_id" = ? order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",31,20,20]

-- building (admin): list page, past the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and "building_id" = ? order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",31,20,20]

-- building (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = ? and "deleted_at" is null and "building_id" = ? limit ?) as "first" group by "first"."status";
-- parameters: ["sale",31,2000]

-- building (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "building_id" = ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "building_id" = ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "building_id" = ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "building_id" = ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "building_id" = ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "building_id" = ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "building_id" = ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "building_id" = ? and "status" in (?) limit ?) as "capped";
-- parameters: ["sale",31,"valid",2000,"sale",31,"reserved",2000,"sale",31,"paused",2000,"sale",31,"sealed",2000,"sale",31,"deal_internal",2000,"sale",31,"deal_external",2000,"sale",31,"invalid",2000,"sale",31,"cancelled",2000]

-- building (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "building_id" = ? limit ?) as "capped";
-- parameters: ["sale",31,20001]

-- building (admin): export rows
select "id" from "house" where "kind" = ? and "deleted_at" is null and "building_id" = ? order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",31,20001,0]

-- price and rooms (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "price" >= ? and "price" <= ? and "rooms" in (?, ?) limit ?) as "capped";
-- parameters: ["sale",200000000,800000000,2,3,2000]

-- price and rooms (admin): list page, under the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and "price" >= ? and "price" <= ? and "rooms" in (?, ?) order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",200000000,800000000,2,3,20,20]

-- price and rooms (admin): list page, past the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("price" + 0) >= ? and ("price" + 0) <= ? and ("rooms" + 0) in (?, ?) order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",200000000,800000000,2,3,20,20]

-- price and rooms (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = ? and "deleted_at" is null and "price" >= ? and "price" <= ? and "rooms" in (?, ?) limit ?) as "first" group by "first"."status";
-- parameters: ["sale",200000000,800000000,2,3,2000]

-- price and rooms (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("price" + 0) >= ? and ("price" + 0) <= ? and ("rooms" + 0) in (?, ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("price" + 0) >= ? and ("price" + 0) <= ? and ("rooms" + 0) in (?, ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("price" + 0) >= ? and ("price" + 0) <= ? and ("rooms" + 0) in (?, ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("price" + 0) >= ? and ("price" + 0) <= ? and ("rooms" + 0) in (?, ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("price" + 0) >= ? and ("price" + 0) <= ? and ("rooms" + 0) in (?, ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("price" + 0) >= ? and ("price" + 0) <= ? and ("rooms" + 0) in (?, ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("price" + 0) >= ? and ("price" + 0) <= ? and ("rooms" + 0) in (?, ?) and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("price" + 0) >= ? and ("price" + 0) <= ? and ("rooms" + 0) in (?, ?) and "status" in (?) limit ?) as "capped";
-- parameters: ["sale",200000000,800000000,2,3,"valid",2000,"sale",200000000,800000000,2,3,"reserved",2000,"sale",200000000,800000000,2,3,"paused",2000,"sale",200000000,800000000,2,3,"sealed",2000,"sale",200000000,800000000,2,3,"deal_internal",2000,"sale",200000000,800000000,2,3,"deal_external",2000,"sale",200000000,800000000,2,3,"invalid",2000,"sale",200000000,800000000,2,3,"cancelled",2000]

-- price and rooms (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "price" >= ? and "price" <= ? and "rooms" in (?, ?) limit ?) as "capped";
-- parameters: ["sale",200000000,800000000,2,3,20001]

-- price and rooms (admin): export rows
select "id" from "house" where "kind" = ? and "deleted_at" is null and "price" >= ? and "price" <= ? and "rooms" in (?, ?) order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",200000000,800000000,2,3,20001,0]

-- area and floors by price (agent): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "area" >= ? and "area" <= ? and "floor_number" >= ? and "floor_number" <= ? and "status" in (?, ?, ?, ?, ?, ?, ?, ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = ?) and "area" >= ? and "area" <= ? and "floor_number" >= ? and "floor_number" <= ? and "status" in (?, ?, ?, ?, ?, ?, ?, ?) limit ?) as "capped";
-- parameters: ["sale",8000,12000,3,9,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",9,8000,12000,3,9,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",2000]

-- area and floors by price (agent): list page, under the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("house"."maintainer_id" = ? or "house"."pool" = 'public') and "area" >= ? and "area" <= ? and "floor_number" >= ? and "floor_number" <= ? order by "price" asc, "id" asc limit ? offset ?;
-- parameters: ["sale",9,8000,12000,3,9,20,20]

-- area and floors by price (agent): list page, past the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("house"."maintainer_id" = ? or "house"."pool" = 'public') and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? order by "price" asc, "id" asc limit ? offset ?;
-- parameters: ["sale",9,8000,12000,3,9,20,20]

-- area and floors by price (agent): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "area" >= ? and "area" <= ? and "floor_number" >= ? and "floor_number" <= ? and "status" in (?, ?, ?, ?, ?, ?, ?, ?) union all select "status" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = ?) and "area" >= ? and "area" <= ? and "floor_number" >= ? and "floor_number" <= ? and "status" in (?, ?, ?, ?, ?, ?, ?, ?) limit ?) as "first" group by "first"."status";
-- parameters: ["sale",8000,12000,3,9,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",9,8000,12000,3,9,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",2000]

-- area and floors by price (agent): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = ?) and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = ?) and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = ?) and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = ?) and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = ?) and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = ?) and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = ?) and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) limit ?) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = ?) and ("area" + 0) >= ? and ("area" + 0) <= ? and ("floor_number" + 0) >= ? and ("floor_number" + 0) <= ? and "status" in (?) limit ?) as "capped";
-- parameters: ["sale",8000,12000,3,9,"valid","sale",9,8000,12000,3,9,"valid",2000,"sale",8000,12000,3,9,"reserved","sale",9,8000,12000,3,9,"reserved",2000,"sale",8000,12000,3,9,"paused","sale",9,8000,12000,3,9,"paused",2000,"sale",8000,12000,3,9,"sealed","sale",9,8000,12000,3,9,"sealed",2000,"sale",8000,12000,3,9,"deal_internal","sale",9,8000,12000,3,9,"deal_internal",2000,"sale",8000,12000,3,9,"deal_external","sale",9,8000,12000,3,9,"deal_external",2000,"sale",8000,12000,3,9,"invalid","sale",9,8000,12000,3,9,"invalid",2000,"sale",8000,12000,3,9,"cancelled","sale",9,8000,12000,3,9,"cancelled",2000]

-- area and floors by price (agent): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "area" >= ? and "area" <= ? and "floor_number" >= ? and "floor_number" <= ? and "status" in (?, ?, ?, ?, ?, ?, ?, ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = ?) and "area" >= ? and "area" <= ? and "floor_number" >= ? and "floor_number" <= ? and "status" in (?, ?, ?, ?, ?, ?, ?, ?) limit ?) as "capped";
-- parameters: ["sale",8000,12000,3,9,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",9,8000,12000,3,9,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",20001]

-- area and floors by price (agent): export rows
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("house"."maintainer_id" = ? or "house"."pool" = 'public') and "area" >= ? and "area" <= ? and "floor_number" >= ? and "floor_number" <= ? order by "price" asc, "id" asc limit ? offset ?;
-- parameters: ["sale",9,8000,12000,3,9,20001,0]

-- grade, level, use, decoration, orientation (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "grade" = ? and "level" = ? and "use" = ? and "decoration" = ? and "orientation" = ? limit ?) as "capped";
-- parameters: ["rent","a","recommended","residence","fine","south",2000]

-- grade, level, use, decoration, orientation (admin): list page, under the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and "grade" = ? and "level" = ? and "use" = ? and "decoration" = ? and "orientation" = ? order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["rent","a","recommended","residence","fine","south",20,20]

-- grade, level, use, decoration, orientation (admin): list page, past the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and "grade" = ? and "level" = ? and "use" = ? and "decoration" = ? and "orientation" = ? order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["rent","a","recommended","residence","fine","south",20,20]

-- grade, level, use, decoration, orientation (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = ? and "deleted_at" is null and "grade" = ? and "level" = ? and "use" = ? and "decoration" = ? and "orientation" = ? limit ?) as "first" group by "first"."status";
-- parameters: ["rent","a","recommended","residence","fine","south",2000]

-- grade, level, use, decoration, orientation (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "grade" = ? and "level" = ? and "use" = ? and "decoration" = ? and "orientation" = ? limit ?) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "grade" = ? and "level" = ? and "use" = ? and "decoration" = ? and "orientation" = ? limit ?) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "grade" = ? and "level" = ? and "use" = ? and "decoration" = ? and "orientation" = ? limit ?) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "grade" = ? and "level" = ? and "use" = ? and "decoration" = ? and "orientation" = ? limit ?) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "grade" = ? and "level" = ? and "use" = ? and "decoration" = ? and "orientation" = ? limit ?) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "grade" = ? and "level" = ? and "use" = ? and "decoration" = ? and "orientation" = ? limit ?) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "grade" = ? and "level" = ? and "use" = ? and "decoration" = ? and "orientation" = ? limit ?) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "grade" = ? and "level" = ? and "use" = ? and "decoration" = ? and "orientation" = ? limit ?) as "capped";
-- parameters: ["rent","valid","a","recommended","residence","fine","south",2000,"rent","reserved","a","recommended","residence","fine","south",2000,"rent","paused","a","recommended","residence","fine","south",2000,"rent","sealed","a","recommended","residence","fine","south",2000,"rent","deal_internal","a","recommended","residence","fine","south",2000,"rent","deal_external","a","recommended","residence","fine","south",2000,"rent","invalid","a","recommended","residence","fine","south",2000,"rent","cancelled","a","recommended","residence","fine","south",2000]

-- grade, level, use, decoration, orientation (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "grade" = ? and "level" = ? and "use" = ? and "decoration" = ? and "orientation" = ? limit ?) as "capped";
-- parameters: ["rent","a","recommended","residence","fine","south",20001]

-- grade, level, use, decoration, orientation (admin): export rows
select "id" from "house" where "kind" = ? and "deleted_at" is null and "grade" = ? and "level" = ? and "use" = ? and "decoration" = ? and "orientation" = ? order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["rent","a","recommended","residence","fine","south",20001,0]

-- keys and pictures (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and key_count > 0 and picture_count = 0 limit ?) as "capped";
-- parameters: ["sale",2000]

-- keys and pictures (admin): list page, under the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and key_count > 0 and picture_count = 0 order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",20,20]

-- keys and pictures (admin): list page, past the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and key_count > 0 and picture_count = 0 order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",20,20]

-- keys and pictures (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = ? and "deleted_at" is null and key_count > 0 and picture_count = 0 limit ?) as "first" group by "first"."status";
-- parameters: ["sale",2000]

-- keys and pictures (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count > 0 and picture_count = 0 limit ?) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count > 0 and picture_count = 0 limit ?) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count > 0 and picture_count = 0 limit ?) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count > 0 and picture_count = 0 limit ?) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count > 0 and picture_count = 0 limit ?) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count > 0 and picture_count = 0 limit ?) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count > 0 and picture_count = 0 limit ?) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count > 0 and picture_count = 0 limit ?) as "capped";
-- parameters: ["sale","valid",2000,"sale","reserved",2000,"sale","paused",2000,"sale","sealed",2000,"sale","deal_internal",2000,"sale","deal_external",2000,"sale","invalid",2000,"sale","cancelled",2000]

-- keys and pictures (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and key_count > 0 and picture_count = 0 limit ?) as "capped";
-- parameters: ["sale",20001]

-- keys and pictures (admin): export rows
select "id" from "house" where "kind" = ? and "deleted_at" is null and key_count > 0 and picture_count = 0 order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",20001,0]

-- no keys, with pictures (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and key_count = 0 and picture_count > 0 limit ?) as "capped";
-- parameters: ["sale",2000]

-- no keys, with pictures (admin): list page, under the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and key_count = 0 and picture_count > 0 order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",20,20]

-- no keys, with pictures (admin): list page, past the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and key_count = 0 and picture_count > 0 order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",20,20]

-- no keys, with pictures (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = ? and "deleted_at" is null and key_count = 0 and picture_count > 0 limit ?) as "first" group by "first"."status";
-- parameters: ["sale",2000]

-- no keys, with pictures (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count = 0 and picture_count > 0 limit ?) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count = 0 and picture_count > 0 limit ?) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count = 0 and picture_count > 0 limit ?) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count = 0 and picture_count > 0 limit ?) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count = 0 and picture_count > 0 limit ?) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count = 0 and picture_count > 0 limit ?) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count = 0 and picture_count > 0 limit ?) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and key_count = 0 and picture_count > 0 limit ?) as "capped";
-- parameters: ["sale","valid",2000,"sale","reserved",2000,"sale","paused",2000,"sale","sealed",2000,"sale","deal_internal",2000,"sale","deal_external",2000,"sale","invalid",2000,"sale","cancelled",2000]

-- no keys, with pictures (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and key_count = 0 and picture_count > 0 limit ?) as "capped";
-- parameters: ["sale",20001]

-- no keys, with pictures (admin): export rows
select "id" from "house" where "kind" = ? and "deleted_at" is null and key_count = 0 and picture_count > 0 order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",20001,0]

-- labels with and without bits (manager): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?, ?, ?, ?, ?, ?, ?, ?) and (label_bits & ?) = ? and "label_bits" >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?, ?, ?, ?, ?, ?, ?, ?) and (label_bits & ?) = ? and "label_bits" >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) limit ?) as "capped";
-- parameters: ["sale","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",34,34,34,60,"sale",3,7,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",34,34,34,60,200]

-- labels with and without bits (manager): list page, under the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = ? or id = ?) or "house"."pool" = 'public') and (label_bits & ?) = ? and "label_bits" >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",3,7,34,34,34,60,20,20]

-- labels with and without bits (manager): list page, past the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = ? or id = ?) or "house"."pool" = 'public') and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",3,7,34,34,34,60,20,20]

-- labels with and without bits (manager): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?, ?, ?, ?, ?, ?, ?, ?) and (label_bits & ?) = ? and "label_bits" >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) union all select "status" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?, ?, ?, ?, ?, ?, ?, ?) and (label_bits & ?) = ? and "label_bits" >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) limit ?) as "first" group by "first"."status";
-- parameters: ["sale","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",34,34,34,60,"sale",3,7,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",34,34,34,60,200]

-- labels with and without bits (manager): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) limit ?) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) limit ?) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) limit ?) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) limit ?) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) limit ?) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) limit ?) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) limit ?) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?) and (label_bits & ?) = ? and ("label_bits" + 0) >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) limit ?) as "capped";
-- parameters: ["sale","valid",34,34,34,60,"sale",3,7,"valid",34,34,34,60,200,"sale","reserved",34,34,34,60,"sale",3,7,"reserved",34,34,34,60,200,"sale","paused",34,34,34,60,"sale",3,7,"paused",34,34,34,60,200,"sale","sealed",34,34,34,60,"sale",3,7,"sealed",34,34,34,60,200,"sale","deal_internal",34,34,34,60,"sale",3,7,"deal_internal",34,34,34,60,200,"sale","deal_external",34,34,34,60,"sale",3,7,"deal_external",34,34,34,60,200,"sale","invalid",34,34,34,60,"sale",3,7,"invalid",34,34,34,60,200,"sale","cancelled",34,34,34,60,"sale",3,7,"cancelled",34,34,34,60,200]

-- labels with and without bits (manager): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "house"."pool" = 'public' and "status" in (?, ?, ?, ?, ?, ?, ?, ?) and (label_bits & ?) = ? and "label_bits" >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) union all select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = ? or id = ?)) and "status" in (?, ?, ?, ?, ?, ?, ?, ?) and (label_bits & ?) = ? and "label_bits" >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) limit ?) as "capped";
-- parameters: ["sale","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",34,34,34,60,"sale",3,7,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",34,34,34,60,20001]

-- labels with and without bits (manager): export rows
select "id" from "house" where "kind" = ? and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = ? or id = ?) or "house"."pool" = 'public') and (label_bits & ?) = ? and "label_bits" >= ? and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = ?) order by "updated_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",3,7,34,34,34,60,20001,0]

-- maintainer, store, update and follow-up dates (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "maintainer_id" = ? and "store_id" = ? and "updated_at" >= ? and "updated_at" <= ? and "last_followup_at" >= ? and "last_followup_at" <= ? limit ?) as "capped";
-- parameters: ["sale",5,3,1700000000,1700086400,1690000000,1700000000,2000]

-- maintainer, store, update and follow-up dates (admin): list page, under the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and "maintainer_id" = ? and "store_id" = ? and "updated_at" >= ? and "updated_at" <= ? and "last_followup_at" >= ? and "last_followup_at" <= ? order by "created_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",5,3,1700000000,1700086400,1690000000,1700000000,20,20]

-- maintainer, store, update and follow-up dates (admin): list page, past the cap
select "id" from "house" where "kind" = ? and "deleted_at" is null and "maintainer_id" = ? and "store_id" = ? and "updated_at" >= ? and "updated_at" <= ? and ("last_followup_at" + 0) >= ? and ("last_followup_at" + 0) <= ? order by "created_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",5,3,1700000000,1700086400,1690000000,1700000000,20,20]

-- maintainer, store, update and follow-up dates (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = ? and "deleted_at" is null and "maintainer_id" = ? and "store_id" = ? and "updated_at" >= ? and "updated_at" <= ? and "last_followup_at" >= ? and "last_followup_at" <= ? limit ?) as "first" group by "first"."status";
-- parameters: ["sale",5,3,1700000000,1700086400,1690000000,1700000000,2000]

-- maintainer, store, update and follow-up dates (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "maintainer_id" = ? and "store_id" = ? and "updated_at" >= ? and "updated_at" <= ? and ("last_followup_at" + 0) >= ? and ("last_followup_at" + 0) <= ? limit ?) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "maintainer_id" = ? and "store_id" = ? and "updated_at" >= ? and "updated_at" <= ? and ("last_followup_at" + 0) >= ? and ("last_followup_at" + 0) <= ? limit ?) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "maintainer_id" = ? and "store_id" = ? and "updated_at" >= ? and "updated_at" <= ? and ("last_followup_at" + 0) >= ? and ("last_followup_at" + 0) <= ? limit ?) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "maintainer_id" = ? and "store_id" = ? and "updated_at" >= ? and "updated_at" <= ? and ("last_followup_at" + 0) >= ? and ("last_followup_at" + 0) <= ? limit ?) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "maintainer_id" = ? and "store_id" = ? and "updated_at" >= ? and "updated_at" <= ? and ("last_followup_at" + 0) >= ? and ("last_followup_at" + 0) <= ? limit ?) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "maintainer_id" = ? and "store_id" = ? and "updated_at" >= ? and "updated_at" <= ? and ("last_followup_at" + 0) >= ? and ("last_followup_at" + 0) <= ? limit ?) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "maintainer_id" = ? and "store_id" = ? and "updated_at" >= ? and "updated_at" <= ? and ("last_followup_at" + 0) >= ? and ("last_followup_at" + 0) <= ? limit ?) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "status" in (?) and "maintainer_id" = ? and "store_id" = ? and "updated_at" >= ? and "updated_at" <= ? and ("last_followup_at" + 0) >= ? and ("last_followup_at" + 0) <= ? limit ?) as "capped";
-- parameters: ["sale","valid",5,3,1700000000,1700086400,1690000000,1700000000,2000,"sale","reserved",5,3,1700000000,1700086400,1690000000,1700000000,2000,"sale","paused",5,3,1700000000,1700086400,1690000000,1700000000,2000,"sale","sealed",5,3,1700000000,1700086400,1690000000,1700000000,2000,"sale","deal_internal",5,3,1700000000,1700086400,1690000000,1700000000,2000,"sale","deal_external",5,3,1700000000,1700086400,1690000000,1700000000,2000,"sale","invalid",5,3,1700000000,1700086400,1690000000,1700000000,2000,"sale","cancelled",5,3,1700000000,1700086400,1690000000,1700000000,2000]

-- maintainer, store, update and follow-up dates (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = ? and "deleted_at" is null and "maintainer_id" = ? and "store_id" = ? and "updated_at" >= ? and "updated_at" <= ? and "last_followup_at" >= ? and "last_followup_at" <= ? limit ?) as "capped";
-- parameters: ["sale",5,3,1700000000,1700086400,1690000000,1700000000,20001]

-- maintainer, store, update and follow-up dates (admin): export rows
select "id" from "house" where "kind" = ? and "deleted_at" is null and "maintainer_id" = ? and "store_id" = ? and "updated_at" >= ? and "updated_at" <= ? and "last_followup_at" >= ? and "last_followup_at" <= ? order by "created_at" desc, "id" desc limit ? offset ?;
-- parameters: ["sale",5,3,1700000000,1700086400,1690000000,1700000000,20001,0]
