import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { startTestApp, type TestApp } from '../support/test-app';

describe('what the operator set, as the browser learns it', () => {
  let t: TestApp;
  const legalDir = mkdtempSync(path.join(tmpdir(), 'overlap-legal-'));
  beforeAll(async () => {
    writeFileSync(path.join(legalDir, 'terms.md'), '# Our terms\n\nBe <b>kind</b>.\n');
    t = await startTestApp({
      SIGN_UP: 'waitlist',
      OPERATOR_NAME: 'Acme Club e.V.',
      OPERATOR_EMAIL: 'Hello@Acme.example',
      OPERATOR_SECURITY_EMAIL: 'security@acme.example',
      RETENTION_ANSWERS_DAYS: '14',
      RETENTION_MESSAGES_DAYS: '7',
      LEGAL_PAGES_DIR: legalDir,
    });
  });
  afterAll(() => t.close());

  it('serves sign-up mode, limits, operator, retention and own texts from GET /api/config', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json().site).toEqual({
      signUp: 'waitlist',
      limits: { participantsPerMeeting: 200 },
      operator: {
        name: 'Acme Club e.V.',
        contactEmail: 'hello@acme.example',
        privacyEmail: 'hello@acme.example',
        securityEmail: 'security@acme.example',
      },
      retention: { answersDaysAfterClose: 14, messageBodiesDays: 7 },
      ownLegalTexts: ['terms'],
    });
  });

  it('serves the operator’s own terms as Markdown text, and 404 for a page they did not write', async () => {
    const terms = await t.app.inject('/api/legal/terms');
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toEqual({ document: 'terms', markdown: '# Our terms\n\nBe <b>kind</b>.\n' });
    expect((await t.app.inject('/api/legal/privacy')).statusCode).toBe(404);
    const unknown = await t.app.inject('/api/legal/cookies');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('terms, privacy');
  });
});

describe('the settings', () => {
  it('refuse an operator address that is not one, naming the variable', () => {
    expect(() => loadConfig({ OPERATOR_PRIVACY_EMAIL: 'privacy at example' })).toThrow(
      /OPERATOR_PRIVACY_EMAIL.*one e-mail address/,
    );
    expect(() => loadConfig({ SIGN_UP: 'closed' })).toThrow(/SIGN_UP.*open, waitlist/);
    expect(() => loadConfig({ RETENTION_ANSWERS_DAYS: '0' })).toThrow(/RETENTION_ANSWERS_DAYS/);
  });

  it('leave the operator unnamed by default rather than naming anyone else', () => {
    const config = loadConfig({});
    expect(config.operator).toEqual({
      name: null,
      contactEmail: null,
      privacyEmail: null,
      securityEmail: null,
    });
    expect(config.signUp).toBe('open');
    expect(config.retention).toEqual({ answersDaysAfterClose: 30, messageBodiesDays: 30 });
  });
});
