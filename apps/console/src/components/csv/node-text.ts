// The text a table cell shows, from the React node that draws it: what a CSV export of a table writes when a column
// gives no text of its own. Elements give their children's text; a line break reads as a space.
import { isValidElement, type ReactNode } from 'react';

export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(nodeText).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) {
    if (node.type === 'br') return ' ';
    return nodeText(node.props.children);
  }
  return '';
}
