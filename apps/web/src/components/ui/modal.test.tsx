import * as Dialog from '@radix-ui/react-dialog';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ModalActions, ModalError } from './modal';

const footer = (props: Partial<Parameters<typeof ModalActions>[0]>) =>
  renderToString(
    <Dialog.Root open>
      <ModalActions
        cancelLabel="Keep it"
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={false}
        {...props}
      />
    </Dialog.Root>,
  );

const pressOff = / disabled=""/;

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>[^<]*<\/button>/g)].map(([tag]) => tag);

describe("a modal question's footer", () => {
  it('submits the form only when no action is given', () => {
    const [keep, submit] = buttons(footer({}));
    expect(keep).toContain('type="button"');
    expect(submit).toContain('type="submit"');
    const [, act] = buttons(footer({ onConfirm: () => {} }));
    expect(act).toContain('type="button"');
  });

  it('says what it is doing and takes no second press while busy', () => {
    const [keep, act] = buttons(footer({ busy: true, onConfirm: () => {} }));
    expect(keep).toMatch(pressOff);
    expect(act).toMatch(pressOff);
    expect(act).toContain('Deleting…');
    expect(act).not.toContain('>Delete<');
  });

  it('keeps the action off until the caller allows it, leaving the way out open', () => {
    const [keep, act] = buttons(footer({ disabled: true }));
    expect(keep).not.toMatch(pressOff);
    expect(act).toMatch(pressOff);
  });
});

describe("a modal question's error line", () => {
  it('is read out when there is a message and absent otherwise', () => {
    expect(renderToString(<ModalError message="The server is unreachable." />)).toContain('role="alert"');
    expect(renderToString(<ModalError message={null} />)).toBe('');
  });
});
