import { describe, expect, it } from 'vitest';
import { filesFor } from './prefetch-files';
import { LOGIN, routeByName } from './table';

/** A build's list (signed-in-files.ts writes it): the frame, the pages, the dictionaries. */
const manifest = {
  shell: ['assets/shell.js', 'assets/shell.css'],
  pages: {
    Workplace: ['assets/workplace.js', 'assets/common.js'],
    ':resource': ['assets/resource-page.js', 'assets/common.js'],
    ':placeholder': ['assets/placeholder.js'],
  },
  messages: {
    'zh-CN/app': ['assets/app-zh.js'],
    'en-US/app': ['assets/app-en.js'],
    'zh-CN/resources': ['assets/resources-zh.js'],
    'en-US/resources': ['assets/resources-en.js'],
  },
};

const pathOf = (name: string) => {
  const route = routeByName(name);
  if (!route) throw new Error(`no route ${name}`);
  return route.path;
};

describe('the files prefetched for the screen after sign-in', () => {
  it('are the frame, the screen’s own page and the dictionaries in the visitor’s language', () => {
    expect(filesFor(manifest, pathOf('Workplace'), 'en-US')).toEqual([
      'assets/shell.js',
      'assets/shell.css',
      'assets/workplace.js',
      'assets/common.js',
      'assets/app-en.js',
      // The Workplace's route names the resource dictionary (its figures' statuses).
      'assets/resources-en.js',
    ]);
  });

  it('are the generic resource page and the resource dictionary for a resource screen without a page', () => {
    expect(filesFor(manifest, pathOf('Product'), 'zh-CN')).toEqual([
      'assets/shell.js',
      'assets/shell.css',
      'assets/resource-page.js',
      'assets/common.js',
      'assets/app-zh.js',
      'assets/resources-zh.js',
    ]);
  });

  it('are the frame alone when the target is an entry page (no screen to open)', () => {
    expect(filesFor(manifest, pathOf(LOGIN), 'zh-CN')).toEqual([
      'assets/shell.js',
      'assets/shell.css',
      'assets/app-zh.js',
    ]);
  });
});
