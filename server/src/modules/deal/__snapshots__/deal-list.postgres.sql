-- no filter (admin): totals
select count(*) as "n", coalesce(sum("d"."price"), 0) as "price", coalesce(sum("d"."buyer_commission" + "d"."seller_commission"), 0) as "commission" from "deal" as "d" where 1 = 1;
-- parameters: []

-- store manager (manager): totals
select count(*) as "n", coalesce(sum("d"."price"), 0) as "price", coalesce(sum("d"."buyer_commission" + "d"."seller_commission"), 0) as "commission" from "deal" as "d" where "d"."agent_id" in (select id from staff where store_id = $1 or id = $2);
-- parameters: [3,7]

-- agent (agent): totals
select count(*) as "n", coalesce(sum("d"."price"), 0) as "price", coalesce(sum("d"."buyer_commission" + "d"."seller_commission"), 0) as "commission" from "deal" as "d" where "d"."agent_id" = $1;
-- parameters: [9]

-- keyword (admin): totals
select count(*) as "n", coalesce(sum("d"."price"), 0) as "price", coalesce(sum("d"."buyer_commission" + "d"."seller_commission"), 0) as "commission" from "deal" as "d" inner join "house" as "h" on "h"."id" = "d"."house_id" inner join "region" as "r" on "r"."id" = "h"."region_id" inner join "customer" as "c" on "c"."id" = "d"."customer_id" where 1 = 1 and (lower("d"."contract_no") like $1 escape '\' or lower("r"."name") like $2 escape '\' or lower("c"."name") like $3 escape '\');
-- parameters: ["%万科%","%万科%","%万科%"]

-- every filter but the keyword (manager): totals
select count(*) as "n", coalesce(sum("d"."price"), 0) as "price", coalesce(sum("d"."buyer_commission" + "d"."seller_commission"), 0) as "commission" from "deal" as "d" where "d"."agent_id" in (select id from staff where store_id = $1 or id = $2) and "d"."kind" = $3 and "d"."status" in ($4, $5) and "d"."signed_at" >= $6 and "d"."signed_at" <= $7 and "d"."store_id" = $8 and "d"."agent_id" = $9;
-- parameters: [3,7,"sale","effective","terminated",1700000000,1767225600,3,9]

-- every filter (admin): totals
select count(*) as "n", coalesce(sum("d"."price"), 0) as "price", coalesce(sum("d"."buyer_commission" + "d"."seller_commission"), 0) as "commission" from "deal" as "d" inner join "house" as "h" on "h"."id" = "d"."house_id" inner join "region" as "r" on "r"."id" = "h"."region_id" inner join "customer" as "c" on "c"."id" = "d"."customer_id" where 1 = 1 and "d"."kind" = $1 and "d"."status" in ($2, $3) and "d"."signed_at" >= $4 and "d"."signed_at" <= $5 and "d"."store_id" = $6 and "d"."agent_id" = $7 and (lower("d"."contract_no") like $8 escape '\' or lower("r"."name") like $9 escape '\' or lower("c"."name") like $10 escape '\');
-- parameters: ["sale","effective","terminated",1700000000,1767225600,3,9,"%cj2025%","%cj2025%","%cj2025%"]
