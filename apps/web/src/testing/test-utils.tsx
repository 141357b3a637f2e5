/**
 * Helpers for the web tests (vitest, jsdom): the translations, a stand-in API answering
 * fetch with envelopes, and a render with the app's providers. Test code only.
 */
import type { ReactElement, ReactNode } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import * as contracts from '@lobby/contracts';
import type {
  Endpoint,
  GetPermissionResponse,
  GetRegisterSettingsResponse,
  Language,
  MemberInfo,
  RegisterFieldRule,
  Vendor,
} from '@lobby/contracts';
import { initI18n, loadLanguage } from '../lib/i18n.ts';
import { closeAllModals, useOpenModals } from '../lib/modal-store.ts';
import { clearSessionState } from '../features/session/session-state.ts';
import { favourites } from '../features/games/favourites.ts';

/** Starts i18next once per test file, in the given language. */
export async function setUpI18n(language: Language = 'en'): Promise<void> {
  if (!i18next.isInitialized) await initI18n(language);
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}

/** An answer of the stand-in API: a value (wrapped in the success envelope) or a failure. */
export type StandInAnswer =
  | { value: unknown }
  | {
      status: number;
      code: string;
      messageKey: string;
      message?: string;
      details?: Record<string, unknown>;
      fields?: { field: string; messageKey: string; message?: string }[];
    };

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The body parsed as JSON; undefined when there was none or it is not JSON. */
  body: unknown;
  rawBody: string | undefined;
  contentType: string | undefined;
}

/** Every endpoint object the contracts export: what the stand-in API checks its answers by. */
const contractEndpoints = (Object.values(contracts) as unknown[]).filter(
  (value): value is Endpoint =>
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value &&
    'auth' in value,
);

/** `/wps/x/:id` as a pattern that matches `/wps/x/42`. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** The endpoint a "METHOD /path" call belongs to, if the contracts have it. */
function endpointOf(method: string, pathname: string): Endpoint | undefined {
  return contractEndpoints.find(
    (endpoint) => endpoint.method === method && pathPattern(endpoint.path).test(pathname),
  );
}

/**
 * Refuses a stand-in value the contract's response schema would refuse: a test must not pass
 * on an answer shape the server never gives.
 */
function assertContractAnswer(key: string, value: unknown): void {
  const [method = '', pathname = ''] = key.split(' ');
  const endpoint = endpointOf(method, pathname);
  if (!endpoint) return;
  const checked = endpoint.response.safeParse(value);
  if (!checked.success) {
    throw new Error(`stand-in answer of ${key} breaks its contract: ${checked.error.message}`);
  }
}

