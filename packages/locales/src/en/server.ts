import type { Catalogue } from '../catalogue';

/**
 * The server's refusals, by the code it sends (`PROTOCOL_ERROR_CODES` and the engine's
 * `ENGINE_ERROR_CODES`); `generic` stands in for a code no catalogue knows, and `unreadableMessage`
 * is the browser's own: a message from the server it could not read.
 */
export const server = {
  errors: {
    generic: 'That was not possible; nothing was changed.',
    unreadableMessage: 'A message from the server could not be read; the table is asking for the game again. If this goes on, reload the page.',
    badMessage: 'The server did not understand that request.',
    messageTooLarge: 'That message is too long.',
    rateLimited: 'Slow down: too many messages at once.',
    notJoined: 'The connection is not in the room yet; wait a moment.',
    alreadyJoined: 'This page is already in a room.',
    roomNotFound: 'This room does not exist.',
    badToken: 'Your seat in this room is no longer valid.',
    notHost: 'Only the host can do that.',
    spectatorCannotAct: 'Spectators watch; they cannot play.',
    notStarted: 'The game has not started yet.',
    alreadyStarted: 'The game has already started; the seats are fixed.',
    seatTaken: 'Someone took that seat just before you.',
    seatOutOfRange: 'There is no such seat in this room.',
    roomFull: 'Every seat in this room is taken.',
    seatsEmpty: 'Fill every seat with a player or a bot before starting.',
    unknownBot: 'There is no such kind of bot.',
    unknownGame: 'This server does not have that game.',
    badOptions: 'These options do not suit the game; choose others.',
    tooManyRooms: 'Too many rooms were created from here recently; try again later.',
    notFinished: 'That is possible once the game is over.',
    nameNotAllowed: 'That name cannot be used: choose a shorter one of visible letters that is not a bot’s name.',
    chatNotAllowed: 'That message cannot be sent: keep it short and use visible letters.',
    tooManySpectators: 'This room already has as many spectators as it allows.',
    tooManyRequests: 'Too many requests from here; wait a little and try again.',
    originNotAllowed: 'This server does not accept connections from that page.',
    seatNotAway: 'Only the seat of a player who is away can be handed to a bot.',
    cannotRemoveHost: 'The host keeps their own seat.',
    internal: 'The server hit a problem; nothing was changed. Try again.',
    notYourDecision: 'It is not your decision now; wait for your turn.',
    unknownAction: 'That is not a move this game knows.',
    staleVersion: 'The game moved on before your move arrived; choose again.',
    matchFinished: 'The game is over; no more moves.',
  },
} satisfies Catalogue;
