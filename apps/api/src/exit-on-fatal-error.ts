import { Logger } from '@nestjs/common';

/** What {@link exitOnFatalError} needs of the process: its events and its exit. */
export type FatalErrorProcess = Pick<NodeJS.Process, 'on' | 'exit'>;

/**
 * An error that nothing caught (a promise nobody awaited, a throw in a callback) leaves the server in a state nobody
 * knows: it logs one line and exits with code 1, so the supervisor it runs under (Docker's restart policy, systemd)
 * starts a clean one. Node's own default does much the same, but over many lines and only as long as nobody runs it
 * with `--unhandled-rejections=warn` (or a library adds a listener), which would keep a broken server running.
 */
export function exitOnFatalError(target: FatalErrorProcess = process, log: (line: string) => void = (line) => new Logger('Halaqat').fatal(line)): void {
  const exit = (kind: string) => (error: unknown) => {
    log(`${kind}, exiting with code 1 for the supervisor to restart the server: ${oneLine(error)}`);
    target.exit(1);
  };
  target.on('unhandledRejection', exit('Unhandled promise rejection'));
  target.on('uncaughtException', exit('Uncaught exception'));
}

/** The error's name and message and where it was thrown, on one line. */
function oneLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error).replace(/\s+/g, ' ');
  const where = error.stack
    ?.split('\n')
    .find((line) => line.trim().startsWith('at '))
    ?.trim();
  return `${error.name}: ${error.message}${where ? ` (${where})` : ''}`.replace(/\s+/g, ' ');
}
