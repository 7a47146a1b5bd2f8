/**
 * The floor under a fan-out on this machine (issue 15, `npm run bench` tables section): how long ONE
 * thread takes to hand one message to each of N TCP sockets, with nothing else in the way: no
 * GraphQL, no WebSocket framing, no JSON. A writer process (this file run with `writer`) accepts N
 * connections from the caller's process and, once it holds them all, per round, writes the same `bytes`-long buffer to each
 * socket in a loop, timing from before the first write to after the last (`performance.now()`). The
 * caller's process reads everything, as the phones' clients do in the table bench.
 *
 * `measureSocketFloor({ sockets, rounds, bytes, warmup })` → `{ p50, p95 }` in milliseconds per round, over
 * `rounds` rounds after `warmup` unmeasured ones (the writer's first rounds take up to twice as long, as
 * the server's first changes do: the table bench warms both).
 * Each write is one `writev`/`write` system call; on loopback that call also runs the receiving side's
 * TCP work, so the figure is what a server pays per socket here, before any JavaScript of its own.
 */
import { fork } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

if (process.argv[2] === 'writer') {
  const sockets = [];
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    sockets.push(socket);
    if (sockets.length === Number(process.argv[3])) process.send({ ready: true });
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('message', (m) => {
    if (m.round) {
      const message = Buffer.alloc(m.bytes, 'x');
      const c0 = process.threadCpuUsage();
      const t0 = performance.now();
      for (const s of sockets) s.write(message);
      const ms = performance.now() - t0;
      const c = process.threadCpuUsage(c0);
      process.send({ ms, cpuMs: (c.user + c.system) / 1000, systemMs: c.system / 1000, sockets: sockets.length });
    } else if (m.stop) {
      for (const s of sockets) s.destroy();
      server.close();
      process.disconnect();
    }
  });
}

/** Runs the writer and returns the per-round time to write to every socket (ms, p50 and p95). */
export async function measureSocketFloor({ sockets = 1000, rounds = 40, bytes = 400, warmup = 0 } = {}) {
  const writer = fork(fileURLToPath(import.meta.url), ['writer', String(sockets)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () => new Promise((resolve) => writer.once('message', resolve));
  const { port } = await next();
  // Every connection accepted by the writer (a client's 'connect' comes before the writer's accept).
  const ready = next();
  const clients = [];
  let received = 0;
  for (let i = 0; i < sockets; i++) {
    const c = connect(port, '127.0.0.1');
    c.on('data', (d) => (received += d.length));
    clients.push(c);
    await new Promise((r) => c.once('connect', r));
  }
  await ready;
  const times = [];
  const cpu = [];
  const system = [];
  for (let k = 0; k < warmup + rounds; k++) {
    const goal = received + sockets * bytes;
    writer.send({ round: true, bytes });
    const { ms, cpuMs, systemMs } = await next();
    if (k >= warmup) {
      times.push(ms);
      cpu.push(cpuMs);
      system.push(systemMs);
    }
    while (received < goal) await new Promise((r) => setTimeout(r, 1));
    await new Promise((r) => setTimeout(r, 20));
  }
  writer.send({ stop: true });
  for (const c of clients) c.destroy();
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  system.sort((a, b) => a - b);
  const q = (p, list = times) => Math.round(list[Math.min(list.length - 1, Math.floor(p * list.length))] * 10) / 10;
  return { p50: q(0.5), p95: q(0.95), cpuP50: q(0.5, cpu), cpuP95: q(0.95, cpu), systemP50: q(0.5, system) };
}
