import { vi } from "vitest";
import { runMatch } from "../../src/cli/match";

/** Runs `npm run cli -- match ARGS` in-process: its exit code and stdout lines. */
export async function matchCli(args: string[]): Promise<{ code: number; lines: string[] }> {
  const out: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    out.push(String(chunk));
    return true;
  });
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    const code = await runMatch(args);
    return { code, lines: out.join("").split("\n").filter(Boolean) };
  } finally {
    vi.restoreAllMocks();
  }
}
