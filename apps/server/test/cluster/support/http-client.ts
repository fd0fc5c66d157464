import type { FastifyInstance } from 'fastify';

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  /** The instance that answered, as the balancer names it (X-Overlap-Instance). */
  instance: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
  cookies: { name: string; value: string; expires?: Date }[];
}

export interface HttpRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

function cookiesOf(response: Response): HttpAnswer['cookies'] {
  return response.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';');
    const [name, ...value] = pair!.split('=');
    const cookie: HttpAnswer['cookies'][number] = { name: name!.trim(), value: value.join('=').trim() };
    for (const attribute of attributes) {
      const [key, raw] = attribute.trim().split('=');
      if (key?.toLowerCase() === 'expires' && raw) cookie.expires = new Date(raw);
      if (key?.toLowerCase() === 'max-age' && raw && Number(raw) <= 0) cookie.expires = new Date(0);
    }
    return cookie;
  });
}

/** One request over the network, answered in the shape of Fastify's `inject` (which the helpers read). */
export async function send(base: string, request: HttpRequest): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...request.headers };
  let body: string | undefined;
  if (typeof request.payload === 'string') body = request.payload;
  else if (request.payload !== undefined) {
    body = JSON.stringify(request.payload);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(new URL(request.url, base), {
    method: request.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body: text,
    instance: response.headers.get('x-overlap-instance') ?? '',
    json: () => JSON.parse(text),
    cookies: cookiesOf(response),
  };
}

/**
 * Requests through `base` as if it were an app to `inject` into, for the sign-in helper; every answer's
 * instance is noted in `servedBy`.
 */
export function overTheNetwork(base: string, servedBy: string[] = []): FastifyInstance {
  return {
    async inject(request: HttpRequest) {
      const answer = await send(base, request);
      servedBy.push(answer.instance);
      return answer;
    },
  } as unknown as FastifyInstance;
}
