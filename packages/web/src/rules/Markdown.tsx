import type { ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './markdown';

function inline(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'strong':
        return <strong key={i}>{inline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{inline(node.children)}</em>;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'link':
        // Only links inside the page or the site itself are followed; others are shown as text.
        return node.href.startsWith('#') || node.href.startsWith('/') ? (
          <a key={i} href={node.href}>
            {inline(node.children)}
          </a>
        ) : (
          <span key={i}>{inline(node.children)}</span>
        );
    }
  });
}

/** Headings inside a panel start one level below the panel's own title. */
function block(node: Block, key: number, baseLevel: number): ReactNode {
  switch (node.kind) {
    case 'heading': {
      const level = Math.min(6, node.level + baseLevel - 1);
      const Tag = `h${String(level)}` as 'h2';
      return <Tag key={key}>{inline(node.content)}</Tag>;
    }
    case 'paragraph':
      return <p key={key}>{inline(node.content)}</p>;
    case 'quote':
      return <blockquote key={key}>{inline(node.content)}</blockquote>;
    case 'rule':
      return <hr key={key} />;
    case 'list': {
      const items = node.items.map((item, i) => <li key={i}>{inline(item)}</li>);
      return node.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
    case 'table':
      return (
        <div className="table-scroll" key={key}>
          <table>
            <thead>
              <tr>
                {node.head.map((cell, i) => (
                  <th key={i} scope="col">
                    {inline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {node.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i}>{inline(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** Renders a Markdown page as React elements. */
export function Markdown(props: { readonly source: string; readonly baseLevel?: number }) {
  return <>{parseMarkdown(props.source).map((node, i) => block(node, i, props.baseLevel ?? 2))}</>;
}
