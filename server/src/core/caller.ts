// The signed-in person behind a request, as the session lookup found them; kept apart from context.ts so that
// db/ can name it without importing the context (which imports the settings, which use db/).
export type Caller = {
  staffId: number;
  sessionId: number;
  account: string;
  name: string;
  companyId: number;
  storeId: number | null;
  departmentId: number | null;
  districtId: number | null;
  roleId: number;
  roleCode: string;
  bound: boolean;
  sessionMachine: string;
  // Signed in with a one-time password that is not changed yet.
  mustChangePassword: boolean;
};
