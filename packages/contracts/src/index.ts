export * from './common/index.ts';
export * from './errors/index.ts';
export * from './system/index.ts';
export * from './content/index.ts';
export * from './catalogue/index.ts';
export * from './paths.ts';
export * from './identity/index.ts';
export * from './wallet/index.ts';
export * from './payments/index.ts';
export * from './backoffice/index.ts';
export * from './games/index.ts';
export * from './originals/index.ts';
export * from './agents/index.ts';
export * from './agent-reports/index.ts';
export * from './agent-settlement/index.ts';
export * from './red-envelopes/index.ts';
export * from './abuse/index.ts';
export * from './missions/index.ts';

export * from './rewards/index.ts';
export * from './activities/index.ts';

export * from './loyalty/index.ts';

export * from './support-chat/index.ts';
export * from './member-services/index.ts';
export * from './referrals/index.ts';
export * from './lottery/index.ts';
export * from './sportsbook/index.ts';
export * from './cockfight/index.ts';
