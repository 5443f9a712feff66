-- keyword look-up: wanke
select "id" from "region" where "pinyin" ~>=~ $1 and "pinyin" ~<~ $2 union select "id" from "region" where "initials" ~>=~ $3 and "initials" ~<~ $4 union select "id" from "region" where lower("name") like $5 escape '\' and (lower("name") ~ '[a-z0-9]') limit $6;
-- parameters: ["wanke","wankf","wanke","wankf","%wanke%",500]

-- keyword look-up: 万科
select "id" from "region" where lower("name") like $1 escape '\' limit $2;
-- parameters: ["%万科%",500]

-- no filter (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null limit $2) as "capped";
-- parameters: ["sale",2000]

-- no filter (admin): list page, under the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null order by "updated_at" desc, "id" desc limit $2 offset $3;
-- parameters: ["sale",20,20]

-- no filter (admin): list page, past the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null order by "updated_at" desc, "id" desc limit $2 offset $3;
-- parameters: ["sale",20,20]

-- no filter (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = $1 and "deleted_at" is null limit $2) as "first" group by "first"."status";
-- parameters: ["sale",2000]

-- no filter (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "status" in ($2) limit $3) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = $4 and "deleted_at" is null and "status" in ($5) limit $6) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = $7 and "deleted_at" is null and "status" in ($8) limit $9) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = $10 and "deleted_at" is null and "status" in ($11) limit $12) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = $13 and "deleted_at" is null and "status" in ($14) limit $15) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = $16 and "deleted_at" is null and "status" in ($17) limit $18) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = $19 and "deleted_at" is null and "status" in ($20) limit $21) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = $22 and "deleted_at" is null and "status" in ($23) limit $24) as "capped";
-- parameters: ["sale","valid",2000,"sale","reserved",2000,"sale","paused",2000,"sale","sealed",2000,"sale","deal_internal",2000,"sale","deal_external",2000,"sale","invalid",2000,"sale","cancelled",2000]

-- no filter (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null limit $2) as "capped";
-- parameters: ["sale",20001]

-- no filter (admin): export rows
select "id" from "house" where "kind" = $1 and "deleted_at" is null order by "updated_at" desc, "id" desc limit $2 offset $3;
-- parameters: ["sale",20001,0]

-- store manager (manager): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($2, $3, $4, $5, $6, $7, $8, $9) union all select 1 as "one" from "house" where "kind" = $10 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $11 or id = $12)) and "status" in ($13, $14, $15, $16, $17, $18, $19, $20) limit $21) as "capped";
-- parameters: ["sale","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",3,7,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",2000]

-- store manager (manager): list page, under the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = $2 or id = $3) or "house"."pool" = 'public') order by "updated_at" desc, "id" desc limit $4 offset $5;
-- parameters: ["sale",3,7,20,20]

-- store manager (manager): list page, past the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = $2 or id = $3) or "house"."pool" = 'public') order by "updated_at" desc, "id" desc limit $4 offset $5;
-- parameters: ["sale",3,7,20,20]

-- store manager (manager): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($2, $3, $4, $5, $6, $7, $8, $9) union all select "status" from "house" where "kind" = $10 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $11 or id = $12)) and "status" in ($13, $14, $15, $16, $17, $18, $19, $20) limit $21) as "first" group by "first"."status";
-- parameters: ["sale","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",3,7,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",2000]

-- store manager (manager): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($2) union all select 1 as "one" from "house" where "kind" = $3 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $4 or id = $5)) and "status" in ($6) limit $7) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = $8 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($9) union all select 1 as "one" from "house" where "kind" = $10 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $11 or id = $12)) and "status" in ($13) limit $14) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = $15 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($16) union all select 1 as "one" from "house" where "kind" = $17 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $18 or id = $19)) and "status" in ($20) limit $21) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = $22 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($23) union all select 1 as "one" from "house" where "kind" = $24 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $25 or id = $26)) and "status" in ($27) limit $28) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = $29 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($30) union all select 1 as "one" from "house" where "kind" = $31 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $32 or id = $33)) and "status" in ($34) limit $35) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = $36 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($37) union all select 1 as "one" from "house" where "kind" = $38 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $39 or id = $40)) and "status" in ($41) limit $42) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = $43 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($44) union all select 1 as "one" from "house" where "kind" = $45 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $46 or id = $47)) and "status" in ($48) limit $49) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = $50 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($51) union all select 1 as "one" from "house" where "kind" = $52 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $53 or id = $54)) and "status" in ($55) limit $56) as "capped";
-- parameters: ["sale","valid","sale",3,7,"valid",2000,"sale","reserved","sale",3,7,"reserved",2000,"sale","paused","sale",3,7,"paused",2000,"sale","sealed","sale",3,7,"sealed",2000,"sale","deal_internal","sale",3,7,"deal_internal",2000,"sale","deal_external","sale",3,7,"deal_external",2000,"sale","invalid","sale",3,7,"invalid",2000,"sale","cancelled","sale",3,7,"cancelled",2000]

-- store manager (manager): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($2, $3, $4, $5, $6, $7, $8, $9) union all select 1 as "one" from "house" where "kind" = $10 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $11 or id = $12)) and "status" in ($13, $14, $15, $16, $17, $18, $19, $20) limit $21) as "capped";
-- parameters: ["sale","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",3,7,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",20001]

-- store manager (manager): export rows
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = $2 or id = $3) or "house"."pool" = 'public') order by "updated_at" desc, "id" desc limit $4 offset $5;
-- parameters: ["sale",3,7,20001,0]

-- agent, public pool (agent): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($2, $3, $4, $5, $6, $7, $8, $9) and "pool" = $10 limit $11) as "capped";
-- parameters: ["rent","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","public",2000]

-- agent, public pool (agent): list page, under the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("house"."maintainer_id" = $2 or "house"."pool" = 'public') and "pool" = $3 order by "updated_at" desc, "id" desc limit $4 offset $5;
-- parameters: ["rent",9,"public",20,20]

-- agent, public pool (agent): list page, past the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("house"."maintainer_id" = $2 or "house"."pool" = 'public') and "pool" = $3 order by "updated_at" desc, "id" desc limit $4 offset $5;
-- parameters: ["rent",9,"public",20,20]

-- agent, public pool (agent): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($2, $3, $4, $5, $6, $7, $8, $9) and "pool" = $10 limit $11) as "first" group by "first"."status";
-- parameters: ["rent","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","public",2000]

