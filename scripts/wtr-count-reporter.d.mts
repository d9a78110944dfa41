interface TestResult {
  name: string;
  passed: boolean;
  skipped: boolean;
  error?: { message: string };
}
interface TestSuiteResult {
  name: string;
  tests: TestResult[];
  suites: TestSuiteResult[];
}
interface SessionLike {
  testFile?: string;
  passed?: boolean;
  errors?: Array<{ message: string }>;
  testResults?: TestSuiteResult;
}
export function countReporter(file: string | undefined): {
  start(args: { config: { rootDir?: string } }): void;
  onTestRunStarted(): void;
  reportTestFileResults(args: { testFile: string }): void;
  onTestRunFinished(args: { sessions: SessionLike[] }): void;
};
