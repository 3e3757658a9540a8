/**
 * Account states. Self-registered accounts start `pending_activation`; approval makes them `active`;
 * a rejected request is kept as `rejected` so the person is told why they cannot sign in fully.
 */
export const ACCOUNT_STATUSES = ['active', 'pending_activation', 'rejected', 'suspended'] as const;

/** One account state. */
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The minimal view of an account that decides whether it has full or limited access. */
export interface AccountState {
  is_active: boolean;
  account_status?: AccountStatus | string | null;
}

/** An account has limited access until it is both active and approved. */
export function hasLimitedAccess(account: AccountState): boolean {
  return !account.is_active || (account.account_status ?? 'active') !== 'active';
}

/**
 * Words that mark a 401/403 as a refusal because of the account's state (inactive, deactivated, on leave,
 * employment), which sends the person to /access-denied instead of signing them out.
 */
export const ACCOUNT_STATE_REFUSAL_WORDS: readonly string[] = [
  'غير مفعل',
  'معطل',
  'موقوف',
  'إجازة',
  'التوظيف',
  'inactive',
  'deactivated',
  'on leave',
  'employment',
];

/** True when a server error text refuses because of the account's state rather than the session. */
export function isAccountStateRefusal(errorText: string | null | undefined): boolean {
  if (!errorText) return false;
  const text = errorText.toLowerCase();
  return ACCOUNT_STATE_REFUSAL_WORDS.some((word) => text.includes(word));
}
