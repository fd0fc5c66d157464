import { randomUUID } from 'node:crypto';
import type { Config } from '../../config/env';
import { ConfigError } from '../../config/env';
import type { Db } from '../../db/database';
import {
  joinMembers,
  leaveMembers,
  MEMBER_TIMEOUT_SECONDS,
  touchMember,
  type MemberSettings,
} from './cluster-members-repository';

/** How often a running instance reports itself: well inside MEMBER_TIMEOUT_SECONDS. */
const REPORT_EVERY_MS = (MEMBER_TIMEOUT_SECONDS * 1000) / 3;

/**
 * What a token must carry to be accepted here. The built-in provider's signing key lives in the database,
 * so instances share it by construction; its issuer and audience follow PUBLIC_URL. An external
 * provider's keys are the ones its issuer publishes.
 */
function signInOf(config: Config): string {
  const provider = config.auth.provider;
  if (provider.kind === 'incomplete') return 'none';
  if (provider.kind === 'built-in') return 'built-in';
  return `${provider.kind} issuer=${provider.issuer.replace(/\/+$/, '')} audience=${provider.audience}`;
}

function differences(mine: MemberSettings, other: MemberSettings): string[] {
  const problems: string[] = [];
  if (mine.publicUrl !== other.publicUrl) {
    problems.push(
      `PUBLIC_URL: this instance has ${mine.publicUrl}, another running instance on this database has ${other.publicUrl}. Tokens and links made by one would be refused or wrong on the other: every instance that shares a database needs the same PUBLIC_URL.`,
    );
  }
  if (mine.signIn !== other.signIn) {
    problems.push(
      `OIDC_ISSUER, OIDC_AUDIENCE: this instance accepts tokens from "${mine.signIn}", another running instance on this database from "${other.signIn}". Tokens signed for one would be refused by the other: every instance that shares a database needs the same OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_AUDIENCE (or none of them, for the built-in sign-in).`,
    );
  }
  return problems;
}

/**
 * Refuses to start when the settings every instance on one database must share differ from those of an
 * instance already running there; otherwise records this instance's settings and keeps them fresh until
 * `leave`. Stopping every instance and starting them again with new values is a deliberate move.
 */
export async function joinCluster(db: Db, config: Config): Promise<{ leave(): Promise<void> }> {
  const instanceId = randomUUID();
  const mine = { publicUrl: config.publicUrl, signIn: signInOf(config) };
  await joinMembers(db, instanceId, mine, (others) => {
    const problems = [...new Set(others.flatMap((other) => differences(mine, other)))];
    if (problems.length > 0) throw new ConfigError(problems);
  });
  let beat: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    // A database that is away for a moment is reported by /api/ready; the next beat tries again.
    beat = touchMember(db, instanceId, mine).catch(() => undefined);
  }, REPORT_EVERY_MS);
  timer.unref();
  return {
    async leave() {
      clearInterval(timer);
      await beat;
      await leaveMembers(db, instanceId).catch(() => undefined);
    },
  };
}
