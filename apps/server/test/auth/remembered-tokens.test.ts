import { TOKEN_LEEWAY_SECONDS } from '@overlap/contracts';
import { describe, expect, it } from 'vitest';
import {
  rememberingVerified,
  type VerifiedAccessToken,
} from '../../src/features/auth/tokens/access-token-verifier';

const EXP = 1_900_000_000;

function countingVerifier() {
  const checked: string[] = [];
  const verify = async (token: string): Promise<VerifiedAccessToken> => {
    checked.push(token);
    if (token.startsWith('bad')) throw new Error('signature verification failed');
    return { sub: token, exp: EXP };
  };
  return { verify, checked };
}

describe('remembered access tokens', () => {
  it('checks a token once while it is valid, each token by its whole text', async () => {
    const { verify, checked } = countingVerifier();
    const remembering = rememberingVerified(verify, () => (EXP - 60) * 1000);
    expect(await remembering('a.b.c')).toMatchObject({ sub: 'a.b.c' });
    expect(await remembering('a.b.c')).toMatchObject({ sub: 'a.b.c' });
    expect(await remembering('a.b.d')).toMatchObject({ sub: 'a.b.d' });
    expect(checked).toEqual(['a.b.c', 'a.b.d']);
  });

  it('never remembers a refused token', async () => {
    const { verify, checked } = countingVerifier();
    const remembering = rememberingVerified(verify, () => (EXP - 60) * 1000);
    await expect(remembering('bad.b.c')).rejects.toThrow('signature');
    await expect(remembering('bad.b.c')).rejects.toThrow('signature');
    expect(checked).toEqual(['bad.b.c', 'bad.b.c']);
  });

  it('checks the token again once it has expired beyond the leeway', async () => {
    const { verify, checked } = countingVerifier();
    let now = (EXP + TOKEN_LEEWAY_SECONDS - 1) * 1000;
    const remembering = rememberingVerified(verify, () => now);
    await remembering('a.b.c');
    await remembering('a.b.c');
    expect(checked).toHaveLength(1);
    now = (EXP + TOKEN_LEEWAY_SECONDS) * 1000;
    await remembering('a.b.c');
    expect(checked).toHaveLength(2);
  });

  it('remembers at most the given number of tokens, forgetting the oldest', async () => {
    const { verify, checked } = countingVerifier();
    const remembering = rememberingVerified(verify, () => (EXP - 60) * 1000, 2);
    for (const token of ['t1', 't2', 't3', 't3', 't2', 't1']) await remembering(token);
    expect(checked).toEqual(['t1', 't2', 't3', 't1']);
  });
});
