import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from './db/schema';
import { DEMO, forEachDriver } from './test/harness';

forEachDriver('audit log: identity numbers masked', (h) => {
  const auditOf = async (entity: string, id: number) => {
    const [row] = await h.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));
    return row?.after as Record<string, unknown>;
  };

  it('keeps only the last 4 characters of certificate numbers and bank accounts in audit JSON', async () => {
    const viewer = await h.login('viewer', DEMO.viewer);
    const certification = await h.call('POST', '/behind/account/certification', {
      token: viewer,
      json: {
        accountType: 'enterprise',
        legalPersonName: '赵敏',
        legalPersonCertType: 'id_card',
        legalPersonCertNumber: '110101199003071234',
        enterpriseName: '测试公司',
        enterpriseCertType: 'unified_social_credit',
        organizationCode: '91330106MA2TEST01X',
      },
    });
    expect(certification.body.code).toBe(1);
    // The record keeps the whole number for its owner.
    expect(certification.body.data.legalPersonCertNumber).toBe('110101199003071234');
    const certAudit = await auditOf('certification', certification.body.data.id);
    expect(certAudit.legalPersonCertNumber).toBe('********1234');
    expect(certAudit.organizationCode).toBe('********T01X');
    expect(certAudit.legalPersonName).toBe('赵敏');

    const warehouse = await h.login('warehouse', DEMO.warehouse);
    const supplier = await h.call('POST', '/behind/suppliers', {
      token: warehouse,
      json: {
        code: 'TS-AUD-1',
        name: '审计供应商',
        contactName: '张三',
        phone: '0571-88886666',
        email: 'audit@test-supplier.cn',
        region: ['330000', '330100', '330106'],
        address: '杭州市西湖区文三路 90 号',
        taxId: '91330106MA2TEST02X',
        bankName: '招商银行杭州分行',
        bankAccount: '6222021001123456789',
        paymentTermDays: 45,
        productKinds: ['speaker'],
        rating: 4,
        note: '',
      },
    });
    expect(supplier.body).toMatchObject({ code: 1 });
    const supplierAudit = await auditOf('supplier', supplier.body.data.id);
    expect(supplierAudit.bankAccount).toBe('********6789');
    expect(JSON.stringify(supplierAudit)).not.toContain('6222021001123456789');
  });
});
