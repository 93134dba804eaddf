import type { SeatInfo } from '@tavern/engine/protocol';
import { i18n } from '../i18n';

/** The server's bot names: a given name and the bot's kind in English, "Brom (Easy bot)". */
const BOT_NAME = /^(.+) \([^()]+\)$/;

/**
 * A seat's name as the page shows it: people's names as they chose them; a bot's given name with
 * its kind in the page's language ("Brom (bot fácil)"); null for an empty seat.
 */
export function seatDisplayName(seat: SeatInfo): string | null {
  if (seat.name === null) return null;
  if (seat.kind !== 'bot' || seat.bot === null) return seat.name;
  const given = BOT_NAME.exec(seat.name)?.[1];
  return given === undefined ? seat.name : i18n.t('web:room.botName', { name: given, kind: i18n.t(`web:room.botKindNames.${seat.bot}`) });
}
