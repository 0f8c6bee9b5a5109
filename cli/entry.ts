import { main } from './main';

// The bundle's entry (build.mjs → dist/cli/latch.mjs, run by bin/latch.mjs).
main(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
