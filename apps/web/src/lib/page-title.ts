import { APP_NAME, DEFAULT_TITLE } from '@overlap/contracts';

/**
 * '<Page> - Overlap', or the slogan when a page has no name of its own (spec §2); `slogan` is the slogan
 * in the reader's language.
 */
export function pageTitle(page?: string | null, slogan: string = DEFAULT_TITLE): string {
  const name = page?.trim();
  return name ? `${name} - ${APP_NAME}` : slogan;
}
