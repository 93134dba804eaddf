import { expect, test } from 'vitest';
import { parseInline, parseMarkdown } from '../src/rules/markdown';

test('headings, paragraphs, lists, tables and rules are read as blocks', () => {
  const blocks = parseMarkdown('# Title\n\nA **bold** start\ncontinued.\n\n- one\n- two\n\n1. first\n2. second\n\n| Suit | Power |\n|---|---|\n| ♥ | Heal |\n\n---\n> quoted');
  expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'table', 'rule', 'quote']);
  expect(blocks[1]).toEqual({
    kind: 'paragraph',
    content: [{ kind: 'text', text: 'A ' }, { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] }, { kind: 'text', text: ' start continued.' }],
  });
  expect(blocks[3]).toMatchObject({ kind: 'list', ordered: true });
  expect(blocks[4]).toMatchObject({ kind: 'table', rows: [[[{ text: '♥' }], [{ text: 'Heal' }]]] });
});

test('markup in text stays text: nothing becomes HTML', () => {
  expect(parseInline('<script>alert(1)</script> `code` and [a link](#goal)')).toEqual([
    { kind: 'text', text: '<script>alert(1)</script> ' },
    { kind: 'code', text: 'code' },
    { kind: 'text', text: ' and ' },
    { kind: 'link', href: '#goal', children: [{ kind: 'text', text: 'a link' }] },
  ]);
});
