import type { ReactElement } from 'react';
import { renderPage } from '../../../test/render-page';

/** Renders a family screen in the page's main landmark at `at` (its hash is not part of the route). */
export const renderFamilyScreen = (element: ReactElement, at = '/dashboard') =>
  renderPage(at.split('#')[0]!, <main>{element}</main>, { at });
