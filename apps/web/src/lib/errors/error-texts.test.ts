import { ERROR_CATALOGUE, type Locale } from '@overlap/contracts';
import { createMeetingSchema, isIanaTimeZone, waitlistSignupRequest } from '@overlap/contracts/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import english from '@/i18n/messages/en/errors.json';
import { useLocaleStore } from '@/i18n';
import { localErrorText, localFieldText, prepareErrorTexts } from './error-texts';
import { readErrorAnswer } from './read-error-answer';

async function speak(locale: Locale) {
  useLocaleStore.setState({ locale });
  await prepareErrorTexts(locale);
}

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  readErrorAnswer(
    new Response(body === undefined ? null : JSON.stringify(body), { status, statusText: 'Nope', headers }),
  );

afterEach(() => useLocaleStore.setState({ locale: 'en' }));

describe('error answers in the person’s language', () => {
  it('lists the settings an administrator has not set with the language’s own “and”', async () => {
    const english = 'The server administrator has not set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.';
    await speak('de');
    expect(localErrorText(english)).toBe(
      'Die Serveradministration hat GOOGLE_CLIENT_ID und GOOGLE_CLIENT_SECRET nicht gesetzt.',
    );
    await speak('fr');
    expect(localErrorText(english)).toContain('GOOGLE_CLIENT_ID et GOOGLE_CLIENT_SECRET');
    await speak('es');
    expect(localErrorText(english)).toContain('GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET');
  });

  it('words a known code in German when the server’s sentence is not in the catalogue', async () => {
    await speak('de');
    const read = await answer(409, { code: 'conflict', message: 'Someone moved it at 10:02.' });
    expect(read.message).toBe(
      'Jemand anderes hat das inzwischen geändert. Laden Sie neu und versuchen Sie es erneut.',
    );
    expect(read.details).toMatchObject({ code: 'conflict', serverMessage: 'Someone moved it at 10:02.' });
  });

  it('words a sentence the catalogue knows, and each field, in German', async () => {
    await speak('de');
    const read = await answer(400, {
      code: 'validation_failed',
      message: 'Invite at least one person',
      fields: {
        'participants.0.email': 'Enter a valid email address',
        title: 'Title must be at most 200 characters',
      },
    });
    expect(read.message).toBe('Laden Sie mindestens eine Person ein');
    expect(read.fields).toEqual({
      'participants.0.email': 'Geben Sie eine gültige E-Mail-Adresse ein',
      title: 'Titel darf höchstens 200 Zeichen lang sein',
    });
  });

  it('falls back to the server’s English for a code it does not know', async () => {
    await speak('de');
    expect((await answer(418, { code: 'teapot', message: 'I am a teapot.' })).message).toBe('I am a teapot.');
  });

  it('says a field’s value is wrong when the catalogue does not know the server’s sentence for it', async () => {
    await speak('de');
    const read = await answer(400, { code: 'validation_failed', message: 'Odd.', fields: { url: 'Odd.' } });
    expect(read).toMatchObject({
      message: 'Einige Angaben sind ungültig.',
      fields: { url: 'Dieser Wert ist ungültig.' },
    });
  });

  it('keeps the server’s own words in English', async () => {
    await speak('en');
    const read = await answer(409, { code: 'conflict', message: 'Answers are closed for this meeting.' });
    expect(read.message).toBe('Answers are closed for this meeting.');
    expect((await answer(502, undefined)).message).toBe('HTTP 502: Nope');
  });

  it('says how long to wait for a 503 or 429 with Retry-After, and words a bare 500', async () => {
    await speak('fr');
    expect((await answer(503, undefined, { 'retry-after': '120' })).message).toBe(
      'Le service est temporairement indisponible. Réessayez dans 2 minutes.',
    );
    expect(
      (await answer(429, { code: 'rate_limited', message: 'Slow down.' }, { 'retry-after': '30' })).message,
    ).toBe('Trop de requêtes. Réessayez dans 30\u00a0secondes.');
    expect((await answer(500, undefined)).message).toBe(
      'Un problème est survenu de notre côté. Veuillez réessayer.',
    );
  });
});

describe('schema issues in forms', () => {
  it('words the shared schemas’ issues in Spanish', async () => {
    await speak('es');
    const issues = waitlistSignupRequest.safeParse({ email: 'nope' }).error?.issues ?? [];
    expect(issues.map((issue) => localFieldText(issue.message))).toEqual([
      'Introduce una dirección de correo electrónico válida',
    ]);
    const meeting = createMeetingSchema(isIanaTimeZone).safeParse({ title: '' }).error?.issues ?? [];
    const title = meeting.find((issue) => issue.path[0] === 'title');
    expect(localFieldText(title?.message ?? '')).toBe('Ponle un título a la reunión');
  });
});

it('holds every code of the contracts’ catalogue, with its default text as written there', () => {
  for (const [code, { message }] of Object.entries(ERROR_CATALOGUE)) {
    expect(english[`code.${code}` as keyof typeof english], code).toBe(message);
  }
});
