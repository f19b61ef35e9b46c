import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListParams } from './list-params';

afterEach(cleanup);

/** A list page that hands its `update` to the test, as a debounced search box would keep it. */
function setup() {
  const seen: { update?: ReturnType<typeof useListParams>['update'] } = {};
  function ListPage() {
    seen.update = useListParams({ sort: 'name' }).update;
    return null;
  }
  let finishLoading: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (finishLoading = resolve));
  const router = createMemoryRouter(
    [
      { path: '/services', Component: ListPage },
      {
        path: '/services/new',
        lazy: async () => {
          await loaded;
          return { Component: () => null };
        },
      },
      // A page whose code is already loaded: the navigation completes at once, with no loading state.
      { path: '/services/loaded', Component: () => null },
    ],
    { initialEntries: ['/services'] },
  );
  render(<RouterProvider router={router} />);
  return { router, seen, finishLoading };
}

describe('useListParams', () => {
  it('writes the search into the list address', async () => {
    const { router, seen } = setup();
    await act(async () => seen.update!({ q: 'Sessão' }));
    expect(router.state.location.pathname).toBe('/services');
    expect(router.state.location.search).toBe('?q=Sess%C3%A3o');
  });

  it('a search that lands while the user is leaving for another page neither stops nor follows them', async () => {
    const { router, seen, finishLoading } = setup();
    const update = seen.update!;
    await act(async () => {
      void router.navigate('/services/new');
    });
    expect(router.state.navigation.state).toBe('loading');
    await act(async () => update({ q: 'Sessão' }));
    await act(async () => finishLoading());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(router.state.location.pathname).toBe('/services/new');
    expect(router.state.location.search).toBe('');
    // And once there, a late call from the old page changes nothing either.
    await act(async () => update({ q: 'Sessão' }));
    expect(router.state.location.pathname).toBe('/services/new');
    expect(router.state.location.search).toBe('');
  });

  it('a search that lands after the user has already arrived on another page changes nothing', async () => {
    const { router, seen } = setup();
    const update = seen.update!;
    await act(async () => {
      await router.navigate('/services/loaded');
    });
    expect(router.state.location.pathname).toBe('/services/loaded');
    await act(async () => update({ q: 'Sessão' }));
    expect(router.state.location.pathname).toBe('/services/loaded');
    expect(router.state.location.search).toBe('');
  });
});
