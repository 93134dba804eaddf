/**
 * Error codes the server sends in `error` messages and REST error bodies, besides the rule error
 * codes of the engine and of each game (which arrive unchanged, e.g. `notYourDecision`).
 */
export const PROTOCOL_ERROR_CODES = {
  /** The message was not JSON, or did not match any client message schema. */
  badMessage: 'badMessage',
  /** The message was larger than `MAX_MESSAGE_BYTES`. */
  messageTooLarge: 'messageTooLarge',
  /** The connection sent messages faster than its rate limit; the message was dropped. */
  rateLimited: 'rateLimited',
  /** The connection must `join` a room before anything else. */
  notJoined: 'notJoined',
  /** The connection already joined a room; open another connection for another room. */
  alreadyJoined: 'alreadyJoined',
  roomNotFound: 'roomNotFound',
  /** The seat token is unknown for this room. */
  badToken: 'badToken',
  /** Only the host (the seat that created the room) may do this. */
  notHost: 'notHost',
  /** Spectators watch; they cannot act, add bots or start. */
  spectatorCannotAct: 'spectatorCannotAct',
  /** The game has not started yet. */
  notStarted: 'notStarted',
  /** The game has already started; seats are fixed. */
  alreadyStarted: 'alreadyStarted',
  seatTaken: 'seatTaken',
  seatOutOfRange: 'seatOutOfRange',
  /** Every seat is taken. */
  roomFull: 'roomFull',
  /** Some seats are still empty; fill them with people or bots before starting. */
  seatsEmpty: 'seatsEmpty',
  unknownBot: 'unknownBot',
  unknownGame: 'unknownGame',
  /** The room's seat count or options do not suit the game. */
  badOptions: 'badOptions',
  /** Too many rooms created from this address recently. */
  tooManyRooms: 'tooManyRooms',
  /** Replays are available once the game is finished. */
  notFinished: 'notFinished',
  /** A display name was refused (control or direction characters, invisible, too long, a bot's name). */
  nameNotAllowed: 'nameNotAllowed',
  /** A chat line was refused (control or direction characters, invisible, too long). */
  chatNotAllowed: 'chatNotAllowed',
  /** The room has as many spectators as it allows. */
  tooManySpectators: 'tooManySpectators',
  /** Too many connections or requests from this address. */
  tooManyRequests: 'tooManyRequests',
  /** The page came from a site this server does not accept connections from. */
  originNotAllowed: 'originNotAllowed',
  /** Only a person's seat whose player is away can be handed to a bot. */
  seatNotAway: 'seatNotAway',
  /** The host keeps their own seat. */
  cannotRemoveHost: 'cannotRemoveHost',
  /** The server failed; the action was not applied. */
  internal: 'internal',
} as const;

/** One of the protocol-level error codes. */
export type ProtocolErrorCode = keyof typeof PROTOCOL_ERROR_CODES;

/** WebSocket close codes the server uses (4000-4999 is the range reserved for applications). */
export const CLOSE_CODES = {
  normal: 1000,
  /** The server is shutting down; reconnect later. */
  goingAway: 1001,
  /** A message exceeded the transport limit (`MAX_FRAME_BYTES`). */
  messageTooBig: 1009,
  /** The same seat connected from elsewhere; this older connection is closed. */
  replaced: 4001,
  /** The host removed this seat before the start; its token no longer works. */
  removed: 4003,
  /** The connection kept exceeding its rate limit. */
  rateLimited: 4008,
  /** The connection sent too many invalid messages. */
  tooManyErrors: 4009,
} as const;

/** One of the close codes the server uses. */
export type CloseCode = (typeof CLOSE_CODES)[keyof typeof CLOSE_CODES];
