// A cycle through a lazy import: menu.ts loads menu-panel.ts when opened, which imports menu.ts.
export const MENU_LABEL = 'Menu';
export const openMenu = () => import('./menu-panel');
