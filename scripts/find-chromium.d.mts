export function findChromium(): string;
export const CHROMIUM_ARGS: string[];
