import { describe, expect, test } from 'vitest';
import { checkedDisplayName } from '../src/hygiene/display-text';
import { api, createRoom } from './fixtures/test-server';
import { serverPerTest } from './fixtures/server-per-test';

/** Names nobody may take, each with what it tries. */
const HOSTILE_NAMES: readonly (readonly [string, string])[] = [
  ['a control character', 'Ann\u0007'],
  ['a C1 control character', 'Ann\u0085x'],
  ['a right-to-left override', 'Ann\u202egnp.exe'],
  ['a direction isolate', '\u2067Ann'],
  ['a left-to-right mark', 'Ann\u200e'],
  ['only zero-width spaces', '\u200b\u200b\u200b'],
  ['only a Hangul filler', '\u3164'],
  ['only a word joiner and spaces', ' \u2060 '],
  ['25 characters', 'x'.repeat(25)],
  ['a bot label', 'Easy bot'],
  ['a bot label in capitals', 'HARD BOT'],
  ['a bot label in full-width letters', 'Ｅａｓｙ ｂｏｔ'],
  ['a bot label without the space', 'Randombot'],
  ['a name posing as a bot', 'Mia the bot'],
  ['a bot label in Cyrillic look-alike letters', 'Еаsу bоt'],
  ['a Greek omicron in "bot"', 'Mia the bοt'],
];

describe('input hygiene: names and chat', () => {
  const t = serverPerTest();

  test.each(HOSTILE_NAMES)('a name with %s is refused when creating a room', async (_, name) => {
    const { status, body } = await api<{ code: string; message: string }>(
      t.server.url,
      'POST',
      '/api/rooms',
      { game: 'toy', seats: 2, name },
    );
    expect(status).toBe(400);
    expect(['nameNotAllowed', 'badMessage']).toContain(body.code);
    expect(body.message.length).toBeGreaterThan(10);
  });

  test('every hostile name is refused when claiming a seat, and no seat is taken', async () => {
    const host = await createRoom(t.server.url, { game: 'toy', seats: 2 });
    for (const [, name] of HOSTILE_NAMES) {
      const { status } = await api(t.server.url, 'POST', `/api/rooms/${host.roomId}/seats`, {
        name,
      });
      expect(status).toBe(400);
    }
    const room = await t.server.server.registry.get(host.roomId);
    expect(room?.info().seats[1]?.kind).toBe('empty');
  });

  test('names are NFC-normalised; ordinary names in any script pass', async () => {
    const decomposed = 'Zoe\u0308';
    const host = await createRoom(t.server.url, { game: 'toy', seats: 4, name: decomposed });
    const room = await t.server.server.registry.get(host.roomId);
    expect(room?.info().seats[0]?.name).toBe('Zoë');
    for (const name of ['Абдулла', 'Ana 👩🏽‍🚀', 'Robot']) {
      const { status } = await api(t.server.url, 'POST', `/api/rooms/${host.roomId}/seats`, {
        name,
      });
      expect(status).toBe(201);
    }
    for (const name of ['李小龍', 'Abbot', 'Bottom', 'O\u2019Brien', 'Jo-Anne'])
      expect(checkedDisplayName(name)).toBe(name);
  });

  test('chat lines with control or direction characters, or nothing visible, are refused', async () => {
    const host = await createRoom(t.server.url, { game: 'toy', seats: 2 });
    const c = await t.connect();
    await c.join(host.roomId, host.token);
    for (const text of ['hi\u0000', 'see \u202eevil', '\u200b\u200b', 'x\u001b[31m']) {
      c.send({ type: 'chat', text });
      const error = await c.nextError();
      expect(error.code).toBe('chatNotAllowed');
    }
    c.send({ type: 'chat', text: 'cafe\u0301 time' });
    const line = await c.next((m) => m.type === 'chat');
    expect(line).toMatchObject({ type: 'chat', text: 'café time' });
    expect(c.messages.filter((m) => m.type === 'chat')).toHaveLength(1);
  });
});
