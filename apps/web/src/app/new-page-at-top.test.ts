import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { openNewPagesAtTop } from './new-page-at-top';

const page = { Component: () => null };
const routes = [
  { path: '/participant/availability', ...page },
  { path: '/participant-confirmation', ...page },
];

function routerAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const scrollTo = vi.fn();
  openNewPagesAtTop(router, scrollTo);
  return { router, scrollTo };
}

describe('openNewPagesAtTop', () => {
  it('opens the page a guest is sent to at its top', async () => {
    const { router, scrollTo } = routerAt('/participant/availability?token=a');
    await router.navigate('/participant-confirmation?token=a');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the scroll on back and forward, on a link to a part of a page, and when only the query changes', async () => {
    const { router, scrollTo } = routerAt('/participant/availability?token=a');
    await router.navigate('/participant/availability?token=b');
    await router.navigate('/participant-confirmation#what-you-shared');
    await router.navigate(-1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/participant/availability'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
