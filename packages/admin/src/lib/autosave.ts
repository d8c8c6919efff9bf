/**
 * Saving a draft by itself: `changed()` (re)starts the pause after the last change, then the save runs; `flush()`
 * saves now (Ctrl+S, leaving, before a workflow step). Saves run one after the other, never two at once, so each
 * carries the version the previous one returned; a save is skipped when nothing is unsaved by then.
 */
export class Autosaver {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<boolean> = Promise.resolve(true);

  constructor(
    /** Saves what is unsaved now; resolves whether it is saved (false: invalid input, a refusal, a conflict). */
    private readonly save: () => Promise<boolean>,
    /** Whether there is anything unsaved (read when a save's turn comes). */
    private readonly hasChanges: () => boolean,
    private readonly delayMs = 5000,
  ) {}

  changed(): void {
    this.stop();
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
  }

  flush(): Promise<boolean> {
    this.stop();
    this.queue = this.queue.then(() => (this.hasChanges() ? this.save().catch(() => false) : true));
    return this.queue;
  }

  /** Resolves once no save runs or waits (one queued meanwhile is waited for too); starts none itself. */
  async settled(): Promise<void> {
    let last: Promise<boolean>;
    do {
      last = this.queue;
      await last;
    } while (last !== this.queue);
  }

  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
