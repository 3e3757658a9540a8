import { EventEmitter } from 'node:events';
import { jest } from '@jest/globals';
import { exitOnFatalError, type FatalErrorProcess } from './exit-on-fatal-error.js';

describe('exitOnFatalError', () => {
  function watched() {
    const events = new EventEmitter();
    const exit = jest.fn();
    const log = jest.fn<(line: string) => void>();
    exitOnFatalError({ on: events.on.bind(events), exit } as unknown as FatalErrorProcess, log);
    return { events, exit, log };
  }

  test.each(['unhandledRejection', 'uncaughtException'])('%s: one line logged, then exit code 1', (event) => {
    const { events, exit, log } = watched();
    events.emit(event, new Error('audit: the rows of this update\nwere not read'));
    expect(log).toHaveBeenCalledTimes(1);
    const line = log.mock.calls[0][0];
    expect(line).not.toContain('\n');
    expect(line).toContain('Error: audit: the rows of this update were not read');
    expect(exit).toHaveBeenCalledWith(1);
  });

  test('a rejection with something other than an Error is logged too', () => {
    const { events, exit, log } = watched();
    events.emit('unhandledRejection', 'lost');
    expect(log.mock.calls[0][0]).toMatch(/: lost$/);
    expect(exit).toHaveBeenCalledWith(1);
  });
});
