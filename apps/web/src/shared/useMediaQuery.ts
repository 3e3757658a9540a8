import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (window resize, rotation). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Spec 01 section 9: under 1024 px the side menu hides behind a toggle. */
export const NARROW_SCREEN = '(max-width: 1023.98px)';
/** Under 768 px the top bar folds its links into a menu. */
export const PHONE_SCREEN = '(max-width: 767.98px)';
