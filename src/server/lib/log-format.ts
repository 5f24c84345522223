export type LogFormat = 'pretty' | 'json';

interface LogFormatInputs {
  /** LOG_FORMAT, when set. */
  requested: LogFormat | undefined;
  /** Whether stdout is a terminal. */
  isTTY: boolean;
  /** NODE_ENV as the process got it (unset is not production here, though the app defaults to it). */
  nodeEnv: string | undefined;
}

/** Readable lines for a person at a terminal; JSON when piped (log collectors) or in production. */
export function chooseLogFormat({ requested, isTTY, nodeEnv }: LogFormatInputs): LogFormat {
  if (requested) return requested;
  return isTTY && nodeEnv !== 'production' ? 'pretty' : 'json';
}

const LEVELS: Record<number, { name: string; color: string }> = {
  10: { name: 'TRACE', color: '90' },
  20: { name: 'DEBUG', color: '36' },
  30: { name: 'INFO ', color: '32' },
  40: { name: 'WARN ', color: '33' },
  50: { name: 'ERROR', color: '31' },
  60: { name: 'FATAL', color: '35' },
};
/** Fields the line's head already shows, or that only a collector wants. */
const HIDDEN = new Set([
  'level',
  'time',
  'msg',
  'pid',
  'hostname',
  'req',
  'res',
  'responseTime',
  'reqId',
  'err',
]);

const paint = (color: boolean, code: string, text: string) =>
  color ? `\u001b[${code}m${text}\u001b[0m` : text;

function value(v: unknown): string {
  return typeof v === 'string' ? (/\s/.test(v) ? JSON.stringify(v) : v) : JSON.stringify(v);
}

/**
 * One pino JSON line as "12:04:05 INFO  GET /api/x 200 3ms message key=value", with the error's
 * stack on the lines after it; a line that is not JSON passes through unchanged.
 */
export function prettyLogLine(line: string, color: boolean): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = LEVELS[Number(entry.level)] ?? { name: String(entry.level).padEnd(5), color: '0' };
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 19) : '';
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  const http = [
    req?.method,
    req?.url,
    res?.statusCode,
    typeof entry.responseTime === 'number' ? `${Math.round(entry.responseTime)}ms` : undefined,
  ].filter((p) => p !== undefined);
  const fields = Object.entries(entry)
    .filter(([k]) => !HIDDEN.has(k))
    .map(([k, v]) => `${paint(color, '90', `${k}=`)}${value(v)}`);
  const head = [
    paint(color, '90', time),
    paint(color, level.color, level.name),
    ...http,
    entry.msg ?? '',
    ...fields,
  ]
    .filter((p) => p !== '')
    .join(' ');
  const err = entry.err as { stack?: string; message?: string } | undefined;
  return err ? `${head}\n${paint(color, '31', err.stack ?? err.message ?? JSON.stringify(err))}` : head;
}
