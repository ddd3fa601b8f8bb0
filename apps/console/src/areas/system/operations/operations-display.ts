import type {
  BootstrapStepKey,
  HealthCheck,
  LogLevel,
  ServerProcess,
  ServerProcessState,
  SystemHealth,
} from '@portcullis/api-client';
import { links, type Href } from '../../../routes/index';

/** Badge tones (the kit's BadgeTone) of what the operations pages show. */
type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export const SERVER_STATE_TONE: Record<ServerProcessState, Tone> = {
  Running: 'success',
  Draining: 'warning',
  Stale: 'danger',
  Stopped: 'neutral',
};

export const HEALTH_TONE: Record<HealthCheck['Status'], Tone> = {
  ok: 'success',
  degraded: 'warning',
  unavailable: 'danger',
};
export const HEALTH_LABEL: Record<HealthCheck['Status'], string> = {
  ok: 'Healthy',
  degraded: 'Degraded',
  unavailable: 'Unavailable',
};

export const LOG_LEVEL_TONE: Record<LogLevel, Tone> = {
  trace: 'neutral',
  debug: 'neutral',
  info: 'info',
  warn: 'warning',
  error: 'danger',
  fatal: 'danger',
};

export const LOG_LEVELS: readonly LogLevel[] = ['info', 'warn', 'error', 'fatal'];

/** The status page's rows, in the order an operator reads them. */
export const HEALTH_CHECK_NAMES: ReadonlyArray<readonly [keyof SystemHealth['Checks'], string]> = [
  ['Database', 'Database'],
  ['Hubs', 'Hubs (live messages)'],
  ['JobQueue', 'Job queue'],
  ['Disk', 'Disk'],
];

/** How often the status page asks again (the health checks are a few cheap queries). */
export const STATUS_REFRESH_MS = 5000;

/** "12.3 ms" with one decimal under 100 ms, whole milliseconds above. */
export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  return ms < 100 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

/** How a process is called where it has no name of its own. */
export const serverLabel = (s: Pick<ServerProcess, 'Name' | 'Host' | 'Pid'>): string =>
  s.Name ? `${s.Name} (${s.Host}:${s.Pid})` : `${s.Host}:${s.Pid}`;

/** Where each first-run step is done (spec §2.2 Get Started links to the same places). */
export function bootstrapStepLink(key: BootstrapStepKey): { href: Href; label: string } {
  switch (key) {
    case 'AdministratorCreated':
      return { href: links.setup(), label: 'Open Setup' };
    case 'SourceConfigured':
      return { href: links.userSourceSave(), label: 'Add a user source' };
    case 'MfaConfigured':
      return { href: links.authenticatorList(), label: 'Configure authenticators' };
    case 'ApplicationCreated':
      return { href: links.applicationlist(undefined, { hash: { action: 'create-app' } }), label: 'Create an app' };
  }
}
