import { expect, type Locator, type Page } from '@playwright/test';

/** The participant's pages: availability (grid, zone, preview, decline), confirmation and winner. */
export class ParticipantPage {
  readonly grid: Locator;
  readonly submit: Locator;
  readonly preview: Locator;
  readonly zoneInput: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('grid', { name: /^Your availability/ });
    this.submit = page.getByRole('button', { name: 'Share my availability' });
    this.preview = page.getByRole('region', { name: /will see$/ });
    this.zoneInput = page.getByLabel('Your time zone');
    this.alert = page.getByRole('alert');
  }

  async openAvailability(token: string) {
    await this.page.goto(`/participant/availability?token=${token}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Share your availability' })).toBeVisible();
    // The heading is in the prerendered HTML; the form follows the app and the meeting, which can take a
    // while to arrive on a busy machine.
    await expect(this.grid).toBeVisible({ timeout: 15_000 });
  }

  async openWinner(token: string) {
    await this.page.goto(`/winner?token=${token}`);
  }

  /** On `/winner`: "I can't make it after all", with a note, confirmed. */
  async cantMakeIt(note: string) {
    await this.page.getByRole('button', { name: "I can't make it after all" }).click();
    const form = this.page.getByRole('form', { name: "I can't make it after all" });
    await form.getByLabel(/^Note to /).fill(note);
    await form.getByRole('button', { name: /^Tell / }).click();
    await form.getByRole('button', { name: "Yes, I can't come" }).click();
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText("You can't make it");
  }

  /** A cell by its place in the shown week: day column and half-hour row, both from 0. */
  cell(day: number, row: number): Locator {
    return this.grid.locator(`[role="gridcell"][data-day="${day}"][data-row="${row}"]`);
  }

  /** Scrolls the page so that both cells are on screen, centred between them. */
  async bringIntoView(from: Locator, to: Locator) {
    await from.scrollIntoViewIfNeeded();
    const [a, b] = [await from.boundingBox(), await to.boundingBox()];
    if (!a || !b) throw new Error('cells are not on the page');
    const middle = (Math.min(a.y, b.y) + Math.max(a.y + a.height, b.y + b.height)) / 2;
    await this.page.evaluate((y) => window.scrollBy(0, y - window.innerHeight / 2), middle);
  }

  async dragPaint(from: Locator, to: Locator) {
    await this.bringIntoView(from, to);
    const a = await from.boundingBox();
    const b = await to.boundingBox();
    if (!a || !b) throw new Error('cells are not on screen');
    await this.page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
    await this.page.mouse.up();
  }

  /** A finger drag through Chromium's touch input, so the browser makes real touch pointer events. */
  async touchDrag(from: Locator, to: Locator) {
    await this.bringIntoView(from, to);
    const a = await from.boundingBox();
    const b = await to.boundingBox();
    if (!a || !b) throw new Error('cells are not on screen');
    const cdp = await this.page.context().newCDPSession(this.page);
    const point = (box: { x: number; y: number; width: number; height: number }) => ({
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(a)] });
    for (let i = 1; i <= 5; i++) {
      const x = point(a).x + ((point(b).x - point(a).x) * i) / 5;
      const y = point(a).y + ((point(b).y - point(a).y) * i) / 5;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    // The finger stops on the last cell before it lifts, as a person's does once the cell is reached.
    // Lifted while still moving, Chrome starts a fling from the drag's speed, and the next tap within
    // about 150 ms only stops that fling: no click (a tap straight after a synthetic drag was lost so).
    await this.page.waitForTimeout(150);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(b)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  async chooseMode(mode: 'Available' | 'If need be') {
    await this.page.getByRole('radio', { name: mode }).check();
  }

  previewList(heading: 'Available' | 'If need be'): Locator {
    return this.preview
      .getByRole('heading', { name: heading, exact: true })
      .locator('xpath=..')
      .getByRole('listitem');
  }

  async expectCellState(cell: Locator, state: 'available' | 'ifNeedBe' | 'empty') {
    await expect(cell).toHaveAttribute('data-state', state);
  }

  async decline(note: string) {
    await this.page.getByText("Can't make it? Decline instead").click();
    await this.page.getByLabel(/^Note to /).fill(note);
    await this.page.getByRole('button', { name: 'Decline the meeting' }).click();
  }
}
