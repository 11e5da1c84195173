import { createApp } from './bootstrap';
import { loadConfig } from './platform/config/app-config';
import { Drain } from './platform/lifecycle/drain';

// The configuration is read inside the chain: a refused setting ends the start like any other failure, as one line
// that names it (not as an uncaught exception's stack).
Promise.resolve()
  .then(() => createApp(loadConfig()))
  .then(async (app) => {
    // SIGTERM / SIGINT drain: in-flight requests answered, sockets sent elsewhere, then exit (lifecycle/drain.ts).
    app.get(Drain).onSignals(app);
    const url = await app.getUrl();
    console.log(`Cis portal and API on ${url.replace('[::1]', 'localhost')}`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
