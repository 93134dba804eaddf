import {
  CLOSE_CODES,
  PROTOCOL_ERROR_CODES,
  clientMessageSchema,
  createRoomRequestSchema,
  serverMessageSchema,
} from '@tavern/engine/protocol';
import { describe, expect, test } from 'vitest';

describe('wire protocol schemas', () => {
  test('accept each documented client message', () => {
    const valid = [
      { type: 'join', roomId: 'abcdefgh' },
      { type: 'join', roomId: 'abcdefgh', token: 'A'.repeat(32), ref: 1 },
      { type: 'act', action: { type: 'play', cards: ['H7'] }, expectedVersion: 3 },
      { type: 'addBot', seat: 2, bot: 'heuristic' },
      { type: 'start' },
      { type: 'chat', text: 'hi' },
      { type: 'leave', ref: 'x' },
    ];
    for (const message of valid) expect(clientMessageSchema.safeParse(message).success).toBe(true);
  });

  test('refuse unknown fields, unknown types and wrong types', () => {
    const invalid = [
      { type: 'join', roomId: 'abcdefgh', seat: 0 },
      { type: 'act', action: { type: 'play' }, expectedVersion: 1.5 },
      { type: 'act', action: { cards: [] }, expectedVersion: 1 },
      { type: 'act', action: { type: 'play' }, expectedVersion: -1 },
      { type: 'addBot', seat: 99, bot: 'heuristic' },
      { type: 'addBot', seat: 1, bot: 'grandmaster' },
      { type: 'chat', text: '' },
      { type: 'dance' },
      { roomId: 'abcdefgh' },
      'join',
      null,
    ];
    for (const message of invalid)
      expect(clientMessageSchema.safeParse(message).success).toBe(false);
  });

  test('room creation takes a trimmed printable name and no unknown fields', () => {
    expect(createRoomRequestSchema.parse({ game: 'toy', seats: 2, name: '  Ann ' }).name).toBe(
      'Ann',
    );
    expect(
      createRoomRequestSchema.safeParse({ game: 'toy', seats: 2, name: 'A\u0007' }).success,
    ).toBe(false);
    expect(
      createRoomRequestSchema.safeParse({ game: 'toy', seats: 2, name: 'A', x: 1 }).success,
    ).toBe(false);
  });

  test('server errors parse, and codes are stable tables', () => {
    const error = { type: 'error', code: PROTOCOL_ERROR_CODES.badToken, message: 'no', ref: 2 };
    expect(serverMessageSchema.parse(error)).toEqual(error);
    expect(Object.entries(PROTOCOL_ERROR_CODES).every(([key, value]) => key === value)).toBe(true);
    expect(new Set(Object.values(CLOSE_CODES)).size).toBe(Object.values(CLOSE_CODES).length);
  });
});
