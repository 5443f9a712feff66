// A valid input per endpoint of the account area, keyed "METHOD path" (index.ts assembles the areas).
export const samples: Record<string, Record<string, unknown>> = {
  'POST user/login': { username: 'admin', password: 'admin123' },
  'GET user/info': {},
  'GET user/logout': {},
  'POST user/password': { staff_oldpw: 'admin123', staff_loginpw: 'newpass1' },
  'POST user/usephone': { phone_number: '13800000000' },
};
