import { expect, type Locator, type Page } from '@playwright/test';
import { DashboardPage } from './dashboard-page';

/** `/connect-calendar`: one card per provider; OAuth cards leave for the provider, the others open a form. */
export class ConnectCalendarPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/connect-calendar');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Connect a calendar' })).toBeVisible();
  }

  card(providerName: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: providerName });
  }

  async choose(providerName: string) {
    await this.page.getByRole('button', { name: `Connect ${providerName}` }).click();
  }

  /**
   * Chooses Google, allows access on the consent screen at `consentOrigin` (the e2e suite's fake Google,
   * support/fake-google-server.ts), and waits for the Connections tab the callback sends us to.
   */
  async connectGoogle(consentOrigin: string) {
    await this.choose('Google Calendar');
    await this.page.waitForURL(`${consentOrigin}/o/oauth2/v2/auth?**`);
    await this.page.getByRole('button', { name: 'Allow' }).click();
    await new DashboardPage(this.page).expectTab('connections');
  }

  /** Fills the CalDAV form and waits for the Connections tab the server sends us to once it has checked. */
  async connectCalDav(details: { serverUrl: string; username: string; password: string }) {
    await this.choose('CalDAV');
    await this.page.getByLabel('Server URL').fill(details.serverUrl);
    await this.page.getByLabel('Username').fill(details.username);
    await this.page.getByLabel('Password').fill(details.password);
    await this.page.getByRole('button', { name: 'Check and connect' }).click();
    await new DashboardPage(this.page).expectTab('connections');
  }
}

/** The dashboard's Connections tab: connection cards with their calendars, and the 7-day busy preview. */
export class ConnectionsTab {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/dashboard/connections');
    await new DashboardPage(this.page).expectTab('connections');
  }

  connections(): Locator {
    return this.page.getByRole('list', { name: 'Calendar connections' }).getByRole('listitem', {
      name: /^.+: .+$/,
    });
  }

  /** A card is labelled "<provider>: <account>". */
  connection(providerName: string, account: string): Locator {
    return this.page.getByRole('listitem', { name: `${providerName}: ${account}`, exact: true });
  }

  calendar(connection: Locator, calendarName: string): Locator {
    return connection
      .getByRole('listitem')
      .filter({ has: this.page.getByText(calendarName, { exact: true }) });
  }

  checkConflicts(calendar: Locator): Locator {
    return calendar.getByRole('checkbox', { name: 'Check for conflicts' });
  }

  writeTarget(calendar: Locator): Locator {
    return calendar.getByRole('checkbox', { name: 'Add new meetings here' });
  }

  busyPreview(): Locator {
    return this.page.getByRole('region', { name: 'Your busy time, next 7 days' });
  }

  busyTimes(): Locator {
    return this.busyPreview().getByRole('list', { name: 'Busy times' });
  }
}
