/**
 * A database that cannot start because of how this machine is set up (a folder, a user). Its message is
 * one sentence naming the cause and the fix, so it carries no stack trace: print the message and stop.
 */
export class DatabaseSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.stack = `${this.name}: ${message}`;
  }
}
DatabaseSetupError.prototype.name = 'DatabaseSetupError';
