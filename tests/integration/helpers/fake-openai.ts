import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer: message content, a token stream, an HTTP error, or no answer at all. */
export type RecordedAnswer =
  { content: string } | { stream: string[] } | { status: number; body: string } | { hang: true };

export interface RecordedRequest {
  readonly authorization: string | undefined;
  readonly body: { model?: string; stream?: boolean; messages?: Array<{ role: string; content: string }> };
}

/**
 * A local OpenAI-compatible /chat/completions server replaying answers in order (the last one repeats).
 * Answers are recorded shapes of real chat-completions responses, including server-sent-event streams.
 */
export async function startFakeOpenAi(answers: RecordedAnswer[] = []) {
  const queue = [...answers];
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      requests.push({
        authorization: req.headers.authorization,
        body: JSON.parse(raw) as RecordedRequest['body'],
      });
      const answer = queue.length > 1 ? queue.shift() : queue[0];
      if (!answer) {
        res.writeHead(500).end('no answer recorded');
      } else if ('hang' in answer) {
        hanging.add(res);
      } else if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      } else if ('stream' in answer) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const piece of answer.stream) {
          res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
        }
        res.end('data: [DONE]\n\n');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-recorded',
            object: 'chat.completion',
            model: 'recorded-model',
            choices: [
              { index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' },
            ],
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Replaces the remaining answers. */
    script(next: RecordedAnswer[]) {
      queue.splice(0, queue.length, ...next);
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
