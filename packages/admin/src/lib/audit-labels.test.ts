/**
 * The activity list's labels with the real i18n and the real dictionaries of both locales (app + resources),
 * for every audit action and entity the server writes: scanned from packages/server/src, so a new audit call
 * without a text fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Locale, RESOURCES } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { loadLocale, t } from '../i18n';
import { auditActionLabel, auditEntityLabel, displayName } from './audit-labels';

const SERVER = fileURLToPath(new URL('../../../server/src', import.meta.url));

function serverSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

const literals = (expression = '') => [...expression.matchAll(/'([\w.-]+)'/g)].map((match) => match[1] as string);

/** The literal actions and entities of the server's audit entries (a resource's are its definition's name). */
function serverAuditKeys() {
  const actions = new Set<string>();
  const entities = new Set<string>();
  for (const source of serverSources(SERVER)) {
    for (const call of source.matchAll(/\baudit\(/g)) {
      const entry = source.slice(call.index, source.indexOf('})', call.index));
      for (const action of literals(/action:\s*([^,}\n]+)/.exec(entry)?.[1])) actions.add(action);
      for (const entity of literals(/entity:\s*([^,}\n]+)/.exec(entry)?.[1])) entities.add(entity);
    }
    // Actions passed through a helper that writes the audit entry (order state, stock moves).
    for (const match of source.matchAll(/writeOrder\([^;]*?'(\w+)'\)|recorded\(c, ctx, '(\w+)'/g)) {
      actions.add((match[1] ?? match[2]) as string);
    }
  }
  // A certification's action is its new status (routes/certification.ts: `action: to`).
  for (const status of ['pass', 'rejected', 'withdrawn']) actions.add(status);
  return { actions: [...actions], entities: [...entities] };
}

const { actions, entities } = serverAuditKeys();

describe.each(['en-US', 'zh-CN'] as Locale[])('audit labels in %s', (locale) => {
  const use = () => loadLocale(locale, ['app', 'resources']);

  it('found the audit keys of the server', () => {
    expect(actions).toEqual(expect.arrayContaining(['login', 'create', 'update', 'delete', 'pay', 'ship', 'upload']));
    expect(entities).toEqual(expect.arrayContaining(['session', 'user.profile', 'material']));
  });

  it("names a resource by its dictionary title and its transitions by the resource's action labels", async () => {
    await use();
    for (const def of Object.values(RESOURCES)) {
      const title = auditEntityLabel(t, def.name);
      expect(title, def.name).toBe(t(`${def.name}.title`));
      expect(title, def.name).not.toBe(`${def.name}.title`);
      for (const action of Object.keys(def.states?.transitions ?? {})) {
        expect(auditActionLabel(t, action, def.name), `${def.name} ${action}`).toBe(t(`${def.name}.action.${action}`));
      }
    }
    expect(auditEntityLabel(t, 'saleOrder')).toBe(locale === 'en-US' ? 'Sale order' : '销售订单');
    expect(auditActionLabel(t, 'submit', 'saleOrder')).toBe(locale === 'en-US' ? 'Submit' : '提交审核');
  });

  it('has a text for every action and entity the server writes, on any entity', async () => {
    await use();
    const raw = (label: string, key: string) => label === key || label.startsWith('userInfo.');
    for (const entity of [...entities, ...Object.keys(RESOURCES)]) {
      expect(raw(auditEntityLabel(t, entity), entity), entity).toBe(false);
      for (const action of actions) {
        expect(raw(auditActionLabel(t, action, entity), action), `${action} on ${entity}`).toBe(false);
      }
    }
  });

  it('shows a key no dictionary knows as it is', async () => {
    await use();
    expect(auditEntityLabel(t, 'purchase-order')).toBe('purchase-order');
    expect(auditActionLabel(t, 'archive', 'saleOrder')).toBe('archive');
    expect(auditActionLabel(() => '', 'archive', 'user')).toBe('archive');
  });
});

describe('displayName', () => {
  it('prefers the nickname, else the user name', () => {
    expect(displayName({ nickname: '李娜', userName: 'sales' })).toBe('李娜');
    expect(displayName({ nickname: '  ', userName: 'sales' })).toBe('sales');
  });
});
