import { describe, expect, it } from 'vitest';
import { dataOf, typedClient } from '../../support/typed-client';
import { quorumAppForFile, type Created } from './quorum-scene';

const { scene, calls } = quorumAppForFile();

describe('a quorum rule that cannot be met', () => {
  it.each([
    [{ kind: 'required-plus', others: 6 }, 'quorumRule.others', 'only 5 people are optional'],
    [{ kind: 'required-plus', others: 0 }, 'quorumRule.others', 'Ask for at least one of the others'],
    [{ kind: 'at-least', people: 0 }, 'quorumRule.people', 'Ask for at least one person'],
    [{ kind: 'at-least', people: 9 }, 'quorumRule.people', 'only 8 are asked, you included'],
    [{ kind: 'at-least', people: 2.5 }, 'quorumRule.people', 'whole number'],
    [{ kind: 'sometimes' }, 'quorumRule.kind', 'Choose a rule'],
  ])('refuses %j at creation, naming the field', async (rule, field, message) => {
    const res = await calls.create({ ...calls.request(), quorumRule: rule as never });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toContain(message);
  });

  it('refuses a rule other than everyone required for a repeating meeting', async () => {
    const res = await calls.create({
      ...calls.request({ quorumRule: { kind: 'most-possible' } }),
      recurrence: { frequency: 'weekly', startDate: '2026-03-03', count: 4 },
    } as never);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['quorumRule.kind']).toContain('repeating meeting');
  });

  it('changes the rule of an open request, checked against the people invited now', async () => {
    const meeting = (await calls.create(calls.request())).json() as Created & { quorumRule: unknown };
    expect(meeting.quorumRule).toEqual({ kind: 'everyone-required' });
    const patch = (quorumRule: unknown) =>
      scene.t.app.inject({
        method: 'PATCH',
        url: `/api/meetings/${meeting.id}/settings`,
        headers: scene.headers,
        payload: { quorumRule },
      });
    const refused = await patch({ kind: 'at-least', people: 9 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['quorumRule.people']).toContain('only 8 are asked');
    const changed = await patch({ kind: 'required-plus', others: 4 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().quorumRule).toEqual({ kind: 'required-plus', others: 4 });
    expect((await calls.detail(meeting)).quorumRule).toEqual({ kind: 'required-plus', others: 4 });
  });

  it('is the same under /api/v1, where the answer carries the rule', async () => {
    const keyRes = await scene.t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: scene.headers,
      payload: { name: 'Quorum script', scopes: ['meetings:read', 'meetings:write'] },
    });
    expect(keyRes.statusCode).toBe(201);
    const api = typedClient(scene.t.app, keyRes.json().key, {
      'x-overlap-test-now': scene.headers['x-overlap-test-now']!,
    });
    const created = await api.POST('/api/v1/meetings', {
      body: calls.request({ quorumRule: { kind: 'at-least', people: 5 } }),
    });
    const meeting = dataOf(created, 201);
    expect(meeting.quorumRule).toEqual({ kind: 'at-least', people: 5 });
    const refused = await api.POST('/api/v1/meetings', {
      body: calls.request({ quorumRule: { kind: 'required-plus', others: 9 } }),
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.fields?.['quorumRule.others']).toContain('only 5 people are optional');
    const suggestions = await api.GET('/api/v1/meetings/{id}/suggestions', {
      params: { path: { id: meeting.id } },
    });
    expect(dataOf(suggestions).quorum?.rule).toEqual({ kind: 'at-least', people: 5 });
  });
});
