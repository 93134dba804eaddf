import { z } from 'zod';

/**
 * What processes of a cluster tell each other over Redis. Each process listens on its own channel
 * only (`tavern:node:<id>`), so a message reaches exactly the process it is for:
 * - an edge (the process holding a client's WebSocket) sends the owner of the client's room the
 *   connection's opening (`open`), its frames as received (`frame`) and its end (`gone`);
 * - the owner sends that edge what the room sends that one connection (`send`: already that
 *   viewer's own update, built on the owner) and its close (`close`);
 * - `http` / `httpReply`: a REST call about a room, answered by the room's owner.
 */
export const relayMessageSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('open'), from: z.string(), conn: z.string(), address: z.string() }),
  z.object({
    t: z.literal('frame'),
    from: z.string(),
    conn: z.string(),
    data: z.string(),
    binary: z.boolean(),
  }),
  z.object({ t: z.literal('gone'), from: z.string(), conn: z.string() }),
  z.object({ t: z.literal('send'), conn: z.string(), data: z.string() }),
  z.object({ t: z.literal('close'), conn: z.string(), code: z.number(), reason: z.string() }),
  z.object({
    t: z.literal('http'),
    from: z.string(),
    id: z.string(),
    method: z.enum(['GET', 'POST']),
    url: z.string(),
    body: z.string().nullable(),
    address: z.string(),
  }),
  z.object({
    t: z.literal('httpReply'),
    id: z.string(),
    status: z.number(),
    contentType: z.string(),
    body: z.string(),
  }),
]);

/** One message between cluster processes. */
export type RelayMessage = z.infer<typeof relayMessageSchema>;
