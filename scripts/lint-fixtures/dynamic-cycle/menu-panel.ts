import { MENU_LABEL } from './menu';

export const panelTitle = () => `${MENU_LABEL} panel`;
