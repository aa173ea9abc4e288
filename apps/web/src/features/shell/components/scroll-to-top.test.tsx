import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from '../../../lib/router';
import { ScrollToTop } from './scroll-to-top';

function Shell() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { path: 'faq', element: <p>FAQ</p> },
          { path: 'shop', element: <p>Shop</p> },
          { path: 'dashboard/lines', element: <p>Lines</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the page where it is when the app starts on it (a scrolled prerendered page, a reload)', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/faq');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on every navigation but to a dashboard path', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderAt('/faq');
    await act(() => router.navigate('/shop'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate('/dashboard/lines'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/faq'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
