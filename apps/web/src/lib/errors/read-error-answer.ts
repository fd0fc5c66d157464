import type { ErrorParams } from '@overlap/contracts';
import type { ErrorAnswerDetails } from '../http-error';
import { localFieldTexts, prepareErrorTexts, serverErrorText } from './error-texts';

export interface ReadErrorAnswer {
  message: string;
  fields?: Record<string, string>;
  details: ErrorAnswerDetails;
}

function retryAfterSeconds(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** The body's `params` (the values inside its message), keeping only strings and numbers. */
function paramsOf(raw: unknown): ErrorParams | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const entries = Object.entries(raw).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * A non-OK answer's body (`{code, message, error, fields, params}`) worded for the person: the texts in their
 * language (loaded first), the server's own words kept in `details`.
 */
export async function readErrorAnswer(response: Response): Promise<ReadErrorAnswer> {
  const [data] = await Promise.all([
    response.json().catch(() => null) as Promise<{
      code?: unknown;
      message?: unknown;
      error?: unknown;
      fields?: unknown;
      params?: unknown;
    } | null>,
    prepareErrorTexts(),
  ]);
  const said = [data?.error, data?.message].find(
    (text): text is string => typeof text === 'string' && !!text,
  );
  const details: ErrorAnswerDetails = {
    code: typeof data?.code === 'string' ? data.code : undefined,
    serverMessage: said,
    retryAfterSeconds: retryAfterSeconds(response),
  };
  const params = paramsOf(data?.params);
  const fields =
    data?.fields && typeof data.fields === 'object'
      ? localFieldTexts(data.fields as Record<string, string>, params)
      : undefined;
  const message = serverErrorText({
    ...details,
    status: response.status,
    statusText: response.statusText,
    message: said,
    params,
  });
  return { message, fields, details };
}