-- agent, public pool (agent): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($2) and "pool" = $3 limit $4) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = $5 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($6) and "pool" = $7 limit $8) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = $9 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($10) and "pool" = $11 limit $12) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = $13 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($14) and "pool" = $15 limit $16) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = $17 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($18) and "pool" = $19 limit $20) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = $21 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($22) and "pool" = $23 limit $24) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = $25 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($26) and "pool" = $27 limit $28) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = $29 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($30) and "pool" = $31 limit $32) as "capped";
-- parameters: ["rent","valid","public",2000,"rent","reserved","public",2000,"rent","paused","public",2000,"rent","sealed","public",2000,"rent","deal_internal","public",2000,"rent","deal_external","public",2000,"rent","invalid","public",2000,"rent","cancelled","public",2000]

-- agent, public pool (agent): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($2, $3, $4, $5, $6, $7, $8, $9) and "pool" = $10 limit $11) as "capped";
-- parameters: ["rent","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","public",20001]

-- agent, public pool (agent): export rows
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("house"."maintainer_id" = $2 or "house"."pool" = 'public') and "pool" = $3 order by "updated_at" desc, "id" desc limit $4 offset $5;
-- parameters: ["rent",9,"public",20001,0]

-- community and statuses (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "region_id" = $2 and "status" in ($3, $4) limit $5) as "capped";
-- parameters: ["sale",11,"valid","reserved",2000]

-- community and statuses (admin): list page, under the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and "region_id" = $2 and "status" in ($3, $4) order by "updated_at" desc, "id" desc limit $5 offset $6;
-- parameters: ["sale",11,"valid","reserved",20,20]

-- community and statuses (admin): list page, past the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and "region_id" = $2 and "status" in ($3, $4) order by "updated_at" desc, "id" desc limit $5 offset $6;
-- parameters: ["sale",11,"valid","reserved",20,20]

-- community and statuses (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = $1 and "deleted_at" is null and "region_id" = $2 and "status" in ($3, $4) limit $5) as "first" group by "first"."status";
-- parameters: ["sale",11,"valid","reserved",2000]

-- community and statuses (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "region_id" = $2 and "status" in ($3) limit $4) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = $5 and "deleted_at" is null and "region_id" = $6 and "status" in ($7) limit $8) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = $9 and "deleted_at" is null and "region_id" = $10 and "status" in ($11) limit $12) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = $13 and "deleted_at" is null and "region_id" = $14 and "status" in ($15) limit $16) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = $17 and "deleted_at" is null and "region_id" = $18 and "status" in ($19) limit $20) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = $21 and "deleted_at" is null and "region_id" = $22 and "status" in ($23) limit $24) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = $25 and "deleted_at" is null and "region_id" = $26 and "status" in ($27) limit $28) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = $29 and "deleted_at" is null and "region_id" = $30 and "status" in ($31) limit $32) as "capped";
-- parameters: ["sale",11,"valid",2000,"sale",11,"reserved",2000,"sale",11,"paused",2000,"sale",11,"sealed",2000,"sale",11,"deal_internal",2000,"sale",11,"deal_external",2000,"sale",11,"invalid",2000,"sale",11,"cancelled",2000]

-- community and statuses (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "region_id" = $2 and "status" in ($3, $4) limit $5) as "capped";
-- parameters: ["sale",11,"valid","reserved",20001]

-- community and statuses (admin): export rows
select "id" from "house" where "kind" = $1 and "deleted_at" is null and "region_id" = $2 and "status" in ($3, $4) order by "updated_at" desc, "id" desc limit $5 offset $6;
-- parameters: ["sale",11,"valid","reserved",20001,0]

-- keyword of communities or a house id (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and ("region_id" in ($2, $3) or "id" = $4) limit $5) as "capped";
-- parameters: ["sale",4,5,12,2000]

-- keyword of communities or a house id (admin): list page, under the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("region_id" in ($2, $3) or "id" = $4) order by "updated_at" desc, "id" desc limit $5 offset $6;
-- parameters: ["sale",4,5,12,20,20]

-- keyword of communities or a house id (admin): list page, past the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("region_id" in ($2, $3) or "id" = $4) order by "updated_at" desc, "id" desc limit $5 offset $6;
-- parameters: ["sale",4,5,12,20,20]

-- keyword of communities or a house id (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = $1 and "deleted_at" is null and ("region_id" in ($2, $3) or "id" = $4) limit $5) as "first" group by "first"."status";
-- parameters: ["sale",4,5,12,2000]

-- keyword of communities or a house id (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and ("region_id" in ($2, $3) or "id" = $4) and "status" in ($5) limit $6) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = $7 and "deleted_at" is null and ("region_id" in ($8, $9) or "id" = $10) and "status" in ($11) limit $12) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = $13 and "deleted_at" is null and ("region_id" in ($14, $15) or "id" = $16) and "status" in ($17) limit $18) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = $19 and "deleted_at" is null and ("region_id" in ($20, $21) or "id" = $22) and "status" in ($23) limit $24) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = $25 and "deleted_at" is null and ("region_id" in ($26, $27) or "id" = $28) and "status" in ($29) limit $30) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = $31 and "deleted_at" is null and ("region_id" in ($32, $33) or "id" = $34) and "status" in ($35) limit $36) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = $37 and "deleted_at" is null and ("region_id" in ($38, $39) or "id" = $40) and "status" in ($41) limit $42) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = $43 and "deleted_at" is null and ("region_id" in ($44, $45) or "id" = $46) and "status" in ($47) limit $48) as "capped";
-- parameters: ["sale",4,5,12,"valid",2000,"sale",4,5,12,"reserved",2000,"sale",4,5,12,"paused",2000,"sale",4,5,12,"sealed",2000,"sale",4,5,12,"deal_internal",2000,"sale",4,5,12,"deal_external",2000,"sale",4,5,12,"invalid",2000,"sale",4,5,12,"cancelled",2000]

-- keyword of communities or a house id (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and ("region_id" in ($2, $3) or "id" = $4) limit $5) as "capped";
-- parameters: ["sale",4,5,12,20001]

-- keyword of communities or a house id (admin): export rows
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("region_id" in ($2, $3) or "id" = $4) order by "updated_at" desc, "id" desc limit $5 offset $6;
-- parameters: ["sale",4,5,12,20001,0]

-- keyword matching nothing (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and 1 = 0 limit $2) as "capped";
-- parameters: ["sale",2000]

-- keyword matching nothing (admin): list page, under the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and 1 = 0 order by "updated_at" desc, "id" desc limit $2 offset $3;
-- parameters: ["sale",20,20]

-- keyword matching nothing (admin): list page, past the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and 1 = 0 order by "updated_at" desc, "id" desc limit $2 offset $3;
-- parameters: ["sale",20,20]

-- keyword matching nothing (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = $1 and "deleted_at" is null and 1 = 0 limit $2) as "first" group by "first"."status";
-- parameters: ["sale",2000]

