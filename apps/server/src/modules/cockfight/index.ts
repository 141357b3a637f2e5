/** Cockfight's public face: the module plugin (docs/cockfight.md). */
export { cockfightModule, type CockfightModuleDeps } from './cockfight.module.ts';
export { cockfightProviderCode } from './cockfight-wallet-legs.ts';
export { createCockfightSwitch } from './cockfight-switch.ts';
