import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from '../lib/router';
import { routes } from './router';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p>{`at ${pathname}${search}${hash}`}</p>;
}

describe("the chat inbox's old address", () => {
  it('leads to the inbox in the console, keeping the query and the hash, in place of /support', async () => {
    const oldAddress = routes.find((route) => route.path === paths.support);
    expect(oldAddress).toBeDefined();
    const router = createMemoryRouter(
      [oldAddress as RouteObject, { path: paths.careInbox, element: <Where /> }],
      { initialEntries: ['/support?view=mine#list'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('at /care/inbox?view=mine#list')).toBeInTheDocument();
  });
});
