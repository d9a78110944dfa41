// The project's web-test-runner config plus a reporter that writes counts for scripts/test.ts
// (VB_WTR_RESULTS names the file). Everything else comes from web-test-runner.config.mjs.
import { defaultReporter, summaryReporter } from '@web/test-runner';
import base from '../web-test-runner.config.mjs';
import { countReporter } from './wtr-count-reporter.mjs';

export default {
  ...base,
  reporters: [...(base.reporters ?? [summaryReporter({ flatten: false }), defaultReporter()]), countReporter(process.env.VB_WTR_RESULTS)],
};
