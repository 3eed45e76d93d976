import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** How a figure is held against its limit. */
export type Comparison = 'max' | 'min';

export interface Figure {
  name: string;
  /** null when the step could not measure it (`note` says why). */
  value: number | null;
  unit: string;
  /** null for a figure shown for context only. */
  limit: number | null;
  comparison: Comparison;
  /** PASS / FAIL against the limit, INFO without one, SKIP when not measured. */
  verdict: 'PASS' | 'FAIL' | 'INFO' | 'SKIP';
  note?: string;
}

export interface FigureInput {
  name: string;
  value: number;
  unit: string;
  limit?: number;
  comparison?: Comparison;
  note?: string;
}

/** The figures of one run, printed as they come and written to JSON at the end. */
export class Report {
  readonly figures: Figure[] = [];
  readonly steps: { step: string; ms: number; error?: string }[] = [];

  add(input: FigureInput): Figure {
    const comparison = input.comparison ?? 'max';
    const limit = input.limit ?? null;
    const verdict =
      limit === null
        ? 'INFO'
        : (comparison === 'max' ? input.value <= limit : input.value >= limit)
          ? 'PASS'
          : 'FAIL';
    const figure: Figure = {
      name: input.name,
      value: input.value,
      unit: input.unit,
      limit,
      comparison,
      verdict,
      ...(input.note ? { note: input.note } : {}),
    };
    this.figures.push(figure);
    console.log(formatFigure(figure));
    return figure;
  }

  notMeasured(name: string, why: string): void {
    const figure: Figure = {
      name,
      value: null,
      unit: '',
      limit: null,
      comparison: 'max',
      verdict: 'SKIP',
      note: why,
    };
    this.figures.push(figure);
    console.log(formatFigure(figure));
  }

  write(path: string, startedAt: Date, extra: Record<string, unknown>): void {
    mkdirSync(dirname(path), { recursive: true });
    const failed = this.figures.filter((f) => f.verdict === 'FAIL').map((f) => f.name);
    const body = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      commit: gitCommit(),
      ...extra,
      figures: this.figures,
      steps: this.steps,
      failed,
    };
    writeFileSync(path, `${JSON.stringify(body, null, 2)}\n`);
  }
}

function formatValue(value: number, unit: string): string {
  const digits = unit === 'x' ? 2 : Math.abs(value) >= 100 || Number.isInteger(value) ? 0 : 1;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

export function formatFigure(f: Figure): string {
  const name = f.name.padEnd(44);
  if (f.value === null) return `  ${name} not measured: ${f.note ?? 'unknown reason'}`;
  const value = formatValue(f.value, f.unit).padStart(12);
  const limit =
    f.limit === null
      ? ''.padEnd(16)
      : `${f.comparison === 'max' ? '<=' : '>='} ${formatValue(f.limit, f.unit)}`.padEnd(16);
  const note = f.note ? `  (${f.note})` : '';
  return `  ${name} ${value}   limit ${limit} ${f.verdict}${note}`;
}

function gitCommit(): string | null {
  try {
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    }).trim();
    return dirty ? `${sha}-dirty` : sha;
  } catch {
    return null;
  }
}
