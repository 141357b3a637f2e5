export * from './paths.ts';
export * from './member-activities.ts';
export * from './operator-activities.ts';
