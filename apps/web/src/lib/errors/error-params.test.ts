import type { ErrorParams, Locale } from '@overlap/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '@/i18n';
import { prepareErrorTexts } from './error-texts';
import { readErrorAnswer } from './read-error-answer';

async function speak(locale: Locale) {
  useLocaleStore.setState({ locale });
  await prepareErrorTexts(locale);
}

const answer = (
  status: number,
  body: { code: string; message: string; params?: ErrorParams; fields?: Record<string, string> },
) => readErrorAnswer(new Response(JSON.stringify(body), { status, statusText: 'Nope' }));

afterEach(() => useLocaleStore.setState({ locale: 'en' }));

describe('server sentences with values inside', () => {
  it('says a quota refusal with its limit, the kind of account and the wait in German', async () => {
    await speak('de');
    const read = await answer(429, {
      code: 'rate_limited',
      message:
        'You have created 5 meetings this hour, the most a new account may. Please try again in 12 minutes.',
      params: { limit: 5, account: 'new', waitSeconds: 700 },
    });
    expect(read.message).toBe(
      'Sie haben in dieser Stunde 5 Meetings erstellt, so viele, wie ein neues Konto darf. Bitte versuchen Sie es in 12 Minuten erneut.',
    );
  });

  it('says the deletion and export refusals in German, with the address and the wait', async () => {
    await speak('de');
    const typed = await answer(400, {
      code: 'bad_request',
      message: 'Type olga@example.com exactly to confirm the deletion.',
      params: { email: 'olga@example.com' },
    });
    expect(typed.message).toBe('Geben Sie genau olga@example.com ein, um das Löschen zu bestätigen.');
    const exports = await answer(429, {
      code: 'rate_limited',
      message: 'You downloaded your data 20 times in the last hour. Please try again in 55 minutes.',
      params: { limit: 20, waitSeconds: 3300 },
    });
    expect(exports.message).toBe(
      'Sie haben Ihre Daten in der letzten Stunde 20-mal heruntergeladen. Bitte versuchen Sie es in 55 Minuten erneut.',
    );
  });

  it('names a meeting’s status in the person’s words', async () => {
    await speak('fr');
    const read = await answer(409, {
      code: 'conflict',
      message: 'This meeting is scheduled, so answers are closed.',
      params: { status: 'scheduled' },
    });
    expect(read.message).toBe('Cette réunion est réservée, les réponses sont donc closes.');
  });

  it('writes days the local way, and the field under it the same', async () => {
    await speak('de');
    const message = 'The series has no occurrence on 2026-12-02; it meets on dates like 2026-12-03.';
    const read = await answer(400, {
      code: 'validation_failed',
      message,
      params: { date: '2026-12-02', firstDate: '2026-12-03' },
      fields: { date: message },
    });
    const german =
      'Die Serie hat am 2. Dezember 2026 keinen Termin; sie trifft sich an Tagen wie dem 3. Dezember 2026.';
    expect(read.message).toBe(german);
    expect(read.fields).toEqual({ date: german });
  });

  it('uses the singular and plural the language needs', async () => {
    await speak('es');
    const read = await answer(429, {
      code: 'rate_limited',
      message: 'Too many calendar connection attempts. Please check the details and try again in a minute.',
      params: { minutes: 1 },
    });
    expect(read.message).toBe(
      'Demasiados intentos de conectar un calendario. Revisa los datos y vuelve a intentarlo en un minuto.',
    );
  });

  it('translates a reason that is itself a known sentence', async () => {
    await speak('de');
    const reason = 'This meeting is cancelled, so its video link cannot change.';
    const read = await answer(400, {
      code: 'validation_failed',
      message: `Time 2 of the rotation: ${reason}`,
      params: { number: 2, reason },
    });
    expect(read.message).toBe(
      'Zeit 2 der Rotation: Dieses Meeting ist abgesagt, daher kann sein Videolink nicht geändert werden.',
    );
  });

  it('translates a rotation time refused by the series’ own booking rules', async () => {
    await speak('es');
    const reason = 'A series starts on a quarter hour. Book one of the suggested weekly slots.';
    const read = await answer(400, {
      code: 'validation_failed',
      message: `Time 1 of the rotation: ${reason}`,
      params: { number: 1, reason },
    });
    expect(read.message).toBe(
      'Hora 1 de la rotación: Una serie empieza en un cuarto de hora. Reserva una de las franjas semanales sugeridas.',
    );
  });

  it('keeps the server’s English sentence in English', async () => {
    await speak('en');
    const message = 'You can have at most 20 webhooks. Delete one to add another.';
    const read = await answer(409, { code: 'conflict', message, params: { max: 20 } });
    expect(read.message).toBe(message);
  });
});
