import { createApp } from './bootstrap';
import { loadConfig } from './platform/config/app-config';

createApp(loadConfig())
  .then(async (app) => {
    const url = await app.getUrl();
    console.log(`Cis portal and API on ${url.replace('[::1]', 'localhost')}`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
