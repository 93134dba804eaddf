import { afterEach, describe, expect, test } from 'vitest';
import { addressKey } from '../src/limits/address-key';
import { startTestServer, tempDbFile } from './fixtures/test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('address prefixes', () => {
  const prefixes = { ipv4: 24, ipv6: 64 };

  test('one IPv6 /64 is one key, whatever the spelling', () => {
    const key = addressKey('2001:db8:1:2::1', prefixes);
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff', prefixes)).toBe(key);
    expect(addressKey('2001:db8:1:2:abcd::9%eth0', prefixes)).toBe(key);
    expect(addressKey('2001:db8:1:3::1', prefixes)).not.toBe(key);
    expect(addressKey('2001:db8:1:2::1', { ipv4: 24, ipv6: 128 })).not.toBe(
      addressKey('2001:db8:1:2::2', { ipv4: 24, ipv6: 128 }),
    );
  });

  test('IPv4 counts by the configured prefix; mapped addresses count as IPv4', () => {
    expect(addressKey('203.0.113.5', prefixes)).toBe('203.0.113.0/24');
    expect(addressKey('::ffff:203.0.113.77', prefixes)).toBe('203.0.113.0/24');
    expect(addressKey('203.0.113.5', { ipv4: 32, ipv6: 64 })).toBe('203.0.113.5/32');
    expect(addressKey('203.0.113.5', { ipv4: 16, ipv6: 64 })).toBe('203.0.0.0/16');
    expect(addressKey('not an address', prefixes)).toBe('not an address');
  });
});

describe('room-creation limit by prefix, behind a proxy or not', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function server(
    options: Partial<Parameters<typeof startTestServer>[0]>,
    ipv4Prefix = 24,
  ): Promise<Server> {
    const db = tempDbFile();
    const running = await startTestServer({
      dbFile: db.file,
      ...options,
      limits: { roomsPerAddress: 2, addressPrefixes: { ipv4: ipv4Prefix, ipv6: 64 } },
    });
    cleanups.push(db.cleanup, () => running.close());
    return running;
  }

  const createFrom = async (running: Server, forwardedFor?: string): Promise<number> => {
    const response = await fetch(`${running.url}/api/rooms`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
      },
      body: JSON.stringify({ game: 'toy', seats: 2, name: 'Ann' }),
    });
    await response.text();
    return response.status;
  };

  test('rotating addresses inside one IPv6 /64 does not pass the limit (TRUST_PROXY on)', async () => {
    const running = await server({ trustProxy: true });
    expect(await createFrom(running, '2001:db8:1:2::1')).toBe(201);
    expect(await createFrom(running, '2001:db8:1:2:ffff::9')).toBe(201);
    expect(await createFrom(running, '2001:db8:1:2:abcd:1234:5678:9')).toBe(429);
    expect(await createFrom(running, '2001:db8:1:3::1')).toBe(201);
  });

  test('rotating addresses inside the configured IPv4 prefix does not pass the limit', async () => {
    const running = await server({ trustProxy: true }, 24);
    expect(await createFrom(running, '203.0.113.5')).toBe(201);
    expect(await createFrom(running, '203.0.113.77')).toBe(201);
    expect(await createFrom(running, '203.0.113.200')).toBe(429);
    expect(await createFrom(running, '203.0.114.1')).toBe(201);
  });

  test('without TRUST_PROXY a forged X-Forwarded-For changes nothing', async () => {
    const running = await server({});
    expect(await createFrom(running, '198.51.100.1')).toBe(201);
    expect(await createFrom(running, '198.51.100.2')).toBe(201);
    expect(await createFrom(running, '192.0.2.9')).toBe(429);
  });

  test('trusting only the proxy’s address takes the hop it saw, not one the client wrote', async () => {
    const running = await server({ trustProxy: ['127.0.0.1'] });
    // The client forged the first entry; the proxy (127.0.0.1) appended the address it saw.
    expect(await createFrom(running, '10.9.9.9, 198.51.100.1')).toBe(201);
    expect(await createFrom(running, '10.8.8.8, 198.51.100.2')).toBe(201);
    expect(await createFrom(running, '10.7.7.7, 198.51.100.3')).toBe(429);
    expect(await createFrom(running, '198.51.100.4, 192.0.2.1')).toBe(201);
  });
});
