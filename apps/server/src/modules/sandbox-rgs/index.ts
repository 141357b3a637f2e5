/**
 * The sandbox RGS's public face: a stand-in outside game provider for demos and tests, on
 * only with SANDBOX_GATEWAY. It reaches Lobby through the public PAM API alone.
 */
export {
  sandboxRgsBasePath,
  sandboxRgsModule,
  type SandboxRgsModuleDeps,
} from './sandbox-rgs.module.ts';
