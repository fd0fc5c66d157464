/** The one account of the browser tests' Radicale (support/radicale-server.ts) and where it listens. */
export const RADICALE_USER = { username: 'olga', password: 'correct horse battery' } as const;

export const radicalePort = (e2ePort: number) => e2ePort + 4;
