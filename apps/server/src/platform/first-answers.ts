/**
 * The home page's first answers, written into index.html by the server (docs/decisions.md,
 * "Session 13: the first screen in one round trip"). A guest's first visit used to ask a dozen
 * GET calls after the scripts had run, and each answer arrived on its own: a render, a layout
 * and a paint apiece on a phone's one busy core. The server now asks them itself, through its
 * own routes, while it sends the page, and the web app takes each answer from the page the
 * first time it would have asked for it (`apps/web/src/lib/first-answers.ts`).
 */

/** The element id the web app reads (apps/web/src/lib/first-answers.ts). */
export const firstAnswersId = 'first-answers';

/** One call of the first screen, as the web app makes it: its path and query. */
export interface FirstCall {
  path: string;
  query?: Record<string, string>;
}

/** The URL a call is made on. */
export function firstCallUrl(call: FirstCall): string {
  const query = new URLSearchParams(call.query ?? {}).toString();
  return query ? `${call.path}?${query}` : call.path;
}

/**
 * The first screen's calls for a guest in `lang`, as the web app's home page makes them (its
 * api modules; a journey checks that a guest's first visit asks none of them again).
 */
export function homeFirstCalls(lang: string): FirstCall[] {
  return [
    { path: '/wps/system/status' },
    { path: '/wps/system/permission' },
    { path: '/wps/content/banners', query: { groupName: 'w_home', lang } },
    { path: '/wps/content/banners', query: { groupName: 'w_leftmenu', lang } },
    { path: '/wps/content/banners', query: { groupName: 'w_hotgames', lang } },
    { path: '/lgw/games/game_menus', query: { lang } },
    { path: '/lgw/games', query: { hot: '1', pageNo: '1', pageSize: '20', lang } },
    { path: '/wps/content/notices', query: { types: 'B,PL,PU,PR', platform: 'W', lang } },
    { path: '/wps/content/announcements', query: { types: 'B,PL,PU,PR,H', platform: 'W', lang } },
    { path: '/wps/system/helpCenter', query: { lang, device: 'WEB' } },
    { path: '/lgw/games/winners', query: { gameCategory: 'ALL', limitNum: '20', lang } },
  ];
}

/** An answer as the route sent it: the key of its call and its JSON body. */
export interface FirstAnswer {
  key: string;
  body: string;
}

/** The answers of one page, and the brand (its code) they are the answers of. */
export interface FirstAnswers {
  brand: string;
  answers: FirstAnswer[];
}

/**
 * index.html with the brand's answers as a JSON island just before `</body>`:
 * `{"brand": code, "answers": {key: body}}`. `<` is written as its JSON escape, so no answer can
 * close the element or open another (the bodies are JSON the server's own routes produced; a
 * string in them may hold anything a brand typed).
 */
export function withFirstAnswers(
  html: string,
  brand: string,
  answers: readonly FirstAnswer[],
): string {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0 || answers.length === 0) return html;
  const byKey = answers.map(({ key, body }) => `${JSON.stringify(key)}:${body}`).join(',');
  const json = `{"brand":${JSON.stringify(brand)},"answers":{${byKey}}}`;
  const island =
    `<script type="application/json" id="${firstAnswersId}">` +
    `${json.replace(/</g, '\\u003c')}</script>`;
  return html.slice(0, bodyEnd) + island + html.slice(bodyEnd);
}
