/**
 * Where the signed-in layouts' short messages appear: under the top bar (60 px high, app/theme.ts), not over it, so
 * that a "kept on this device" message never hides the outbox's count or the menu button it is about.
 */
export const MESSAGES_BELOW_TOP_BAR = { top: 68 } as const;
