/** Texts of the account form that /administrators and /admin-roots share; the field labels are T's. */
export const ACCOUNTS_T = {
  keepPassword: 'اتركهما فارغتين للإبقاء على كلمة المرور الحالية',
} as const;
