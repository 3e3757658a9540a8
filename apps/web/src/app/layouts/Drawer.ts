// antd's Drawer as a module of the app's own, so the chunk LazyDrawer loads starts at a source under app/layouts/,
// which the service worker precaches (vite-pwa.ts): the phone's menu opens offline too.
export { default } from 'antd/es/drawer';
