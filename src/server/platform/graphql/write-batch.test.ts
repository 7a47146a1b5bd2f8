import { afterEach, describe, expect, it } from 'vitest';
import { fanoutSent, setFanoutClock, takeFanoutEvents, withFanoutClock } from './fanout-clock';
import { inOneWriteBatch, sendInOrder, writeFrame, type FrameSink } from './write-batch';

/** A socket that records what it was given, into one shared log (to see the order across sockets). */
function socket(name: string, log: string[]): FrameSink {
  return {
    write(frame: Buffer) {
      log.push(`${name}:${frame.toString()}`);
      return true;
    },
  };
}

describe('write batch (one event’s socket writes sent together)', () => {
  afterEach(() => setFanoutClock(false));

  it('writes at once outside a batch', () => {
    const log: string[] = [];
    writeFrame(socket('a', log), Buffer.from('1'));
    sendInOrder(() => log.push('ws:2'));
    expect(log).toEqual(['a:1', 'ws:2']);
  });

  it('holds the writes made during the batch and writes them in order when it ends', () => {
    const log: string[] = [];
    const a = socket('a', log);
    const b = socket('b', log);
    inOneWriteBatch(() => {
      writeFrame(a, Buffer.from('1'));
      writeFrame(b, Buffer.from('1'));
      sendInOrder(() => log.push('ws-a:2'));
      writeFrame(a, Buffer.from('3'));
      log.push('listeners done');
    });
    expect(log).toEqual(['listeners done', 'a:1', 'b:1', 'ws-a:2', 'a:3']);
  });

  it('joins a nested batch to the outer one', () => {
    const log: string[] = [];
    const a = socket('a', log);
    inOneWriteBatch(() => {
      writeFrame(a, Buffer.from('1'));
      inOneWriteBatch(() => writeFrame(a, Buffer.from('2')));
      log.push('inner done');
      writeFrame(a, Buffer.from('3'));
    });
    expect(log).toEqual(['inner done', 'a:1', 'a:2', 'a:3']);
  });

  it('still writes what was queued when the dispatch throws, then rethrows, and closes the batch', () => {
    const log: string[] = [];
    const a = socket('a', log);
    expect(() =>
      inOneWriteBatch(() => {
        writeFrame(a, Buffer.from('1'));
        throw new Error('listener broke');
      }),
    ).toThrow('listener broke');
    expect(log).toEqual(['a:1']);
    writeFrame(a, Buffer.from('2'));
    expect(log).toEqual(['a:1', 'a:2']);
  });

  it('counts the batch’s writes on the fan-out clock when they are written', () => {
    setFanoutClock(true);
    const target = withFanoutClock(new EventTarget());
    const log: string[] = [];
    const a = socket('a', log);
    target.addEventListener('t', () => inOneWriteBatch(() => [1, 2].forEach((n) => writeFrame(a, Buffer.from(String(n))))));
    target.addEventListener('t', () => undefined);
    target.dispatchEvent(new Event('t'));
    // Two listeners, two messages: the event is complete; a further send belongs to no event.
    fanoutSent();
    const [e, ...rest] = takeFanoutEvents();
    expect(rest).toEqual([]);
    expect(e).toMatchObject({ topic: 't', subscribers: 2, sends: 2 });
    expect(e!.madeMs).not.toBeNull();
  });
});
