/**
 * The floor under the serving figures (issue 28 item 2, `npm run bench` serve section): a bare Node
 * `http` server sending fixed bytes from memory, nothing else: no routing beyond a Map lookup, no
 * logging. Run by `startHttpFloor(answers)` as its own process (so the load client and the bench
 * script never share its thread), where `answers` maps a URL path to `{ file, headers }` (the bytes are
 * read from `file` once; `headers` as given, e.g. the very header block our server sent) or
 * `{ file, type, encoding }` (then only the content type, encoding and length).
 *
 * `startHttpFloor(answers)` → `{ url, stop() }`.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

if (process.argv[2] === 'serve') {
  const answers = new Map();
  for (const [path, a] of Object.entries(JSON.parse(process.argv[3]))) {
    const body = readFileSync(a.file);
    const headers = a.headers ?? { 'content-type': a.type, 'content-length': String(body.length), ...(a.encoding ? { 'content-encoding': a.encoding } : {}) };
    answers.set(path, { body, headers });
  }
  const server = createServer((req, res) => {
    const a = answers.get(req.url);
    if (!a) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, a.headers);
    res.end(a.body);
  });
  server.keepAliveTimeout = 5_000;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('disconnect', () => process.exit(0));
}

/** Starts the floor server process with `answers` (see the file comment). */
export async function startHttpFloor(answers) {
  const child = fork(fileURLToPath(import.meta.url), ['serve', JSON.stringify(answers)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`http floor exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
