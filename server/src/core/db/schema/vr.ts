import type { Generated } from 'kysely';

// Virtual tours (migration 103): VR accounts of staff, shooting tasks on houses, and the sandbox provider's own tables.
export type VrUserTable = {
  id: Generated<number>;
  staff_id: number;
  provider_user_id: string;
  status: string;
  created_by: number;
  created_at: number;
  disabled_at: number | null;
};

export type VrTaskTable = {
  id: Generated<number>;
  house_id: number;
  vr_user_id: number;
  staff_id: number;
  package_ref: string;
  package_name: Generated<string>;
  provider: string;
  provider_ref: string;
  state: string;
  shoot_url: Generated<string>;
  tour_url: Generated<string>;
  created_by: number;
  created_at: number;
  done_at: number | null;
};

// A house being ordered a shoot, claimed while the VR service is asked (migration 117).
export type VrOrderClaimTable = {
  house_id: number;
  claimed_at: number;
};

export type VrSandboxPackageTable = {
  ref: string;
  name: string;
  total: number;
  used: Generated<number>;
  expires_at: number;
  created_at: number;
};

export type VrSandboxUserTable = {
  ref: string;
  name: Generated<string>;
  status: string;
  created_at: number;
};

export type VrSandboxTaskTable = {
  ref: string;
  package_ref: string;
  user_ref: string;
  title: Generated<string>;
  created_at: number;
  done_at: number | null;
  failed: Generated<number>;
};
