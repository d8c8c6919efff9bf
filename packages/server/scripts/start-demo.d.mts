// Types for start-demo.mjs.
export function demoForNpmStart(env: Record<string, string | undefined>): { env: { DEMO: '1' }; notice: string } | null;
