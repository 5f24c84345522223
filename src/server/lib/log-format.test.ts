import { describe, expect, it } from 'vitest';
import { chooseLogFormat, prettyLogLine } from './log-format';

describe('log format', () => {
  it('is readable at a terminal, JSON when piped or in production, and LOG_FORMAT wins', () => {
    expect(chooseLogFormat({ requested: undefined, isTTY: true, nodeEnv: undefined })).toBe('pretty');
    expect(chooseLogFormat({ requested: undefined, isTTY: true, nodeEnv: 'development' })).toBe('pretty');
    expect(chooseLogFormat({ requested: undefined, isTTY: false, nodeEnv: undefined })).toBe('json');
    expect(chooseLogFormat({ requested: undefined, isTTY: true, nodeEnv: 'production' })).toBe('json');
    expect(chooseLogFormat({ requested: 'json', isTTY: true, nodeEnv: undefined })).toBe('json');
    expect(chooseLogFormat({ requested: 'pretty', isTTY: false, nodeEnv: 'production' })).toBe('pretty');
  });

  it('prints a request line as time, level, method, path, status, duration and message', () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 10, 27, 12, 4, 5),
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/chain/status' },
      res: { statusCode: 200 },
      responseTime: 3.4,
      msg: 'request completed',
    });
    expect(prettyLogLine(line, false)).toBe('12:04:05 INFO  GET /api/chain/status 200 3ms request completed');
  });

  it('keeps extra fields as key=value, puts an error stack under the line, colours only when asked', () => {
    const line = JSON.stringify({
      level: 50,
      time: Date.UTC(2026, 10, 27, 12, 0, 0),
      msg: 'relay failed',
      bridgeId: 'b1',
      note: 'two words',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(prettyLogLine(line, false)).toBe(
      '12:00:00 ERROR relay failed bridgeId=b1 note="two words"\nError: boom\n    at x',
    );
    expect(prettyLogLine(line, true)).toContain('\u001b[31mERROR\u001b[0m');
    expect(prettyLogLine('not json', false)).toBe('not json');
  });
});
