import pino from 'pino';
import { prettyLogLine, type LogFormat } from './log-format';

export type Logger = pino.Logger;

/** pino's JSON lines written to stdout as readable ones (colours only at a terminal). */
function prettyStdout(): pino.DestinationStream {
  const color = process.stdout.isTTY === true;
  return {
    write: (chunk: string) => void process.stdout.write(`${prettyLogLine(chunk.trimEnd(), color)}\n`),
  };
}

export function createLogger(level: string, format: LogFormat): Logger {
  const options = {
    level,
    redact: { paths: ['req.headers.cookie', 'secretKey', 'privateKey', '*.secretKey'], censor: '[redacted]' },
  };
  return format === 'pretty' ? pino(options, prettyStdout()) : pino(options);
}
