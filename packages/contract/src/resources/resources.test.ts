import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages';
import { allowedInState, impliedKeys, parseListQuery, RESOURCES, stateField } from './index';
import enUS from './locales/en-US.json';
import zhCN from './locales/zh-CN.json';
import { createSchema, transitionSchema, updateSchema } from './schemas';

const product = RESOURCES.product;
const saleOrder = RESOURCES.saleOrder;
if (!product || !saleOrder) throw new Error('definitions missing');

describe('resource dictionaries', () => {
  it('have the same keys in both locales and a text for every key a definition implies', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(enUS).sort());
    for (const def of Object.values(RESOURCES)) {
      for (const key of impliedKeys(def)) {
        expect(enUS, `${def.name}: ${key}`).toHaveProperty([key]);
        expect((zhCN as Record<string, string>)[key]?.trim(), key).toBeTruthy();
      }
    }
  });

  it('name only messages the contract can translate', () => {
    for (const def of Object.values(RESOURCES)) {
      for (const field of Object.values(def.fields)) {
        if (field.pattern) expect(isMessageKey(field.pattern.message), field.pattern.message).toBe(true);
      }
    }
  });
});

const issues = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input, { abortPipeEarly: true }).issues ?? []).map((issue) => ({
    path: v.getDotPath(issue),
    message: issue.message,
  }));

describe('input schemas', () => {
  const valid = { sku: 'SPK-100', name: '吸顶音箱', kind: 'speaker', unit: '只', salePrice: 12_900 };

  it('take the writable fields, fill optional ones and refuse read-only or unknown ones', () => {
    const parsed = v.parse(createSchema(product), valid) as Record<string, unknown>;
    expect(parsed).toMatchObject({ ...valid, brand: '', taxRate: 13, serialTracked: false, images: [], powerW: null });
    expect(issues(createSchema(product), { ...valid, status: 'on_sale' })[0]?.message).toMatch(/key|Invalid/i);
    expect(issues(createSchema(product), { ...valid, colour: 'red' })).toHaveLength(1);
  });

  it('report required, pattern, range and type problems under their fields', () => {
    expect(issues(createSchema(product), { ...valid, name: '  ', sku: 'bad sku', salePrice: -1 })).toEqual([
      { path: 'sku', message: 'validation.code' },
      { path: 'name', message: 'validation.required' },
      { path: 'salePrice', message: 'validation.tooSmall' },
    ]);
    expect(issues(createSchema(product), { ...valid, kind: 'piano', salePrice: 1.5 })).toEqual([
      { path: 'kind', message: 'validation.invalid' },
      { path: 'salePrice', message: 'validation.type' },
    ]);
  });

  it('need the version on update and the lines of an order', () => {
    expect(issues(updateSchema(product), valid)).toEqual([{ path: 'version', message: 'validation.type' }]);
    const order = { customerId: 1, orderDate: '2026-11-23', warehouseId: 1 };
    expect(issues(createSchema(saleOrder), { ...order, lines: [] })).toEqual([
      { path: 'lines', message: 'validation.linesRequired' },
    ]);
    expect(issues(createSchema(saleOrder), { ...order, orderDate: '2026-02-30', lines: [{ productId: 1 }] })).toEqual([
      { path: 'orderDate', message: 'validation.date' },
      { path: 'lines.0.qty', message: 'validation.required' },
      { path: 'lines.0.unitPrice', message: 'validation.required' },
    ]);
  });

  it("take an action's own input", () => {
    const refund = RESOURCES.refund;
    if (!refund) throw new Error('no refund');
    expect(v.parse(transitionSchema(refund, 'approve'), { version: 2, approvedAmount: 500 })).toEqual({
      version: 2,
      approvedAmount: 500,
    });
    expect(issues(transitionSchema(refund, 'approve'), { version: 2 })).toEqual([
      { path: 'approvedAmount', message: 'validation.required' },
    ]);
  });
});

describe('list query', () => {
  it('reads page, size, sort, search and each declared filter', () => {
    const parsed = parseListQuery(saleOrder, {
      page: '3',
      pageSize: '50',
      sort: '-total',
      q: ' SO2026 ',
      status: 'approved,delivered',
      orderDateFrom: '2026-01-01',
      customerId: '12',
    });
    expect(parsed.success && parsed.query).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'total', desc: true },
      q: 'SO2026',
      filters: [
        { field: 'customerId', kind: 'eq', values: [12] },
        { field: 'orderDate', kind: 'range', values: ['2026-01-01', null] },
        { field: 'status', kind: 'in', values: ['approved', 'delivered'] },
      ],
    });
  });

  it('defaults to the first page in the declared order', () => {
    const parsed = parseListQuery(saleOrder, {});
    expect(parsed.success && parsed.query.sort).toEqual({ field: 'orderNo', desc: true });
    expect(parsed.success && parsed.query.page).toBe(1);
  });

  it('refuses anything not declared: unknown parameters, unsortable columns, bad values, huge pages', () => {
    const problems = (raw: Record<string, string>) => {
      const parsed = parseListQuery(saleOrder, raw);
      return parsed.success ? [] : parsed.issues;
    };
    expect(problems({ password: 'x' })).toEqual([{ path: 'password', message: 'validation.unknownField' }]);
    expect(problems({ sort: 'note' })).toEqual([{ path: 'sort', message: 'validation.sort' }]);
    expect(problems({ status: 'approved,lost' })).toEqual([{ path: 'status', message: 'validation.invalid' }]);
    expect(problems({ pageSize: '1000' })).toEqual([{ path: 'pageSize', message: 'validation.tooLarge' }]);
    expect(problems({ customerId: '1 or 1=1' })).toEqual([{ path: 'customerId', message: 'validation.type' }]);
    expect(problems({ orderDateTo: '2026-13-01' })).toEqual([{ path: 'orderDateTo', message: 'validation.date' }]);
  });
});

describe('allowedInState', () => {
  const invoice = RESOURCES.invoice;
  if (!invoice) throw new Error('invoice missing');

  it("reads a state machine's field", () => {
    expect(allowedInState(saleOrder, { status: 'draft' }, 'update')).toBe(true);
    expect(allowedInState(saleOrder, { status: 'approved' }, 'update')).toBe(false);
  });

  it('reads `status` of a resource that moves by its own routes (an issued invoice never changes)', () => {
    expect(stateField(invoice)).toBe('status');
    expect(allowedInState(invoice, { status: 'requested' }, 'update')).toBe(true);
    expect(allowedInState(invoice, { status: 'issued' }, 'update')).toBe(false);
    expect(allowedInState(invoice, { status: 'requested' }, 'delete')).toBe(false);
  });

  it('allows any state when the definition lists none or has no state field', () => {
    expect(product.editableIn).toBeUndefined();
    expect(allowedInState(product, { status: 'whatever' }, 'update')).toBe(true);
    const stateless = Object.values(RESOURCES).find((def) => !def.states && !('status' in def.fields));
    if (!stateless) throw new Error('every resource has a state');
    expect(stateField(stateless)).toBeUndefined();
    expect(allowedInState({ ...stateless, deletableIn: [] }, { status: 'x' }, 'delete')).toBe(true);
  });
});
