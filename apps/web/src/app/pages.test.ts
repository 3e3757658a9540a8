import { describe, expect, it } from 'vitest';
import { ROUTES } from '#common';
import { ROUTE_ICONS } from '../shared/route-icons';
import { PAGES } from './pages';

// The router draws every path of libs/common's route table with its page, and the menus, the home tiles and the
// admin's system tiles draw each menu route with its icon: a route added to the table must bring both.
describe('the route table, its pages and its icons', () => {
  const paths = ROUTES.map((route) => route.path);

  it('gives every route a page, and no page a path the table does not have', () => {
    expect(paths.filter((path) => !(path in PAGES))).toEqual([]);
    expect(Object.keys(PAGES).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('gives every menu route an icon, and no icon a path outside the menus', () => {
    const menuPaths = ROUTES.filter((route) => route.menu !== undefined).map((route) => route.path);
    expect(menuPaths.filter((path) => !(path in ROUTE_ICONS))).toEqual([]);
    expect(Object.keys(ROUTE_ICONS).filter((path) => !menuPaths.includes(path))).toEqual([]);
  });
});
