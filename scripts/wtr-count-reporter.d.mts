interface TestResult {
  name: string;
  passed: boolean;
  skipped: boolean;
}
interface TestSuiteResult {
  name: string;
  tests: TestResult[];
  suites: TestSuiteResult[];
}
interface SessionLike {
  passed?: boolean;
  errors?: Array<{ message: string }>;
  testResults?: TestSuiteResult;
}
export function countReporter(file: string | undefined): { onTestRunFinished(args: { sessions: SessionLike[] }): void };
