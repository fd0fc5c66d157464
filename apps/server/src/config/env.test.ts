import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('runs on embedded defaults with no variables set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.driver).toBe('pglite');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses a Postgres server when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://127.0.0.1:5432/test' });
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://127.0.0.1:5432/test' });
  });

  it('keeps the embedded database inside DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/overlap-x', PORT: '8080' });
    expect(config.database).toEqual({ driver: 'pglite', dataDir: path.join('/tmp/overlap-x', 'pglite') });
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('names every bad variable and how to fix it', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/PORT="eighty": use a whole number/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL="mysql:\/\/x": use a postgres:\/\/ URL/);
      expect(problems.join('\n')).toMatch(/TRUST_PROXY="maybe": use true or false/);
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database.driver).toBe('pglite');
  });
});
