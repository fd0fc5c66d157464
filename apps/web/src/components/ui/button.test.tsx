import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { WeekStepButton } from './week-step-button';
import { loadCatalogue } from '@/i18n/catalogue-loader';

describe('a button inside a form', () => {
  it('does not submit unless it says so', () => {
    expect(renderToString(<Button>Next</Button>)).toContain('type="button"');
    expect(renderToString(<Button type="submit">Send</Button>)).toContain('type="submit"');
  });

  it('gives a link drawn as a button no type', () => {
    const html = renderToString(
      <Button asChild>
        <a href="/x">Go</a>
      </Button>,
    );
    expect(html).not.toContain('type=');
  });

  it('keeps the week buttons, greyed or not, from submitting', async () => {
    await loadCatalogue('en', 'common');
    for (const atEnd of [false, true]) {
      const html = renderToString(<WeekStepButton direction="previous" atEnd={atEnd} onStep={() => {}} />);
      expect(html).toContain('type="button"');
    }
  });
});
