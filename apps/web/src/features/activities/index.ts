/**
 * The public face of `activities` (a lazy area): nothing other features use yet. Its pages
 * (activity centre, detail, my applications) are reached through lazy routes only
 * (app/routes.tsx).
 */
export {};
