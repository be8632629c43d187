import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_PASSWORD, loadServerConfig } from './config';

describe('loadServerConfig', () => {
  it('runs on the demo password outside production', () => {
    const config = loadServerConfig({});
    expect(config.password).toEqual({ value: DEMO_PASSWORD, demo: true });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('refuses production without WEDDING_PASSWORD, naming it', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(/WEDDING_PASSWORD/);
  });

  it('reports every problem at once', () => {
    try {
      loadServerConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url', TRUST_PROXY: 'yes please', WEDDING_PASSWORD: 'short' });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      for (const key of ['PORT', 'PUBLIC_URL', 'TRUST_PROXY', 'WEDDING_PASSWORD']) expect(message).toContain(key);
    }
  });

  it('reads a proxy hop count and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadServerConfig({ TRUST_PROXY: '1', PUBLIC_URL: 'https://wedding.example/', WEDDING_PASSWORD: 'long enough' });
    expect(config.trustProxy).toBe(1);
    expect(config.publicUrl).toBe('https://wedding.example');
  });
});
