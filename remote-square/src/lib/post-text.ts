import { TOPIC_PATTERN } from '@portal/shared/rules';

/**
 * A post's text cut into plain runs and `#话题#` marks (issue 12: a topic in a post links to its
 * feed). The page renders each piece as a text node — never the post as HTML.
 */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'topic'; text: string; topic: string };

export function splitTopics(content: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  // A fresh RegExp: the shared pattern is global, and its lastIndex must not leak between calls.
  for (const match of content.matchAll(new RegExp(TOPIC_PATTERN.source, TOPIC_PATTERN.flags))) {
    const start = match.index ?? 0;
    if (start > last) pieces.push({ kind: 'text', text: content.slice(last, start) });
    pieces.push({ kind: 'topic', text: match[0], topic: match[1]! });
    last = start + match[0].length;
  }
  if (last < content.length) pieces.push({ kind: 'text', text: content.slice(last) });
  return pieces;
}
