import { benchCachedRead } from './p6-cached-read';
import { benchUserList } from './p7-user-list';
import { benchRulePreview } from './p2-rule-preview';
import { benchExport } from './p3-export';
import { benchUserList1m } from './p1-user-list-1m';
import { benchLoad } from './trust/load';
import { benchCrash } from './trust/crash';
import { benchSizes } from './sizes';
import { benchLighthouse } from './p4-lighthouse';
import { benchSimulation } from './simulation';
import { benchJobs } from './jobs/jobs';
import { benchReports } from './reports';
import { benchGovernance } from './governance';

type Options = Record<string, number | string>;

/**
 * `pnpm bench [name [key=value…]…]`: speed and memory figures, each a ratio against a baseline
 * measured in the same run (never a timed assertion in tests). `key=value` after a name overrides that
 * entry's option (e.g. `p3 users=200000 rounds=2` for a bounded run on a busy machine); the entry
 * prints the sizes it ran with.
 */
const entries: Record<string, (options: Options) => Promise<void>> = {
  p6: (o) => benchCachedRead(o),
  p7: (o) => benchUserList(o),
  p2: (o) => benchRulePreview(o),
  p3: (o) => benchExport(o),
  p1: (o) => benchUserList1m(o),
  load: (o) => benchLoad(o),
  crash: (o) => benchCrash(o),
  sizes: () => benchSizes(),
  p4: (o) => benchLighthouse(o),
  simulation: (o) => benchSimulation(o),
  jobs: (o) => benchJobs(o),
  reports: (o) => benchReports(o),
  governance: (o) => benchGovernance(o),
};

const wanted: { name: string; options: Options }[] = [];
for (const arg of process.argv.slice(2)) {
  if (arg in entries) wanted.push({ name: arg, options: {} });
  else {
    const match = /^([A-Za-z]+)=(.*)$/.exec(arg);
    const current = wanted.at(-1);
    if (!match || !current)
      throw new Error(`unknown bench argument "${arg}" (entries: ${Object.keys(entries).join(', ')})`);
    const value = match[2]!;
    current.options[match[1]!] = /^\d+$/.test(value) ? Number(value) : value;
  }
}
for (const { name, options } of wanted.length ? wanted : Object.keys(entries).map((name) => ({ name, options: {} })))
  await entries[name]!(options);
