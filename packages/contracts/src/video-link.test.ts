import { describe, expect, it } from 'vitest';
import { videoLinkSchema } from './video-link';

describe('video link choice', () => {
  it('accepts a pasted https link and the generated kinds', () => {
    expect(videoLinkSchema.parse({ kind: 'link', url: ' https://zoom.us/j/123?pwd=x ' })).toEqual({
      kind: 'link',
      url: 'https://zoom.us/j/123?pwd=x',
    });
    for (const kind of ['none', 'jitsi', 'google-meet', 'teams'] as const)
      expect(videoLinkSchema.parse({ kind })).toEqual({ kind });
  });

  it('refuses links that are not https, naming the error code', () => {
    for (const url of [
      'http://zoom.us/j/1',
      'javascript:alert(1)',
      'https://',
      'https://a b.com',
      'zoom.us/j/1',
    ]) {
      const result = videoLinkSchema.safeParse({ kind: 'link', url });
      expect(result.success, url).toBe(false);
      expect(JSON.stringify(result.error?.issues)).toContain('video_link_not_https');
    }
  });

  it('refuses an unknown kind with a sentence', () => {
    const result = videoLinkSchema.safeParse({ kind: 'skype' });
    expect(result.error?.issues[0]?.message).toBe(
      'Choose none, a link, Jitsi Meet, Google Meet or Microsoft Teams',
    );
  });
});
