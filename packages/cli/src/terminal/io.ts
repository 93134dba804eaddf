import { createInterface } from 'node:readline';

/** Lines in, text out: the terminal as the play loop sees it, so tests can script it. */
export interface TerminalIo {
  /** Shows `prompt` and waits for one line; null when input has ended. */
  ask(prompt: string): Promise<string | null>;
  write(text: string): void;
}

/** The process's own terminal (or pipe). */
export function processIo(): TerminalIo & { close(): void } {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(prompt) {
      process.stdout.write(prompt);
      const next = await lines.next();
      return next.done === true ? null : next.value;
    },
    write(text) {
      process.stdout.write(text);
    },
    close() {
      rl.close();
    },
  };
}

/** Scripted input for tests: answers each prompt with the next line; records all output. */
export function scriptedIo(lines: Iterable<string>): TerminalIo & { readonly output: string[] } {
  const iterator = lines[Symbol.iterator]();
  const output: string[] = [];
  return {
    output,
    ask(prompt) {
      output.push(prompt);
      const next = iterator.next();
      return Promise.resolve(next.done === true ? null : next.value);
    },
    write(text) {
      output.push(text);
    },
  };
}
