/**
 * Live-support chat (issue 15, docs/member-services.md "Live-support chat"): the member's and
 * guest's /chat page and the operator console at /bo/chat, both lazy areas reached through
 * app/routes.tsx; nothing of it is in the first load. The menus link to appPaths.chat.
 */
export {};
