/** The oldest Node.js Overlap supports (the `engines` field of package.json says the same). */
export const SUPPORTED_NODE = { major: 22, minor: 12 } as const;
/** Below this Overlap does not start at all: the language and the platform it needs are missing. */
export const OLDEST_STARTABLE_MAJOR = 20;

const HOW_TO_UPDATE =
  'Get a current one with `export PATH="$(bash scripts/node-lts.sh 24):$PATH"` (Node.js 24 LTS from the npm registry) or from nodejs.org.';

export type NodeVersionVerdict =
  { kind: 'supported' } | { kind: 'unsupported'; message: string } | { kind: 'refused'; message: string };

/** What the server does on this Node.js version (`process.version`, e.g. "v20.20.2"): start, warn, or refuse. */
export function nodeVersionVerdict(version: string): NodeVersionVerdict {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const needed = `Overlap needs Node.js ${SUPPORTED_NODE.major}.${SUPPORTED_NODE.minor} or newer`;
  if (major < OLDEST_STARTABLE_MAJOR) {
    return { kind: 'refused', message: `${needed} and cannot start on Node.js ${version}. ${HOW_TO_UPDATE}` };
  }
  if (major < SUPPORTED_NODE.major || (major === SUPPORTED_NODE.major && minor < SUPPORTED_NODE.minor)) {
    return {
      kind: 'unsupported',
      message: `${needed}; it is running on Node.js ${version}, which is not supported. ${HOW_TO_UPDATE}`,
    };
  }
  return { kind: 'supported' };
}
