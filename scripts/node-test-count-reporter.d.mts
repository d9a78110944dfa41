export default function countReporter(source: AsyncIterable<unknown>): AsyncGenerator<string, void, unknown>;
