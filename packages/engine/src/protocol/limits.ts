/** The version of this protocol; bumped on any incompatible change to the messages. */
export const PROTOCOL_VERSION = 1;

/** Largest client message (UTF-8 bytes) the server reads; larger ones get a `messageTooLarge` error. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

/** Largest WebSocket frame accepted at all; a larger one closes the connection with 1009. */
export const MAX_FRAME_BYTES = 64 * 1024;

/** Longest display name, in characters. */
export const MAX_NAME_LENGTH = 24;

/** Longest chat line, in characters. */
export const MAX_CHAT_LENGTH = 500;

/** Most seats a room may have, whatever the game allows. */
export const MAX_SEATS = 16;

/** Most rooms one lobby page lists (`GET /api/rooms?limit=`). */
export const MAX_LOBBY_PAGE = 50;

/** Seconds per decision when a room's creator does not say (so an absent player never blocks a game). */
export const DEFAULT_TURN_SECONDS = 120;

/** Most past chat lines a joining connection receives. */
export const MAX_CHAT_HISTORY = 50;
