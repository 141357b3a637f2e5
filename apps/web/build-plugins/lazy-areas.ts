/**
 * The parts of the site that only load when a visitor goes there (docs/architecture.md, "lazy
 * areas"): no first-load chunk may hold their modules (first-load-guard-plugin.ts). A new later
 * area (agent centre, rewards, sportsbook, lottery, …) gets a feature folder named here.
 */
export const lazyAreas: readonly RegExp[] = [
  // feature folders reached only through lazy routes
  /src[\\/]features[\\/](agent[\w-]*|red-envelopes|missions|rewards|loyalty|sportsbook|lottery|security-center|records|bets|transfers|verify|contracts|support-chat|activities|member-landing|app-download|social-prompts|referrals|cockfight)[\\/]/,
  // the inbox's pages and their parts (the header holds only its unread badge's slot)
  /src[\\/]features[\\/]inbox[\\/](pages[\\/]|api[\\/](list-inbox|change-inbox|feedback|use-async-action)|components[\\/](inbox-|feedback-)|word-count|feedback-labels)/,
  // the lazy route pages of features that the shell also uses
  /src[\\/]features[\\/]pages[\\/](promotions|lottery|point-mall|game-center)-page/,
  /src[\\/]features[\\/]games[\\/]pages[\\/]/,
  // a feature's face for lazy areas (features/<name>/lazy.ts) and what only it exports
  /src[\\/]features[\\/][\w-]+[\\/]lazy\.ts$/,
  /src[\\/]features[\\/]games[\\/]components[\\/]use-start-vendor/,
  /src[\\/]features[\\/]wallet[\\/](deposit|withdraw)-page/,
  /src[\\/]app[\\/](member-center|agent-landing|agent-centre|book)-route/,
  // the in-house games' page
  /src[\\/]play[\\/]/,
];
