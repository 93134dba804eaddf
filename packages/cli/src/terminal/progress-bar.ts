/** A one-line progress bar on a TTY stream; silent when the stream is not a terminal (CI, pipes). */
export class ProgressBar {
  #lastDrawn = -1;

  constructor(
    private readonly total: number,
    private readonly stream: NodeJS.WriteStream = process.stderr,
    private readonly label = '',
  ) {}

  update(done: number): void {
    if (!this.stream.isTTY) return;
    const percent = Math.floor((100 * done) / Math.max(1, this.total));
    if (percent === this.#lastDrawn) return;
    this.#lastDrawn = percent;
    const width = 30;
    const filled = Math.round((width * percent) / 100);
    this.stream.write(`\r${this.label}[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${percent}% (${done}/${this.total})`);
  }

  finish(): void {
    if (this.stream.isTTY) this.stream.write('\n');
  }
}
