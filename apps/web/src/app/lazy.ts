import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded screen or layout that can be asked to start loading before it renders. */
export type Preloadable = LazyExoticComponent<ComponentType<any>> & { preload: () => Promise<unknown> };

/**
 * React's lazy, keeping the loader: the boot starts the first screen's layout and page chunks together, while the
 * session is checked, instead of each waiting for the one before it to render (issue 26: on a weak network that chain
 * cost seconds). Loading a module twice is free: the browser answers the second import from the first.
 */
export const lazy = <Props>(load: () => Promise<{ default: ComponentType<Props> }>): Preloadable =>
  Object.assign(reactLazy(load as () => Promise<{ default: ComponentType<any> }>), { preload: load });