/** The body of a JSON request, or undefined for none or another format (a form, say). */
function jsonBody(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Replaces fetch with a stand-in API: answers keyed "METHOD /path" (the query is ignored);
 * anything else gets `otherwise`: the 404 envelope unless told, or a thrown error with 'throw'
 * (for tests that must see every call they cause). Returns the calls made, in order.
 */
export function standInApi(
  answers: Record<string, StandInAnswer | (() => StandInAnswer)>,
  { otherwise }: { otherwise?: StandInAnswer | 'throw' } = {},
) {
  const calls: ApiCall[] = [];
  // fixed answers are checked at once, so the failing test names its own stand-in
  for (const [key, entry] of Object.entries(answers)) {
    if (typeof entry !== 'function' && 'value' in entry) assertContractAnswer(key, entry.value);
  }
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const rawBody = typeof init?.body === 'string' ? init.body : undefined;
    const contentType = new Headers(init?.headers).get('content-type') ?? undefined;
    const body = jsonBody(rawBody);
    calls.push({ method, path: url.pathname, query: url.searchParams, body, rawBody, contentType });
    const entry = answers[`${method} ${url.pathname}`];
    if (entry === undefined && otherwise === 'throw') {
      throw new Error(`unexpected call ${method} ${url.pathname}`);
    }
    const fallback = otherwise === 'throw' ? undefined : otherwise;
    const answer = (typeof entry === 'function' ? entry() : entry) ?? fallback;
    if (answer && 'value' in answer) {
      if (typeof entry === 'function')
        assertContractAnswer(`${method} ${url.pathname}`, answer.value);
      return new Response(JSON.stringify({ success: true, value: answer.value }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    const failure = answer ?? {
      status: 404,
      code: 'not_found',
      messageKey: 'err_invalid_url',
      message: 'Invalid URL, please contact customer service',
    };
    return new Response(
      JSON.stringify({
        success: false,
        code: failure.code,
        messageKey: failure.messageKey,
        message: failure.message ?? failure.code,
        ...('details' in failure && failure.details ? { details: failure.details } : {}),
        ...('fields' in failure && failure.fields ? { fields: failure.fields } : {}),
      }),
      { status: failure.status, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Unmounts, closes every modal, forgets the session and puts fetch back: an `afterEach`. */
export function resetAfterTest(): void {
  cleanup();
  act(() => {
    closeAllModals();
    clearSessionState();
    // the store lives as long as the module: the next file (same worker) may log in with the
    // same test token, which it would take for the owner of these ids
    favourites.follow({ token: null, isTrial: false });
  });
  vi.unstubAllGlobals();
}

/** The member info of a plain logged-in member, with these differences. */
export function testMember(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    account: 'player01',
    nickname: 'player01',
    type: 0,
    isLogin: true,
    isAgent: false,
    isTrial: false,
    firstTimeLogin: false,
    passwordExpired: false,
    hasPaymentPassword: false,
    ...overrides,
  };
}

/** A shown, optional field rule that takes anything of 1 to 50 characters, with these differences. */
export function testFieldRule(
  field: RegisterFieldRule['field'],
  patch: Partial<RegisterFieldRule> = {},
): RegisterFieldRule {
  return {
    field,
    enabled: true,
    required: false,
    acceptedPattern: '*',
    patternId: 'any',
    minLength: 1,
    maxLength: 50,
    ...patch,
  };
}

/** Register settings of a Thai username brand (21+, 9–10 digit numbers) with these rules. */
export function testRegisterSettings(rules: RegisterFieldRule[] = []): GetRegisterSettingsResponse {
  return {
    mode: 'username',
    minimumAge: 21,
    phoneDigits: { min: 9, max: 10 },
    countryDialingCode: '+66',
    rules,
  };
}

/** A query client for one test: no retries, no caching between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } },
  });
}

/** Shows where the memory router is, for assertions: data-testid="location". */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>
  );
}

/** Shows the open modals as `name{props}`, for assertions: data-testid="open-modals". */
export function OpenModalsProbe() {
  const modals = useOpenModals();
  return (
    <output data-testid="open-modals">
      {modals.map((modal) => `${modal.name}${JSON.stringify(modal.props)}`).join(' ')}
    </output>
  );
}

/** Renders UI with a query client and a memory router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createTestQueryClient() } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {children}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}

/** The demo brand's permission answer, trimmed to what the shell reads. */
export const demoPermission: GetPermissionResponse = {
  merchantCode: 'lotus',
  brandName: 'Lucky Lotus',
  currency: { code: 'THB', symbol: '฿', decimals: 2 },
  languages: ['en', 'th', 'tl'],
  defaultLanguage: 'en',
  timeZone: 'Asia/Bangkok',
  gmtOffsetMinutes: 420,
  theme: {
    primaryColor: '#c2185b',
    accentColor: '#f5b301',
    backgroundColor: '#14101f',
    surfaceColor: '#221a33',
    textColor: '#f4f0fa',
    logoUrl: '/demo/lotus/logo.svg',
  },
  customerService: [
    { channel: 'LIVE_CHAT', label: 'Live chat', url: 'https://chat.example/', hours: '24/7' },
  ],
  domainRoute: [{ domain: 'localhost', type: 'member', isMain: true }],
  mainDomain: 'localhost',
  resources: [
    {
      url: 'https://download.example/app.apk',
      labelNameEn: 'Android app',
      resourceType: 'APP_ANDROID',
      imageUrl: '/demo/qr-android.svg',
    },
    {
      url: 'https://blog.example/',
      labelNameEn: 'Blog',
      resourceType: 'BLOG',
      imageUrl: null,
    },
  ],
  whitelabel: [],
  register: [],
  analyticsId: null,
  imageCdns: [],
  launchGameCdns: [],
  minimumAge: 21,
  socialPrompts: [],
  location: { ip: '127.0.0.1', country: null, maintenance: false, regionRestriction: false },
};

/** A vendor of the game menus. */
export function testVendor(vassalage: string, gameType: Vendor['gameType'], gameCount = 3): Vendor {
  return {
    vassalage,
    displayName: `${vassalage} Games`,
    gameType,
    iconUrl: `/icons/${vassalage}.png`,
    isGame: 'GAME',
    isMaintenance: false,
    gameCount,
    sort: 0,
  };
}