-- keyword matching nothing (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and 1 = 0 and "status" in ($2) limit $3) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = $4 and "deleted_at" is null and 1 = 0 and "status" in ($5) limit $6) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = $7 and "deleted_at" is null and 1 = 0 and "status" in ($8) limit $9) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = $10 and "deleted_at" is null and 1 = 0 and "status" in ($11) limit $12) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = $13 and "deleted_at" is null and 1 = 0 and "status" in ($14) limit $15) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = $16 and "deleted_at" is null and 1 = 0 and "status" in ($17) limit $18) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = $19 and "deleted_at" is null and 1 = 0 and "status" in ($20) limit $21) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = $22 and "deleted_at" is null and 1 = 0 and "status" in ($23) limit $24) as "capped";
-- parameters: ["sale","valid",2000,"sale","reserved",2000,"sale","paused",2000,"sale","sealed",2000,"sale","deal_internal",2000,"sale","deal_external",2000,"sale","invalid",2000,"sale","cancelled",2000]

-- keyword matching nothing (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and 1 = 0 limit $2) as "capped";
-- parameters: ["sale",20001]

-- keyword matching nothing (admin): export rows
select "id" from "house" where "kind" = $1 and "deleted_at" is null and 1 = 0 order by "updated_at" desc, "id" desc limit $2 offset $3;
-- parameters: ["sale",20001,0]

-- city (manager): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in ($2, $3, $4) and "status" in ($5, $6, $7, $8, $9, $10, $11, $12) union all select 1 as "one" from "house" where "kind" = $13 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $14 or id = $15)) and "area_id" in ($16, $17, $18) and "status" in ($19, $20, $21, $22, $23, $24, $25, $26) limit $27) as "capped";
-- parameters: ["sale",2,21,22,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",3,7,2,21,22,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",2000]

-- city (manager): list page, under the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = $2 or id = $3) or "house"."pool" = 'public') and "area_id" in ($4, $5, $6) order by "updated_at" desc, "id" desc limit $7 offset $8;
-- parameters: ["sale",3,7,2,21,22,20,20]

-- city (manager): list page, past the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = $2 or id = $3) or "house"."pool" = 'public') and "area_id" in ($4, $5, $6) order by "updated_at" desc, "id" desc limit $7 offset $8;
-- parameters: ["sale",3,7,2,21,22,20,20]

-- city (manager): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in ($2, $3, $4) and "status" in ($5, $6, $7, $8, $9, $10, $11, $12) union all select "status" from "house" where "kind" = $13 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $14 or id = $15)) and "area_id" in ($16, $17, $18) and "status" in ($19, $20, $21, $22, $23, $24, $25, $26) limit $27) as "first" group by "first"."status";
-- parameters: ["sale",2,21,22,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",3,7,2,21,22,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",2000]

-- city (manager): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in ($2, $3, $4) and "status" in ($5) union all select 1 as "one" from "house" where "kind" = $6 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $7 or id = $8)) and "area_id" in ($9, $10, $11) and "status" in ($12) limit $13) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = $14 and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in ($15, $16, $17) and "status" in ($18) union all select 1 as "one" from "house" where "kind" = $19 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $20 or id = $21)) and "area_id" in ($22, $23, $24) and "status" in ($25) limit $26) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = $27 and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in ($28, $29, $30) and "status" in ($31) union all select 1 as "one" from "house" where "kind" = $32 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $33 or id = $34)) and "area_id" in ($35, $36, $37) and "status" in ($38) limit $39) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = $40 and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in ($41, $42, $43) and "status" in ($44) union all select 1 as "one" from "house" where "kind" = $45 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $46 or id = $47)) and "area_id" in ($48, $49, $50) and "status" in ($51) limit $52) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = $53 and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in ($54, $55, $56) and "status" in ($57) union all select 1 as "one" from "house" where "kind" = $58 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $59 or id = $60)) and "area_id" in ($61, $62, $63) and "status" in ($64) limit $65) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = $66 and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in ($67, $68, $69) and "status" in ($70) union all select 1 as "one" from "house" where "kind" = $71 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $72 or id = $73)) and "area_id" in ($74, $75, $76) and "status" in ($77) limit $78) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = $79 and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in ($80, $81, $82) and "status" in ($83) union all select 1 as "one" from "house" where "kind" = $84 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $85 or id = $86)) and "area_id" in ($87, $88, $89) and "status" in ($90) limit $91) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = $92 and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in ($93, $94, $95) and "status" in ($96) union all select 1 as "one" from "house" where "kind" = $97 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $98 or id = $99)) and "area_id" in ($100, $101, $102) and "status" in ($103) limit $104) as "capped";
-- parameters: ["sale",2,21,22,"valid","sale",3,7,2,21,22,"valid",2000,"sale",2,21,22,"reserved","sale",3,7,2,21,22,"reserved",2000,"sale",2,21,22,"paused","sale",3,7,2,21,22,"paused",2000,"sale",2,21,22,"sealed","sale",3,7,2,21,22,"sealed",2000,"sale",2,21,22,"deal_internal","sale",3,7,2,21,22,"deal_internal",2000,"sale",2,21,22,"deal_external","sale",3,7,2,21,22,"deal_external",2000,"sale",2,21,22,"invalid","sale",3,7,2,21,22,"invalid",2000,"sale",2,21,22,"cancelled","sale",3,7,2,21,22,"cancelled",2000]

-- city (manager): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "area_id" in ($2, $3, $4) and "status" in ($5, $6, $7, $8, $9, $10, $11, $12) union all select 1 as "one" from "house" where "kind" = $13 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $14 or id = $15)) and "area_id" in ($16, $17, $18) and "status" in ($19, $20, $21, $22, $23, $24, $25, $26) limit $27) as "capped";
-- parameters: ["sale",2,21,22,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",3,7,2,21,22,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",20001]

-- city (manager): export rows
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = $2 or id = $3) or "house"."pool" = 'public') and "area_id" in ($4, $5, $6) order by "updated_at" desc, "id" desc limit $7 offset $8;
-- parameters: ["sale",3,7,2,21,22,20001,0]

-- building (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "building_id" = $2 limit $3) as "capped";
-- parameters: ["sale",31,2000]

-- building (admin): list page, under the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and "building_id" = $2 order by "updated_at" desc, "id" desc limit $3 offset $4;
-- parameters: ["sale",31,20,20]

-- building (admin): list page, past the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and "building_id" = $2 order by "updated_at" desc, "id" desc limit $3 offset $4;
-- parameters: ["sale",31,20,20]

-- building (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = $1 and "deleted_at" is null and "building_id" = $2 limit $3) as "first" group by "first"."status";
-- parameters: ["sale",31,2000]

