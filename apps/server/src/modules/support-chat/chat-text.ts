import { AppError } from '../../platform/app-error.ts';

// control characters other than tab and newline, and markup tags
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const markupTags = /<\/?[a-z!][^>]*>/gi;

/**
 * Chat text is plain: control characters and anything shaped like a markup tag are removed,
 * runs of blank lines shortened, the ends trimmed (the pages show it escaped as well). Nothing
 * left is chat_text_empty.
 */
export function toPlainChatText(raw: string): string {
  const text = raw
    .replace(controlCharacters, '')
    .replace(markupTags, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length === 0) throw new AppError('chat_text_empty');
  return text;
}
