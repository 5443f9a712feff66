import type { Generated } from 'kysely';

// Calls to house owners (migration 104) and the sandbox provider's record of them. Times epoch seconds.
export type PhoneCallTable = {
  id: Generated<number>;
  house_id: number;
  owner_id: number;
  phone_index: number;
  owner_name: Generated<string>;
  callee_masked: string;
  callee_hash: string;
  staff_id: number;
  store_id: number | null;
  caller_number: string;
  provider: string;
  provider_ref: Generated<string>;
  state: string;
  started_at: number;
  answered_at: number | null;
  ended_at: number | null;
  duration: Generated<number>;
  recording_url: Generated<string>;
  recording_size: Generated<number>;
};

export type PhoneSandboxCallTable = {
  ref: string;
  caller_number: string;
  callee_masked: string;
  state: string;
  created_at: number;
  answered_at: number | null;
  ended_at: number | null;
  duration: Generated<number>;
};
