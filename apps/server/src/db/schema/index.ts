export * from './merchants.ts';
export * from './system.ts';
export * from './content.ts';
export * from './catalogue.ts';
export * from './identity.ts';
export * from './verification.ts';
export * from './platform.ts';
export * from './wallet.ts';
export * from './payments.ts';
export * from './backoffice.ts';
export * from './agents.ts';
export * from './games.ts';
export * from './member-stats.ts';
export * from './agent-settlement.ts';
export * from './red-envelopes.ts';
export * from './abuse-flags.ts';
export * from './member-activity.ts';
export * from './missions.ts';

export * from './rewards.ts';

export * from './loyalty.ts';

export * from './support-chat.ts';
export * from './activities.ts';
export * from './member-services.ts';
export * from './referrals.ts';
export * from './lottery.ts';
export * from './sportsbook.ts';
export * from './cockfight.ts';
