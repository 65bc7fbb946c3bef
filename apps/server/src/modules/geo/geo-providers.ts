import type {
  AddressSuggestion,
  CalculatedRoute,
  CalculateRouteOptions,
  Coordinates,
  DistanceMatrixElement,
  GeocodeResult,
} from '@portal/contracts';

/** Turns text into places. The built-in one is offline; HTTP ones call a geocoding server. */
export interface GeocodingProvider {
  readonly name: string;
  geocode(text: string): Promise<GeocodeResult | null>;
  autocomplete(text: string, limit: number): Promise<AddressSuggestion[]>;
}

/** Road distances and truck routes. The built-in one estimates from straight lines; HTTP ones ask an engine. */
export interface RoutingProvider {
  readonly name: string;
  /** `elements[origin][destination]`, every pair. */
  matrix(
    origins: readonly Coordinates[],
    destinations: readonly Coordinates[],
  ): Promise<DistanceMatrixElement[][]>;
  route(request: CalculateRouteOptions): Promise<CalculatedRoute>;
}

/** The slice of a pino/Fastify logger the geo code needs; a request's logger carries its request id. */
export interface GeoLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** An HTTP provider's failure: unreachable, timed out, an error status, or an answer we cannot read. */
export class GeoProviderError extends Error {
  override readonly name = 'GeoProviderError';
  readonly provider: string;

  constructor(provider: string, message: string, options?: { cause?: unknown }) {
    super(`${provider}: ${message}`, options);
    this.provider = provider;
  }
}

/**
 * GET a JSON document with a hard time limit: a provider that accepts the connection and never answers cannot
 * hold the request (docs/decisions/044).
 */
export async function fetchJson(
  provider: string,
  url: URL,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : 'unreachable';
    throw new GeoProviderError(provider, reason, { cause: error });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new GeoProviderError(provider, `HTTP ${response.status} with an unreadable body`, { cause: error });
  }
  if (!response.ok) {
    const detail = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : '';
    throw new GeoProviderError(provider, `HTTP ${response.status} ${detail}`.trim());
  }
  return body;
}
