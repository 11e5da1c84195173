import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { log, round, signIn } from './util.mjs';

const require = createRequire(import.meta.url);
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const SESSION_KEY = 'cis.session';

/** Every script the page loads on a cold visit, raw and gzip (zlib level 9) sizes. */
async function scriptsOf(browser, url, session) {
  const context = await browser.newContext();
  if (session) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)]);
  const page = await context.newPage();
  const bodies = [];
  const encodings = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    encodings.add(response.headers()['content-encoding'] ?? 'identity');
    bodies.push(response.body().then((b) => ({ url: new URL(response.url()).pathname, raw: b.length, gzip: gzipSync(b, { level: 9 }).length })).catch(() => null));
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  const landed = new URL(page.url()).pathname;
  const files = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  return {
    landedOn: landed,
    files: files.length,
    rawKb: round(files.reduce((s, f) => s + f.raw, 0) / 1024, 1),
    gzipKb: round(files.reduce((s, f) => s + f.gzip, 0) / 1024, 1),
    servedEncoding: [...encodings].join(','),
    largest: files.sort((a, b) => b.gzip - a.gzip).slice(0, 5).map((f) => ({ file: f.url, gzipKb: round(f.gzip / 1024, 1) })),
  };
}

async function lighthouseScores(origin, session) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const puppeteer = require('puppeteer-core');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const out = {};
    for (const [name, path, withSession] of [['signIn', '/sign-in', false], ['dashboard', '/dashboards', true]]) {
      if (withSession) {
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const page = await browser.newPage();
        await page.goto(`${origin}/sign-in`, { waitUntil: 'load' });
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)]);
        await page.close();
        await browser.disconnect();
      }
      log(`client: lighthouse ${path}`);
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: withSession,
      });
      const { lhr } = result;
      const score = (c) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100));
      const metric = (id) => lhr.audits[id]?.displayValue ?? null;
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
        .slice(0, 12);
      out[name] = {
        finalUrl: lhr.finalDisplayedUrl, performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'),
        fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift'),
        failing, runtimeError: lhr.runtimeError?.message ?? null, preset: 'Lighthouse default (mobile, simulated throttling)',
      };
    }
    return out;
  } finally {
    await chrome.kill();
  }
}

/** Client: JavaScript loaded for the sign-in page and the dashboard, and Lighthouse scores for both. */
export async function clientMeasures({ webDist, startWebBff }) {
  if (!existsSync(join(webDist, 'index.html'))) {
    return { skipped: `${webDist}/index.html is missing: the web build did not produce a bundle, so the client was not measured.` };
  }
  if (!existsSync(CHROMIUM)) return { skipped: `${CHROMIUM} is missing (apt-get install -y chromium).` };
  const bff = await startWebBff();
  try {
    const origin = bff.url;
    const { token, user } = await signIn(origin);
    const session = { user, token };
    const { chromium } = require('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
    let js;
    try {
      js = {
        signIn: await scriptsOf(browser, `${origin}/sign-in`),
        dashboard: await scriptsOf(browser, `${origin}/dashboards`, session),
      };
    } finally {
      await browser.close();
    }
    log(`client: sign-in JS ${js.signIn.gzipKb} KB gzip, dashboard JS ${js.dashboard.gzipKb} KB gzip`);
    let lighthouseResult;
    try {
      lighthouseResult = await lighthouseScores(origin, session);
    } catch (error) {
      lighthouseResult = { error: `Lighthouse could not run here: ${error.message}` };
    }
    return { js, lighthouse: lighthouseResult };
  } finally {
    await bff.stop();
  }
}
