import { benchCachedRead } from './p6-cached-read';
import { benchUserList } from './p7-user-list';
import { benchRulePreview } from './p2-rule-preview';
import { benchExport } from './p3-export';
import { benchUserList1m } from './p1-user-list-1m';
import { benchLoad } from './trust/load';
import { benchCrash } from './trust/crash';
import { benchSizes } from './sizes';
import { benchLighthouse } from './p4-lighthouse';

/**
 * `pnpm bench [name…]`: speed and memory figures, each a ratio against a baseline measured in the
 * same run (never a timed assertion in tests).
 */
const entries: Record<string, () => Promise<void>> = {
  p6: () => benchCachedRead(),
  p7: () => benchUserList(),
  p2: () => benchRulePreview(),
  p3: () => benchExport(),
  p1: () => benchUserList1m(),
  load: () => benchLoad(),
  crash: () => benchCrash(),
  sizes: () => benchSizes(),
  p4: () => benchLighthouse(),
};

const wanted = process.argv.slice(2).filter((a) => a in entries);
for (const name of wanted.length ? wanted : Object.keys(entries)) await entries[name]!();
