/**
 * Shared StrykerJS settings for `pnpm mutation`: one config per React-free core, each running only
 * that core's Node unit tests (never the Storybook browser project or the server's database suites)
 * with per-test coverage, so a mutant runs only the tests that reach it.
 */
export function coreConfig({ name, mutate, vitestConfig }) {
  return {
    packageManager: 'pnpm',
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    vitest: { configFile: `mutation/${vitestConfig}` },
    coverageAnalysis: 'perTest',
    mutate,
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    clearTextReporter: { allowColor: false, logTests: false },
    tempDirName: '.stryker-tmp',
    cleanTempDir: true,
    // The sandbox is a copy of the workspace source; installed and generated folders stay out of it
    // (node_modules folders are linked, not copied).
    ignorePatterns: [
      'reports',
      '**/dist',
      '**/storybook-static',
      '**/coverage',
      '**/.portcullis-data',
      '**/test-results',
      '**/__screenshots__',
      'bench',
      'apps/console',
    ],
    concurrency: 2,
    timeoutMS: 20_000,
    thresholds: { high: 90, low: 80, break: null },
  };
}
