// Assessment quotas (migration 101): per position and month, the target of every KPI (the contract's ASSESS_KPIS).
export type AssessQuotaTable = {
  position_id: number;
  month: string;
  houses: number;
  customers: number;
  followups: number;
  looks: number;
  second_looks: number;
  keys: number;
  pictures: number;
  phone_views: number;
  updated_by: number | null;
  updated_at: number;
};
