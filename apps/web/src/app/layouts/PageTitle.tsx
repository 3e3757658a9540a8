import { useLocation } from 'react-router-dom';
import { findRoute } from '#common';
import { T } from '../../shared/locale';

/** The name of the page at the current path: its label in libs/common's route table. */
export function usePageTitle(): string {
  const { pathname } = useLocation();
  return findRoute(pathname)?.label ?? T.notFoundTitle;
}

/**
 * The page's one level-one heading, the route's label, drawn by the layout so that every screen has it without
 * doing anything (docs/web-patterns.md, "Headings"). The member and public layouts have no title bar and their
 * pages show their own title, so there it is read by screen readers but not drawn (`visuallyHidden`).
 */
export function PageTitle({ visuallyHidden = false, className }: { visuallyHidden?: boolean; className?: string }) {
  return <h1 className={visuallyHidden ? 'visually-hidden' : className}>{usePageTitle()}</h1>;
}
