/**
 * The home page's first paint, written into index.html by the server (docs/decisions.md,
 * "Issue 12: the first paint"). A phone on a slow network used to see a spinner until the
 * scripts had loaded and run, and the hero banner a second later. Now the HTML itself draws
 * the header bar with the brand's logo and the first home banner, where the app will draw
 * them; the app removes this layer once it has rendered (`apps/web/src/lib/first-paint.ts`).
 * Phones only: the phone layout is one column, so the layer can sit exactly where the app's
 * header and carousel will be (a journey compares the boxes); on wider screens it is hidden.
 */
export interface FirstPaint {
  /** The first active banner of the brand's home carousel. */
  bannerUrl: string;
  logoUrl?: string | undefined;
  /** The brand's header colour (theme surface). */
  barColor?: string | undefined;
}

/** The element id the web app looks for (apps/web/src/lib/first-paint.ts). */
export const firstPaintId = 'first-paint';

const attributeEscapes: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

function attribute(value: string): string {
  return value.replace(/[&"'<>]/g, (char) => attributeEscapes[char] ?? char);
}

/**
 * Only addresses an `<img>` may load under the site's policy: same origin, https, or a small
 * picture written into the page itself (base64 `data:`, see web-app.ts).
 */
function isImageAddress(value: string | undefined): value is string {
  return (
    typeof value === 'string' &&
    (/^(\/(?!\/)|https:\/\/)[^\s]*$/.test(value) ||
      /^data:image\/(svg\+xml|png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/.test(value))
  );
}

/** Only a plain colour may go into the style sheet. */
function isColour(value: string | undefined): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value);
}

/**
 * The geometry mirrors the app's phone layout: the header (56 px bar and the 45 px category
 * row, styles/phone.css and layout.css), then the main area's padding (20 px top,
 * clamp(12px, 3vw, 32px) sides) and the home page's (10 px up to 600 px wide, 16 px above),
 * and the carousel's frame (features/home/components/banner-carousel.css): 16:5 with 14 px
 * corners, 2:1 with 10 px corners up to 600 px.
 */
function styleOf(paint: FirstPaint): string {
  const bar = isColour(paint.barColor) ? paint.barColor : '#221a33';
  return (
    `#${firstPaintId}{display:none}` +
    `@media (max-width:767.98px){` +
    `#${firstPaintId}{display:block;position:fixed;inset:0 0 auto 0;z-index:10000;pointer-events:none}` +
    `.first-paint__bar{box-sizing:border-box;height:101px;padding:11px 10px;background:${bar};` +
    `border-bottom:1px solid rgb(255 255 255 / .08)}` +
    `.first-paint__logo{display:block;height:34px;width:auto;max-width:60%}` +
    `.first-paint__banner{display:block;box-sizing:border-box;` +
    `width:calc(100% - 2 * (clamp(12px, 3vw, 32px) + var(--first-paint-inset)));height:auto;` +
    `aspect-ratio:16/5;object-fit:cover;margin:calc(20px + var(--first-paint-inset)) auto 0;` +
    `border-radius:14px}` +
    `#${firstPaintId}{--first-paint-inset:16px}}` +
    `@media (max-width:600px){#${firstPaintId}{--first-paint-inset:10px}` +
    `.first-paint__banner{aspect-ratio:2/1;border-radius:10px}}`
  );
}

function markupOf(paint: FirstPaint): string {
  const logo = isImageAddress(paint.logoUrl)
    ? `<img class="first-paint__logo" src="${attribute(paint.logoUrl)}" alt="" height="34">`
    : '';
  return (
    `<div id="${firstPaintId}" aria-hidden="true">` +
    `<div class="first-paint__bar">${logo}</div>` +
    `<img class="first-paint__banner" src="${attribute(paint.bannerUrl)}" alt="" ` +
    `width="1600" height="500" fetchpriority="high">` +
    `</div>`
  );
}

/** The app's style sheets, as Vite writes them into the head. */
const styleSheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>\s*/g;

/**
 * index.html with the first paint: its style at the end of the head, its layer first in the
 * body, and the app's style sheets moved from the head to just after the layer. A style sheet
 * in the head holds every paint until it has loaded; in the body it holds only what follows
 * it, so the layer paints as soon as the HTML has arrived. The app loses nothing: its scripts
 * still wait for the style sheets before they run (HTML's scripts-wait-for-style-sheets rule),
 * and #root, after them, shows nothing before that. Unchanged when the page has no such places
 * or the banner's address is not one an image may load.
 */
export function withFirstPaint(html: string, paint: FirstPaint): string {
  if (!isImageAddress(paint.bannerUrl)) return html;
  const headEnd = html.indexOf('</head>');
  const bodyOpen = /<body[^>]*>/.exec(html);
  if (headEnd < 0 || !bodyOpen || bodyOpen.index < headEnd) return html;
  const head = html.slice(0, headEnd);
  const sheets = head.match(styleSheetLink) ?? [];
  const afterBody = bodyOpen.index + bodyOpen[0].length;
  return (
    head.replace(styleSheetLink, '') +
    `<style>${styleOf(paint)}</style>` +
    html.slice(headEnd, afterBody) +
    markupOf(paint) +
    sheets.map((sheet) => sheet.trim()).join('') +
    html.slice(afterBody)
  );
}
