/** The parts of structured-data-testing-tool (no types of its own) the structured data test calls. */
declare module 'structured-data-testing-tool' {
  export function structuredDataTest(
    input: string,
    options: { presets?: unknown[]; schemas?: string[]; tests?: unknown[] },
  ): Promise<unknown>;
}
declare module 'structured-data-testing-tool/presets' {
  export const Google: unknown;
}
