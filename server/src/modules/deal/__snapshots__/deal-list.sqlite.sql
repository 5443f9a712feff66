-- no filter (admin): totals
select count(*) as "n", coalesce(sum("d"."price"), 0) as "price", coalesce(sum("d"."buyer_commission" + "d"."seller_commission"), 0) as "commission" from "deal" as "d" where 1 = 1;
-- parameters: []

-- store manager (manager): totals
select count(*) as "n", coalesce(sum("d"."price"), 0) as "price", coalesce(sum("d"."buyer_commission" + "d"."seller_commission"), 0) as "commission" from "deal" as "d" where "d"."agent_id" in (select id from staff where store_id = ? or id = ?);
-- parameters: [3,7]

-- agent (agent): totals
select count(*) as "n", coalesce(sum("d"."price"), 0) as "price", coalesce(sum("d"."buyer_commission" + "d"."seller_commission"), 0) as "commission" from "deal" as "d" where "d"."agent_id" = ?;
-- parameters: [9]

-- keyword (admin): totals
select count(*) as "n", coalesce(sum("d"."price"), 0) as "price", coalesce(sum("d"."buyer_commission" + "d"."seller_commission"), 0) as "commission" from "deal" as "d" inner join "house" as "h" on "h"."id" = "d"."house_id" inner join "region" as "r" on "r"."id" = "h"."region_id" inner join "customer" as "c" on "c"."id" = "d"."customer_id" where 1 = 1 and ("d"."contract_no" like ? escape '\' or "r"."name" like ? escape '\' or "c"."name" like ? escape '\');
-- parameters: ["%万科%","%万科%","%万科%"]

-- every filter but the keyword (manager): totals
select count(*) as "n", coalesce(sum("d"."price"), 0) as "price", coalesce(sum("d"."buyer_commission" + "d"."seller_commission"), 0) as "commission" from "deal" as "d" where "d"."agent_id" in (select id from staff where store_id = ? or id = ?) and "d"."kind" = ? and "d"."status" in (?, ?) and "d"."signed_at" >= ? and "d"."signed_at" <= ? and "d"."store_id" = ? and "d"."agent_id" = ?;
-- parameters: [3,7,"sale","effective","terminated",1700000000,1767225600,3,9]

-- every filter (admin): totals
select count(*) as "n", coalesce(sum("d"."price"), 0) as "price", coalesce(sum("d"."buyer_commission" + "d"."seller_commission"), 0) as "commission" from "deal" as "d" inner join "house" as "h" on "h"."id" = "d"."house_id" inner join "region" as "r" on "r"."id" = "h"."region_id" inner join "customer" as "c" on "c"."id" = "d"."customer_id" where 1 = 1 and "d"."kind" = ? and "d"."status" in (?, ?) and "d"."signed_at" >= ? and "d"."signed_at" <= ? and "d"."store_id" = ? and "d"."agent_id" = ? and ("d"."contract_no" like ? escape '\' or "r"."name" like ? escape '\' or "c"."name" like ? escape '\');
-- parameters: ["sale","effective","terminated",1700000000,1767225600,3,9,"%cj2025%","%cj2025%","%cj2025%"]