-- building (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "building_id" = $2 and "status" in ($3) limit $4) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = $5 and "deleted_at" is null and "building_id" = $6 and "status" in ($7) limit $8) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = $9 and "deleted_at" is null and "building_id" = $10 and "status" in ($11) limit $12) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = $13 and "deleted_at" is null and "building_id" = $14 and "status" in ($15) limit $16) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = $17 and "deleted_at" is null and "building_id" = $18 and "status" in ($19) limit $20) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = $21 and "deleted_at" is null and "building_id" = $22 and "status" in ($23) limit $24) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = $25 and "deleted_at" is null and "building_id" = $26 and "status" in ($27) limit $28) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = $29 and "deleted_at" is null and "building_id" = $30 and "status" in ($31) limit $32) as "capped";
-- parameters: ["sale",31,"valid",2000,"sale",31,"reserved",2000,"sale",31,"paused",2000,"sale",31,"sealed",2000,"sale",31,"deal_internal",2000,"sale",31,"deal_external",2000,"sale",31,"invalid",2000,"sale",31,"cancelled",2000]

-- building (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "building_id" = $2 limit $3) as "capped";
-- parameters: ["sale",31,20001]

-- building (admin): export rows
select "id" from "house" where "kind" = $1 and "deleted_at" is null and "building_id" = $2 order by "updated_at" desc, "id" desc limit $3 offset $4;
-- parameters: ["sale",31,20001,0]

-- price and rooms (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "price" >= $2 and "price" <= $3 and "rooms" in ($4, $5) limit $6) as "capped";
-- parameters: ["sale",200000000,800000000,2,3,2000]

-- price and rooms (admin): list page, under the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and "price" >= $2 and "price" <= $3 and "rooms" in ($4, $5) order by "updated_at" desc, "id" desc limit $6 offset $7;
-- parameters: ["sale",200000000,800000000,2,3,20,20]

-- price and rooms (admin): list page, past the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("price" + 0) >= $2 and ("price" + 0) <= $3 and ("rooms" + 0) in ($4, $5) order by "updated_at" desc, "id" desc limit $6 offset $7;
-- parameters: ["sale",200000000,800000000,2,3,20,20]

-- price and rooms (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = $1 and "deleted_at" is null and "price" >= $2 and "price" <= $3 and "rooms" in ($4, $5) limit $6) as "first" group by "first"."status";
-- parameters: ["sale",200000000,800000000,2,3,2000]

-- price and rooms (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and ("price" + 0) >= $2 and ("price" + 0) <= $3 and ("rooms" + 0) in ($4, $5) and "status" in ($6) limit $7) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = $8 and "deleted_at" is null and ("price" + 0) >= $9 and ("price" + 0) <= $10 and ("rooms" + 0) in ($11, $12) and "status" in ($13) limit $14) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = $15 and "deleted_at" is null and ("price" + 0) >= $16 and ("price" + 0) <= $17 and ("rooms" + 0) in ($18, $19) and "status" in ($20) limit $21) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = $22 and "deleted_at" is null and ("price" + 0) >= $23 and ("price" + 0) <= $24 and ("rooms" + 0) in ($25, $26) and "status" in ($27) limit $28) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = $29 and "deleted_at" is null and ("price" + 0) >= $30 and ("price" + 0) <= $31 and ("rooms" + 0) in ($32, $33) and "status" in ($34) limit $35) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = $36 and "deleted_at" is null and ("price" + 0) >= $37 and ("price" + 0) <= $38 and ("rooms" + 0) in ($39, $40) and "status" in ($41) limit $42) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = $43 and "deleted_at" is null and ("price" + 0) >= $44 and ("price" + 0) <= $45 and ("rooms" + 0) in ($46, $47) and "status" in ($48) limit $49) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = $50 and "deleted_at" is null and ("price" + 0) >= $51 and ("price" + 0) <= $52 and ("rooms" + 0) in ($53, $54) and "status" in ($55) limit $56) as "capped";
-- parameters: ["sale",200000000,800000000,2,3,"valid",2000,"sale",200000000,800000000,2,3,"reserved",2000,"sale",200000000,800000000,2,3,"paused",2000,"sale",200000000,800000000,2,3,"sealed",2000,"sale",200000000,800000000,2,3,"deal_internal",2000,"sale",200000000,800000000,2,3,"deal_external",2000,"sale",200000000,800000000,2,3,"invalid",2000,"sale",200000000,800000000,2,3,"cancelled",2000]

-- price and rooms (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "price" >= $2 and "price" <= $3 and "rooms" in ($4, $5) limit $6) as "capped";
-- parameters: ["sale",200000000,800000000,2,3,20001]

-- price and rooms (admin): export rows
select "id" from "house" where "kind" = $1 and "deleted_at" is null and "price" >= $2 and "price" <= $3 and "rooms" in ($4, $5) order by "updated_at" desc, "id" desc limit $6 offset $7;
-- parameters: ["sale",200000000,800000000,2,3,20001,0]

-- area and floors by price (agent): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "area" >= $2 and "area" <= $3 and "floor_number" >= $4 and "floor_number" <= $5 and "status" in ($6, $7, $8, $9, $10, $11, $12, $13) union all select 1 as "one" from "house" where "kind" = $14 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = $15) and "area" >= $16 and "area" <= $17 and "floor_number" >= $18 and "floor_number" <= $19 and "status" in ($20, $21, $22, $23, $24, $25, $26, $27) limit $28) as "capped";
-- parameters: ["sale",8000,12000,3,9,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",9,8000,12000,3,9,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",2000]

-- area and floors by price (agent): list page, under the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("house"."maintainer_id" = $2 or "house"."pool" = 'public') and "area" >= $3 and "area" <= $4 and "floor_number" >= $5 and "floor_number" <= $6 order by "price" asc, "id" asc limit $7 offset $8;
-- parameters: ["sale",9,8000,12000,3,9,20,20]

-- area and floors by price (agent): list page, past the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("house"."maintainer_id" = $2 or "house"."pool" = 'public') and ("area" + 0) >= $3 and ("area" + 0) <= $4 and ("floor_number" + 0) >= $5 and ("floor_number" + 0) <= $6 order by "price" asc, "id" asc limit $7 offset $8;
-- parameters: ["sale",9,8000,12000,3,9,20,20]

-- area and floors by price (agent): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "area" >= $2 and "area" <= $3 and "floor_number" >= $4 and "floor_number" <= $5 and "status" in ($6, $7, $8, $9, $10, $11, $12, $13) union all select "status" from "house" where "kind" = $14 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = $15) and "area" >= $16 and "area" <= $17 and "floor_number" >= $18 and "floor_number" <= $19 and "status" in ($20, $21, $22, $23, $24, $25, $26, $27) limit $28) as "first" group by "first"."status";
-- parameters: ["sale",8000,12000,3,9,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",9,8000,12000,3,9,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",2000]

