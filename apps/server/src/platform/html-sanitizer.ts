import DOMPurify from 'isomorphic-dompurify';

const allowedTags = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'p',
  'br',
  'hr',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'small',
  'sup',
  'sub',
  'code',
  'pre',
];
const allowedAttributes = [
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'target',
  'rel',
];

/**
 * Cleans operator-written HTML (announcements, help topics) before it is stored or served:
 * no scripts, no event handlers, no `javascript:` links, no styles that could overlay the page.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
    // DOMPurify checks every attribute that is not URI-safe (href, src, but also target,
    // rel, width, colspan) against this pattern, so besides the allowed schemes it must
    // accept values that carry no scheme at all ("_blank", "100", "/help", "#faq"), as
    // DOMPurify's own default does; `javascript:` and `data:` links still fail.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}
