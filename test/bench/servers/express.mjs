/**
 * The framework floor: Express (the HTTP layer under the BFF's NestJS) answering the same captured bytes per path,
 * with no middleware. The BFF cannot be faster than this; the distance between the two is the BFF's own work.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const express = require('express');
const [, , routesFile, port] = process.argv;
const routes = Object.entries(JSON.parse(readFileSync(routesFile, 'utf8')));

const app = express();
app.get('/health', (req, res) => res.json({ status: 'ok' }));
for (const [path, body] of routes) app.get(path, (req, res) => res.type('application/json').send(body));
app.listen(Number(port), '127.0.0.1');