-- area and floors by price (agent): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= $2 and ("area" + 0) <= $3 and ("floor_number" + 0) >= $4 and ("floor_number" + 0) <= $5 and "status" in ($6) union all select 1 as "one" from "house" where "kind" = $7 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = $8) and ("area" + 0) >= $9 and ("area" + 0) <= $10 and ("floor_number" + 0) >= $11 and ("floor_number" + 0) <= $12 and "status" in ($13) limit $14) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = $15 and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= $16 and ("area" + 0) <= $17 and ("floor_number" + 0) >= $18 and ("floor_number" + 0) <= $19 and "status" in ($20) union all select 1 as "one" from "house" where "kind" = $21 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = $22) and ("area" + 0) >= $23 and ("area" + 0) <= $24 and ("floor_number" + 0) >= $25 and ("floor_number" + 0) <= $26 and "status" in ($27) limit $28) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = $29 and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= $30 and ("area" + 0) <= $31 and ("floor_number" + 0) >= $32 and ("floor_number" + 0) <= $33 and "status" in ($34) union all select 1 as "one" from "house" where "kind" = $35 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = $36) and ("area" + 0) >= $37 and ("area" + 0) <= $38 and ("floor_number" + 0) >= $39 and ("floor_number" + 0) <= $40 and "status" in ($41) limit $42) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = $43 and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= $44 and ("area" + 0) <= $45 and ("floor_number" + 0) >= $46 and ("floor_number" + 0) <= $47 and "status" in ($48) union all select 1 as "one" from "house" where "kind" = $49 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = $50) and ("area" + 0) >= $51 and ("area" + 0) <= $52 and ("floor_number" + 0) >= $53 and ("floor_number" + 0) <= $54 and "status" in ($55) limit $56) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = $57 and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= $58 and ("area" + 0) <= $59 and ("floor_number" + 0) >= $60 and ("floor_number" + 0) <= $61 and "status" in ($62) union all select 1 as "one" from "house" where "kind" = $63 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = $64) and ("area" + 0) >= $65 and ("area" + 0) <= $66 and ("floor_number" + 0) >= $67 and ("floor_number" + 0) <= $68 and "status" in ($69) limit $70) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = $71 and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= $72 and ("area" + 0) <= $73 and ("floor_number" + 0) >= $74 and ("floor_number" + 0) <= $75 and "status" in ($76) union all select 1 as "one" from "house" where "kind" = $77 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = $78) and ("area" + 0) >= $79 and ("area" + 0) <= $80 and ("floor_number" + 0) >= $81 and ("floor_number" + 0) <= $82 and "status" in ($83) limit $84) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = $85 and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= $86 and ("area" + 0) <= $87 and ("floor_number" + 0) >= $88 and ("floor_number" + 0) <= $89 and "status" in ($90) union all select 1 as "one" from "house" where "kind" = $91 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = $92) and ("area" + 0) >= $93 and ("area" + 0) <= $94 and ("floor_number" + 0) >= $95 and ("floor_number" + 0) <= $96 and "status" in ($97) limit $98) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = $99 and "deleted_at" is null and "house"."pool" = 'public' and ("area" + 0) >= $100 and ("area" + 0) <= $101 and ("floor_number" + 0) >= $102 and ("floor_number" + 0) <= $103 and "status" in ($104) union all select 1 as "one" from "house" where "kind" = $105 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = $106) and ("area" + 0) >= $107 and ("area" + 0) <= $108 and ("floor_number" + 0) >= $109 and ("floor_number" + 0) <= $110 and "status" in ($111) limit $112) as "capped";
-- parameters: ["sale",8000,12000,3,9,"valid","sale",9,8000,12000,3,9,"valid",2000,"sale",8000,12000,3,9,"reserved","sale",9,8000,12000,3,9,"reserved",2000,"sale",8000,12000,3,9,"paused","sale",9,8000,12000,3,9,"paused",2000,"sale",8000,12000,3,9,"sealed","sale",9,8000,12000,3,9,"sealed",2000,"sale",8000,12000,3,9,"deal_internal","sale",9,8000,12000,3,9,"deal_internal",2000,"sale",8000,12000,3,9,"deal_external","sale",9,8000,12000,3,9,"deal_external",2000,"sale",8000,12000,3,9,"invalid","sale",9,8000,12000,3,9,"invalid",2000,"sale",8000,12000,3,9,"cancelled","sale",9,8000,12000,3,9,"cancelled",2000]

-- area and floors by price (agent): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "area" >= $2 and "area" <= $3 and "floor_number" >= $4 and "floor_number" <= $5 and "status" in ($6, $7, $8, $9, $10, $11, $12, $13) union all select 1 as "one" from "house" where "kind" = $14 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" = $15) and "area" >= $16 and "area" <= $17 and "floor_number" >= $18 and "floor_number" <= $19 and "status" in ($20, $21, $22, $23, $24, $25, $26, $27) limit $28) as "capped";
-- parameters: ["sale",8000,12000,3,9,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled","sale",9,8000,12000,3,9,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",20001]

-- area and floors by price (agent): export rows
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("house"."maintainer_id" = $2 or "house"."pool" = 'public') and "area" >= $3 and "area" <= $4 and "floor_number" >= $5 and "floor_number" <= $6 order by "price" asc, "id" asc limit $7 offset $8;
-- parameters: ["sale",9,8000,12000,3,9,20001,0]

-- grade, level, use, decoration, orientation (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "grade" = $2 and "level" = $3 and "use" = $4 and "decoration" = $5 and "orientation" = $6 limit $7) as "capped";
-- parameters: ["rent","a","recommended","residence","fine","south",2000]

-- grade, level, use, decoration, orientation (admin): list page, under the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and "grade" = $2 and "level" = $3 and "use" = $4 and "decoration" = $5 and "orientation" = $6 order by "updated_at" desc, "id" desc limit $7 offset $8;
-- parameters: ["rent","a","recommended","residence","fine","south",20,20]

-- grade, level, use, decoration, orientation (admin): list page, past the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and "grade" = $2 and "level" = $3 and "use" = $4 and "decoration" = $5 and "orientation" = $6 order by "updated_at" desc, "id" desc limit $7 offset $8;
-- parameters: ["rent","a","recommended","residence","fine","south",20,20]

-- grade, level, use, decoration, orientation (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = $1 and "deleted_at" is null and "grade" = $2 and "level" = $3 and "use" = $4 and "decoration" = $5 and "orientation" = $6 limit $7) as "first" group by "first"."status";
-- parameters: ["rent","a","recommended","residence","fine","south",2000]

