export function runMatch(_args: string[]): number {
  process.stderr.write("match: not built yet\n");
  return 2;
}
