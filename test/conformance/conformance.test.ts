// The whole conformance suite in one file, for running by hand (`VB_ONLY=poll npx web-test-runner
// test/conformance/conformance.test.ts`); npm test runs it in parts side by side (part-K-of-N.test.ts).
import { conformanceSuite } from './suite.ts';

conformanceSuite();