-- grade, level, use, decoration, orientation (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "status" in ($2) and "grade" = $3 and "level" = $4 and "use" = $5 and "decoration" = $6 and "orientation" = $7 limit $8) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = $9 and "deleted_at" is null and "status" in ($10) and "grade" = $11 and "level" = $12 and "use" = $13 and "decoration" = $14 and "orientation" = $15 limit $16) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = $17 and "deleted_at" is null and "status" in ($18) and "grade" = $19 and "level" = $20 and "use" = $21 and "decoration" = $22 and "orientation" = $23 limit $24) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = $25 and "deleted_at" is null and "status" in ($26) and "grade" = $27 and "level" = $28 and "use" = $29 and "decoration" = $30 and "orientation" = $31 limit $32) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = $33 and "deleted_at" is null and "status" in ($34) and "grade" = $35 and "level" = $36 and "use" = $37 and "decoration" = $38 and "orientation" = $39 limit $40) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = $41 and "deleted_at" is null and "status" in ($42) and "grade" = $43 and "level" = $44 and "use" = $45 and "decoration" = $46 and "orientation" = $47 limit $48) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = $49 and "deleted_at" is null and "status" in ($50) and "grade" = $51 and "level" = $52 and "use" = $53 and "decoration" = $54 and "orientation" = $55 limit $56) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = $57 and "deleted_at" is null and "status" in ($58) and "grade" = $59 and "level" = $60 and "use" = $61 and "decoration" = $62 and "orientation" = $63 limit $64) as "capped";
-- parameters: ["rent","valid","a","recommended","residence","fine","south",2000,"rent","reserved","a","recommended","residence","fine","south",2000,"rent","paused","a","recommended","residence","fine","south",2000,"rent","sealed","a","recommended","residence","fine","south",2000,"rent","deal_internal","a","recommended","residence","fine","south",2000,"rent","deal_external","a","recommended","residence","fine","south",2000,"rent","invalid","a","recommended","residence","fine","south",2000,"rent","cancelled","a","recommended","residence","fine","south",2000]

-- grade, level, use, decoration, orientation (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "grade" = $2 and "level" = $3 and "use" = $4 and "decoration" = $5 and "orientation" = $6 limit $7) as "capped";
-- parameters: ["rent","a","recommended","residence","fine","south",20001]

-- grade, level, use, decoration, orientation (admin): export rows
select "id" from "house" where "kind" = $1 and "deleted_at" is null and "grade" = $2 and "level" = $3 and "use" = $4 and "decoration" = $5 and "orientation" = $6 order by "updated_at" desc, "id" desc limit $7 offset $8;
-- parameters: ["rent","a","recommended","residence","fine","south",20001,0]

-- keys and pictures (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and key_count > 0 and picture_count = 0 limit $2) as "capped";
-- parameters: ["sale",2000]

-- keys and pictures (admin): list page, under the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and key_count > 0 and picture_count = 0 order by "updated_at" desc, "id" desc limit $2 offset $3;
-- parameters: ["sale",20,20]

-- keys and pictures (admin): list page, past the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and key_count > 0 and picture_count = 0 order by "updated_at" desc, "id" desc limit $2 offset $3;
-- parameters: ["sale",20,20]

-- keys and pictures (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = $1 and "deleted_at" is null and key_count > 0 and picture_count = 0 limit $2) as "first" group by "first"."status";
-- parameters: ["sale",2000]

-- keys and pictures (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "status" in ($2) and key_count > 0 and picture_count = 0 limit $3) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = $4 and "deleted_at" is null and "status" in ($5) and key_count > 0 and picture_count = 0 limit $6) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = $7 and "deleted_at" is null and "status" in ($8) and key_count > 0 and picture_count = 0 limit $9) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = $10 and "deleted_at" is null and "status" in ($11) and key_count > 0 and picture_count = 0 limit $12) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = $13 and "deleted_at" is null and "status" in ($14) and key_count > 0 and picture_count = 0 limit $15) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = $16 and "deleted_at" is null and "status" in ($17) and key_count > 0 and picture_count = 0 limit $18) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = $19 and "deleted_at" is null and "status" in ($20) and key_count > 0 and picture_count = 0 limit $21) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = $22 and "deleted_at" is null and "status" in ($23) and key_count > 0 and picture_count = 0 limit $24) as "capped";
-- parameters: ["sale","valid",2000,"sale","reserved",2000,"sale","paused",2000,"sale","sealed",2000,"sale","deal_internal",2000,"sale","deal_external",2000,"sale","invalid",2000,"sale","cancelled",2000]

-- keys and pictures (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and key_count > 0 and picture_count = 0 limit $2) as "capped";
-- parameters: ["sale",20001]

-- keys and pictures (admin): export rows
select "id" from "house" where "kind" = $1 and "deleted_at" is null and key_count > 0 and picture_count = 0 order by "updated_at" desc, "id" desc limit $2 offset $3;
-- parameters: ["sale",20001,0]

-- no keys, with pictures (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and key_count = 0 and picture_count > 0 limit $2) as "capped";
-- parameters: ["sale",2000]

-- no keys, with pictures (admin): list page, under the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and key_count = 0 and picture_count > 0 order by "updated_at" desc, "id" desc limit $2 offset $3;
-- parameters: ["sale",20,20]

-- no keys, with pictures (admin): list page, past the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and key_count = 0 and picture_count > 0 order by "updated_at" desc, "id" desc limit $2 offset $3;
-- parameters: ["sale",20,20]

-- no keys, with pictures (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = $1 and "deleted_at" is null and key_count = 0 and picture_count > 0 limit $2) as "first" group by "first"."status";
-- parameters: ["sale",2000]

-- no keys, with pictures (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "status" in ($2) and key_count = 0 and picture_count > 0 limit $3) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = $4 and "deleted_at" is null and "status" in ($5) and key_count = 0 and picture_count > 0 limit $6) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = $7 and "deleted_at" is null and "status" in ($8) and key_count = 0 and picture_count > 0 limit $9) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = $10 and "deleted_at" is null and "status" in ($11) and key_count = 0 and picture_count > 0 limit $12) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = $13 and "deleted_at" is null and "status" in ($14) and key_count = 0 and picture_count > 0 limit $15) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = $16 and "deleted_at" is null and "status" in ($17) and key_count = 0 and picture_count > 0 limit $18) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = $19 and "deleted_at" is null and "status" in ($20) and key_count = 0 and picture_count > 0 limit $21) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = $22 and "deleted_at" is null and "status" in ($23) and key_count = 0 and picture_count > 0 limit $24) as "capped";
-- parameters: ["sale","valid",2000,"sale","reserved",2000,"sale","paused",2000,"sale","sealed",2000,"sale","deal_internal",2000,"sale","deal_external",2000,"sale","invalid",2000,"sale","cancelled",2000]

