import '@testing-library/jest-dom/vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  createMemoryRouter,
  createStaticRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useParams,
  useSearchParams,
  type RouteObject,
} from '.';

function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <p>
      at {pathname}
      {search} {JSON.stringify(state)}
    </p>
  );
}

function Layout() {
  return (
    <div>
      <nav>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/dashboard">Dashboard</NavLink>
        <Link to="/shop">Shop</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

function Section() {
  const { selection } = useParams<{ selection: string }>();
  return <h1>section {selection ?? 'none'}</h1>;
}

/** A lazy route whose code arrives when the test says so. */
function deferredRoute(name: string) {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const loaded = new Promise<{ Component: ComponentType }>((resolve, reject) => {
    arrive = () => resolve({ Component: () => <h1>{name}</h1> });
    fail = reject;
  });
  return { lazy: () => loaded, arrive, fail };
}

const table = (extra: RouteObject[] = []): RouteObject[] => [
  {
    element: <Layout />,
    errorElement: <p>Something went wrong</p>,
    children: [
      { path: '/', element: <h1>home</h1> },
      { path: '/shop', element: <Where /> },
      { path: '/dashboard/:selection?', element: <Section /> },
      { path: '/dashboard/payment', element: <h1>payment page</h1> },
      ...extra,
      { path: '*', element: <h1>not found</h1> },
    ],
  },
];

const start = (routes: RouteObject[], at = '/') => {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
};

describe('matching', () => {
  it('prefers static segments to parameters and parameters to a splat, and decodes parameters', () => {
    const routes = table();
    const leaf = (path: string) => matchRoutes(routes, path)?.at(-1);
    expect(leaf('/dashboard/payment')?.route.path).toBe('/dashboard/payment');
    expect(leaf('/dashboard/lines')).toMatchObject({
      route: { path: '/dashboard/:selection?' },
      params: { selection: 'lines' },
    });
    expect(leaf('/dashboard')?.params).toEqual({});
    expect(leaf('/dashboard/a%20b')?.params).toEqual({ selection: 'a b' });
    expect(leaf('/dashboard/a/b')).toMatchObject({ route: { path: '*' }, params: { '*': 'dashboard/a/b' } });
    expect(leaf('/SHOP')?.route.path).toBe('/shop');
    expect(matchRoutes(routes, '/shop')?.map(({ route }) => route.path)).toEqual([undefined, '/shop']);
    expect(matchRoutes([{ path: '/only', element: null }], '/other')).toBeNull();
  });
});

describe('navigation', () => {
  it('renders nested routes, follows links without reloading, and marks the current link', async () => {
    const user = userEvent.setup();
    const router = start(table(), '/');
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('active');

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('heading', { name: 'section none' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await act(() => router.navigate('/dashboard/lines'));
    // A link stays current on the paths below it unless it says `end`.
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'section lines' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/dashboard');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves a click with a modifier key or on a link to another tab to the browser', async () => {
    const router = start(table(), '/');
    const shop = screen.getByRole('link', { name: 'Shop' });
    expect(shop).toHaveAttribute('href', '/shop');
    // Whether the app took the click, seen once it has bubbled past the app; what the browser
    // would then do (a new tab, a window) is not this test's business, so it is stopped there.
    const takenByApp: boolean[] = [];
    const record = (event: Event) => {
      takenByApp.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    onTestFinished(() => window.removeEventListener('click', record));
    const clicks = [
      ...(['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const).map((modifier) => ({
        button: 0,
        [modifier]: true,
      })),
      { button: 1 },
    ];
    for (const init of clicks)
      act(
        () => void shop.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init })),
      );
    expect(takenByApp).toEqual([false, false, false, false, false]);
    expect(router.state.location.pathname).toBe('/');

    act(
      () => void shop.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })),
    );
    expect(takenByApp.at(-1)).toBe(true);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
  });

  it('keeps history state and query strings, and a link to the current page adds no history entry', async () => {
    const user = userEvent.setup();
    const router = start(table(), '/');
    await act(() => router.navigate('/shop?tab=2#plans', { state: { from: '/cart' } }));
    expect(screen.getByText('at /shop?tab=2 {"from":"/cart"}')).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#plans');

    await user.click(screen.getByRole('link', { name: 'Shop' }));
    await user.click(screen.getByRole('link', { name: 'Shop' }));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?tab=2');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a lazy page only once its code has arrived, and the last of two quick clicks wins', async () => {
    const slow = deferredRoute('slow page');
    const quick = deferredRoute('quick page');
    const router = start(
      table([
        { path: '/slow', lazy: slow.lazy },
        { path: '/quick', lazy: quick.lazy },
      ]),
      '/',
    );

    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = router.navigate('/slow');
      second = router.navigate('/quick');
    });
    // Until then the current page stays, and the address with it.
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await act(async () => {
      quick.arrive();
      await second;
    });
    expect(screen.getByRole('heading', { name: 'quick page' })).toBeInTheDocument();
    await act(async () => {
      slow.arrive();
      await first;
    });
    // The older navigation, finishing last, does not take the visitor back.
    expect(screen.getByRole('heading', { name: 'quick page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quick');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it("renders nothing until the first page's code has loaded", async () => {
    const page = deferredRoute('first page');
    const router = createMemoryRouter(table([{ path: '/first', lazy: page.lazy }]), {
      initialEntries: ['/first'],
    });
    const { container } = render(<RouterProvider router={router} />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => {
      page.arrive();
      await router.ready;
    });
    expect(screen.getByRole('heading', { name: 'first page' })).toBeInTheDocument();
  });

  it('replaces the entry with <Navigate replace>, once even in StrictMode', async () => {
    const router = start(
      table([{ path: '/old', element: <Navigate to="/shop" replace state={{ from: '/old' }} /> }]),
      '/',
    );
    await act(() => router.navigate('/old'));
    expect(await screen.findByText('at /shop {"from":"/old"}')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('changes the query string with useSearchParams, and an empty one leaves no "?"', async () => {
    function Filters() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams(params.has('a') ? {} : { a: '1' }, { replace: true })}>
          {params.get('a') ?? 'none'}
        </button>
      );
    }
    const user = userEvent.setup();
    const router = start(table([{ path: '/filters', element: <Filters /> }]), '/filters');
    await user.click(screen.getByRole('button', { name: 'none' }));
    expect(router.state.location.search).toBe('?a=1');
    await user.click(screen.getByRole('button', { name: '1' }));
    expect(router.state.location.search).toBe('');
  });
});

describe('errors', () => {
  it("shows the error element when a page's code fails to load, and recovers on the next navigation", async () => {
    const broken = deferredRoute('never');
    const router = start(table([{ path: '/broken', lazy: broken.lazy }]), '/');
    const going = router.navigate('/broken');
    await act(async () => {
      broken.fail(new Error('chunk failed'));
      await going;
    });
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
  });

  it('shows the error element when a page throws while rendering, and recovers on the next navigation', async () => {
    function Throws(): never {
      throw new Error('render failed');
    }
    const quiet = console.error;
    console.error = () => undefined;
    try {
      const router = start(table([{ path: '/throws', element: <Throws /> }]), '/');
      await act(() => router.navigate('/throws'));
      expect(screen.getByText('Something went wrong')).toBeInTheDocument();
      await act(() => router.navigate('/'));
      expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
    } finally {
      console.error = quiet;
    }
  });
});

describe('on the server', () => {
  it('renders the page of a URL after loading its code, and refuses to navigate', async () => {
    const page = deferredRoute('server page');
    const router = createStaticRouter(table([{ path: '/rendered', lazy: page.lazy }]), '/rendered?x=1');
    page.arrive();
    await router.ready;
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toContain('<h1>server page</h1>');
    expect(html).toContain('href="/shop"');
    await expect(router.navigate('/shop')).rejects.toThrow(/cannot navigate/);
  });
});

describe('focus after a change of page (WCAG 2.4.3)', () => {
  it('moves to the new page’s main heading on every client-side change, not on the first load', async () => {
    const user = userEvent.setup();
    const router = start(table(), '/');
    // The first load leaves the focus where the browser put it.
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'home' })).not.toHaveAttribute('tabindex');

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'section none' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');

    await act(() => router.navigate('/dashboard/payment'));
    expect(screen.getByRole('heading', { level: 1, name: 'payment page' })).toHaveFocus();

    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { level: 1, name: 'section none' })).toHaveFocus();
  });

  it('leaves the focus alone when only the query changes', async () => {
    const user = userEvent.setup();
    function Filter() {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <h1>filtered</h1>
          <button onClick={() => setParams({ year: '2025' })}>Year {params.get('year') ?? 'none'}</button>
        </>
      );
    }
    const router = start(table([{ path: '/filter', element: <Filter /> }]), '/filter');
    await user.click(screen.getByRole('button', { name: 'Year none' }));
    expect(router.state.location.search).toBe('?year=2025');
    expect(screen.getByRole('button', { name: 'Year 2025' })).toHaveFocus();
  });

  it('waits for a heading that shows once the page has its data, unless the visitor moved on', async () => {
    let show!: () => void;
    function Slow() {
      const [ready, setReady] = useState(false);
      show = () => setReady(true);
      return (
        <>
          {ready && <h1>slow page</h1>}
          <button>Filter</button>
        </>
      );
    }
    const router = start(table([{ path: '/slow', element: <Slow /> }]), '/');
    await act(() => router.navigate('/slow'));
    expect(document.body).toHaveFocus();
    await act(async () => show());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'slow page' })).toHaveFocus());

    await act(() => router.navigate('/'));
    await act(() => router.navigate('/slow'));
    screen.getByRole('button', { name: 'Filter' }).focus();
    await act(async () => show());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading', { name: 'slow page' })).not.toHaveFocus();
  });
});
