import type { LoggerService } from '@nestjs/common';

/**
 * Nest writes a line per module, controller and route at start (about 200 with every area), which buries what an
 * operator needs to see; those go to debug, everything else passes through unchanged.
 */
const STARTUP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

export class QuietStartupLogger implements LoggerService {
  constructor(private readonly inner: LoggerService) {}

  log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && STARTUP_CONTEXTS.has(context)) {
      this.inner.debug?.(message, ...rest);
      return;
    }
    this.inner.log(message, ...rest);
  }
  error(message: unknown, ...rest: unknown[]): void { this.inner.error(message, ...rest); }
  warn(message: unknown, ...rest: unknown[]): void { this.inner.warn(message, ...rest); }
  debug(message: unknown, ...rest: unknown[]): void { this.inner.debug?.(message, ...rest); }
  verbose(message: unknown, ...rest: unknown[]): void { this.inner.verbose?.(message, ...rest); }
  fatal(message: unknown, ...rest: unknown[]): void { (this.inner.fatal ?? this.inner.error).call(this.inner, message, ...rest); }
}