-- no keys, with pictures (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and key_count = 0 and picture_count > 0 limit $2) as "capped";
-- parameters: ["sale",20001]

-- no keys, with pictures (admin): export rows
select "id" from "house" where "kind" = $1 and "deleted_at" is null and key_count = 0 and picture_count > 0 order by "updated_at" desc, "id" desc limit $2 offset $3;
-- parameters: ["sale",20001,0]

-- labels with and without bits (manager): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($2, $3, $4, $5, $6, $7, $8, $9) and (label_bits & $10) = $11 and "label_bits" >= $12 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $13) union all select 1 as "one" from "house" where "kind" = $14 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $15 or id = $16)) and "status" in ($17, $18, $19, $20, $21, $22, $23, $24) and (label_bits & $25) = $26 and "label_bits" >= $27 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $28) limit $29) as "capped";
-- parameters: ["sale","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",34,34,34,60,"sale",3,7,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",34,34,34,60,200]

-- labels with and without bits (manager): list page, under the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = $2 or id = $3) or "house"."pool" = 'public') and (label_bits & $4) = $5 and "label_bits" >= $6 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $7) order by "updated_at" desc, "id" desc limit $8 offset $9;
-- parameters: ["sale",3,7,34,34,34,60,20,20]

-- labels with and without bits (manager): list page, past the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = $2 or id = $3) or "house"."pool" = 'public') and (label_bits & $4) = $5 and ("label_bits" + 0) >= $6 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $7) order by "updated_at" desc, "id" desc limit $8 offset $9;
-- parameters: ["sale",3,7,34,34,34,60,20,20]

-- labels with and without bits (manager): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($2, $3, $4, $5, $6, $7, $8, $9) and (label_bits & $10) = $11 and "label_bits" >= $12 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $13) union all select "status" from "house" where "kind" = $14 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $15 or id = $16)) and "status" in ($17, $18, $19, $20, $21, $22, $23, $24) and (label_bits & $25) = $26 and "label_bits" >= $27 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $28) limit $29) as "first" group by "first"."status";
-- parameters: ["sale","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",34,34,34,60,"sale",3,7,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",34,34,34,60,200]

-- labels with and without bits (manager): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($2) and (label_bits & $3) = $4 and ("label_bits" + 0) >= $5 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $6) union all select 1 as "one" from "house" where "kind" = $7 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $8 or id = $9)) and "status" in ($10) and (label_bits & $11) = $12 and ("label_bits" + 0) >= $13 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $14) limit $15) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = $16 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($17) and (label_bits & $18) = $19 and ("label_bits" + 0) >= $20 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $21) union all select 1 as "one" from "house" where "kind" = $22 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $23 or id = $24)) and "status" in ($25) and (label_bits & $26) = $27 and ("label_bits" + 0) >= $28 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $29) limit $30) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = $31 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($32) and (label_bits & $33) = $34 and ("label_bits" + 0) >= $35 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $36) union all select 1 as "one" from "house" where "kind" = $37 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $38 or id = $39)) and "status" in ($40) and (label_bits & $41) = $42 and ("label_bits" + 0) >= $43 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $44) limit $45) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = $46 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($47) and (label_bits & $48) = $49 and ("label_bits" + 0) >= $50 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $51) union all select 1 as "one" from "house" where "kind" = $52 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $53 or id = $54)) and "status" in ($55) and (label_bits & $56) = $57 and ("label_bits" + 0) >= $58 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $59) limit $60) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = $61 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($62) and (label_bits & $63) = $64 and ("label_bits" + 0) >= $65 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $66) union all select 1 as "one" from "house" where "kind" = $67 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $68 or id = $69)) and "status" in ($70) and (label_bits & $71) = $72 and ("label_bits" + 0) >= $73 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $74) limit $75) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = $76 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($77) and (label_bits & $78) = $79 and ("label_bits" + 0) >= $80 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $81) union all select 1 as "one" from "house" where "kind" = $82 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $83 or id = $84)) and "status" in ($85) and (label_bits & $86) = $87 and ("label_bits" + 0) >= $88 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $89) limit $90) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = $91 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($92) and (label_bits & $93) = $94 and ("label_bits" + 0) >= $95 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $96) union all select 1 as "one" from "house" where "kind" = $97 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $98 or id = $99)) and "status" in ($100) and (label_bits & $101) = $102 and ("label_bits" + 0) >= $103 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $104) limit $105) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = $106 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($107) and (label_bits & $108) = $109 and ("label_bits" + 0) >= $110 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $111) union all select 1 as "one" from "house" where "kind" = $112 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $113 or id = $114)) and "status" in ($115) and (label_bits & $116) = $117 and ("label_bits" + 0) >= $118 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $119) limit $120) as "capped";
-- parameters: ["sale","valid",34,34,34,60,"sale",3,7,"valid",34,34,34,60,200,"sale","reserved",34,34,34,60,"sale",3,7,"reserved",34,34,34,60,200,"sale","paused",34,34,34,60,"sale",3,7,"paused",34,34,34,60,200,"sale","sealed",34,34,34,60,"sale",3,7,"sealed",34,34,34,60,200,"sale","deal_internal",34,34,34,60,"sale",3,7,"deal_internal",34,34,34,60,200,"sale","deal_external",34,34,34,60,"sale",3,7,"deal_external",34,34,34,60,200,"sale","invalid",34,34,34,60,"sale",3,7,"invalid",34,34,34,60,200,"sale","cancelled",34,34,34,60,"sale",3,7,"cancelled",34,34,34,60,200]

-- labels with and without bits (manager): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "house"."pool" = 'public' and "status" in ($2, $3, $4, $5, $6, $7, $8, $9) and (label_bits & $10) = $11 and "label_bits" >= $12 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $13) union all select 1 as "one" from "house" where "kind" = $14 and "deleted_at" is null and ("house"."pool" = 'private' and "house"."maintainer_id" in (select id from staff where store_id = $15 or id = $16)) and "status" in ($17, $18, $19, $20, $21, $22, $23, $24) and (label_bits & $25) = $26 and "label_bits" >= $27 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $28) limit $29) as "capped";
-- parameters: ["sale","valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",34,34,34,60,"sale",3,7,"valid","reserved","paused","sealed","deal_internal","deal_external","invalid","cancelled",34,34,34,60,20001]

-- labels with and without bits (manager): export rows
select "id" from "house" where "kind" = $1 and "deleted_at" is null and ("house"."maintainer_id" in (select id from staff where store_id = $2 or id = $3) or "house"."pool" = 'public') and (label_bits & $4) = $5 and "label_bits" >= $6 and exists (select "hl"."house_id" from "house_label" as "hl" where "hl"."house_id" = "house"."id" and "hl"."label_id" = $7) order by "updated_at" desc, "id" desc limit $8 offset $9;
-- parameters: ["sale",3,7,34,34,34,60,20001,0]

