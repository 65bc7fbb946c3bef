import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { ConfirmDialogHost } from '../components/ui/confirm';
import { ToastProvider } from '../components/ui/toast';
import { i18n } from '../lib/i18n';
import { sessionStore } from '../lib/session';

/**
 * The one setup of the component tests (Vitest + Testing Library + jsdom): the app's providers, a fake API on
 * `fetch`, a signed-in session, and the clean-up between tests. A component test reads:
 *
 *     setUpComponentTests();
 *     beforeEach(() => { requests = stubApi((request) => request.url === '/api/provinces' ? dataResponse([]) : undefined); });
 *     const { user } = renderWithProviders(<Screen />, { url: '/screen?page=2' });
 */

/**
 * Registers the set-up and clean-up every component test needs: a busy machine's timeouts (2 cores, other suites
 * running can stretch a user's typing, the 500 ms debounce and PrimeReact's transitions), a signed-in session (the
 * API client sends its token; the unsaved-changes guard never holds back a signed-out user), and after each test
 * the screen unmounted, `fetch` and the spies restored and the language back to English.
 */
export function setUpComponentTests(): void {
  configure({ asyncUtilTimeout: 5000 });
  vi.setConfig({ testTimeout: 30_000 });
  beforeEach(() => {
    vi.spyOn(sessionStore, 'getSnapshot').mockReturnValue({ token: 'token' } as ReturnType<
      typeof sessionStore.getSnapshot
    >);
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });
}

/** A call the screen made to the fake API. */
export interface ApiRequest {
  readonly method: string;
  /** The path and query as the API client sent them ('/api/products?page=1&size=25'). */
  readonly url: string;
  readonly body: unknown;
  readonly headers: Record<string, string>;
}

/** An answer as the server writes it: JSON with its status. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A successful answer: the payload in the API's `{ data }` envelope. */
export function dataResponse(payload: unknown): Response {
  return jsonResponse({ data: payload });
}

/** What the fake API answers for a call its test did not plan. */
export function notFoundResponse(): Response {
  return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
}

/**
 * Puts a fake API on `fetch` (restored after the test): each call is recorded in the list returned, then answered
 * by `answer` — a Response, or nothing for a 404.
 */
export function stubApi(
  answer: (request: ApiRequest) => Response | undefined | Promise<Response | undefined>,
): ApiRequest[] {
  const requests: ApiRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request: ApiRequest = {
      method: init.method ?? 'GET',
      url: input instanceof Request ? input.url : input.toString(),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    requests.push(request);
    return (await answer(request)) ?? notFoundResponse();
  });
  return requests;
}

/** A query client as the tests want it: a failed call fails at once instead of being retried. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** The app's providers around a component or a hook (`renderHook(…, { wrapper })`). */
export function providersFor(queryClient: QueryClient) {
  return function Providers({ children }: { readonly children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <ConfirmDialogHost />
            {children}
          </ToastProvider>
        </QueryClientProvider>
      </I18nextProvider>
    );
  };
}

export interface RenderOptions {
  /** The address the screen is opened at: the element is rendered at it inside a memory router. */
  readonly url?: string;
  /** Several screens, each at its path (a link from one to another); the first entry is `url`. */
  readonly routes?: RouteObject[];
  readonly queryClient?: QueryClient;
}

/**
 * Renders an element with the app's providers (i18n, a fresh query client, toasts, confirmations), inside a memory
 * router when a `url` or `routes` is given, and a user to drive it.
 */
export function renderWithProviders(element: ReactElement | null, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const Providers = providersFor(queryClient);
  const routes = options.routes ?? [{ path: new URL(options.url ?? '/', 'http://portal').pathname, element }];
  const router =
    options.url !== undefined || options.routes !== undefined
      ? createMemoryRouter(routes, { initialEntries: [options.url ?? '/'] })
      : null;
  render(<Providers>{router ? <RouterProvider router={router} /> : element}</Providers>);
  return { user: userEvent.setup(), queryClient, router };
}

/** What `LocationOutput` shows: the address the router is at. */
export function shownLocation(): string {
  return screen.getByRole('status', { name: 'location' }).textContent ?? '';
}

/** The address the router is at, shown so a test reads what a link would carry. */
export function LocationOutput({
  label = 'location',
  withPath = false,
}: {
  readonly label?: string;
  /** Show the path too (a screen that leads to another), not only the query. */
  readonly withPath?: boolean;
}) {
  const location = useLocation();
  return (
    <output aria-label={label}>
      {withPath ? `${location.pathname}${location.search}` : location.search}
    </output>
  );
}
