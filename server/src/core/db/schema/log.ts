import type { Generated } from 'kysely';

// The logs: operations, behaviour, calls to outside services and front-end errors.

export type OperationLogTable = {
  id: Generated<number>;
  staff_id: number | null;
  method: string;
  endpoint: string;
  target_id: number | null;
  ip: string;
  device: string;
  result_code: string;
  created_at: number;
  // The house a house call concerned (015-house-views) and the input fields kept for its log.
  house_id: Generated<number | null>;
  summary: Generated<string>;
  // The customer a customer call concerned (070-customers).
  customer_id: Generated<number | null>;
};

export type BehaviourLogTable = {
  id: Generated<number>;
  staff_id: number | null;
  account: string;
  action: string;
  detail: string;
  ip: string;
  device: string;
  created_at: number;
};

// Calls this server makes to outside services (listing portals, VR, payment), for support.
export type InterfaceLogTable = {
  id: Generated<number>;
  service: string;
  method: string;
  url: string;
  status: number;
  duration_ms: number;
  request: string;
  response: string;
  created_at: number;
};

// An uncaught front-end error as reported (log/frontend); identical reports within a minute raise `count`.
export type FrontendErrorTable = {
  id: Generated<number>;
  message: string;
  stack: string;
  page: string;
  release: string;
  agent: string;
  staff_id: number | null;
  ip: string;
  fingerprint: string;
  count: Generated<number>;
  created_at: number;
};
