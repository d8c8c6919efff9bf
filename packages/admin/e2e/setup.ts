/**
 * Runs with every e2e file. The files share their worker's browser (browser.ts): what a file opened is closed
 * when it ends, so a page it left open (a live message stream, a player's timers) neither runs on into the next
 * file nor is seen by it. A failed test's error tells where each of its pages went and what they were refused or logged
 * as errors, so a red run's log says what the browser saw, though the walk has closed its pages by then.
 */
import { afterAll, beforeEach } from 'vitest';
import { closeContexts, takeTrails } from './browser';

beforeEach(({ onTestFailed }) => {
  takeTrails();
  onTestFailed(({ task }) => {
    const trails = takeTrails();
    const error = task.result?.errors?.[0];
    // Added to the failure itself, which a log cut to its end (npm test's "why … failed") still shows.
    if (error && trails.length > 0)
      error.message += `\n\nWhat the test's pages did:\n${trails.map((t) => t.join('\n')).join('\n')}`;
  });
});

afterAll(closeContexts);
