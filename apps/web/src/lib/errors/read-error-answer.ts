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

/**
 * A non-OK answer's body (`{code, message, error, fields}`) worded for the person: the texts in their
 * language (loaded first), the server's own words kept in `details`.
 */
export async function readErrorAnswer(response: Response): Promise<ReadErrorAnswer> {
  const [data] = await Promise.all([
    response.json().catch(() => null) as Promise<{
      code?: unknown;
      message?: unknown;
      error?: unknown;
      fields?: unknown;
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
  const fields =
    data?.fields && typeof data.fields === 'object'
      ? localFieldTexts(data.fields as Record<string, string>)
      : undefined;
  const message = serverErrorText({
    ...details,
    status: response.status,
    statusText: response.statusText,
    message: said,
  });
  return { message, fields, details };
}
