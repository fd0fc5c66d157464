import { expect, test, type Page } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { ParticipantPage } from '../../pages/participant-page';
import { pinClocks } from '../../support/test-clock';
import { createMeeting, paint, signInOrganizerAt } from '../organizer/organizer-support';
import { seedMeeting } from '../../support/seed-meeting';
import { recordWrites } from './journey-support';

/**
 * Every button on the guest's page and on Choose a time that is not meant to send, book or change
 * something is pressed once, and no write request may leave the browser. (Next week once sent a guest's
 * half-painted answer.) Buttons whose words say they write are left alone; the lists of what was pressed
 * are checked too, so the test cannot pass by pressing nothing.
 */
const NOW = '2026-11-28T22:30:00Z';

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

/** Words of the buttons that are meant to write: sending, booking, declining, reading a calendar… */
const WRITES =
  /^(Share my availability|Decline the meeting|Tell |Yes|Book(?! this time)|Confirm|Send|Remind|Remove|Delete|Cancel the meeting|Allow|Add|Save|Read|Connect|Sign|Log|Move|Reopen|Make)/i;

/** Buttons that leave for the sign-in provider's pages: nothing to write there, and nothing to come back to. */
const LEAVES = /^(Get Started|Sign In)$/i;

/**
 * Presses each visible button once (including ones that appear on the way), closing what opens. In a
 * grid of cells (the heat map's) the first few stand for the rest.
 */
async function pressEveryQuietButton(page: Page, reopen: () => Promise<void>): Promise<string[]> {
  const home = page.url();
  const pressed: string[] = [];
  for (let round = 0; round < 80; round++) {
    const next = await page.evaluate(
      ({ done, writes, away }) => {
        const skip = new RegExp(writes, 'i');
        const leaves = new RegExp(away, 'i');
        let cellsSeen = 0;
        for (const el of document.querySelectorAll('[data-quiet-next]'))
          el.removeAttribute('data-quiet-next');
        for (const el of document.querySelectorAll<HTMLElement>('button, [role="button"]')) {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || el.closest('[inert], [aria-hidden="true"]')) continue;
          if (el.closest('[role="grid"], table') && ++cellsSeen > 3) continue;
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (!name || skip.test(name) || leaves.test(name) || done.includes(name)) continue;
          el.setAttribute('data-quiet-next', '');
          return { name, greyed: el.getAttribute('aria-disabled') === 'true' };
        }
        return null;
      },
      { done: pressed, writes: WRITES.source, away: LEAVES.source },
    );
    if (!next) break;
    const marked = page.locator('[data-quiet-next]');
    try {
      // A greyed (aria-disabled) button can still be clicked by a person; it must do nothing either.
      await marked.click({ timeout: 5_000, force: next.greyed });
    } catch (error) {
      // The page drew that button anew (fresh data arrived) and the mark went with the old one: find it again.
      if ((await marked.count()) === 0) continue;
      throw error;
    }
    pressed.push(next.name);
    // Close whatever opened (a dialog, a list of zones) the way a person would, before the next button.
    await page.keyboard.press('Escape');
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    // A button that leads elsewhere (Get Started, say) is followed by opening the page again.
    if (page.url() !== home) await reopen();
    const heading = page.getByRole('heading', { level: 1 });
    try {
      await heading.click({ timeout: 5_000 });
    } catch {
      // A button that leaves only after fetching what it needs (Schedule again reads its draft first)
      // has left by now: open the page again.
      await reopen();
      await heading.click();
    }
  }
  return pressed;
}

test("the guest's page sends nothing until Share my availability", async ({ page, request }) => {
  await pinClocks(page, NOW);
  const seeded = await seedMeeting(request, {
    now: NOW,
    windowStart: '2026-11-30T00:00:00Z',
    windowEnd: '2026-12-12T00:00:00Z',
    organizerZone: 'Europe/London',
    allowedHours: { start: '09:00', end: '17:00' },
    allowedWeekdays: [1, 2, 3, 4, 5],
  });
  const participant = new ParticipantPage(page);
  await participant.openAvailability(seeded.tokens[0]!);
  // Something painted, so that a stray submit would have an answer to send.
  await participant.dragPaint(participant.cell(0, 2), participant.cell(0, 4));
  const writes = recordWrites(page);

  const pressed = await pressEveryQuietButton(page, () => participant.openAvailability(seeded.tokens[0]!));
  expect(pressed).toEqual(expect.arrayContaining(['Next week', 'Previous week', 'Show time zones']));
  expect(writes, `after pressing ${pressed.join(' | ')}`).toEqual([]);
  const view = await page.request.get(`/api/participant/meeting?token=${seeded.tokens[0]}`);
  expect(((await view.json()) as { answer: unknown }).answer).toBeNull();
});

test('Choose a time books nothing until a time is confirmed', async ({ page, request }) => {
  const auth = await signInOrganizerAt(page, NOW);
  const meeting = await createMeeting(request, auth, NOW, {
    title: 'Planning',
    durationMinutes: 30,
    windowStart: '2026-11-30T00:00:00Z',
    windowEnd: '2026-12-12T00:00:00Z',
    people: [{ name: 'Ana' }, { name: 'Ben' }],
  });
  await paint(request, meeting, 'Ana', 'Europe/London', [['2026-12-01T09:00:00Z', '2026-12-01T12:00:00Z']]);
  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meeting.id);
  await expect(pages.suggestions().first()).toBeVisible({ timeout: 30_000 });
  const writes = recordWrites(page);

  const pressed = await pressEveryQuietButton(page, () => pages.openTimeSelection(meeting.id));
  // "Book this time" only opens the question; the question's own Book is never pressed.
  expect(pressed.some((name) => /^Book this time/.test(name))).toBe(true);
  expect(pressed.length).toBeGreaterThan(3);
  expect(writes, `after pressing ${pressed.join(' | ')}`).toEqual([]);
  await pages.openTimeSelection(meeting.id);
  await expect(page.getByRole('heading', { name: 'Choose a time' })).toBeVisible();
});
