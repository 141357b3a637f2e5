export * from './lottery-draw.ts';
export * from './bet-types.ts';
export * from './combinations.ts';
export * from './line-payout.ts';
export * from './default-odds.ts';
export * from './lottery-rtp.ts';
