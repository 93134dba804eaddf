import { currentLanguage } from './index';

/** A number in the page's language (digits, separators), rounded to at most one decimal by default. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = { maximumFractionDigits: 1 }): string {
  return new Intl.NumberFormat(currentLanguage(), options).format(value);
}

/** A share as a percentage in the page's language ("45 %", "45%"). */
export function formatPercent(value: number): string {
  return formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
}

/** A moment's time of day in the page's language (chat lines). */
export function formatTime(epochMs: number): string {
  return new Intl.DateTimeFormat(currentLanguage(), { hour: '2-digit', minute: '2-digit' }).format(new Date(epochMs));
}
