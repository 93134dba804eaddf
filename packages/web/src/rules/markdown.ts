/**
 * A small Markdown reader for the rules pages: headings, paragraphs, lists, tables, rules and
 * quotes, with bold, italic, code and links inside. It builds a tree, never HTML text, so whatever
 * a file holds is shown as text (React escapes it).
 */

/** Inline content: text with emphasis, code and links. */
export type Inline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'strong' | 'em'; readonly children: readonly Inline[] }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'link'; readonly href: string; readonly children: readonly Inline[] };

/** A block of a page. */
export type Block =
  | { readonly kind: 'heading'; readonly level: number; readonly content: readonly Inline[] }
  | { readonly kind: 'paragraph'; readonly content: readonly Inline[] }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly (readonly Inline[])[] }
  | { readonly kind: 'table'; readonly head: readonly (readonly Inline[])[]; readonly rows: readonly (readonly (readonly Inline[])[])[] }
  | { readonly kind: 'quote'; readonly content: readonly Inline[] }
  | { readonly kind: 'rule' };

const INLINE = /(\*\*(.+?)\*\*|__(.+?)__|\*(.+?)\*|_(.+?)_|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\))/;

/** Parses inline Markdown. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (match === null) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, , strongA, strongB, emA, emB, code, linkText, href] = match;
    if (strongA !== undefined || strongB !== undefined) out.push({ kind: 'strong', children: parseInline(strongA ?? strongB ?? '') });
    else if (emA !== undefined || emB !== undefined) out.push({ kind: 'em', children: parseInline(emA ?? emB ?? '') });
    else if (code !== undefined) out.push({ kind: 'code', text: code });
    else if (linkText !== undefined && href !== undefined) out.push({ kind: 'link', href, children: parseInline(linkText) });
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

const LIST_ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/;

/** Parses a Markdown page into blocks. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const trimmed = line.trim();
    if (trimmed === '') {
      i++;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(trimmed);
    if (heading !== null) {
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, content: parseInline(heading[2] ?? '') });
      i++;
      continue;
    }
    if (/^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)) {
      blocks.push({ kind: 'rule' });
      i++;
      continue;
    }
    if (trimmed.startsWith('|') && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) {
      const head = cells(trimmed).map(parseInline);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('|')) {
        rows.push(cells(lines[i] ?? '').map(parseInline));
        i++;
      }
      blocks.push({ kind: 'table', head, rows });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item !== null) {
      const ordered = item[2] !== undefined;
      const items: Inline[][] = [];
      let current = item[3] ?? '';
      i++;
      while (i < lines.length) {
        const next = lines[i] ?? '';
        const nextItem = LIST_ITEM.exec(next);
        if (nextItem !== null && (nextItem[2] !== undefined) === ordered) {
          items.push(parseInline(current));
          current = nextItem[3] ?? '';
        } else if (next.trim() !== '' && /^\s+/.test(next) && nextItem === null) {
          current += ` ${next.trim()}`;
        } else break;
        i++;
      }
      items.push(parseInline(current));
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (trimmed.startsWith('>')) {
      const quoted: string[] = [];
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('>')) {
        quoted.push((lines[i] ?? '').trim().replace(/^>\s?/, ''));
        i++;
      }
      blocks.push({ kind: 'quote', content: parseInline(quoted.join(' ')) });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const next = lines[i] ?? '';
      const t = next.trim();
      if (t === '' || /^#{1,6}\s/.test(t) || LIST_ITEM.test(next) || t.startsWith('|') || t.startsWith('>') || /^(-{3,}|\*{3,})$/.test(t)) break;
      paragraph.push(t);
      i++;
    }
    blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}
