// The wire protocol between Tavern clients and the server: schemas, inferred types, codes and
// limits. Browser-safe (zod only, no Node APIs); documented in packages/server/README.md.

// Limits
export {
  PROTOCOL_VERSION,
  MAX_MESSAGE_BYTES,
  MAX_FRAME_BYTES,
  MAX_NAME_LENGTH,
  MAX_CHAT_LENGTH,
  MAX_SEATS,
  MAX_LOBBY_PAGE,
  DEFAULT_TURN_SECONDS,
  MAX_CHAT_HISTORY,
} from './limits';

// Codes
export { PROTOCOL_ERROR_CODES, CLOSE_CODES } from './codes';
export type { ProtocolErrorCode, CloseCode } from './codes';

// Shared pieces
export {
  roomIdSchema,
  seatNumberSchema,
  displayNameSchema,
  seatTokenSchema,
  BOT_KINDS,
  botKindSchema,
  wireActionSchema,
  wireViewerSchema,
  roomStatusSchema,
} from './shared';
export type { BotKind, WireViewer, RoomStatus } from './shared';

// Client → server
export {
  clientMessageSchema,
  joinMessageSchema,
  actMessageSchema,
  addBotMessageSchema,
  startMessageSchema,
  chatMessageSchema,
  leaveMessageSchema,
  removeSeatMessageSchema,
  seatBotMessageSchema,
  rematchMessageSchema,
  continueMessageSchema,
  autoPassMessageSchema,
  resyncMessageSchema,
} from './client-messages';
export type {
  ClientMessage,
  ClientMessageType,
  JoinMessage,
  ActMessage,
  AddBotMessage,
  StartMessage,
  ChatMessage,
  LeaveMessage,
  RemoveSeatMessage,
  SeatBotMessage,
  RematchMessage,
  ContinueMessage,
  AutoPassMessage,
  ResyncMessage,
} from './client-messages';

// Server → client
export {
  serverMessageSchema,
  joinedMessageSchema,
  roomMessageSchema,
  updateMessageSchema,
  deltaMessageSchema,
  presenceMessageSchema,
  errorMessageSchema,
  chatRelayMessageSchema,
  seatInfoSchema,
  roomInfoSchema,
  lobbyPageSchema,
  deadlineSchema,
  historyEntrySchema,
  historyMessageSchema,
  rematchStartedMessageSchema,
} from './server-messages';
export type {
  ServerMessage,
  JoinedMessage,
  RoomMessage,
  UpdateMessage,
  DeltaMessage,
  PresenceMessage,
  ErrorMessage,
  ChatRelayMessage,
  SeatInfo,
  RoomInfo,
  LobbyPage,
  Deadline,
  HistoryMessage,
  HistoryEntry,
  RematchStartedMessage,
} from './server-messages';

// Updates told as changes
export { diffView, applyViewPatch, viewPatchSchema } from './view-patch';
export type { ViewPatch, PatchOp, PatchKey } from './view-patch';
export { compactLegal, expandLegal, compactLegalSchema } from './compact-legal';
export type { CompactLegal, WireAction } from './compact-legal';
export { applyDelta } from './apply-delta';
export { applyPresence } from './apply-presence';

// REST
export {
  createRoomRequestSchema,
  createRoomResponseSchema,
  claimSeatRequestSchema,
  seatClaimSchema,
  gameInfoSchema,
  replayEntrySchema,
  replaySchema,
  restErrorSchema,
} from './rest';
export type {
  CreateRoomRequest,
  CreateRoomResponse,
  ClaimSeatRequest,
  SeatClaim,
  GameInfo,
  ReplayEntry,
  Replay,
  RestError,
} from './rest';
