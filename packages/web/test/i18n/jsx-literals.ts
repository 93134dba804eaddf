import ts from 'typescript';

/** Attributes whose value a player reads or hears. */
const SHOWN_ATTRIBUTES = new Set(['title', 'aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'alt', 'label']);

/** A letter in any script: text without one (punctuation, ★, ♠, 1/2) is not words. */
const LETTER = /\p{L}/u;

/** Words written into a TSX file where a player would read them, with the line they are on. */
export interface Literal {
  readonly line: number;
  readonly text: string;
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  if (ts.isConditionalExpression(node)) return [literalText(node.whenTrue), literalText(node.whenFalse)].filter((t) => t !== null).join(' ') || null;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken) return literalText(node.right);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return literalText(node.right);
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return null;
}

/**
 * Every JSX text node, `{'…'}` child and shown attribute (`title`, `aria-label`, `placeholder`, …)
 * of `source` that holds letters written in the file rather than taken from a catalogue.
 */
export function jsxLiterals(fileName: string, source: string): Literal[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string | null) => {
    if (text !== null && LETTER.test(text)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression !== undefined && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      add(node, literalText(node.expression));
    } else if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText(file)) && node.initializer !== undefined) {
      const value = ts.isJsxExpression(node.initializer) ? (node.initializer.expression ?? null) : node.initializer;
      add(node, value === null ? null : literalText(value));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
