// What the session tests share: pages rendered as the app's layout renders them.
import { Outlet } from '../../../lib/router';
import type { RouteObject } from '../../../lib/router';
import { renderRoutes } from '../../../test/render-page';
import { SessionBootstrap } from '../components/session-bootstrap';

/** Like the app's layout: the session bootstrap (and its support banner) above whatever page is open. */
export function renderUnderBootstrap(pages: RouteObject[], options: Parameters<typeof renderRoutes>[1]) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <SessionBootstrap />
            <Outlet />
          </>
        ),
        children: pages,
      },
    ],
    options,
  );
}