-- maintainer, store, update and follow-up dates (admin): list count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "maintainer_id" = $2 and "store_id" = $3 and "updated_at" >= $4 and "updated_at" <= $5 and "last_followup_at" >= $6 and "last_followup_at" <= $7 limit $8) as "capped";
-- parameters: ["sale",5,3,1700000000,1700086400,1690000000,1700000000,2000]

-- maintainer, store, update and follow-up dates (admin): list page, under the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and "maintainer_id" = $2 and "store_id" = $3 and "updated_at" >= $4 and "updated_at" <= $5 and "last_followup_at" >= $6 and "last_followup_at" <= $7 order by "created_at" desc, "id" desc limit $8 offset $9;
-- parameters: ["sale",5,3,1700000000,1700086400,1690000000,1700000000,20,20]

-- maintainer, store, update and follow-up dates (admin): list page, past the cap
select "id" from "house" where "kind" = $1 and "deleted_at" is null and "maintainer_id" = $2 and "store_id" = $3 and "updated_at" >= $4 and "updated_at" <= $5 and ("last_followup_at" + 0) >= $6 and ("last_followup_at" + 0) <= $7 order by "created_at" desc, "id" desc limit $8 offset $9;
-- parameters: ["sale",5,3,1700000000,1700086400,1690000000,1700000000,20,20]

-- maintainer, store, update and follow-up dates (admin): status tabs, the first houses
select "first"."status", count(*) as "n" from (select "status" from "house" where "kind" = $1 and "deleted_at" is null and "maintainer_id" = $2 and "store_id" = $3 and "updated_at" >= $4 and "updated_at" <= $5 and "last_followup_at" >= $6 and "last_followup_at" <= $7 limit $8) as "first" group by "first"."status";
-- parameters: ["sale",5,3,1700000000,1700086400,1690000000,1700000000,2000]

-- maintainer, store, update and follow-up dates (admin): status tabs, each status
select count(*) as "n", 0 as "k" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "status" in ($2) and "maintainer_id" = $3 and "store_id" = $4 and "updated_at" >= $5 and "updated_at" <= $6 and ("last_followup_at" + 0) >= $7 and ("last_followup_at" + 0) <= $8 limit $9) as "capped" union all select count(*) as "n", 1 as "k" from (select 1 as "one" from "house" where "kind" = $10 and "deleted_at" is null and "status" in ($11) and "maintainer_id" = $12 and "store_id" = $13 and "updated_at" >= $14 and "updated_at" <= $15 and ("last_followup_at" + 0) >= $16 and ("last_followup_at" + 0) <= $17 limit $18) as "capped" union all select count(*) as "n", 2 as "k" from (select 1 as "one" from "house" where "kind" = $19 and "deleted_at" is null and "status" in ($20) and "maintainer_id" = $21 and "store_id" = $22 and "updated_at" >= $23 and "updated_at" <= $24 and ("last_followup_at" + 0) >= $25 and ("last_followup_at" + 0) <= $26 limit $27) as "capped" union all select count(*) as "n", 3 as "k" from (select 1 as "one" from "house" where "kind" = $28 and "deleted_at" is null and "status" in ($29) and "maintainer_id" = $30 and "store_id" = $31 and "updated_at" >= $32 and "updated_at" <= $33 and ("last_followup_at" + 0) >= $34 and ("last_followup_at" + 0) <= $35 limit $36) as "capped" union all select count(*) as "n", 4 as "k" from (select 1 as "one" from "house" where "kind" = $37 and "deleted_at" is null and "status" in ($38) and "maintainer_id" = $39 and "store_id" = $40 and "updated_at" >= $41 and "updated_at" <= $42 and ("last_followup_at" + 0) >= $43 and ("last_followup_at" + 0) <= $44 limit $45) as "capped" union all select count(*) as "n", 5 as "k" from (select 1 as "one" from "house" where "kind" = $46 and "deleted_at" is null and "status" in ($47) and "maintainer_id" = $48 and "store_id" = $49 and "updated_at" >= $50 and "updated_at" <= $51 and ("last_followup_at" + 0) >= $52 and ("last_followup_at" + 0) <= $53 limit $54) as "capped" union all select count(*) as "n", 6 as "k" from (select 1 as "one" from "house" where "kind" = $55 and "deleted_at" is null and "status" in ($56) and "maintainer_id" = $57 and "store_id" = $58 and "updated_at" >= $59 and "updated_at" <= $60 and ("last_followup_at" + 0) >= $61 and ("last_followup_at" + 0) <= $62 limit $63) as "capped" union all select count(*) as "n", 7 as "k" from (select 1 as "one" from "house" where "kind" = $64 and "deleted_at" is null and "status" in ($65) and "maintainer_id" = $66 and "store_id" = $67 and "updated_at" >= $68 and "updated_at" <= $69 and ("last_followup_at" + 0) >= $70 and ("last_followup_at" + 0) <= $71 limit $72) as "capped";
-- parameters: ["sale","valid",5,3,1700000000,1700086400,1690000000,1700000000,2000,"sale","reserved",5,3,1700000000,1700086400,1690000000,1700000000,2000,"sale","paused",5,3,1700000000,1700086400,1690000000,1700000000,2000,"sale","sealed",5,3,1700000000,1700086400,1690000000,1700000000,2000,"sale","deal_internal",5,3,1700000000,1700086400,1690000000,1700000000,2000,"sale","deal_external",5,3,1700000000,1700086400,1690000000,1700000000,2000,"sale","invalid",5,3,1700000000,1700086400,1690000000,1700000000,2000,"sale","cancelled",5,3,1700000000,1700086400,1690000000,1700000000,2000]

-- maintainer, store, update and follow-up dates (admin): export count
select count(*) as "n" from (select 1 as "one" from "house" where "kind" = $1 and "deleted_at" is null and "maintainer_id" = $2 and "store_id" = $3 and "updated_at" >= $4 and "updated_at" <= $5 and "last_followup_at" >= $6 and "last_followup_at" <= $7 limit $8) as "capped";
-- parameters: ["sale",5,3,1700000000,1700086400,1690000000,1700000000,20001]

-- maintainer, store, update and follow-up dates (admin): export rows
select "id" from "house" where "kind" = $1 and "deleted_at" is null and "maintainer_id" = $2 and "store_id" = $3 and "updated_at" >= $4 and "updated_at" <= $5 and "last_followup_at" >= $6 and "last_followup_at" <= $7 order by "created_at" desc, "id" desc limit $8 offset $9;
-- parameters: ["sale",5,3,1700000000,1700086400,1690000000,1700000000,20001,0]
