// Part 2 of 6 of the conformance suite (every sixth element from the 2th), so the parts run side by side.
// test/support/elements-plugin.mjs reads the part from this file's name; suite.ts is the suite.
import { conformanceSuite } from './suite.ts';

conformanceSuite();
