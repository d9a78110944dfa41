// The project's web-test-runner config plus a reporter that writes counts for scripts/test.ts
// (VB_WTR_RESULTS names the file), and, when VB_WTR_SHARD is `k/n`, only the k-th of n shares of the test files
// (scripts/wtr-shard.mjs). Everything else comes from web-test-runner.config.mjs.
import { defaultReporter, summaryReporter } from '@web/test-runner';
import base from '../web-test-runner.config.mjs';
import { countReporter } from './wtr-count-reporter.mjs';
import { shardFiles, testFiles } from './wtr-shard.mjs';

const shard = /^(\d+)\/(\d+)$/.exec(process.env.VB_WTR_SHARD ?? '');

export default {
  ...base,
  ...(shard ? { files: shardFiles(testFiles(base.files, base.rootDir), base.rootDir, Number(shard[1]) - 1, Number(shard[2])) } : {}),
  reporters: [...(base.reporters ?? [summaryReporter({ flatten: false }), defaultReporter()]), countReporter(process.env.VB_WTR_RESULTS)],
};
