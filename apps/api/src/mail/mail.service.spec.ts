import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { MailService } from './mail.service.js';

/** A mail service without SMTP over an outbox whose writes are given; what it logs is kept. */
function serviceOver(outbox: { save: (row: object) => Promise<{ id: number }>; update: (where: object, change: object) => Promise<unknown> }) {
  const dataSource = { getRepository: () => ({ ...outbox, create: (row: object) => row }) } as unknown as DataSource;
  const config = { mail: { from: 'x <x@example.com>', publicUrl: 'http://localhost:3000' } } as AppConfig;
  const service = new MailService(dataSource, config);
  const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  return { service, errors };
}

const mail = (to: string) => ({ to, subject: 'رابط', text: 'نص' });

describe('MailService', () => {
  afterEach(() => jest.restoreAllMocks());

  test('a failing outbox is logged, never thrown at the caller', async () => {
    const { service, errors } = serviceOver({ save: () => Promise.reject(new Error('disk full')), update: () => Promise.resolve() });
    await expect(service.send(mail('a@example.com'))).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('disk full'));
  });

  test('queued mail goes one message at a time, in order, after the caller is done, and a failure does not stop the rest', async () => {
    const steps: string[] = [];
    let inFlight = 0;
    const write = async (step: string) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      steps.push(step);
      inFlight -= 1;
    };
    let id = 0;
    const { service, errors } = serviceOver({
      save: async (row) => {
        await write(`save ${(row as { recipient: string }).recipient}`);
        if ((row as { recipient: string }).recipient === 'b@example.com') throw new Error('locked');
        return { id: ++id };
      },
      update: (where) => write(`update ${(where as { id: number }).id}`),
    });
    service.sendLater([mail('a@example.com'), mail('b@example.com')]);
    service.sendLater([mail('c@example.com')]);
    expect(steps).toEqual([]);
    await service.idle();
    expect(steps).toEqual(['save a@example.com', 'update 1', 'save b@example.com', 'save c@example.com', 'update 2']);
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
