import { readGameFile } from "./read-file";
import { errorOf, replayText, type ReplayLine } from "./replay";

const USAGE = `usage:
  npm run cli -- replay FILE...
  npm run cli -- match GAME --a LEVEL --b LEVEL --games N --seed S
  npm run cli -- bot FILE --level LEVEL [--seed S]
  npm run cli -- merge FILE FILE...
  npm run cli -- analyse FILE`;

type Command = (args: string[]) => Promise<number> | number;

const commands: Record<string, Command> = {
  replay: runReplay,
  match: async (args) => (await import("./match")).runMatch(args),
  bot: async (args) => (await import("./bot")).runBot(args),
  merge: async (args) => (await import("./merge")).runMerge(args),
  analyse: async (args) => (await import("./analyse")).runAnalyse(args),
};

function runReplay(paths: string[]): number {
  if (paths.length === 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  let failed = false;
  for (const path of paths) {
    const line = replayPath(path);
    if (errorOf(line)) failed = true;
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
  return failed ? 1 : 0;
}

function replayPath(path: string): ReplayLine {
  const text = readGameFile(path);
  if (!text.ok) return { error: { entry: null, ...text.error } };
  return replayText(text.value);
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name === undefined ? undefined : commands[name];
  if (!command) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  return command(rest);
}

process.exitCode = await main(process.argv.slice(2));
