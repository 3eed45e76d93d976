import type { OutboxRow } from '../db/db';
import type { Entry } from './replay-pick';
import type { Outcome } from './replay-send';

export interface Answer {
  entry: Entry;
  outcome: Outcome;
}

/** A run's requests on the way, and the answers back from them that the run has not landed yet. */
export class Flights {
  private flying = 0;
  private answers: Answer[] = [];
  private wake: (() => void) | undefined;
  private readonly send: (row: OutboxRow) => Promise<Outcome>;

  /** `send` never rejects: every failure is an Outcome. */
  constructor(send: (row: OutboxRow) => Promise<Outcome>) {
    this.send = send;
  }

  /** Requests on the way. */
  get count(): number {
    return this.flying;
  }

  /** Answers back and not yet taken. */
  get answered(): number {
    return this.answers.length;
  }

  launch(entry: Entry): void {
    entry.flying = true;
    this.flying += 1;
    void this.send(entry.row).then((outcome) => {
      this.flying -= 1;
      this.answers.push({ entry, outcome });
      this.wake?.();
    });
  }

  /** The answers back so far, oldest row first; they are the caller's to land. */
  take(): Answer[] {
    return this.answers.splice(0).sort((a, b) => a.entry.seq - b.entry.seq);
  }

  /** Resolves when the next answer is back. */
  async next(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.wake = resolve;
    });
    this.wake = undefined;
  }

  /** Resolves once no request is on the way. */
  async drain(): Promise<void> {
    while (this.flying > 0) await this.next();
  }
}
